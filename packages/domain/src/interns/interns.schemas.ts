import { z } from 'zod'
import { singleLine } from '../shared/single-line.js'
import { countryCodeField, fileUrlField, phoneNumberField } from '../companies/companies.schemas.js'
import { INDUSTRIES, NIGERIAN_STATES } from '../shared/lists.js'
import { POSTGRADUATE_LABEL } from './intern-labels.js'

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]
/** What a screen shows for a stored gender: the one place these labels are written. */
export const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female' }

const isGender = (value: string): value is Gender => (GENDERS as readonly string[]).includes(value)

/** 'female' → 'Female'; a value from before the list existed is shown as it was stored. */
export function genderLabel(value: string): string {
  const key = value.trim().toLowerCase()
  return isGender(key) ? GENDER_LABELS[key] : value
}

/** The states and the FCT, plus the three wider choices (spec §9: 37 + 3 locations). */
export const LOCATION_PREFERENCES = [
  ...NIGERIAN_STATES,
  'Remote',
  'Hybrid',
  'Open to Any Location',
] as const
export type LocationPreference = (typeof LOCATION_PREFERENCES)[number]

/** Intended durations in months: 3 to 24 in steps of 3. */
export const INTENDED_DURATIONS = [3, 6, 9, 12, 15, 18, 21, 24] as const
export const intendedDurationLabel = (months: number) => `${months} months`

export { POSTGRADUATE_LABEL } from './intern-labels.js'
/** Spec §1: the terms of service set a minimum age of 12. */
export const INTERN_MINIMUM_AGE = 12
export const INTERN_SKILLS_MAX = 30
export const INTERN_SKILL_MAX_LENGTH = 50

export const INTERN_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  dateOfBirthRequired: 'Date of Birth is required',
  dateOfBirthTooYoung: `You must be at least ${INTERN_MINIMUM_AGE} years old`,
  genderRequired: 'Gender is required',
  genderInvalid: 'Please select Male or Female',
  addressRequired: 'Address is required',
  bioRequired: 'Bio is required',
  locationRequired: 'Location is required',
  institutionRequired: 'Institution Name is required',
  fieldOfStudyRequired: 'Field of Study is required',
  yearOfEntryPositive: 'Year of Entry must be a positive number',
  yearOfGraduationInvalid: `Year of Graduation must be a positive number or '${POSTGRADUATE_LABEL}'`,
  graduationBeforeEntry: 'Year of Graduation cannot be before Year of Entry',
  industryInvalid: 'Invalid industry selected.',
  durationInvalid: 'Invalid duration selected.',
  locationInvalid: 'Invalid location selected.',
  preferencesInvalid: 'Please select valid options for all preferences.',
  incompleteProfile:
    'You need a complete profile to apply for internships, SIWES placements, NYSC roles, or entry-level jobs. It only takes a few minutes and it gets you in front of real employers.',
  basicInfoSaved: 'Intern information submitted successfully!',
  academicSaved: 'Academic information submitted successfully!',
  preferencesSaved: 'Preference information submitted successfully!',
  preferencesUpdated: 'Preferences updated successfully!',
  profileImageSaved: 'Profile image uploaded and updated successfully!',
  resumeSaved: 'Resume updated successfully',
  /** The wizard's document step: the first resume or letter. */
  documentUploaded: 'Document uploaded successfully!',
  mediaSaved: 'Media updated successfully!',
  profileSaved: 'Profile updated successfully!',
  resumeType: 'Please upload a PDF/DOC/DOCX file under 10MB.',
  profileImageType: 'Invalid file type. Supported types: JPEG, PNG, JPG, SVG',
  profileImageTooLarge: 'File size exceeds 20MB',
} as const

