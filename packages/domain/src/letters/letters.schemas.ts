import { z } from 'zod'
import { SIWES_PROGRAMMES } from '../roles/roles.schemas.js'

/**
 * Acceptance letters a company issues for an accepted application (issue 14, decision 031):
 * offer — a general offer letter; siwes — the SIWES/IT acceptance letter a school asks for;
 * nysc — the acceptance letter of a place of primary assignment (PPA).
 */
export const LETTER_KINDS = ['offer', 'siwes', 'nysc'] as const
export type LetterKind = (typeof LETTER_KINDS)[number]

export const LETTER_KIND_LABELS: Record<LetterKind, string> = {
  offer: 'Offer letter',
  siwes: 'SIWES/IT acceptance letter',
  nysc: 'NYSC PPA acceptance letter',
}

/** The kind of letter a placement type calls for; what the form starts with. */
export function defaultLetterKind(placementType: string | null | undefined): LetterKind {
  if (placementType === 'siwes' || placementType === 'nysc') return placementType
  return 'offer'
}

// SIWES_PROGRAMMES are the roles' own list (roles.schemas.ts): a letter names one of a role's.

export const LETTER_NAME_MAX_LENGTH = 100
export const LETTER_TEXT_MAX_LENGTH = 200
export const LETTER_ADDRESS_MAX_LENGTH = 300
export const LETTER_MAX_WEEKS = 52
export const LETTER_MAX_MONTHS = 36
export const LETTER_MAX_STIPEND = 10_000_000
export const LETTER_MATRIC_MAX_LENGTH = 30
export const LETTER_LEVEL_MAX_LENGTH = 30

export const LETTER_MESSAGES = {
  issued: 'Acceptance letter issued.',
  notAccepted: 'Accept the application before issuing an acceptance letter.',
  notFound: 'No acceptance letter has been issued for this application.',
  kind: 'Choose the kind of letter: offer, SIWES/IT or NYSC.',
  required: 'This field is required.',
  tooLong: (max: number) => `Keep this under ${max} characters.`,
  date: 'Enter a date such as 2026-05-14.',
  weeks: `Enter the number of weeks, from 1 to ${LETTER_MAX_WEEKS}.`,
  months: `Enter the duration in months, from 1 to ${LETTER_MAX_MONTHS}.`,
  stipend: `Enter the monthly stipend in naira, from 1 to ${LETTER_MAX_STIPEND.toLocaleString('en-NG')}, or mark the role unpaid.`,
  programme: 'Choose the programme: ND, HND, NCE or BSc.',
  phone: 'Enter a phone number such as +234 803 123 4567.',
  stateCode:
    'Enter the state code as on the call-up letter, such as LA/26A/1234, or leave it blank.',
  matricNumber: `Enter the matriculation number as the school writes it (letters, digits, / and -, up to ${LETTER_MATRIC_MAX_LENGTH}), or leave it blank.`,
  level: `Enter the level, such as 300 Level or HND I (up to ${LETTER_LEVEL_MAX_LENGTH} characters), or leave it blank.`,
} as const

const text = (max: number) =>
  z
    .string(LETTER_MESSAGES.required)
    .trim()
    .min(1, LETTER_MESSAGES.required)
    .max(max, LETTER_MESSAGES.tooLong(max))

/** A calendar day, 'YYYY-MM-DD', that exists (no 2026-02-30): letters' and placements' dates. */
export const calendarDayField = z
  .string(LETTER_MESSAGES.date)
  .regex(/^\d{4}-\d{2}-\d{2}$/, LETTER_MESSAGES.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, LETTER_MESSAGES.date)

