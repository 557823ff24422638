import { z } from 'zod'
import { PageQuerySchema } from '../shared/envelope.js'
import { SCAM_SIGNALS } from '../messages/scam-signals.rules.js'

/**
 * Reports by users and the scam-signal rule, and the operator's queue of them (decision 022).
 * Interns report a role, a company or a message; companies an applicant ('intern') or a message.
 */
export const REPORT_TARGET_TYPES = ['role', 'company', 'message', 'intern'] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

export const REPORT_REASONS = ['fees', 'fake', 'harassment', 'other'] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

/** What the operator did about a report; the removal or suspension itself has its own route. */
export const REPORT_ACTIONS = ['none', 'warned', 'role_removed', 'account_suspended'] as const
export type ReportAction = (typeof REPORT_ACTIONS)[number]

export const REPORT_STATUSES = ['open', 'handled'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/**
 * How long moderation records (reports, the flagged messages' words, what is kept of the accounts
 * involved) outlive a deleted account (decision 049); the privacy policy states it.
 */
export const MODERATION_RECORD_RETENTION_YEARS = 2

export const REPORT_DETAILS_MAX_LENGTH = 2000
export const REPORT_NOTE_MAX_LENGTH = 1000

export const REPORT_MESSAGES = {
  targetType: 'Choose what you are reporting: a role, a company, a message or an applicant.',
  targetId: 'targetId must be the id of what you are reporting.',
  reason: 'Choose a reason: fees, fake, harassment or other.',
  detailsTooLong: `Keep the details under ${REPORT_DETAILS_MAX_LENGTH.toLocaleString('en-NG')} characters.`,
  noteTooLong: `Keep the note under ${REPORT_NOTE_MAX_LENGTH.toLocaleString('en-NG')} characters.`,
  action: 'action must be none, warned, role_removed or account_suspended.',
  sent: 'Thanks — our team will review this report.',
  notFound: 'We could not find what you are reporting.',
  ownMessage: 'You cannot report your own message.',
  alreadyReported: 'You have already reported this; our team is looking at it.',
  reportNotFound: 'Report not found.',
  alreadyHandled: 'This report has already been handled.',
  resolved: 'Report marked as handled.',
  contactNotFound: 'Contact message not found.',
  contactHandled: 'This message has already been handled.',
  contactResolved: 'Contact message marked as handled.',
  roleNotHeld: 'This role is not held for review.',
  roleReleased: 'The role is public now.',
  chatNotFound: 'This report has no conversation to open, or it was deleted.',
  departedNotFound: 'Deleted account not found.',
  signUpNotBlocked: 'This deleted account is not blocked from signing up.',
  signUpAllowed: 'Its email, phone and RC number can sign up again.',
} as const

/** `POST /reports`. */
export const ReportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { message: REPORT_MESSAGES.targetType }),
  targetId: z.uuid(REPORT_MESSAGES.targetId),
  reason: z.enum(REPORT_REASONS, { message: REPORT_MESSAGES.reason }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES.detailsTooLong)
    .optional()
    .transform((details) => details || undefined),
})
export type ReportInput = z.input<typeof ReportInputSchema>

export const ReportCreatedSchema = z.object({ id: z.uuid(), status: z.enum(REPORT_STATUSES) })

const statusQuery = z
  .enum(REPORT_STATUSES, { message: 'status must be open or handled' })
  .default('open')

/** `GET /admin/reports` and `GET /admin/contacts`: open ones oldest first, handled newest first. */
export const AdminReportsQuerySchema = PageQuerySchema.extend({ status: statusQuery })
export type AdminReportsQuery = z.infer<typeof AdminReportsQuerySchema>

/** What is kept of a deleted account with a moderation history (decision 049). */
export const DepartedAccountSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['intern', 'company']),
  /** A short reference for people: 'D-3F2A9C1B'. */
  reference: z.string(),
  /** Its email, phone and RC number cannot sign up again until an operator allows it. */
  signUpBlocked: z.boolean(),
  keptUntil: z.iso.datetime(),
})
export type DepartedAccount = z.infer<typeof DepartedAccountSchema>

/** One side of a reported chat: its name today, or 'Deleted company' / 'Deleted user'. */
export const ChatPartySchema = z.object({
  name: z.string(),
  accountId: z.uuid().nullable(),
})
export type ChatParty = z.infer<typeof ChatPartySchema>

/** A chat message as the console reads it. */
export const ReportedMessageSchema = z.object({
  id: z.uuid(),
  sender: z.enum(['company', 'user']),
  body: z.string(),
  signals: z.array(z.enum(SCAM_SIGNALS)),
  sentAt: z.iso.datetime(),
})
export type ReportedMessage = z.infer<typeof ReportedMessageSchema>

