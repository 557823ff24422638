import { z } from 'zod'
import { PageQuerySchema } from '../shared/envelope.js'
import { formatNaira } from '../shared/format.js'
import { LETTER_MAX_STIPEND } from '../letters/letters.schemas.js'
import {
  STIPEND_ANSWERS,
  STIPEND_DISPUTE_DAYS,
  STIPEND_DISPUTE_STATUSES,
  STIPEND_MONTH_PATTERN,
  stipendMonthLabel,
} from './stipends.rules.js'

export const STIPEND_NOTE_MAX_LENGTH = 1000

export const STIPEND_MESSAGES = {
  month: 'Choose a month such as 2026-05.',
  paid: 'Answer yes, partly or no.',
  amount: `Enter the amount in naira, from 1 to ${LETTER_MAX_STIPEND.toLocaleString('en-NG')}.`,
  amountForPartly: 'Enter how much you were paid for the month, in naira.',
  amountForNo: 'Leave the amount empty when you were not paid.',
  amountBelowStipend: (stipend: number) =>
    `Enter less than the stipend of ${formatNaira(stipend)}; if you were paid all of it, answer Yes.`,
  amountForYes: (stipend: number) =>
    `That is less than the stipend of ${formatNaira(stipend)}: answer Partly, or leave the amount empty.`,
  noStipend: 'This placement has no stipend to confirm.',
  monthNotDue:
    'Answer for a month of the placement once it is due: from the 3rd of the month after.',
  alreadyAnswered:
    'This month is answered. You can change it only to say you were paid, or paid more.',
  saved: 'Thank you. Your answer is saved.',
  disputeOpened: `Thank you. The company is told and has ${STIPEND_DISPUTE_DAYS} days to answer.`,
  disputeClosed: 'Thank you. The dispute is closed as paid.',
  note: `Write your answer to the intern (up to ${STIPEND_NOTE_MAX_LENGTH.toLocaleString('en-NG')} characters).`,
  noDispute: 'There is no stipend dispute for this month.',
  disputeAnswered: 'This dispute is answered already.',
  disputeClosedAlready: 'The intern has confirmed this month paid; there is nothing to answer.',
  companyAnswered: 'Your answer is sent to the intern.',
  adminStatus: 'status must be open, overdue, answered or closed',
  question: (month: string) => `Were you paid for ${stipendMonthLabel(month)}?`,
} as const

export const stipendMonthField = z
  .string(STIPEND_MESSAGES.month)
  .regex(STIPEND_MONTH_PATTERN, STIPEND_MESSAGES.month)

/**
 * `POST /users/placements/{id}/stipend`: the intern's answer for a month, with the amount in
 * naira — required for 'partly', optional for 'yes' (the stipend when left out), none for 'no'.
 */
export const StipendAnswerInputSchema = z
  .object({
    month: stipendMonthField,
    paid: z.enum(STIPEND_ANSWERS, STIPEND_MESSAGES.paid),
    amount: z
      .number(STIPEND_MESSAGES.amount)
      .int(STIPEND_MESSAGES.amount)
      .min(0, STIPEND_MESSAGES.amount)
      .max(LETTER_MAX_STIPEND, STIPEND_MESSAGES.amount)
      .nullish(),
  })
  .superRefine((input, context) => {
    if (input.paid === 'partly' && !input.amount) {
      context.addIssue({
        code: 'custom',
        message: STIPEND_MESSAGES.amountForPartly,
        path: ['amount'],
      })
    }
    if (input.paid === 'no' && input.amount) {
      context.addIssue({ code: 'custom', message: STIPEND_MESSAGES.amountForNo, path: ['amount'] })
    }
  })
export type StipendAnswerInput = z.input<typeof StipendAnswerInputSchema>
export type StipendAnswerBody = z.output<typeof StipendAnswerInputSchema>

