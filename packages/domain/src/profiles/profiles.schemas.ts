import { z } from 'zod'
import { COMPANY_SECTIONS, COMPANY_WIZARD_STEPS, INTERN_WIZARD_STEPS } from './profiles.rules.js'

export const WorkHoursSchema = z.object({ day: z.string(), start: z.string(), end: z.string() })

/** What `GET /company/me` answers: the signed-in company's whole profile. */
export const CompanyMeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  companyName: z.string().nullable(),
  establishedDate: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  industryType: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  bio: z.string().nullable(),
  logoUrl: z.string().nullable(),
  media1Url: z.string().nullable(),
  media2Url: z.string().nullable(),
  media3Url: z.string().nullable(),
  media4Url: z.string().nullable(),
  media5Url: z.string().nullable(),
  activeWeekDays: z.array(z.string()).nullable(),
  workHours: z.array(WorkHoursSchema).nullable(),
  socialMedia: z.record(z.string(), z.string()).nullable(),
  verificationDocument: z
    .object({ type: z.literal('CAC_Document'), fileName: z.string(), s3Url: z.string() })
    .nullable(),
  verified: z.boolean(),
  /** The CAC registration number, when given (basic info). */
  rcNumber: z.string().nullable(),
  /**
   * Where the company stands with the operator (decision 021): 'unsubmitted', 'pending' (waiting
   * since `verificationSubmittedAt`; VERIFICATION_TAKES says how long), 'verified', 'rejected'.
   * While REQUIRE_VERIFIED_COMPANIES is on, only a verified company's roles are public.
   */
  verificationStatus: z.enum(['unsubmitted', 'pending', 'verified', 'rejected']),
  verificationSubmittedAt: z.iso.datetime().nullable(),
  /** The admin's reason for a rejection (or note with a verification), as the company was told. */
  verificationNote: z.string().nullable(),
  /** Whether this company's open roles are public now (verified, or verification not required). */
  rolesArePublic: z.boolean(),
  /** 0–100: filled sections of six. */
  progress: z.number().int(),
  /** All five wizard steps are done; posting and the inbox unlock. */
  profileComplete: z.boolean(),
  sections: z.record(z.enum(COMPANY_SECTIONS), z.boolean()),
  steps: z.record(z.enum(COMPANY_WIZARD_STEPS), z.boolean()),
})
export type CompanyMe = z.infer<typeof CompanyMeSchema>

/** What `GET /auth/me` answers: the signed-in intern's whole profile. */
export const InternMeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  otherName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  gender: z.string().nullable(),
  address: z.string().nullable(),
  bio: z.string().nullable(),
  preferredIndustry: z.string().nullable(),
  intendedDuration: z.number().int().nullable(),
  locationPreference: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  institutionName: z.string().nullable(),
  yearOfEntry: z.number().int().nullable(),
  yearOfGraduation: z.number().int().nullable(),
  isPostgraduate: z.boolean(),
  skills: z.array(z.string()),
  profileImageUrl: z.string().nullable(),
  resumeUrl: z.string().nullable(),
  media1Url: z.string().nullable(),
  media2Url: z.string().nullable(),
  media3Url: z.string().nullable(),
  media4Url: z.string().nullable(),
  media5Url: z.string().nullable(),
  progress: z.number().int(),
  profileComplete: z.boolean(),
  steps: z.record(z.enum(INTERN_WIZARD_STEPS), z.boolean()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type InternMe = z.infer<typeof InternMeSchema>
