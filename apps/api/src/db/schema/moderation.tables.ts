import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import { id } from './shared-columns.js'
import { accountKind, accounts } from './accounts.tables.js'
import { roles } from './roles.tables.js'
import { applications } from './applications.tables.js'
import { messages } from './messages.tables.js'

export const reportTargetType = t.pgEnum('report_target_type', [
  'role',
  'company',
  'message',
  'intern',
])

export const reportReason = t.pgEnum('report_reason', ['fees', 'fake', 'harassment', 'other'])

export const reportSource = t.pgEnum('report_source', ['user', 'automatic'])

export const reportStatus = t.pgEnum('report_status', ['open', 'handled'])

export const contactMessages = t.pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: t.text('first_name').notNull(),
    lastName: t.text('last_name').notNull(),
    email: t.text('email').notNull(),
    phone: t.text('phone').notNull(),
    message: t.text('message').notNull(),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when an admin has dealt with it (decision 022). */
    handledAt: t.timestamp('handled_at', { withTimezone: true }),
    handledById: t.uuid('handled_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: t.text('note'),
  },
  (table) => [
    t.index('contact_messages_email_idx').on(table.email, table.createdAt),
    t.index('contact_messages_queue_idx').on(table.handledAt, table.createdAt),
  ],
)

/**
 * What is kept of an account deleted with a moderation history (decision 049): a pseudonymous
 * reference the kept reports point to, keyed hashes (HMAC) of its email, phone and RC number, and
 * whether they may sign up again. Nothing else of the account; the sweep erases the row, and the
 * reports that point to it, at `keep_until`.
 */
export const departedAccounts = t.pgTable(
  'departed_accounts',
  {
    id: id(),
    kind: accountKind('kind').notNull(),
    emailHash: t.text('email_hash').notNull(),
    phoneHash: t.text('phone_hash'),
    rcNumberHash: t.text('rc_number_hash'),
    /** Set while the email, phone and RC number cannot sign up again; an operator clears it. */
    signUpBlockedAt: t.timestamp('sign_up_blocked_at', { withTimezone: true }),
    /** Why sign-up is blocked: 'suspended' or 'open_reports'. */
    signUpBlockReason: t.text('sign_up_block_reason'),
    deletedAt: t.timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    keepUntil: t.timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    t.index('departed_accounts_email_idx').on(table.emailHash),
    t.index('departed_accounts_phone_idx').on(table.phoneHash),
    t.index('departed_accounts_rc_number_idx').on(table.rcNumberHash),
    t.index('departed_accounts_keep_until_idx').on(table.keepUntil),
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
export const reports = t.pgTable(
  'reports',
  {
    id: id(),
    /** Null for an automatic report, and once the reporter deleted their account. */
    reporterId: t.uuid('reporter_id').references(() => accounts.id, { onDelete: 'set null' }),
    reporterDepartedId: t.uuid('reporter_departed_id').references(() => departedAccounts.id, {
      onDelete: 'cascade',
    }),
    source: reportSource('source').notNull().default('user'),
    targetType: reportTargetType('target_type').notNull(),
    targetId: t.uuid('target_id').notNull(),
    reason: reportReason('reason').notNull(),
    details: t.text('details'),
    signals: t
      .text('signals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    roleId: t.uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    messageId: t.uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** The company or intern reported. */
    targetAccountId: t.uuid('target_account_id').references(() => accounts.id, {
      onDelete: 'set null',
    }),
    /** What is kept of the account reported (or behind the role or message) once it is deleted. */
    targetDepartedId: t.uuid('target_departed_id').references(() => departedAccounts.id, {
      onDelete: 'cascade',
    }),
    /** The chat of a message report. */
    applicationId: t.uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    /** The reported message, or every message the scam check flagged while the report was open. */
    flaggedMessages: t
      .jsonb('flagged_messages')
      .$type<KeptMessage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: reportStatus('status').notNull().default('open'),
    /** One of REPORT_ACTIONS once handled. */
    action: t.text('action'),
    note: t.text('note'),
    handledAt: t.timestamp('handled_at', { withTimezone: true }),
    handledById: t.uuid('handled_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    t.index('reports_queue_idx').on(table.status, table.createdAt),
    t.index('reports_reporter_idx').on(table.reporterId),
    t.index('reports_target_account_idx').on(table.targetAccountId),
    t.index('reports_reporter_departed_idx').on(table.reporterDepartedId),
    t.index('reports_target_departed_idx').on(table.targetDepartedId),
    // One open report per reporter and target, and one open automatic report per chat.
    t
      .uniqueIndex('reports_open_by_reporter_key')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open' AND ${table.reporterId} IS NOT NULL`),
    t
      .uniqueIndex('reports_open_automatic_key')
      .on(table.applicationId)
      .where(sql`${table.status} = 'open' AND ${table.source} = 'automatic'`),
  ],
)

/**
 * Every admin action, kept for the audit log (who, what, when, why). The admin's email is copied so
 * the line stays readable after the admin account is gone.
 */
export const adminActions = t.pgTable(
  'admin_actions',
  {
    id: id(),
    adminId: t.uuid('admin_id').references(() => accounts.id, { onDelete: 'set null' }),
    adminEmail: t.text('admin_email').notNull(),
    /** 'company.verify', 'account.suspend', 'role.remove', 'report.resolve' … */
    action: t.text('action').notNull(),
    /** 'company', 'account', 'role', 'report' … */
    targetType: t.text('target_type').notNull(),
    targetId: t.text('target_id').notNull(),
    reason: t.text('reason'),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    t.index('admin_actions_created_idx').on(table.createdAt),
    // The audit log's filters (by admin; by target type, and action within it), newest first.
    t.index('admin_actions_admin_idx').on(table.adminEmail, table.createdAt),
    t.index('admin_actions_target_idx').on(table.targetType, table.action, table.createdAt),
  ],
)
