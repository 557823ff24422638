/**
 * Profile progress and completeness, computed on the server from stored data (DESIGN.md §5): a
 * client-sent step counter could be forged.
 */

const isFilled = (value: unknown): boolean => {
  if (value == null) return false
  if (typeof value === 'string') return value.trim().length > 0
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

export interface CompanyProfileFacts {
  companyName: string | null
  establishedDate: string | null
  countryCode: string | null
  phoneNumber: string | null
  industryType: string | null
  address: string | null
  city: string | null
  state: string | null
  bio: string | null
  logoUrl: string | null
  mediaUrls: string[]
  activeWeekDays: string[] | null
  workHours: unknown[] | null
  socialMedia: Record<string, string> | null
  verificationDocument: unknown
}

export const COMPANY_SECTIONS = [
  'basicInfo',
  'media',
  'logo',
  'workdays',
  'socialLinks',
  'verificationDocument',
] as const
export type CompanySection = (typeof COMPANY_SECTIONS)[number]

export const COMPANY_WIZARD_STEPS = [
  'basicInfo',
  'logo',
  'operations',
  'socialMedia',
  'verificationDocument',
] as const
export type CompanyWizardStep = (typeof COMPANY_WIZARD_STEPS)[number]

const hasCompanyBasicInfo = (c: CompanyProfileFacts) =>
  [
    c.companyName,
    c.establishedDate,
    c.countryCode,
    c.phoneNumber,
    c.industryType,
    c.address,
    c.city,
    c.state,
    c.bio,
  ].every(isFilled)

/** Which of the six profile-editor sections are filled. */
export function companySections(c: CompanyProfileFacts): Record<CompanySection, boolean> {
  return {
    basicInfo: hasCompanyBasicInfo(c),
    media: isFilled(c.mediaUrls),
    logo: isFilled(c.logoUrl),
    workdays: isFilled(c.activeWeekDays) && isFilled(c.workHours),
    socialLinks: isFilled(c.socialMedia),
    verificationDocument: isFilled(c.verificationDocument),
  }
}

/** Which wizard steps have been submitted. The social step counts once saved, even with no links. */
export function companyWizardSteps(c: CompanyProfileFacts): Record<CompanyWizardStep, boolean> {
  return {
    basicInfo: hasCompanyBasicInfo(c),
    logo: isFilled(c.logoUrl),
    operations: isFilled(c.activeWeekDays) && isFilled(c.workHours),
    socialMedia: c.socialMedia != null,
    verificationDocument: isFilled(c.verificationDocument),
  }
}

const percentOf = (flags: Record<string, boolean>) => {
  const values = Object.values(flags)
  return Math.round((values.filter(Boolean).length / values.length) * 100)
}

/** 0–100: filled sections of six (spec §4, profile completion). */
export const companyProgress = (c: CompanyProfileFacts) => percentOf(companySections(c))
export const isCompanyProfileComplete = (c: CompanyProfileFacts) =>
  Object.values(companyWizardSteps(c)).every(Boolean)

export interface InternProfileFacts {
  firstName: string | null
  lastName: string | null
  email: string | null
  phoneNumber: string | null
  gender: string | null
  bio: string | null
  address: string | null
  preferredIndustry: string | null
  intendedDuration: number | null
  locationPreference: string | null
  institutionName: string | null
  fieldOfStudy: string | null
  yearOfEntry: number | null
  dateOfBirth: string | null
  profileImageUrl: string | null
  resumeUrl: string | null
}

const BASIC_POINTS = 50
const EDUCATION_POINTS = 25
const RESUME_POINTS = 25

/** Spec §9 of the intern document: nine basic fields (50, proportionally), education 25, resume 25. */
export function internProgress(i: InternProfileFacts): number {
  const name = isFilled(i.firstName) && isFilled(i.lastName)
  const basic = [
    name,
    isFilled(i.email),
    isFilled(i.phoneNumber),
    isFilled(i.gender),
    isFilled(i.bio),
    isFilled(i.address),
    isFilled(i.preferredIndustry),
    isFilled(i.intendedDuration),
    isFilled(i.locationPreference),
  ]
  const basicPoints = (basic.filter(Boolean).length / basic.length) * BASIC_POINTS
  const education =
    isFilled(i.institutionName) && isFilled(i.fieldOfStudy) && isFilled(i.yearOfEntry)
  return Math.round(
    basicPoints + (education ? EDUCATION_POINTS : 0) + (isFilled(i.resumeUrl) ? RESUME_POINTS : 0),
  )
}

export const INTERN_WIZARD_STEPS = [
  'basicInfo',
  'profilePhoto',
  'academicDetails',
  'rolePreference',
  'resume',
] as const
export type InternWizardStep = (typeof INTERN_WIZARD_STEPS)[number]

export function internWizardSteps(i: InternProfileFacts): Record<InternWizardStep, boolean> {
  return {
    basicInfo: [
      i.firstName,
      i.lastName,
      i.dateOfBirth,
      i.phoneNumber,
      i.gender,
      i.address,
      i.bio,
    ].every(isFilled),
    profilePhoto: isFilled(i.profileImageUrl),
    academicDetails: [i.institutionName, i.fieldOfStudy, i.yearOfEntry].every(isFilled),
    rolePreference: [i.preferredIndustry, i.intendedDuration, i.locationPreference].every(isFilled),
    resume: isFilled(i.resumeUrl),
  }
}

export const isInternProfileComplete = (i: InternProfileFacts) =>
  Object.values(internWizardSteps(i)).every(Boolean)
