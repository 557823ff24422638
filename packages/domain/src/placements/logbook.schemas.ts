import { z } from 'zod'
import { formatDay } from '../shared/format.js'
import { calendarDayField, fileSlug } from '../letters/letters.schemas.js'
import {
  LOGBOOK_ACTIVITIES_MAX_LENGTH,
  LOGBOOK_COMMENT_MAX_LENGTH,
  LOGBOOK_DAYS_PER_WEEK,
  LOGBOOK_LINK_DAYS,
  LOGBOOK_SIGNATURE_MAX_LENGTH,
  LOGBOOK_STATUSES,
  isFullName,
} from './logbook.rules.js'

export const LOGBOOK_MESSAGES = {
  notSiwes: 'Only a SIWES/IT placement keeps a weekly logbook.',
  notReady:
    'The logbook opens once the company gives the start and end dates and the industry supervisor.',
  weekStart: 'Give the week as its Monday, such as 2026-05-11.',
  weekOutside: "That week is not within the placement's dates.",
  weekFuture: 'That week has not begun yet.',
  dayNotInWeek: 'Each day must be a Monday to Saturday of that week.',
  dayOutside: "Each day must be within the placement's dates.",
  dayFuture: 'A day that has not come yet cannot be written.',
  dayTwice: 'Give each day once.',
  tooManyDays: `A week has at most ${LOGBOOK_DAYS_PER_WEEK} days (Monday to Saturday).`,
  activities: `Write what you did that day in up to ${LOGBOOK_ACTIVITIES_MAX_LENGTH} characters.`,
  saved: 'Week saved.',
  nothingWritten: 'Write at least one day before you send the week to your supervisor.',
  notOver: (day: string) => `You can send this week to your supervisor from ${formatDay(day)}.`,
  submitted: 'Sent to your supervisor to sign.',
  signedLocked: 'This week is signed and cannot be changed',
  linkInvalid:
    'This signing link is not valid. Open the whole link from the latest message you received.',
  linkExpired: `This signing link has expired (a link works for ${LOGBOOK_LINK_DAYS} days). Ask the student to send the week again for a new link.`,
  linkReplaced: 'A newer link was sent for this week. Open the link in the latest message.',
  linkUsed: 'This week is signed already. Thank you.',
  signatureName: 'Type your full name (first name and surname) to sign.',
  comment: `Your comment can be up to ${LOGBOOK_COMMENT_MAX_LENGTH} characters.`,
  signed: 'Week signed. Thank you.',
} as const

/** A week's Monday, as a path parameter: any other day is refused in the service (400). */
export const LogbookWeekParamsSchema = z.object({
  id: z.string().max(100),
  weekStart: calendarDayField,
})

export const LogbookDayInputSchema = z.object({
  date: calendarDayField,
  /** What was done; a day left blank is not kept. */
  activities: z
    .string(LOGBOOK_MESSAGES.activities)
    .trim()
    .max(LOGBOOK_ACTIVITIES_MAX_LENGTH, LOGBOOK_MESSAGES.activities),
})

/** `PUT /users/placements/{id}/logbook/{weekStart}`: the week's days as they stand (a draft). */
export const LogbookWeekInputSchema = z.object({
  days: z
    .array(LogbookDayInputSchema, LOGBOOK_MESSAGES.tooManyDays)
    .max(LOGBOOK_DAYS_PER_WEEK, LOGBOOK_MESSAGES.tooManyDays)
    .superRefine((days, context) => {
      const seen = new Set<string>()
      days.forEach((day, index) => {
        if (seen.has(day.date)) {
          context.addIssue({
            code: 'custom',
            message: LOGBOOK_MESSAGES.dayTwice,
            path: [index, 'date'],
          })
        }
        seen.add(day.date)
      })
    }),
})
export type LogbookWeekInput = z.infer<typeof LogbookWeekInputSchema>

const LogbookDaySchema = z.object({ date: z.iso.date(), activities: z.string() })
export type LogbookDay = z.infer<typeof LogbookDaySchema>

/** One week of the logbook as both parties see it (DESIGN §11 Placements, logbook). */
export const LogbookWeekSchema = z.object({
  /** The week's Monday, a Lagos day. */
  weekStart: z.iso.date(),
  /** 1 for the week the placement starts. */
  weekNumber: z.number().int(),
  /** The days written, Monday first. */
  days: z.array(LogbookDaySchema),
  status: z.enum(LOGBOOK_STATUSES),
  submittedAt: z.iso.datetime().nullable(),
  signedAt: z.iso.datetime().nullable(),
  signatureName: z.string().nullable(),
  comment: z.string().nullable(),
  /** The day the week may be sent to the supervisor from. */
  submittableFrom: z.iso.date(),
})
export type LogbookWeek = z.infer<typeof LogbookWeekSchema>

/** `GET /{users|company}/placements/{id}/logbook`: the weeks up to this week, oldest first. */
export const LogbookSchema = z.object({
  /** False until the company gives the dates and the supervisor: no weeks yet. */
  isOpen: z.boolean(),
  weeks: z.array(LogbookWeekSchema),
})
export type Logbook = z.infer<typeof LogbookSchema>

/** The token of a signing link, as the link's query carries it (checked in the service). */
export const LogbookTokenQuerySchema = z.object({
  token: z.string(LOGBOOK_MESSAGES.linkInvalid).min(1, LOGBOOK_MESSAGES.linkInvalid).max(200),
})

/** `GET /logbook/sign?token=`: the one week the link is for, to read before signing. */
export const LogbookSignViewSchema = z.object({
  internName: z.string(),
  companyName: z.string(),
  roleTitle: z.string(),
  /** Who the company named as the industry supervisor. */
  supervisorName: z.string().nullable(),
  weekStart: z.iso.date(),
  weekNumber: z.number().int(),
  days: z.array(LogbookDaySchema),
  submittedAt: z.iso.datetime(),
  /** When this link stops working. */
  expiresAt: z.iso.datetime(),
})
export type LogbookSignView = z.infer<typeof LogbookSignViewSchema>

/** A full name: two words at least, as a signature is written. */
const signatureNameField = z
  .string(LOGBOOK_MESSAGES.signatureName)
  .trim()
  .max(LOGBOOK_SIGNATURE_MAX_LENGTH, LOGBOOK_MESSAGES.signatureName)
  .refine(isFullName, LOGBOOK_MESSAGES.signatureName)
  .transform((name) => name.replace(/\s+/g, ' '))

/** `POST /logbook/sign`: the supervisor's comment (may be blank) and typed name. */
export const LogbookSignInputSchema = z.object({
  token: LogbookTokenQuerySchema.shape.token,
  comment: z
    .string(LOGBOOK_MESSAGES.comment)
    .trim()
    .max(LOGBOOK_COMMENT_MAX_LENGTH, LOGBOOK_MESSAGES.comment)
    .default(''),
  signatureName: signatureNameField,
})
export type LogbookSignInput = z.input<typeof LogbookSignInputSchema>

/** What the signing answers: the week as signed. */
export const LogbookSignedSchema = z.object({
  weekStart: z.iso.date(),
  signatureName: z.string(),
  signedAt: z.iso.datetime(),
})

/** The logbook's download name: 'siwes-logbook-ada-okafor.pdf'. */
export const logbookFileName = (internName: string) =>
  `${['siwes-logbook', fileSlug(internName, 40)].filter(Boolean).join('-')}.pdf`
