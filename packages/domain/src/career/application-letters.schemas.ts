import { z } from 'zod'
import { calendarDayField, fileSlug, MATRIC_NUMBER_PATTERN } from '../letters/letters.schemas.js'
import { singleLine } from '../shared/single-line.js'

/**
 * An intern's own letters (issue 30, decision 065), not the company's acceptance letters
 * (letters/): 'siwes-request' asks a company for a SIWES/IT placement; 'cover' is a short note
 * for one role, to download or paste into an application.
 */
export const APPLICATION_LETTER_KINDS = ['siwes-request', 'cover'] as const
export type ApplicationLetterKind = (typeof APPLICATION_LETTER_KINDS)[number]

export const APPLICATION_LETTER_KIND_LABELS: Record<ApplicationLetterKind, string> = {
  'siwes-request': 'SIWES/IT application letter',
  cover: 'Cover note',
}

/** What the school calls the industrial training it asks for. */
export const APPLICATION_LETTER_PROGRAMMES = ['siwes', 'it', 'attachment'] as const
export type ApplicationLetterProgramme = (typeof APPLICATION_LETTER_PROGRAMMES)[number]

/** The programme as the letter names it. */
export const APPLICATION_LETTER_PROGRAMME_NAMES: Record<ApplicationLetterProgramme, string> = {
  siwes: 'Students Industrial Work Experience Scheme (SIWES)',
  it: 'Industrial Training (IT)',
  attachment: 'industrial attachment',
}

/** The programme as a form's choice shows it. */
export const APPLICATION_LETTER_PROGRAMME_LABELS: Record<ApplicationLetterProgramme, string> = {
  siwes: 'SIWES',
  it: 'Industrial Training (IT)',
  attachment: 'Industrial attachment',
}

/** Where the letters are offered: the intern's nav, and a SIWES role's page. */
export const APPLICATION_LETTER_LABELS = {
  nav: 'Application letters',
  siwesRoleLink: 'Write a SIWES application letter',
} as const

/** An intern keeps at most this many letters; the list shows them all, newest first. */
export const APPLICATION_LETTERS_MAX = 50
export const APPLICATION_LETTER_COMPANY_MAX_LENGTH = 100
export const APPLICATION_LETTER_ADDRESS_MAX_LENGTH = 300
export const APPLICATION_LETTER_SUBJECT_MAX_LENGTH = 150
export const APPLICATION_LETTER_BODY_MAX_LENGTH = 6000
export const APPLICATION_LETTER_MAX_WEEKS = 52
export const APPLICATION_LETTER_MAX_MONTHS = 12
export const APPLICATION_LETTER_LEVEL_MAX_LENGTH = 30
/** A cover note reads in under a minute: the generated one keeps to this many words. */
export const COVER_NOTE_MAX_WORDS = 200

export const APPLICATION_LETTER_MESSAGES = {
  created: 'Your letter is ready. Read it through and make it yours.',
  saved: 'Letter saved.',
  deleted: 'Letter deleted.',
  notFound: 'Letter not found.',
  kind: 'Choose the kind of letter: a SIWES/IT application letter or a cover note.',
  role: 'Choose a role from the list, or leave it empty.',
  roleNotFound: 'That role is not open to you any more. Choose another, or type the company.',
  coverNeedsRole: 'Choose the role the cover note is for.',
  companyName: "Enter the company's name, or choose a role.",
  companyNameTooLong: `Keep the company's name under ${APPLICATION_LETTER_COMPANY_MAX_LENGTH} characters.`,
  companyAddress: `Keep the address under ${APPLICATION_LETTER_ADDRESS_MAX_LENGTH} characters.`,
  programme: 'Choose the programme: SIWES, Industrial Training (IT) or industrial attachment.',
  durationWeeks: `Enter the weeks your school asks for, from 1 to ${APPLICATION_LETTER_MAX_WEEKS}.`,
  durationMonths: `Enter the months your school asks for, from 1 to ${APPLICATION_LETTER_MAX_MONTHS}.`,
  durationBoth: 'Give the duration in weeks or in months, not both.',
  durationMissing: 'Enter how long your school asks you to train, in weeks or in months.',
  matricNumber:
    'Enter the matriculation number as your school writes it (letters, digits, / and -), or leave it empty.',
  level: `Enter your level, such as 300 Level or HND I (up to ${APPLICATION_LETTER_LEVEL_MAX_LENGTH} characters), or leave it empty.`,
  subject: `Enter the subject line, up to ${APPLICATION_LETTER_SUBJECT_MAX_LENGTH} characters.`,
  body: 'Write the letter before saving it.',
  bodyTooLong: `Keep the letter under ${APPLICATION_LETTER_BODY_MAX_LENGTH.toLocaleString('en-NG')} characters.`,
  full: `You keep up to ${APPLICATION_LETTERS_MAX} letters. Delete one you no longer need to write another.`,
  copied: 'Copied',
} as const

/** A form's empty field is no value: '' and whitespace become undefined before the check. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema.optional())

const companyName = singleLine(
  z
    .string(APPLICATION_LETTER_MESSAGES.companyName)
    .trim()
    .min(1, APPLICATION_LETTER_MESSAGES.companyName)
    .max(APPLICATION_LETTER_COMPANY_MAX_LENGTH, APPLICATION_LETTER_MESSAGES.companyNameTooLong),
)

/** An address may take several lines, as envelopes write it. */
const companyAddress = z
  .string(APPLICATION_LETTER_MESSAGES.companyAddress)
  .trim()
  .max(APPLICATION_LETTER_ADDRESS_MAX_LENGTH, APPLICATION_LETTER_MESSAGES.companyAddress)

