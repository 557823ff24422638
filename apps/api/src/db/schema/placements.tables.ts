import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import { timestamps, id } from './shared-columns.js'
import { accountRef } from './accounts.tables.js'
import { applications } from './applications.tables.js'
import { placementType } from './roles.tables.js'

/**
 * What follows an accepted application (issue 29, decision 059): one placement per application,
 * made in the acceptance's transaction. The company completes the dates and the supervisor (a
 * person who need not have an account); a SIWES/IT student, the school details the SCAF and ITF
 * Form 8 print. The SCAF, the logbook, NYSC letters and stipends hang off its id.
 */
export const placements = t.pgTable(
  'placements',
  {
    id: id(),
    applicationId: t
      .uuid('application_id')
      .notNull()
      .unique('placements_application_key')
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: accountRef('company_id'),
    internId: accountRef('intern_id'),
    /** The role's placement type when it was accepted. */
    kind: placementType('kind').notNull(),
    startDate: t.date('start_date'),
    endDate: t.date('end_date'),
    supervisorName: t.text('supervisor_name'),
    supervisorEmail: t.text('supervisor_email'),
    /** E.164, a Nigerian mobile (domain toNigerianMobile). */
    supervisorPhone: t.text('supervisor_phone'),
    /** SIWES/IT only: the student's school details. */
    matricNumber: t.text('matric_number'),
    institution: t.text('institution'),
    course: t.text('course'),
    programme: t.text('programme'),
    /** SIWES/IT: the role's 16 or 24 weeks; null for other kinds (their weeks come from the dates). */
    weeksTotal: t.integer('weeks_total'),
    /** `created_at` is when the application was accepted. */
    ...timestamps,
  },
  (table) => [
    t.index('placements_intern_idx').on(table.internId, table.createdAt.desc(), table.id),
    t.index('placements_company_idx').on(table.companyId, table.createdAt.desc(), table.id),
    // The monthly sweeps (clearance reminders, stipend questions) read the placements still under
    // way: those ending on or after a month's first day, a shrinking share as placements end.
    t.index('placements_end_idx').on(table.endDate),
    t.check(
      'placements_dates_in_order',
      sql`${table.startDate} IS NULL OR ${table.endDate} IS NULL OR ${table.endDate} > ${table.startDate}`,
    ),
  ],
)

/** A row of a placement's paperwork (SCAF, logbook week, letter, stipend month), gone with it. */
export const placementRef = () =>
  t
    .uuid('placement_id')
    .notNull()
    .references(() => placements.id, { onDelete: 'cascade' })
