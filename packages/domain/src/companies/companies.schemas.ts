import { z } from 'zod'
import { singleLine } from '../shared/single-line.js'
import {
  DOCUMENT_FILE_NAME_MAX_LENGTH,
  FILE_MESSAGES,
  MEDIA_MAX_COUNT,
} from '../files/files.schemas.js'
import { DEFAULT_COUNTRY_CODE, INDUSTRIES, WEEKDAYS } from '../shared/lists.js'

export const SOCIAL_PLATFORMS = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'whatsapp',
  'tiktok',
] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]

export const DEFAULT_WORK_START = '09:00'
export const DEFAULT_WORK_END = '17:00'
export const DEFAULT_ACTIVE_WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']
export const ESTABLISHED_YEARS_BACK = 100
export const COMPANY_NAME_MAX_LENGTH = 100
export const COMPANY_BIO_MAX_LENGTH = 1500
export const COMPANY_TEXT_MAX_LENGTH = 200

export const COMPANY_MESSAGES = {
  companyNameRequired: 'Company name is required',
  establishedDateRequired: 'Established date is required',
  establishedDateRange: `Choose a month within the last ${ESTABLISHED_YEARS_BACK} years`,
  countryCodeRequired: 'Country code is required',
  countryCodeInvalid: 'Country code must start with + followed by digits',
  phoneNumberRequired: 'Phone number is required',
  phoneNumberInvalid: 'Enter a valid phone number',
  industryRequired: 'Industry is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  bioRequired: 'Bio is required',
  invalidUrl: 'Please enter a valid URL',
  weekdaysRequired: 'Choose at least one working day',
  hoursInvalid: 'Use the 24-hour time format HH:mm',
  hoursOrder: 'Closing time must be after opening time',
  hoursMismatch: 'Give working hours for each active day, and only those',
  incompleteProfile: 'Please complete all steps before finishing.',
  rcNumberInvalid:
    'Enter the CAC number as RC and up to 8 digits (for example RC1234567), or BN and digits for a business name.',
} as const

/** The spec's §8 success toasts, answered as the `message` of each profile write. */
export const COMPANY_SUCCESS_MESSAGES = {
  basicInfo: 'Company information submitted successfully!',
  logo: 'Company logo uploaded and updated successfully!',
  operations: 'Company operations information submitted successfully!',
  socialMedia: 'Social links updated successfully!',
  media: 'Media updated successfully!',
  verificationDocument: 'CAC Document uploaded successfully!',
} as const

const required = (message: string, max = COMPANY_TEXT_MAX_LENGTH) =>
  z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`)

/** 'YYYY-MM' or 'YYYY-MM-DD', stored as the first day of that month, within the last 100 years. */
export const establishedDateField = z
  .string({ message: COMPANY_MESSAGES.establishedDateRequired })
  .trim()
  .min(1, COMPANY_MESSAGES.establishedDateRequired)
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, COMPANY_MESSAGES.establishedDateRequired)
  .transform((value) => `${value.slice(0, 7)}-01`)
  .refine((firstOfMonth) => {
    const now = new Date()
    const year = Number(firstOfMonth.slice(0, 4))
    const thisMonth = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`
    return year > now.getUTCFullYear() - ESTABLISHED_YEARS_BACK && firstOfMonth <= thisMonth
  }, COMPANY_MESSAGES.establishedDateRange)

export const countryCodeField = z
  .string({ message: COMPANY_MESSAGES.countryCodeRequired })
  .trim()
  .min(1, COMPANY_MESSAGES.countryCodeRequired)
  .regex(/^\+\d{1,4}$/, COMPANY_MESSAGES.countryCodeInvalid)
  .default(DEFAULT_COUNTRY_CODE)

export const phoneNumberField = z
  .string({ message: COMPANY_MESSAGES.phoneNumberRequired })
  .trim()
  .min(1, COMPANY_MESSAGES.phoneNumberRequired)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{6,14}$/, COMPANY_MESSAGES.phoneNumberInvalid))

/** The CAC registration number: 'RC' and 1–8 digits for a company, 'BN' and digits for a business name. */
export const RC_NUMBER_PATTERN = /^(RC\d{1,8}|BN\d{1,10})$/

/** Spaces, dashes and case are forgiven: ' rc-123 456 ' is RC123456. */
export const rcNumberField = z
  .string({ message: COMPANY_MESSAGES.rcNumberInvalid })
  .trim()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(RC_NUMBER_PATTERN, COMPANY_MESSAGES.rcNumberInvalid))

