import type { InternWizardStep } from '@app/domain'
import type { WizardStepDefinition } from '../../components/profile/ProfileWizard'

/** The five steps of spec §2, in order; ?step=logo opens the photo step (the spec's link). */
export const INTERN_WIZARD: readonly WizardStepDefinition<InternWizardStep>[] = [
  {
    key: 'basicInfo',
    slug: 'basic-info',
    label: 'Basic Information',
    description: 'Who you are and how companies can reach you.',
  },
  {
    key: 'profilePhoto',
    slug: 'logo',
    label: 'Profile Photo',
    description: 'A clear photo of your face helps companies remember you.',
  },
  {
    key: 'academicDetails',
    slug: 'academic-details',
    label: 'Academic Details',
    description: 'Where and what you study, or studied.',
  },
  {
    key: 'rolePreference',
    slug: 'role-preference',
    label: 'Role Preference',
    description: 'The industry, place and length of placement you are looking for.',
  },
  {
    key: 'resume',
    slug: 'resume',
    label: 'Upload Resume/CV or SIWES/IT/NYSC Letter',
    description: 'A PDF, DOC or DOCX of at most 10MB. Companies you apply to will read it.',
  },
]

export const draftKey = (form: 'basicInfo' | 'academic' | 'preferences', accountId: string) =>
  `internProfileDraft.${form}.${accountId}`
