import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import { id } from './shared-columns.js'
import { companies } from './companies.tables.js'
import { internKeptId } from './intern-columns.js'
import { applications } from './applications.tables.js'

export const messageSender = t.pgEnum('message_sender', ['company', 'user'])

export const messages = t.pgTable(
  'messages',
  {
    id: id(),
    applicationId: t
      .uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    sender: messageSender('sender').notNull(),
    body: t.text('body').notNull(),
    type: t.text('type').notNull().default('text'),
    /** What the scam-signal rule found when it was sent (decision 022). */
    scamSignals: t
      .text('scam_signals')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    readAt: t.timestamp('read_at', { withTimezone: true }),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [t.index('messages_application_idx').on(table.applicationId, table.createdAt)],
)

/**
 * The inbox line of a chat, kept with every message and read (decision 017): the newest message
 * and each side's unread count, so an inbox reads one page of these rows, never the messages.
 * The company and the intern are copied from the application so each inbox is one index range.
 */
export const conversations = t.pgTable(
  'conversations',
  {
    applicationId: t
      .uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null once the company deleted its account: the intern keeps the chat (decision 037). */
    companyId: t.uuid('company_id').references(() => companies.accountId, { onDelete: 'set null' }),
    /** Null once the intern deleted their account: the company keeps the chat (decision 034). */
    internId: internKeptId(),
    lastMessageId: t.uuid('last_message_id').notNull(),
    lastMessageSender: messageSender('last_message_sender').notNull(),
    lastMessageBody: t.text('last_message_body').notNull(),
    lastMessageAt: t.timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** The intern's messages the company has not read, and the other way round. */
    companyUnread: t.integer('company_unread').notNull().default(0),
    internUnread: t.integer('intern_unread').notNull().default(0),
    /** When a message of this chat was first flagged by the scam-signal rule: both sides see a notice. */
    flaggedAt: t.timestamp('flagged_at', { withTimezone: true }),
    /**
     * The role's title, kept when its company deleted its account and the role went with it
     * (decision 037); null while the role exists (it is read from the role then).
     */
    roleTitle: t.text('role_title'),
  },
  (table) => [
    t
      .index('conversations_company_inbox_idx')
      .on(table.companyId, table.lastMessageAt, table.lastMessageId),
    t
      .index('conversations_intern_inbox_idx')
      .on(table.internId, table.lastMessageAt, table.lastMessageId),
  ],
)