export const CompanyBasicInfoInputSchema = z.object({
  companyName: singleLine(required(COMPANY_MESSAGES.companyNameRequired, COMPANY_NAME_MAX_LENGTH)),
  establishedDate: establishedDateField,
  countryCode: countryCodeField,
  phoneNumber: phoneNumberField,
  industryType: z.enum(INDUSTRIES, { message: COMPANY_MESSAGES.industryRequired }),
  address: singleLine(required(COMPANY_MESSAGES.addressRequired)),
  city: singleLine(required(COMPANY_MESSAGES.cityRequired, 80)),
  state: singleLine(required(COMPANY_MESSAGES.stateRequired, 80)),
  bio: required(COMPANY_MESSAGES.bioRequired, COMPANY_BIO_MAX_LENGTH),
  /**
   * Optional on the API so companies registered before it was asked for can still save this step
   * (decision 021); the form asks for it, and the admin sees it beside the CAC document.
   */
  rcNumber: rcNumberField.optional(),
})
export type CompanyBasicInfoInput = z.input<typeof CompanyBasicInfoInputSchema>

/** A link to a file uploaded through `POST /misc/file-upload`. */
export const fileUrlField = (message: string) =>
  z.string({ message }).trim().min(1, message).max(500, message)

export const CompanyLogoInputSchema = z.object({ logoUrl: fileUrlField(FILE_MESSAGES.logoType) })

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/
export const WorkHoursInputSchema = z
  .object({
    day: z.enum(WEEKDAYS),
    start: z.string().regex(HH_MM, COMPANY_MESSAGES.hoursInvalid),
    end: z.string().regex(HH_MM, COMPANY_MESSAGES.hoursInvalid),
  })
  .refine((hours) => hours.end > hours.start, {
    message: COMPANY_MESSAGES.hoursOrder,
    path: ['end'],
  })

export const CompanyOperationsInputSchema = z
  .object({
    activeWeekDays: z
      .array(z.enum(WEEKDAYS))
      .min(1, COMPANY_MESSAGES.weekdaysRequired)
      .refine((days) => new Set(days).size === days.length, COMPANY_MESSAGES.hoursMismatch),
    workHours: z.array(WorkHoursInputSchema).max(7),
  })
  .refine(
    ({ activeWeekDays, workHours }) =>
      workHours.length === activeWeekDays.length &&
      activeWeekDays.every((day) => workHours.some((hours) => hours.day === day)),
    { message: COMPANY_MESSAGES.hoursMismatch, path: ['workHours'] },
  )
export type CompanyOperationsInput = z.input<typeof CompanyOperationsInputSchema>

/** http, https or ftp, as the spec allows, with a dotted host. */
const SOCIAL_URL = /^(https?|ftp):\/\/[^\s/?#.]+(\.[^\s/?#.]+)+(:\d+)?([/?#]\S*)?$/i
export const socialUrlField = z
  .string()
  .trim()
  .max(300, COMPANY_MESSAGES.invalidUrl)
  .refine((value) => value === '' || SOCIAL_URL.test(value), COMPANY_MESSAGES.invalidUrl)

/** Empty links are dropped. */
export const CompanySocialMediaInputSchema = z.object({
  socialMedia: z
    .partialRecord(z.enum(SOCIAL_PLATFORMS), socialUrlField)
    .transform(
      (links) =>
        Object.fromEntries(Object.entries(links).filter(([, url]) => url)) as Partial<
          Record<SocialPlatform, string>
        >,
    ),
})
export type CompanySocialMediaInput = z.input<typeof CompanySocialMediaInputSchema>

const mediaSlot = z.string().trim().max(500).optional().default('')
/** media1Url … media5Url; empty strings mark unused slots. Answers the non-empty links in order. */
export const MediaInputSchema = z
  .strictObject(
    {
      media1Url: mediaSlot,
      media2Url: mediaSlot,
      media3Url: mediaSlot,
      media4Url: mediaSlot,
      media5Url: mediaSlot,
    },
    // A sixth slot (media6Url …) is a sixth image.
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? FILE_MESSAGES.mediaTooMany : undefined,
    },
  )
  .transform((slots) => Object.values(slots).filter(Boolean))
  .refine((urls) => urls.length <= MEDIA_MAX_COUNT, FILE_MESSAGES.mediaTooMany)
export type MediaInput = z.input<typeof MediaInputSchema>

/** Keeps letters, digits, dots, dashes and underscores; never trusted for storage. */
export function sanitizeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[._]+/, '')
  return (cleaned || 'document.pdf').slice(-DOCUMENT_FILE_NAME_MAX_LENGTH)
}

export const VerificationDocumentInputSchema = z.object({
  type: z.literal('CAC_Document', { message: FILE_MESSAGES.documentRequired }),
  fileName: z
    .string({ message: FILE_MESSAGES.documentRequired })
    .min(1, FILE_MESSAGES.documentRequired)
    .max(500)
    .transform(sanitizeFileName),
  s3Url: fileUrlField(FILE_MESSAGES.documentRequired),
})
export type VerificationDocumentInput = z.input<typeof VerificationDocumentInputSchema>