const required = (message: string, max = 200) =>
  z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`)

/** 'YYYY-MM-DD', in the past, at least 12 years ago. */
const dateOfBirthField = z
  .string({ message: INTERN_MESSAGES.dateOfBirthRequired })
  .trim()
  .min(1, INTERN_MESSAGES.dateOfBirthRequired)
  .pipe(z.iso.date({ message: INTERN_MESSAGES.dateOfBirthRequired }))
  .refine((date) => {
    const now = new Date()
    const latest = `${now.getUTCFullYear() - INTERN_MINIMUM_AGE}${now.toISOString().slice(4, 10)}`
    return date <= latest && date >= '1900-01-01'
  }, INTERN_MESSAGES.dateOfBirthTooYoung)

/** Missing or empty: 'Gender is required'; anything but male or female: 'Please select Male or Female'. */
const genderField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? INTERN_MESSAGES.genderRequired
        : INTERN_MESSAGES.genderInvalid,
  })
  .trim()
  .toLowerCase()
  .min(1, INTERN_MESSAGES.genderRequired)
  .pipe(z.enum(GENDERS, { message: INTERN_MESSAGES.genderInvalid }))

/** `PATCH /auth/basic-info`. The email is not editable here; any `progress` sent is ignored. */
export const InternBasicInfoInputSchema = z.object({
  firstName: singleLine(required(INTERN_MESSAGES.firstNameRequired, 60)),
  lastName: singleLine(required(INTERN_MESSAGES.lastNameRequired, 60)),
  otherName: singleLine(z.string().trim().max(60)).optional().default(''),
  dateOfBirth: dateOfBirthField,
  countryCode: countryCodeField,
  phoneNumber: phoneNumberField,
  gender: genderField,
  address: singleLine(required(INTERN_MESSAGES.addressRequired)),
  bio: required(INTERN_MESSAGES.bioRequired, 1500),
})
export type InternBasicInfoInput = z.input<typeof InternBasicInfoInputSchema>

/** The review page's smaller edit (spec §5 'Review edit form'); it also sends the gender, kept when given. */
export const InternContactInputSchema = z.object({
  firstName: singleLine(required(INTERN_MESSAGES.firstNameRequired, 60)),
  lastName: singleLine(required(INTERN_MESSAGES.lastNameRequired, 60)),
  otherName: singleLine(z.string().trim().max(60)).optional().default(''),
  address: singleLine(required(INTERN_MESSAGES.locationRequired)),
  countryCode: countryCodeField,
  phoneNumber: phoneNumberField,
  gender: genderField.optional(),
})
export type InternContactInput = z.input<typeof InternContactInputSchema>

const year = (message: string) =>
  z.coerce.number({ message }).int(message).min(1, message).max(2100, message)

/** `PATCH /auth/academic-info`. Graduation is a year, or null / the postgraduate label. */
export const AcademicInfoInputSchema = z
  .object({
    institutionName: required(INTERN_MESSAGES.institutionRequired),
    fieldOfStudy: required(INTERN_MESSAGES.fieldOfStudyRequired, 120),
    yearOfEntry: year(INTERN_MESSAGES.yearOfEntryPositive),
    yearOfGraduation: z
      .union(
        [z.literal(POSTGRADUATE_LABEL), z.null(), year(INTERN_MESSAGES.yearOfGraduationInvalid)],
        {
          message: INTERN_MESSAGES.yearOfGraduationInvalid,
        },
      )
      .transform((value) => (typeof value === 'number' ? value : null)),
  })
  .refine((a) => a.yearOfGraduation === null || a.yearOfGraduation >= a.yearOfEntry, {
    message: INTERN_MESSAGES.graduationBeforeEntry,
    path: ['yearOfGraduation'],
  })
export type AcademicInfoInput = z.input<typeof AcademicInfoInputSchema>

/** `PATCH /auth/preferences`: each value from its list. */
export const InternPreferencesInputSchema = z.object({
  preferredIndustry: z.enum(INDUSTRIES, { message: INTERN_MESSAGES.industryInvalid }),
  intendedDuration: z.coerce
    .number({ message: INTERN_MESSAGES.durationInvalid })
    .refine(
      (months) => (INTENDED_DURATIONS as readonly number[]).includes(months),
      INTERN_MESSAGES.durationInvalid,
    ),
  locationPreference: z.enum(LOCATION_PREFERENCES, { message: INTERN_MESSAGES.locationInvalid }),
})
export type InternPreferencesInput = z.input<typeof InternPreferencesInputSchema>

export const ProfileImageInputSchema = z.object({
  profileImageUrl: fileUrlField(INTERN_MESSAGES.profileImageType),
})
export const ResumeInputSchema = z.object({ resumeUrl: fileUrlField(INTERN_MESSAGES.resumeType) })

/** Skills are matched against role requirements; kept short and unique, case-insensitively. */
export const InternSkillsInputSchema = z.object({
  skills: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(
          INTERN_SKILL_MAX_LENGTH,
          `Each skill must be at most ${INTERN_SKILL_MAX_LENGTH} characters`,
        ),
    )
    .max(INTERN_SKILLS_MAX, `At most ${INTERN_SKILLS_MAX} skills`)
    .transform((skills) => [...new Map(skills.map((s) => [s.toLowerCase(), s])).values()]),
})
