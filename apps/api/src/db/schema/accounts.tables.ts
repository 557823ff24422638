import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { timestamps, id } from './shared-columns.js'

export const accountKind = pgEnum('account_kind', ['intern', 'company', 'admin'])

export const accountStatus = pgEnum('account_status', ['active', 'suspended'])

/**
 * What a code is for: signing in, or confirming a change to the account (settings), both mailed;
 * or confirming a mobile number, sent to it by SMS (DESIGN §11 Channels).
 */
export const codePurpose = pgEnum('code_purpose', ['sign_in', 'change', 'phone'])

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    email: text('email').notNull(),
    kind: accountKind('kind').notNull(),
    status: accountStatus('status').notNull().default('active'),
    policiesAcceptedAt: timestamp('policies_accepted_at', { withTimezone: true }),
    /** Notification and privacy choices (settings pages). */
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    /** Set with status 'suspended' by an admin; shown to the account when sign-in is refused. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    /** The mobile number the phone channels use (E.164), once its SMS code was confirmed. */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The account's phone channel choices (CHANNEL_DEFAULTS in packages/domain). */
    smsNotices: boolean('sms_notices').notNull().default(true),
    whatsappNotices: boolean('whatsapp_notices').notNull().default(false),
    phoneJobAlerts: boolean('phone_job_alerts').notNull().default(false),
    /**
     * Until when WhatsApp lets us write free text rather than a registered template: 24 hours
     * after the person last wrote to us there.
     */
    whatsappWindowUntil: timestamp('whatsapp_window_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('accounts_email_kind_key').on(t.email, t.kind),
    // A reply or a USSD session finds its account by the number: one account a verified number.
    uniqueIndex('accounts_phone_key').on(t.phone),
  ],
)

/**
 * A change of the account's name, email or phone, waiting for its code; or ('phone') the mobile
 * number the phone channels will use, waiting for the code sent to it by SMS.
 */
export interface PendingChange {
  field: 'companyName' | 'email' | 'phoneNumber' | 'phone'
  value: string
  countryCode?: string
}

/** A code sent by mail, to sign in or to confirm a change. Only its HMAC is stored. */
export const codeChallenges = pgTable(
  'code_challenges',
  {
    id: id(),
    /**
     * Null for a decoy: the admin sign-in answers an email that is no admin's with a challenge of
     * its own, mailed to nobody, so that its answers do not tell who the operators are (decision 050).
     */
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Where the code went (an email, or a mobile number for 'phone'); resends are per address. */
    email: text('email').notNull(),
    codeHmac: text('code_hmac').notNull(),
    /**
     * SHA-256 of the one-tap sign-in link's token mailed with a sign-in code (DESIGN.md §10); it
     * lives and dies with the code. Null for other purposes.
     */
    linkTokenHash: text('link_token_hash'),
    purpose: codePurpose('purpose').notNull().default('sign_in'),
    /** For a 'change' code: what it confirms, applied only when the code is right. */
    pendingChange: jsonb('pending_change').$type<PendingChange>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('code_challenges_account_idx').on(t.accountId, t.createdAt),
    index('code_challenges_email_idx').on(t.email, t.createdAt),
    uniqueIndex('code_challenges_link_token_key').on(t.linkTokenHash),
  ],
)

/** Each wrong code, kept for the per-account and per-IP limits. */
export const codeFailures = pgTable(
  'code_failures',
  {
    id: id(),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('code_failures_account_idx').on(t.accountId, t.createdAt),
    index('code_failures_ip_idx').on(t.ip, t.createdAt),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_account_idx').on(t.accountId),
  ],
)

/**
 * Counters of fixed windows, one row per key ('messages:account:<id>', 'uploads:ip:<address>'):
 * the write limits of every process sharing the database (plugins/write-rate-limits.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
})
