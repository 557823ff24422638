import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { SendChannel, SendStatus } from '@app/domain'
import { id } from './shared-columns.js'
import { accounts } from './accounts.tables.js'
import { roles } from './roles.tables.js'
import { applications } from './applications.tables.js'

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    /** The role a notification is about when no application is (a job alert's new role). */
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_account_idx').on(t.accountId, t.createdAt)],
)

export const sendChannel = pgEnum('send_channel', [
  'mail',
  'sms',
  'whatsapp',
] as const satisfies readonly SendChannel[])
/** SEND_STATUSES (packages/domain) says what each state means. */
export const sendStatus = pgEnum('send_status', [
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
export const noticeSends = pgTable(
  'notice_sends',
  {
    id: id(),
    channel: sendChannel('channel').notNull(),
    event: text('event').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** 'ad***@example.com', '+234803****567': enough for an operator to tell sends apart. */
    maskedTo: text('masked_to').notNull(),
    status: sendStatus('status').notNull().default('queued'),
    providerId: text('provider_id'),
    segments: integer('segments'),
    cost: text('cost'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /**
     * The message sealed (lib/sealed.ts) while it may still be needed: a failed WhatsApp message
     * is sent again by SMS, a failed SMS by mail. Cleared once delivered.
     */
    sealed: text('sealed'),
    /** The send this one stands in for, when a channel failed and this is its fallback. */
    fallbackOf: uuid('fallback_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notice_sends_created_idx').on(t.createdAt.desc(), t.id),
    index('notice_sends_channel_status_idx').on(t.channel, t.status, t.createdAt.desc()),
    // A provider's delivery report finds its send by the id the provider gave it.
    index('notice_sends_provider_idx').on(t.providerId),
  ],
)

/**
 * Each SMS or WhatsApp message a person sent us, by the provider's id: providers deliver a
 * message again when our answer was slow, and a reply must act once (a 'NO' cancels once).
 */
export const phoneReplies = pgTable(
  'phone_replies',
  {
    id: id(),
    channel: sendChannel('channel').notNull(),
    providerId: text('provider_id').notNull(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** What the reply did: 'stopped', 'started', 'slot-chosen', 'attendance', 'help'. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('phone_replies_provider_key').on(t.channel, t.providerId),
    index('phone_replies_received_idx').on(t.receivedAt),
  ],
)