const wholeNumber = (max: number, message: string) =>
  z.number(message).int(message).min(1, message).max(max, message)

/** `POST /users/letters`: what the letter is for; the words come from the profile and the role. */
export const ApplicationLetterInputSchema = z
  .object({
    kind: z.enum(APPLICATION_LETTER_KINDS, APPLICATION_LETTER_MESSAGES.kind),
    roleId: optional(z.uuid(APPLICATION_LETTER_MESSAGES.role)),
    companyName: optional(companyName),
    companyAddress: optional(companyAddress),
    programme: optional(
      z.enum(APPLICATION_LETTER_PROGRAMMES, APPLICATION_LETTER_MESSAGES.programme),
    ),
    durationWeeks: optional(
      wholeNumber(APPLICATION_LETTER_MAX_WEEKS, APPLICATION_LETTER_MESSAGES.durationWeeks),
    ),
    durationMonths: optional(
      wholeNumber(APPLICATION_LETTER_MAX_MONTHS, APPLICATION_LETTER_MESSAGES.durationMonths),
    ),
    startDate: optional(calendarDayField),
    matricNumber: optional(
      z
        .string(APPLICATION_LETTER_MESSAGES.matricNumber)
        .trim()
        .regex(MATRIC_NUMBER_PATTERN, APPLICATION_LETTER_MESSAGES.matricNumber),
    ),
    level: optional(
      z
        .string(APPLICATION_LETTER_MESSAGES.level)
        .trim()
        .regex(
          new RegExp(`^[A-Za-z0-9][A-Za-z0-9 ]{0,${APPLICATION_LETTER_LEVEL_MAX_LENGTH - 1}}$`),
          APPLICATION_LETTER_MESSAGES.level,
        ),
    ),
  })
  .superRefine((input, check) => {
    if (input.durationWeeks !== undefined && input.durationMonths !== undefined) {
      check.addIssue({
        code: 'custom',
        path: ['durationMonths'],
        message: APPLICATION_LETTER_MESSAGES.durationBoth,
      })
    }
    if (input.kind === 'cover' && !input.roleId) {
      check.addIssue({
        code: 'custom',
        path: ['roleId'],
        message: APPLICATION_LETTER_MESSAGES.coverNeedsRole,
      })
    }
    // Without a role, a SIWES request names its company and the duration itself.
    if (input.kind === 'siwes-request' && !input.roleId) {
      if (!input.companyName) {
        check.addIssue({
          code: 'custom',
          path: ['companyName'],
          message: APPLICATION_LETTER_MESSAGES.companyName,
        })
      }
      if (input.durationWeeks === undefined && input.durationMonths === undefined) {
        check.addIssue({
          code: 'custom',
          path: ['durationWeeks'],
          message: APPLICATION_LETTER_MESSAGES.durationMissing,
        })
      }
    }
  })
export type ApplicationLetterInput = z.input<typeof ApplicationLetterInputSchema>
export type ApplicationLetterValues = z.output<typeof ApplicationLetterInputSchema>

/** `PUT /users/letters/{id}`: the intern's edits of the words and the addressee. */
export const ApplicationLetterEditSchema = z.object({
  companyName,
  companyAddress: companyAddress.default(''),
  subject: singleLine(
    z
      .string(APPLICATION_LETTER_MESSAGES.subject)
      .trim()
      .min(1, APPLICATION_LETTER_MESSAGES.subject)
      .max(APPLICATION_LETTER_SUBJECT_MAX_LENGTH, APPLICATION_LETTER_MESSAGES.subject),
  ),
  body: z
    .string(APPLICATION_LETTER_MESSAGES.body)
    .trim()
    .min(1, APPLICATION_LETTER_MESSAGES.body)
    .max(APPLICATION_LETTER_BODY_MAX_LENGTH, APPLICATION_LETTER_MESSAGES.bodyTooLong),
})
export type ApplicationLetterEdit = z.input<typeof ApplicationLetterEditSchema>

/** A letter in the intern's list: enough to tell one from another. */
export const ApplicationLetterSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(APPLICATION_LETTER_KINDS),
  companyName: z.string(),
  /** The role it was written for; null without one, or once the role is gone. */
  roleId: z.uuid().nullable(),
  roleTitle: z.string().nullable(),
  subject: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type ApplicationLetterSummary = z.infer<typeof ApplicationLetterSummarySchema>

/** One letter, with its words as the intern last saved them. */
export const ApplicationLetterSchema = ApplicationLetterSummarySchema.extend({
  companyAddress: z.string(),
  programme: z.enum(APPLICATION_LETTER_PROGRAMMES).nullable(),
  durationWeeks: z.number().int().nullable(),
  durationMonths: z.number().int().nullable(),
  startDate: z.string().nullable(),
  body: z.string(),
})
export type ApplicationLetter = z.infer<typeof ApplicationLetterSchema>

/** `GET /users/letters`: every letter the intern keeps (at most APPLICATION_LETTERS_MAX). */
export const ApplicationLetterListSchema = z.object({
  docs: z.array(ApplicationLetterSummarySchema),
  max: z.number().int(),
})
export type ApplicationLetterList = z.infer<typeof ApplicationLetterListSchema>

/** 'siwes-application-letter-kobo-ledger.pdf', 'cover-note-kobo-ledger.pdf'. */
export function applicationLetterFileName(kind: ApplicationLetterKind, companyName: string) {
  const prefix = kind === 'cover' ? 'cover-note' : 'siwes-application-letter'
  return `${[prefix, fileSlug(companyName, 50)].filter(Boolean).join('-')}.pdf`
}
