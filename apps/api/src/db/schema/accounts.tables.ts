import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import { timestamps, id } from './shared-columns.js'

export const accountKind = t.pgEnum('account_kind', ['intern', 'company', 'admin'])

export const accountStatus = t.pgEnum('account_status', ['active', 'suspended'])

/** What a mailed code is for: signing in, or confirming a change to the account (settings). */
export const codePurpose = t.pgEnum('code_purpose', ['sign_in', 'change', 'phone'])

export const accounts = t.pgTable(
  'accounts',
  {
    id: id(),
    email: t.text('email').notNull(),
    kind: accountKind('kind').notNull(),
    status: accountStatus('status').notNull().default('active'),
    policiesAcceptedAt: t.timestamp('policies_accepted_at', { withTimezone: true }),
    /** Notification and privacy choices (settings pages). */
    preferences: t.jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /** Set with status 'suspended' by an admin; shown to the account when sign-in is refused. */
    suspendedAt: t.timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: t.text('suspension_reason'),
    /** The mobile number the phone channels use (E.164), once its SMS code was confirmed. */
    phone: t.text('phone'),
    phoneVerifiedAt: t.timestamp('phone_verified_at', { withTimezone: true }),
    /** The account's phone channel choices (CHANNEL_DEFAULTS in packages/domain). */
    smsNotices: t.boolean('sms_notices').notNull().default(true),
    whatsappNotices: t.boolean('whatsapp_notices').notNull().default(false),
    phoneJobAlerts: t.boolean('phone_job_alerts').notNull().default(false),
    /**
     * Until when WhatsApp lets us write free text rather than a registered template: 24 hours
     * after the person last wrote to us there.
     */
    whatsappWindowUntil: t.timestamp('whatsapp_window_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    t.uniqueIndex('accounts_email_kind_key').on(table.email, table.kind),
    // A reply or a USSD session finds its account by the number: one account a verified number.
    t.uniqueIndex('accounts_phone_key').on(table.phone),
    // The admin console's searches by email (decision 073; pg_trgm's operators, migration 0012),
    // and its list of every account newest first, in its order.
    t.index('accounts_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    t.index('accounts_created_idx').on(table.createdAt.desc().nullsFirst(), table.id),
    // The few companies whose job board is private, which a public search leaves out without
    // joining every role's account (decision 073); the predicate is roles.queries' privacyChoice.
    t
      .index('accounts_private_job_board_idx')
      .on(table.id)
      .where(
        sql`coalesce(${table.preferences} #>> '{privacy,jobBoardVisibility}', 'public') = 'private'`,
      ),
  ],
)

/** A change of the account's name, email or phone, waiting for its code. */
export interface PendingChange {
  field: 'companyName' | 'email' | 'phoneNumber' | 'phone'
  value: string
  countryCode?: string
}

/** A code sent by mail, to sign in or to confirm a change. Only its HMAC is stored. */
export const codeChallenges = t.pgTable(
  'code_challenges',
  {
    id: id(),
    /**
     * Null for a decoy: the admin sign-in answers an email that is no admin's with a challenge of
     * its own, mailed to nobody, so that its answers do not tell who the operators are (decision 050).
     */
    accountId: t.uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Where the code went (an email, or a mobile number for 'phone'); resends are per address. */
    email: t.text('email').notNull(),
    codeHmac: t.text('code_hmac').notNull(),
    /**
     * SHA-256 of the one-tap sign-in link's token mailed with a sign-in code (DESIGN.md §10); it
     * lives and dies with the code. Null for other purposes.
     */
    linkTokenHash: t.text('link_token_hash'),
    purpose: codePurpose('purpose').notNull().default('sign_in'),
    /** For a 'change' code: what it confirms, applied only when the code is right. */
    pendingChange: t.jsonb('pending_change').$type<PendingChange>(),
    attempts: t.integer('attempts').notNull().default(0),
    expiresAt: t.timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: t.timestamp('consumed_at', { withTimezone: true }),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    t.index('code_challenges_account_idx').on(table.accountId, table.createdAt),
    t.index('code_challenges_email_idx').on(table.email, table.createdAt),
    t.uniqueIndex('code_challenges_link_token_key').on(table.linkTokenHash),
  ],
)

/** Each wrong code, kept for the per-account and per-IP limits. */
export const codeFailures = t.pgTable(
  'code_failures',
  {
    id: id(),
    accountId: t.uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    ip: t.text('ip').notNull(),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    t.index('code_failures_account_idx').on(table.accountId, table.createdAt),
    t.index('code_failures_ip_idx').on(table.ip, table.createdAt),
  ],
)

export const sessions = t.pgTable(
  'sessions',
  {
    id: id(),
    accountId: t
      .uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: t.text('token_hash').notNull(),
    expiresAt: t.timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: t.timestamp('revoked_at', { withTimezone: true }),
    userAgent: t.text('user_agent'),
    ip: t.text('ip'),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: t.timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The session's last write and the primary's WAL position after it, kept only when replicas
     * serve reads: until a replica has replayed it, this session reads from the primary (074).
     */
    lastWriteAt: t.timestamp('last_write_at', { withTimezone: true }),
    lastWriteLsn: t.text('last_write_lsn'),
  },
  (table) => [
    t.uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    t.index('sessions_account_idx').on(table.accountId),
  ],
)

/**
 * Counters of fixed windows, one row per key ('messages:account:<id>', 'uploads:ip:<address>'):
 * the write limits of every process sharing the database (plugins/write-rate-limits.ts).
 */
export const rateLimits = t.pgTable('rate_limits', {
  key: t.text('key').primaryKey(),
  hits: t.integer('hits').notNull(),
  resetsAt: t.timestamp('resets_at', { withTimezone: true }).notNull(),
})

/** A row's owner: an account, whose deletion takes the row with it. */
export const accountRef = (column: string) =>
  t
    .uuid(column)
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' })
