import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import type { AlertPlacementType } from '@app/domain'
import { id } from './shared-columns.js'
import { roleType, roles } from './roles.tables.js'
import { internOwnerId } from './intern-columns.js'

export const alertFrequency = t.pgEnum('alert_frequency', ['immediate', 'daily'])

/** An intern's saved search: new roles that match reach them (DESIGN §10, decision 025). */
export const jobAlerts = t.pgTable(
  'job_alerts',
  {
    id: id(),
    internId: internOwnerId(),
    search: t.text('search'),
    location: t.text('location'),
    type: roleType('type'),
    /** One of ALERT_PLACEMENT_TYPES: only roles of that placement type match. */
    placementType: t.text('placement_type').$type<AlertPlacementType>(),
    frequency: alertFrequency('frequency').notNull(),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [t.index('job_alerts_intern_idx').on(table.internId, table.createdAt)],
)

/**
 * A role an intern heard of through an alert: one row per intern and role, however many of their
 * alerts match, so nobody hears of a role twice. `frequency` is how it reaches them by mail: an
 * immediate row waits for its own mail, a daily one for the digest (`mailedAt` null until then).
 * An immediate row beyond the hour's mails, or whose role closed before its mail, turns daily
 * (decision 046).
 */
export const alertMatches = t.pgTable(
  'alert_matches',
  {
    internId: internOwnerId(),
    roleId: t
      .uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    alertId: t
      .uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    frequency: alertFrequency('frequency').notNull(),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: t.timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    t.primaryKey({ columns: [table.internId, table.roleId] }),
    t
      .index('alert_matches_digest_idx')
      .on(table.internId, table.createdAt)
      .where(sql`${table.mailedAt} IS NULL`),
  ],
)

/**
 * The home page's email box: a weekly mail of new roles, sent only after the address confirmed
 * (double opt-in).
 */
export const emailSubscriptions = t.pgTable(
  'email_subscriptions',
  {
    id: id(),
    email: t.text('email').notNull(),
    confirmationMailedAt: t.timestamp('confirmation_mailed_at', { withTimezone: true }),
    confirmedAt: t.timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: t.timestamp('unsubscribed_at', { withTimezone: true }),
    /** The weekly mail last went out (or the subscription was confirmed) at this instant. */
    weeklyMailedAt: t.timestamp('weekly_mailed_at', { withTimezone: true }),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    t.uniqueIndex('email_subscriptions_email_key').on(table.email),
    t
      .index('email_subscriptions_weekly_idx')
      .on(table.weeklyMailedAt)
      .where(sql`${table.confirmedAt} IS NOT NULL AND ${table.unsubscribedAt} IS NULL`),
  ],
)
