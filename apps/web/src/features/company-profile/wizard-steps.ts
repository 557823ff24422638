import type { CompanyWizardStep } from '@app/domain'

export interface WizardStep {
  key: CompanyWizardStep
  /** The value of ?step= that opens it. */
  slug: string
  label: string
  description: string
}

/** The five steps of spec §2, in order; ?step=logo opens the second. */
export const WIZARD_STEPS: readonly WizardStep[] = [
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

/** The step ?step= names, else the first one not done yet, so a returning company continues. */
export function initialStepIndex(slug: string | null, steps: Record<CompanyWizardStep, boolean>) {
  const named = WIZARD_STEPS.findIndex((step) => step.slug === slug)
  if (named >= 0) return named
  const firstOpen = WIZARD_STEPS.findIndex((step) => !steps[step.key])
  return firstOpen >= 0 ? firstOpen : WIZARD_STEPS.length - 1
}