/** One report in the console's queue. `target` is null when the target was deleted since. */
export const AdminReportSchema = z.object({
  id: z.uuid(),
  status: z.enum(REPORT_STATUSES),
  /** 'automatic': the scam-signal rule flagged a chat message. */
  source: z.enum(['user', 'automatic']),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  signals: z.array(z.enum(SCAM_SIGNALS)),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.uuid(),
  createdAt: z.iso.datetime(),
  /** Null for an automatic report; `id` and `email` null once the reporter deleted the account. */
  reporter: z
    .object({
      id: z.uuid().nullable(),
      email: z.string().nullable(),
      kind: z.enum(['intern', 'company']),
      departed: DepartedAccountSchema.nullable(),
    })
    .nullable(),
  target: z
    .object({
      /** 'Sales Intern at Kobo Ledger', 'Ada Okafor', or the message's text. */
      label: z.string(),
      /** The account behind the target, for a suspension. */
      accountId: z.uuid().nullable(),
      /** That account's name, so an action names who it acts on. */
      accountName: z.string().nullable(),
      /** The role involved, for a removal or release. */
      roleId: z.uuid().nullable(),
      /** The chat involved (a message report). */
      applicationId: z.uuid().nullable(),
      /** What is kept of the account behind it once it was deleted. */
      departed: DepartedAccountSchema.nullable(),
    })
    .nullable(),
  /**
   * A message report's chat: both sides by name and every message the report is about (all that
   * the scam check flagged while the report was open). `canOpen`: the chat still exists.
   */
  chat: z
    .object({
      roleTitle: z.string().nullable(),
      company: ChatPartySchema,
      intern: ChatPartySchema,
      messages: z.array(ReportedMessageSchema),
      canOpen: z.boolean(),
    })
    .nullable(),
  action: z.enum(REPORT_ACTIONS).nullable(),
  note: z.string().nullable(),
  handledAt: z.iso.datetime().nullable(),
  /** The admin's email. */
  handledBy: z.string().nullable(),
})
export type AdminReport = z.infer<typeof AdminReportSchema>

const noteField = z
  .string()
  .trim()
  .max(REPORT_NOTE_MAX_LENGTH, REPORT_MESSAGES.noteTooLong)
  .optional()
  .transform((note) => note || undefined)

/** `POST /admin/reports/{id}/resolve`. */
export const ResolveReportInputSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { message: REPORT_MESSAGES.action }),
  note: noteField,
})
export type ResolveReportInput = z.input<typeof ResolveReportInputSchema>

/** `POST /admin/contacts/{id}/resolve` and `POST /admin/roles/{id}/release`. */
export const AdminNoteInputSchema = z.object({ note: noteField })
export type AdminNoteInput = z.input<typeof AdminNoteInputSchema>

/** One message of the public contact form, in the console. */
export const AdminContactSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.iso.datetime(),
  status: z.enum(REPORT_STATUSES),
  note: z.string().nullable(),
  handledAt: z.iso.datetime().nullable(),
  handledBy: z.string().nullable(),
})
export type AdminContact = z.infer<typeof AdminContactSchema>

/** A role held by the no-fee policy, in the console. */
export const HeldRoleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  companyId: z.uuid(),
  companyName: z.string().nullable(),
  heldSince: z.iso.datetime(),
  reason: z.string(),
  roleSummary: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
})
export type HeldRole = z.infer<typeof HeldRoleSchema>

export const AdminIdParamsSchema = z.object({ id: z.string().max(100) })

export const REPORT_CONVERSATION_MAX_MESSAGES = 500

/** `GET /admin/reports/{id}/conversation`: the reported chat, read only (decision 049). */
export const ReportConversationSchema = z.object({
  reportId: z.uuid(),
  roleTitle: z.string().nullable(),
  company: ChatPartySchema,
  intern: ChatPartySchema,
  /** The newest REPORT_CONVERSATION_MAX_MESSAGES messages, oldest first. */
  messages: z.array(ReportedMessageSchema),
  /** How many older messages were left out. */
  earlierLeftOut: z.number().int(),
})
export type ReportConversation = z.infer<typeof ReportConversationSchema>

/** `POST /admin/departed-accounts/{id}/allow-sign-up`. */
export const AllowedSignUpSchema = z.object({ id: z.uuid(), signUpBlocked: z.literal(false) })

/** What resolving a report answers. */
export const ResolvedReportSchema = z.object({
  id: z.uuid(),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS),
})