/** `POST /company/placements/{id}/stipend/{month}/answer`: the company's word on a dispute. */
export const StipendDisputeAnswerInputSchema = z.object({
  note: z
    .string(STIPEND_MESSAGES.note)
    .trim()
    .min(1, STIPEND_MESSAGES.note)
    .max(STIPEND_NOTE_MAX_LENGTH, STIPEND_MESSAGES.note),
})
export type StipendDisputeAnswerInput = z.infer<typeof StipendDisputeAnswerInputSchema>

export const StipendMonthParamsSchema = z.object({
  id: z.string().max(100),
  month: stipendMonthField,
})

const answer = z.enum(STIPEND_ANSWERS)

/** A dispute as both parties see it: opened by a 'no' or 'partly', answered by the company. */
export const StipendDisputeSchema = z.object({
  openedAt: z.iso.datetime(),
  /** The Lagos day the company must answer by: 7 days after it opened. */
  answerBy: z.iso.date(),
  status: z.enum(STIPEND_DISPUTE_STATUSES),
  note: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  /** When the intern said it was paid after all. */
  closedAt: z.iso.datetime().nullable(),
})
export type StipendDispute = z.infer<typeof StipendDisputeSchema>

/** One month of the intern's stipend: due, maybe asked, maybe answered, maybe disputed. */
export const StipendMonthSchema = z.object({
  month: z.string(),
  /** 'May 2026'. */
  label: z.string(),
  /** The stipend expected for the month, in naira. */
  expectedAmount: z.number().int(),
  askedAt: z.iso.datetime().nullable(),
  paid: answer.nullable(),
  /** What the intern says reached them, in naira. */
  amount: z.number().int().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  /** The answers the intern may still give (none once 'yes'). */
  canAnswer: z.array(answer),
  dispute: StipendDisputeSchema.nullable(),
})
export type StipendMonth = z.infer<typeof StipendMonthSchema>

/** `GET /users/placements/{id}/stipend`: the months due so far, newest first. */
export const InternStipendSchema = z.object({
  /** The monthly stipend the placement was accepted with, in naira; null for an unpaid one. */
  monthlyStipend: z.number().int().nullable(),
  months: z.array(StipendMonthSchema),
})
export type InternStipend = z.infer<typeof InternStipendSchema>

/** A dispute as the company reads it: nothing of the months the intern did not dispute. */
export const CompanyStipendDisputeSchema = StipendDisputeSchema.extend({
  month: z.string(),
  label: z.string(),
  expectedAmount: z.number().int(),
  paid: z.enum(['partly', 'no']),
  amount: z.number().int().nullable(),
})
export type CompanyStipendDispute = z.infer<typeof CompanyStipendDisputeSchema>

/** `GET /company/placements/{id}/stipend`: the placement's disputes, newest month first. */
export const CompanyStipendSchema = z.object({ disputes: z.array(CompanyStipendDisputeSchema) })
export type CompanyStipend = z.infer<typeof CompanyStipendSchema>

/** `GET /admin/stipend-disputes?status=&page=`: open ones oldest first, others newest first. */
export const AdminStipendDisputesQuerySchema = PageQuerySchema.extend({
  status: z
    .enum(STIPEND_DISPUTE_STATUSES, { message: STIPEND_MESSAGES.adminStatus })
    .default('open'),
})
export type AdminStipendDisputesQuery = z.infer<typeof AdminStipendDisputesQuerySchema>

export const AdminStipendDisputeSchema = z.object({
  placementId: z.uuid(),
  month: z.string(),
  companyId: z.uuid(),
  companyName: z.string(),
  roleTitle: z.string(),
  paid: z.enum(['partly', 'no']),
  amount: z.number().int().nullable(),
  expectedAmount: z.number().int(),
  openedAt: z.iso.datetime(),
  answerBy: z.iso.date(),
  answeredAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
  overdue: z.boolean(),
  closedAt: z.iso.datetime().nullable(),
  status: z.enum(STIPEND_DISPUTE_STATUSES),
})
export type AdminStipendDispute = z.infer<typeof AdminStipendDisputeSchema>
