import { z } from 'zod'

/**
 * Why a company rejected an applicant (issue 14): a short list the applicant is shown in plain
 * words, with an optional note.
 */
export const REJECTION_REASONS = [
  'role_filled',
  'skills_mismatch',
  'availability',
  'location',
  'other',
] as const
export type RejectionReason = (typeof REJECTION_REASONS)[number]

export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  role_filled: 'The role has been filled',
  skills_mismatch: 'Your skills do not match what the role needs yet',
  availability: 'Your availability does not fit the role’s dates',
  location: 'The role’s location does not work for this application',
  other: 'Another reason',
}

export const REJECTION_NOTE_MAX_LENGTH = 500
/** How many applicants one bulk rejection may name. */
export const BULK_REJECT_MAX = 50

const reasonField = z.enum(REJECTION_REASONS, {
  message: `reason must be one of ${REJECTION_REASONS.join(', ')}`,
})
const noteField = z
  .string({ message: 'note must be text' })
  .trim()
  .max(REJECTION_NOTE_MAX_LENGTH, `Keep the note to ${REJECTION_NOTE_MAX_LENGTH} characters.`)
  .optional()
  .transform((note) => note || undefined)

/**
 * `PATCH /company/applications/{id}/reject`: the body is optional (spec §7 sends none); a note
 * needs a reason.
 */
export const RejectInputSchema = z
  .object({ reason: reasonField.optional(), note: noteField })
  .refine((input) => !input.note || input.reason, {
    message: 'Choose a reason to send with the note.',
    path: ['reason'],
  })
export type RejectInput = z.input<typeof RejectInputSchema>

/** `POST /company/applications/reject`: several applicants of the company, one reason. */
export const BulkRejectInputSchema = z.object({
  ids: z
    .array(z.uuid({ message: 'Each id must be an application id.' }), {
      message: 'ids must be a list of application ids',
    })
    .min(1, 'Choose at least one applicant.')
    .max(BULK_REJECT_MAX, `Reject at most ${BULK_REJECT_MAX} applicants at once.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each applicant may be named once.'),
  reason: reasonField,
  note: noteField,
})
export type BulkRejectInput = z.input<typeof BulkRejectInputSchema>

export const BulkRejectResultSchema = z.object({
  /** The applications rejected, each now `rejected`. */
  rejected: z.array(z.uuid()),
})
export type BulkRejectResult = z.infer<typeof BulkRejectResultSchema>

/** What the applicant is told with a rejection; null when the company gave no reason. */
export const RejectionSchema = z.object({
  reason: z.enum(REJECTION_REASONS),
  label: z.string(),
  note: z.string().nullable(),
})
export type Rejection = z.infer<typeof RejectionSchema>

export const rejectionOf = (
  reason: RejectionReason | null,
  note: string | null,
): Rejection | null => (reason ? { reason, label: REJECTION_REASON_LABELS[reason], note } : null)

/**
 * The orders of a company's applicant list: `newest`/`oldest` by when they applied, `name` A–Z by
 * last then first name, `status` in the order a company works through them (pending, in review,
 * accepted, rejected, no response), newest first within one.
 */
/** `deal_breakers`: those who meet all the role's deal-breakers first, newest first within. */
export const APPLICANT_SORTS = ['newest', 'oldest', 'name', 'status', 'deal_breakers'] as const
export type ApplicantSort = (typeof APPLICANT_SORTS)[number]
export const APPLICANT_SORT_LABELS: Record<ApplicantSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A–Z)',
  status: 'Status',
  deal_breakers: 'Meets all deal-breakers first',
}

export const APPLICANT_SEARCH_MAX_LENGTH = 100

/**
 * How many of a company's (or a role's) applicants are in each status (APPLICATION_STATUSES,
 * spelled out so the roles' schemas need not import the applications').
 */
export const StatusCountsSchema = z.object({
  pending: z.number().int(),
  in_review: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  no_response: z.number().int(),
})
export type StatusCounts = z.infer<typeof StatusCountsSchema>

export const emptyStatusCounts = (): StatusCounts => ({
  pending: 0,
  in_review: 0,
  accepted: 0,
  rejected: 0,
  no_response: 0,
})

export const ROLE_PIPELINE_MESSAGES = {
  closed: 'Role closed. It no longer takes applications; you can still review its applicants.',
  reopened: 'Role reopened. It takes applications again.',
  alreadyClosed: 'This role is already closed.',
  alreadyOpen: 'This role is already open.',
  alreadyExpired: 'This role’s deadline has passed, so it already takes no applications.',
  deadlinePassed:
    'This role’s application deadline has passed. Set a new deadline to take applications again.',
  closedByCompany: 'This role has been closed by the company and no longer takes applications.',
  bulkRejected: (n: number) => `${n} application${n === 1 ? '' : 's'} rejected.`,
  bulkNotFound: 'One or more of these applications were not found. Nothing was changed.',
  bulkDecided:
    'One or more of these applications are already decided or closed. Nothing was changed.',
} as const
