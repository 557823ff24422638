import * as t from 'drizzle-orm/pg-core'
import type { SendChannel, SendStatus } from '@app/domain'
import { id } from './shared-columns.js'
import { accounts } from './accounts.tables.js'
import { roles } from './roles.tables.js'
import { applications } from './applications.tables.js'

export const notifications = t.pgTable(
  'notifications',
  {
    id: id(),
    accountId: t
      .uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: t.text('type').notNull(),
    title: t.text('title').notNull(),
    description: t.text('description').notNull(),
    applicationId: t.uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    /** The role a notification is about when no application is (a job alert's new role). */
    roleId: t.uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    readAt: t.timestamp('read_at', { withTimezone: true }),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [t.index('notifications_account_idx').on(table.accountId, table.createdAt)],
)

export const sendChannel = t.pgEnum('send_channel', [
  'mail',
  'sms',
  'whatsapp',
] as const satisfies readonly SendChannel[])
/** SEND_STATUSES (packages/domain) says what each state means. */
export const sendStatus = t.pgEnum('send_status', [
  'queued',
  'held',
  'sent',
  'delivered',
  'failed',
  'dropped',
] as const satisfies readonly SendStatus[])

/**
 * One message handed to one channel for one event (decision 056): what the console's Background
 * work page shows went out and what failed. Holds no words: the address is masked, the text is
 * only in the sealed job.
 */
export const noticeSends = t.pgTable(
  'notice_sends',
  {
    id: id(),
    channel: sendChannel('channel').notNull(),
    event: t.text('event').notNull(),
    accountId: t.uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 'ad***@example.com', '+234803****567': enough for an operator to tell sends apart. */
    maskedTo: t.text('masked_to').notNull(),
    status: sendStatus('status').notNull().default('queued'),
    providerId: t.text('provider_id'),
    segments: t.integer('segments'),
    cost: t.text('cost'),
    attempts: t.integer('attempts').notNull().default(0),
    error: t.text('error'),
    /**
     * The message sealed (lib/sealed.ts) while it may still be needed: a failed WhatsApp message
     * is sent again by SMS, a failed SMS by mail. Cleared once delivered.
     */
    sealed: t.text('sealed'),
    /** The send this one stands in for, when a channel failed and this is its fallback. */
    fallbackOf: t.uuid('fallback_of'),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: t.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    t.index('notice_sends_created_idx').on(table.createdAt.desc(), table.id),
    t
      .index('notice_sends_channel_status_idx')
      .on(table.channel, table.status, table.createdAt.desc()),
    // A provider's delivery report finds its send by the id the provider gave it.
    t.index('notice_sends_provider_idx').on(table.providerId),
  ],
)

/**
 * Each SMS or WhatsApp message a person sent us, by the provider's id: providers deliver a
 * message again when our answer was slow, and a reply must act once (a 'NO' cancels once).
 */
export const phoneReplies = t.pgTable(
  'phone_replies',
  {
    id: id(),
    channel: sendChannel('channel').notNull(),
    providerId: t.text('provider_id').notNull(),
    accountId: t.uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** What the reply did: 'stopped', 'started', 'slot-chosen', 'attendance', 'help'. */
    outcome: t.text('outcome').notNull(),
    receivedAt: t.timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    t.uniqueIndex('phone_replies_provider_key').on(table.channel, table.providerId),
    t.index('phone_replies_received_idx').on(table.receivedAt),
  ],
)
