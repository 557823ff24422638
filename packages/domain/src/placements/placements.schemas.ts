import { z } from 'zod'
import { emailField } from '../auth/auth.schemas.js'
import { toNigerianMobile } from '../channels/phone-number.js'
import {
  calendarDayField,
  LETTER_MATRIC_MAX_LENGTH,
  LETTER_NAME_MAX_LENGTH,
  LETTER_TEXT_MAX_LENGTH,
  MATRIC_NUMBER_PATTERN,
} from '../letters/letters.schemas.js'
import { SIWES_PROGRAMMES } from '../roles/roles.schemas.js'
import { PLACEMENT_KINDS, PLACEMENT_STAGES, PLACEMENT_MAX_DAYS } from './placements.rules.js'

export const PLACEMENT_MESSAGES = {
  notFound: 'Placement not found.',
  saved: 'Placement updated.',
  nothingToSave: 'Give the start and end dates, the supervisor, or both.',
  datesTogether: 'Give both the start date and the end date.',
  endAfterStart: 'The end date must be after the start date.',
  tooLong: `A placement lasts at most ${Math.round(PLACEMENT_MAX_DAYS / 365)} years.`,
  supervisorName: `Enter the supervisor's name (up to ${LETTER_NAME_MAX_LENGTH} characters).`,
  supervisorEmail: "Enter the supervisor's email address, such as emeka@example.com.",
  supervisorPhone: "Enter the supervisor's Nigerian mobile number, such as 0803 123 4567.",
  studentNothingToSave:
    'Give your matriculation number, institution, course or programme (one or more).',
  matricNumber: `Enter your matriculation number as your school writes it (letters, digits, / and -, up to ${LETTER_MATRIC_MAX_LENGTH}).`,
  institution: `Enter your institution (up to ${LETTER_TEXT_MAX_LENGTH} characters).`,
  course: `Enter your course of study (up to ${LETTER_TEXT_MAX_LENGTH} characters).`,
  programme: 'Choose the programme: ND, HND, NCE or BSc.',
  notSiwes:
    'Only a SIWES/IT placement asks for a matriculation number, institution, course and programme.',
} as const

const text = (max: number, message: string) =>
  z.string(message).trim().min(1, message).max(max, message)

/** The industry supervisor: a person who need not have an account, reached by mail and phone. */
export const SupervisorInputSchema = z.object({
  name: text(LETTER_NAME_MAX_LENGTH, PLACEMENT_MESSAGES.supervisorName),
  email: emailField(PLACEMENT_MESSAGES.supervisorEmail),
  /** Any Nigerian mobile, however written; kept as E.164 ('+2348031234567'). */
  phone: z.string(PLACEMENT_MESSAGES.supervisorPhone).transform((value, context) => {
    const mobile = toNigerianMobile(value)
    if (mobile) return mobile
    context.addIssue({ code: 'custom', message: PLACEMENT_MESSAGES.supervisorPhone })
    return z.NEVER
  }),
})

const daysFrom = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 86_400_000

/**
 * `PATCH /company/placements/{id}`: the dates (both together, the end after the start), the
 * supervisor (all three fields), or both. What is left out stays as it is.
 */
export const CompanyPlacementPatchSchema = z
  .object({
    startDate: calendarDayField.optional(),
    endDate: calendarDayField.optional(),
    supervisor: SupervisorInputSchema.optional(),
  })
  .superRefine((input, context) => {
    const { startDate, endDate } = input
    if (!startDate && !endDate && !input.supervisor) {
      context.addIssue({ code: 'custom', message: PLACEMENT_MESSAGES.nothingToSave, path: [] })
    } else if (!startDate !== !endDate) {
      context.addIssue({
        code: 'custom',
        message: PLACEMENT_MESSAGES.datesTogether,
        path: [startDate ? 'endDate' : 'startDate'],
      })
    } else if (startDate && endDate && daysFrom(startDate, endDate) <= 0) {
      context.addIssue({
        code: 'custom',
        message: PLACEMENT_MESSAGES.endAfterStart,
        path: ['endDate'],
      })
    } else if (startDate && endDate && daysFrom(startDate, endDate) > PLACEMENT_MAX_DAYS) {
      context.addIssue({ code: 'custom', message: PLACEMENT_MESSAGES.tooLong, path: ['endDate'] })
    }
  })
export type CompanyPlacementPatch = z.output<typeof CompanyPlacementPatchSchema>
export type CompanyPlacementPatchInput = z.input<typeof CompanyPlacementPatchSchema>

/**
 * `PATCH /users/placements/{id}`: a SIWES/IT student's school details, as the SCAF and ITF Form 8
 * print them; one or more at a time. Another kind of placement answers 400.
 */
export const InternPlacementPatchSchema = z
  .object({
    matricNumber: z
      .string(PLACEMENT_MESSAGES.matricNumber)
      .trim()
      .regex(MATRIC_NUMBER_PATTERN, PLACEMENT_MESSAGES.matricNumber)
      .optional(),
    institution: text(LETTER_TEXT_MAX_LENGTH, PLACEMENT_MESSAGES.institution).optional(),
    course: text(LETTER_TEXT_MAX_LENGTH, PLACEMENT_MESSAGES.course).optional(),
    programme: z.enum(SIWES_PROGRAMMES, PLACEMENT_MESSAGES.programme).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: PLACEMENT_MESSAGES.studentNothingToSave,
  })
export type InternPlacementPatch = z.output<typeof InternPlacementPatchSchema>

const maybe = z.string().nullable()

/** A placement as either party sees it (DESIGN §11 Placements). */
export const PlacementSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  kind: z.enum(PLACEMENT_KINDS),
  roleTitle: z.string(),
  companyName: z.string(),
  internName: z.string(),
  /** When the application was accepted: the placement's first step. */
  acceptedAt: z.iso.datetime(),
  startDate: maybe,
  endDate: maybe,
  supervisor: z.object({ name: maybe, email: maybe, phone: maybe }),
  /** A SIWES/IT student's school details; null for other kinds. */
  student: z
    .object({ matricNumber: maybe, institution: maybe, course: maybe, programme: maybe })
    .nullable(),
  weeksDone: z.number().int(),
  /** SIWES/IT: the role's 16 or 24 weeks; others: from the dates, null until they are given. */
  weeksTotal: z.number().int().nullable(),
  stage: z.enum(PLACEMENT_STAGES),
  /** What is due next, in words, for the side that reads it. */
  next: z.string(),
  updatedAt: z.iso.datetime(),
})
export type Placement = z.infer<typeof PlacementSchema>

/**
 * A paper of the placement (the acceptance letter, SCAF, logbook, ITF Form 8, NYSC letters), as
 * `GET /{users|company}/placements/{id}/documents` lists them, oldest first.
 */
export const PlacementDocumentSchema = z.object({
  /** 'acceptance-letter', 'scaf', 'logbook', 'itf-form-8', 'nysc-clearance', 'nysc-rejection'. */
  kind: z.string(),
  title: z.string(),
  /** When it was issued or last signed. */
  date: z.iso.datetime(),
  /** The API path the reading side downloads it at (a PDF). */
  path: z.string(),
})
export type PlacementDocument = z.infer<typeof PlacementDocumentSchema>
