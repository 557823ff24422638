import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import type { LogbookDay, LogbookStatus } from '@app/domain'
import { id, timestamps } from './shared-columns.js'
import { placementRef } from './placements.tables.js'

/**
 * A SIWES/IT student's weekly logbook (decision 061): one row per week written, from its first
 * draft. The industry supervisor, who has no account, signs it through a link; signed, it locks.
 */
export const logbookWeeks = t.pgTable(
  'logbook_weeks',
  {
    id: id(),
    placementId: placementRef(),
    /** The week's Monday, a Lagos day. */
    weekStart: t.date('week_start').notNull(),
    /** The days written, Monday first: `{ date, activities }`. */
    days: t.jsonb('days').$type<LogbookDay[]>().notNull().default([]),
    status: t.text('status').$type<LogbookStatus>().notNull().default('draft'),
    /** When it was last sent to the supervisor; its reminder is due LOGBOOK_REMINDER_DAYS later. */
    submittedAt: t.timestamp('submitted_at', { withTimezone: true }),
    /** When the supervisor was reminded of this submission (once per submission). */
    remindedAt: t.timestamp('reminded_at', { withTimezone: true }),
    signedAt: t.timestamp('signed_at', { withTimezone: true }),
    /** The full name the supervisor typed to sign, and their comment ('' for none). */
    signatureName: t.text('signature_name'),
    comment: t.text('comment'),
    ...timestamps,
  },
  (table) => [
    t.uniqueIndex('logbook_weeks_placement_week_key').on(table.placementId, table.weekStart),
    // The reminder sweep reads submitted weeks not yet reminded, oldest submission first.
    t
      .index('logbook_weeks_unreminded_idx')
      .on(table.submittedAt)
      .where(sql`${table.status} = 'submitted' AND ${table.remindedAt} IS NULL`),
    t.check('logbook_weeks_status', sql`${table.status} IN ('draft', 'submitted', 'signed')`),
  ],
)

/**
 * The links a supervisor signs a week through: only the SHA-256 of the token is kept, so the
 * table cannot be read back into links. Each works for its one week for 14 days; a new
 * submission replaces the week's links, and the signature uses them up.
 */
export const logbookLinks = t.pgTable(
  'logbook_links',
  {
    id: id(),
    weekId: t
      .uuid('week_id')
      .notNull()
      .references(() => logbookWeeks.id, { onDelete: 'cascade' }),
    tokenHash: t.text('token_hash').notNull().unique('logbook_links_token_key'),
    expiresAt: t.timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Replaced by a newer submission of the week. */
    replacedAt: t.timestamp('replaced_at', { withTimezone: true }),
    createdAt: t.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [t.index('logbook_links_week_idx').on(table.weekId)],
)