/** A matriculation number as schools write it: letters, digits, '/', '.', '-' and spaces. */
export const MATRIC_NUMBER_PATTERN = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9/. -]{0,${LETTER_MATRIC_MAX_LENGTH - 1}}$`,
)

const wholeNumber = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message)

/** Digits, spaces, dashes and an optional leading +, 7 to 20 characters. */
const phone = z
  .string(LETTER_MESSAGES.phone)
  .trim()
  .regex(/^\+?[0-9][0-9 -]{5,18}[0-9]$/, LETTER_MESSAGES.phone)

/** NYSC state codes: state letters, batch year and stream (26A), number — 'LA/26A/1234', 'FC/25C/0012'. */
export const NYSC_STATE_CODE_PATTERN = /^[A-Z]{2,3}\/\d{2}[A-C]\/\d{3,5}$/

/** Fields every letter has: who it is for and who signs it. */
const commonFields = {
  /** The intern's name as the letter writes it (prefilled from the application). */
  internName: text(LETTER_NAME_MAX_LENGTH),
  signatoryName: text(LETTER_NAME_MAX_LENGTH),
  signatoryTitle: text(LETTER_NAME_MAX_LENGTH),
  /** The first day (the reporting date, for NYSC). */
  startDate: calendarDayField,
}

export const OfferLetterInputSchema = z.object({
  kind: z.literal('offer'),
  ...commonFields,
  roleTitle: text(LETTER_TEXT_MAX_LENGTH),
  durationMonths: wholeNumber(1, LETTER_MAX_MONTHS, LETTER_MESSAGES.months),
  /** Whole naira a month; null for an unpaid role. */
  monthlyStipend: wholeNumber(1, LETTER_MAX_STIPEND, LETTER_MESSAGES.stipend).nullable(),
})

/** Optional text a SIWES letter names when the company has it; blank leaves it off. */
const optionalText = (pattern: RegExp, message: string) =>
  z
    .string(message)
    .trim()
    .refine((value) => value === '' || pattern.test(value), { message })
    .default('')

export const SiwesLetterInputSchema = z.object({
  kind: z.literal('siwes'),
  ...commonFields,
  /**
   * The student's matriculation number and level, which a school's SIWES unit matches the letter
   * by. Given by the company from the student's SIWES papers, as the institution and course are
   * (decision 048); blank when not given.
   */
  matricNumber: optionalText(MATRIC_NUMBER_PATTERN, LETTER_MESSAGES.matricNumber),
  level: optionalText(
    new RegExp(`^[A-Za-z0-9][A-Za-z0-9 ]{0,${LETTER_LEVEL_MAX_LENGTH - 1}}$`),
    LETTER_MESSAGES.level,
  ),
  institutionName: text(LETTER_TEXT_MAX_LENGTH),
  programme: z.enum(SIWES_PROGRAMMES, LETTER_MESSAGES.programme),
  courseOfStudy: text(LETTER_TEXT_MAX_LENGTH),
  weeks: wholeNumber(1, LETTER_MAX_WEEKS, LETTER_MESSAGES.weeks),
  supervisorName: text(LETTER_NAME_MAX_LENGTH),
  supervisorPhone: phone,
})

export const NyscLetterInputSchema = z.object({
  kind: z.literal('nysc'),
  ...commonFields,
  /** Empty when the corps member has not been given one yet. */
  stateCode: z
    .string(LETTER_MESSAGES.stateCode)
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || NYSC_STATE_CODE_PATTERN.test(value), {
      message: LETTER_MESSAGES.stateCode,
    })
    .default(''),
  ppaAddress: text(LETTER_ADDRESS_MAX_LENGTH),
  accommodationProvided: z.boolean(),
  transportProvided: z.boolean(),
})

/** `POST /company/applications/{id}/letter`: the letter's kind and what that kind needs. */
export const LetterInputSchema = z.discriminatedUnion(
  'kind',
  [OfferLetterInputSchema, SiwesLetterInputSchema, NyscLetterInputSchema],
  { error: LETTER_MESSAGES.kind },
)
export type LetterInput = z.infer<typeof LetterInputSchema>
export type OfferLetterInput = z.infer<typeof OfferLetterInputSchema>
export type SiwesLetterInput = z.infer<typeof SiwesLetterInputSchema>
export type NyscLetterInput = z.infer<typeof NyscLetterInputSchema>

/** That a letter exists, as application answers carry it (the web shows the download). */
export const LetterSummarySchema = z.object({
  kind: z.enum(LETTER_KINDS),
  issuedAt: z.iso.datetime(),
})
export type LetterSummary = z.infer<typeof LetterSummarySchema>

/** `{ kind, issuedAt }` and the inputs as stored, for the company to issue it again. */
export const IssuedLetterSchema = LetterSummarySchema.extend({ input: LetterInputSchema })
export type IssuedLetter = z.infer<typeof IssuedLetterSchema>

const LETTER_FILE_PREFIXES: Record<LetterKind, string> = {
  offer: 'offer-letter',
  siwes: 'siwes-acceptance-letter',
  nysc: 'nysc-acceptance-letter',
}

/** ASCII letters, digits and dashes of a name, at most `max` characters: 'Ọlámídé' → 'olamide'. */
export const fileSlug = (name: string, max: number) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')

/**
 * A file name safe in a Content-Disposition header that tells one letter from another in a
 * downloads folder: its kind, the intern and the company ('siwes-acceptance-letter-ada-okafor-kobo-ledger.pdf').
 */
export function letterFileName(kind: LetterKind, internName: string, companyName: string): string {
  const parts = [LETTER_FILE_PREFIXES[kind], fileSlug(internName, 40), fileSlug(companyName, 40)]
  return `${parts.filter(Boolean).join('-')}.pdf`
}

/** A letter's reference: the year it was first issued and its number, 'IP/2026/000123'. */
export const letterReference = (year: number, number: number) =>
  `IP/${year}/${String(number).padStart(6, '0')}`
