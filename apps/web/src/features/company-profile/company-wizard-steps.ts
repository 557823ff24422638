import type { CompanyWizardStep } from '@app/domain'
import type { WizardStepDefinition } from '../../components/profile/ProfileWizard'

/** The five steps of spec §2, in order; ?step=logo opens the second. */
export const WIZARD_STEPS: readonly WizardStepDefinition<CompanyWizardStep>[] = [
  {
    key: 'basicInfo',
    slug: 'basic-info',
    label: 'Basic Information',
    description: 'Tell interns who you are and how to reach you.',
  },
  {
    key: 'logo',
    slug: 'logo',
    label: 'Company Logo',
    description: 'A square logo helps applicants recognise you.',
  },
  {
    key: 'operations',
    slug: 'operations',
    label: 'Operations',
    description: 'The days and hours your company works.',
  },
  {
    key: 'socialMedia',
    slug: 'social-media',
    label: 'Social Media Handles',
    description: 'Links to your pages. Leave out the ones you do not use.',
  },
  {
    key: 'verificationDocument',
    slug: 'verification-document',
    label: 'Upload Verification Document',
    description: 'Your CAC registration document (PDF), so we can verify your company.',
  },
]
