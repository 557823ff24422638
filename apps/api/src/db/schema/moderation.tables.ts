import { sql } from 'drizzle-orm'
import {
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { id } from './shared-columns.js'
import { accountKind, accounts } from './accounts.tables.js'
import { roles } from './roles.tables.js'
import { applications } from './applications.tables.js'
import { messages } from './messages.tables.js'

export const reportTargetType = pgEnum('report_target_type', [
  'role',
  'company',
  'message',
  'intern',
])

export const reportReason = pgEnum('report_reason', ['fees', 'fake', 'harassment', 'other'])

export const reportSource = pgEnum('report_source', ['user', 'automatic'])

export const reportStatus = pgEnum('report_status', ['open', 'handled'])

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin has dealt with it (decision 022). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: uuid('handled_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
  },
  (t) => [
    index('contact_messages_email_idx').on(t.email, t.createdAt),
    index('contact_messages_queue_idx').on(t.handledAt, t.createdAt),
  ],
)

/**
 * What is kept of an account deleted with a moderation history (decision 049): a pseudonymous
 * reference the kept reports point to, keyed hashes (HMAC) of its email, phone and RC number, and
 * whether they may sign up again. Nothing else of the account; the sweep erases the row, and the
 * reports that point to it, at `keep_until`.
 */
export const departedAccounts = pgTable(
  'departed_accounts',
  {
    id: id(),
    kind: accountKind('kind').notNull(),
    emailHash: text('email_hash').notNull(),
    phoneHash: text('phone_hash'),
    rcNumberHash: text('rc_number_hash'),
    /** Set while the email, phone and RC number cannot sign up again; an operator clears it. */
    signUpBlockedAt: timestamp('sign_up_blocked_at', { withTimezone: true }),
    /** Why sign-up is blocked: 'suspended' or 'open_reports'. */
    signUpBlockReason: text('sign_up_block_reason'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('departed_accounts_email_idx').on(t.emailHash),
    index('departed_accounts_phone_idx').on(t.phoneHash),
    index('departed_accounts_rc_number_idx').on(t.rcNumberHash),
    index('departed_accounts_keep_until_idx').on(t.keepUntil),
  ],
)

/** A flagged or reported chat message as it was when flagged: the report keeps its words. */
export interface KeptMessage {
  id: string
  sender: 'company' | 'user'
  body: string
  signals: string[]
  sentAt: string
}

/**
 * A report by a user, or an automatic one by the scam-signal rule (decision 022). The target is
 * kept as the reporter named it and in the column of its kind. A report outlives its reporter and
 * its target (decision 049): their account columns go null and `*_departed_id` point to what is
 * kept of them, and the flagged messages' words are copied into `flagged_messages`.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    /** Null for an automatic report, and once the reporter deleted their account. */
    reporterId: uuid('reporter_id').references(() => accounts.id, { onDelete: 'set null' }),
    reporterDepartedId: uuid('reporter_departed_id').references(() => departedAccounts.id, {
      onDelete: 'cascade',
    }),
    source: reportSource('source').notNull().default('user'),
    targetType: reportTargetType('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: reportReason('reason').notNull(),
    details: text('details'),
    signals: text('signals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The company or intern reported. */
    targetAccountId: uuid('target_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** What is kept of the account reported (or behind the role or message) once it is deleted. */
    targetDepartedId: uuid('target_departed_id').references(() => departedAccounts.id, {
      onDelete: 'cascade',
    }),
    /** The chat of a message report. */
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    /** The reported message, or every message the scam check flagged while the report was open. */
    flaggedMessages: jsonb('flagged_messages')
      .$type<KeptMessage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: reportStatus('status').notNull().default('open'),
    /** One of REPORT_ACTIONS once handled. */
    action: text('action'),
    note: text('note'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledById: uuid('handled_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_queue_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId),
    index('reports_target_account_idx').on(t.targetAccountId),
    index('reports_reporter_departed_idx').on(t.reporterDepartedId),
    index('reports_target_departed_idx').on(t.targetDepartedId),
    // One open report per reporter and target, and one open automatic report per chat.
    uniqueIndex('reports_open_by_reporter_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open' AND ${t.reporterId} IS NOT NULL`),
    uniqueIndex('reports_open_automatic_key')
      .on(t.applicationId)
      .where(sql`${t.status} = 'open' AND ${t.source} = 'automatic'`),
  ],
)

/**
 * Every admin action, kept for the audit log (who, what, when, why). The admin's email is copied so
 * the line stays readable after the admin account is gone.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    adminId: uuid('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    /** 'company.verify', 'account.suspend', 'role.remove', 'report.resolve' … */
    action: text('action').notNull(),
    /** 'company', 'account', 'role', 'report' … */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt),
    // The audit log's filters (by admin; by target type, and action within it), newest first.
    index('admin_actions_admin_idx').on(t.adminEmail, t.createdAt),
    index('admin_actions_target_idx').on(t.targetType, t.action, t.createdAt),
  ],
)
