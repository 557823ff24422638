import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import { timestamps } from './shared-columns.js'
import { companies } from './companies.tables.js'
import { placementRef } from './placements.tables.js'

/** Domain STIPEND_ANSWERS. */
export const stipendAnswer = t.pgEnum('stipend_answer', ['yes', 'partly', 'no'])

/**
 * The monthly stipend a placement was accepted with (decision 063): the role's (its minimum, or
 * its 'up to' figure), copied by the database when the placement is made (trigger
 * placement_stipend_from_role, migration 0031), so a role changed later does not change what was
 * promised. Null: an unpaid role. An offer letter's `monthlyStipend`, when one is issued, is the
 * written word and is read before this (stipends.queries.ts).
 */
export const placementStipends = t.pgTable('placement_stipends', {
  placementId: placementRef().primaryKey(),
  monthlyAmount: t.integer('monthly_amount'),
  recordedAt: t.timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One month of a placement's stipend (decision 063): made when the sweep asks the intern, or when
 * the intern answers first. A 'no' or 'partly' opens a dispute the company must answer within 7
 * days; the intern's later 'yes' closes it. The company reads a month only once disputed.
 */
export const stipendMonths = t.pgTable(
  'stipend_months',
  {
    placementId: placementRef(),
    /** The month's first day ('2026-05-01'). */
    month: t.date('month').notNull(),
    /** The stipend expected for the month, in naira, as it was when asked or answered. */
    expectedAmount: t.integer('expected_amount').notNull(),
    /** When the sweep asked 'Were you paid for May 2026?'; null when the intern answered first. */
    askedAt: t.timestamp('asked_at', { withTimezone: true }),
    answer: stipendAnswer('answer'),
    /** What reached the intern, in naira: the stipend for 'yes' unless told, 0 for 'no'. */
    amount: t.integer('amount'),
    answeredAt: t.timestamp('answered_at', { withTimezone: true }),
    /** The first 'no' or 'partly': the dispute's start, kept when it is closed. */
    disputeOpenedAt: t.timestamp('dispute_opened_at', { withTimezone: true }),
    /** Set by the sweep 7 days after the dispute opened, unanswered. */
    overdueAt: t.timestamp('overdue_at', { withTimezone: true }),
    companyNote: t.text('company_note'),
    companyAnsweredAt: t.timestamp('company_answered_at', { withTimezone: true }),
    /** The intern said 'yes' after a dispute: paid late. */
    disputeClosedAt: t.timestamp('dispute_closed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    t.primaryKey({ name: 'stipend_months_pkey', columns: [table.placementId, table.month] }),
    /** The console's list of disputes, by when they opened. */
    t
      .index('stipend_months_disputes_idx')
      .on(table.disputeOpenedAt)
      .where(sql`${table.disputeOpenedAt} IS NOT NULL`),
    /** The overdue sweep: disputes still waiting for the company. */
    t
      .index('stipend_months_waiting_idx')
      .on(table.disputeOpenedAt)
      .where(
        sql`${table.disputeOpenedAt} IS NOT NULL AND ${table.companyAnsweredAt} IS NULL AND ${table.disputeClosedAt} IS NULL AND ${table.overdueAt} IS NULL`,
      ),
    t.check('stipend_months_first_day', sql`extract(day from ${table.month}) = 1`),
  ],
)

/**
 * A company's stipend record (decision 063), rewritten from its months whenever an answer
 * changes, so that role lists and the company's page read one row by key, never the months:
 * `paysOnTime` (domain) is worked out from it and the current month.
 */
export const companyStipendRecords = t.pgTable('company_stipend_records', {
  companyId: t
    .uuid('company_id')
    .primaryKey()
    .references(() => companies.accountId, { onDelete: 'cascade' }),
  /** Months answered 'yes' without a dispute, across the company's placements. */
  onTimeMonths: t.integer('on_time_months').notNull().default(0),
  /** The newest month ever disputed ('no' or 'partly'), paid later or not. */
  lastLateMonth: t.date('last_late_month'),
  updatedAt: t.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
