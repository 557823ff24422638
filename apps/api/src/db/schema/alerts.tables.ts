import { sql } from 'drizzle-orm'
import {
  index,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { AlertPlacementType } from '@app/domain'
import { id } from './shared-columns.js'
import { roleType, roles } from './roles.tables.js'
import { internOwnerId } from './intern-columns.js'

export const alertFrequency = pgEnum('alert_frequency', ['immediate', 'daily'])

/** An intern's saved search: new roles that match reach them (DESIGN §10, decision 025). */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: id(),
    internId: internOwnerId(),
    search: text('search'),
    location: text('location'),
    type: roleType('type'),
    /** One of ALERT_PLACEMENT_TYPES: only roles of that placement type match. */
    placementType: text('placement_type').$type<AlertPlacementType>(),
    frequency: alertFrequency('frequency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_alerts_intern_idx').on(t.internId, t.createdAt)],
)

/**
 * A role an intern heard of through an alert: one row per intern and role, however many of their
 * alerts match, so nobody hears of a role twice. `frequency` is how it reaches them by mail: an
 * immediate row waits for its own mail, a daily one for the digest (`mailedAt` null until then).
 * An immediate row beyond the hour's mails, or whose role closed before its mail, turns daily
 * (decision 046).
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    internId: internOwnerId(),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    frequency: alertFrequency('frequency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.internId, t.roleId] }),
    index('alert_matches_digest_idx')
      .on(t.internId, t.createdAt)
      .where(sql`${t.mailedAt} IS NULL`),
  ],
)

/**
 * The home page's email box: a weekly mail of new roles, sent only after the address confirmed
 * (double opt-in).
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    id: id(),
    email: text('email').notNull(),
    confirmationMailedAt: timestamp('confirmation_mailed_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The weekly mail last went out (or the subscription was confirmed) at this instant. */
    weeklyMailedAt: timestamp('weekly_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_subscriptions_email_key').on(t.email),
    index('email_subscriptions_weekly_idx')
      .on(t.weeklyMailedAt)
      .where(sql`${t.confirmedAt} IS NOT NULL AND ${t.unsubscribedAt} IS NULL`),
  ],
)
