import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type {
  ApplicantSnapshot,
  InterviewAttendance,
  InterviewMode,
  InterviewStatus,
  LetterInput,
} from '@app/domain'
import { timestamps, id } from './shared-columns.js'
import { accounts } from './accounts.tables.js'
import { companies } from './companies.tables.js'
import { internKeptId } from './intern-columns.js'
import { roles } from './roles.tables.js'

export const applicationStatus = pgEnum('application_status', [
  'pending',
  'in_review',
  'accepted',
  'rejected',
  'no_response',
])

export const applications = pgTable(
  'applications',
  {
    id: id(),
    /**
     * Null once the role's company deleted its account and the application was kept, emptied, for
     * the intern's side of its chat (decision 037: `intern_id` and `company_id` are null then too;
     * the chat's surviving side is the conversation's).
     */
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'cascade' }),
    /**
     * The applicant; null once they deleted their account and the application was kept, emptied,
     * for the company's side of its chat (decision 034: `company_id` is null then too).
     */
    internId: internKeptId(),
    /**
     * The role's company, kept here so that a company's applicants are one range of an index
     * (issue #11). The database fills it from the role on every insert (trigger
     * applications_company_from_role, migration 0008; NOT NULL there), so inserts leave it out.
     */
    companyId: uuid('company_id').references(() => companies.accountId, { onDelete: 'cascade' }),
    resumeUrl: text('resume_url').notNull(),
    /** The applicant's details when they applied; null only for rows older than the column. */
    applicantSnapshot: jsonb('applicant_snapshot').$type<ApplicantSnapshot>(),
    status: applicationStatus('status').notNull().default('pending'),
    /** Set when the company first opens it; pending becomes in_review then. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The role was deleted; the application is kept, closed for the applicant. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When each party was last mailed about new chat messages: at most one mail per 15 minutes. */
    internMessageMailedAt: timestamp('intern_message_mailed_at', { withTimezone: true }),
    companyMessageMailedAt: timestamp('company_message_mailed_at', { withTimezone: true }),
    /** The company's first response: a decision or its first chat message (response-time figure). */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /**
     * When the company's time to answer starts (domain responseClockStart: the end of the role's
     * deadline day, or when sent); the no-response sweep reads it. Kept in step with the deadline.
     */
    responseClockFrom: timestamp('response_clock_from', { withTimezone: true }),
    noResponseWarnedAt: timestamp('no_response_warned_at', { withTimezone: true }),
    /** When the company was nudged about this applicant waiting more than 7 days. */
    waitingNudgedAt: timestamp('waiting_nudged_at', { withTimezone: true }),
    /** Why the company rejected it (domain REJECTION_REASONS) and its note; shown to the applicant. */
    rejectionReason: text('rejection_reason'),
    rejectionNote: text('rejection_note'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('applications_role_intern_key').on(t.roleId, t.internId),
    index('applications_intern_idx').on(t.internId, t.createdAt),
    index('applications_undecided_clock_idx')
      .on(t.responseClockFrom)
      .where(sql`${t.status} IN ('pending', 'in_review')`),
    index('applications_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('pending', 'in_review') AND ${t.waitingNudgedAt} IS NULL`),
    index('applications_company_waiting_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.status} IN ('pending', 'in_review')`),
    index('applications_company_responded_idx')
      .on(t.companyId, t.respondedAt)
      .where(sql`${t.respondedAt} IS NOT NULL`),
    index('applications_company_idx').on(t.companyId, t.createdAt, t.id),
    /** The applicants page filtered by status (decision 029). */
    index('applications_company_status_idx').on(t.companyId, t.status, t.createdAt, t.id),
  ],
)

/**
 * How many applications each role of a company has in each status: the applicants page's counts
 * (decision 039). Kept by the database, in the same transaction as every insert, status change,
 * move and delete of an application, cascades included (trigger applications_count_statuses,
 * migration 0020), so no code path can forget it; a row whose count falls to 0 is deleted.
 * Counts the applications that have a company and a role, as the applicants page lists them.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    companyId: uuid('company_id').notNull(),
    roleId: uuid('role_id').notNull(),
    status: applicationStatus('status').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.roleId, t.status] })],
)

/**
 * Interviews (issue 14, decision 030): the company proposes times, the intern picks one. `slots`
 * are the proposed times (each with an id the intern chooses by); once chosen, `starts_at` and
 * `duration_minutes` hold it, so dashboards read the next ones from an index. `sequence` is the
 * calendar invitation's SEQUENCE: it grows with every change, and a reminder job carries the one
 * it was made for, so a moved or cancelled interview's old reminders do nothing.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    internId: uuid('intern_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').$type<InterviewStatus>().notNull().default('proposed'),
    mode: text('mode').$type<InterviewMode>().notNull(),
    location: text('location'),
    link: text('link'),
    note: text('note'),
    internNote: text('intern_note'),
    cancelNote: text('cancel_note'),
    slots: jsonb('slots')
      .$type<{ id: string; startsAt: string; durationMinutes: number }[]>()
      .notNull(),
    chosenSlotId: text('chosen_slot_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    sequence: integer('sequence').notNull().default(0),
    /**
     * The intern's answer to a reminder ('YES'/'NO' by SMS or WhatsApp, USSD, or the app), for
     * the chosen time: a move clears it.
     */
    attendance: text('attendance').$type<InterviewAttendance>(),
    attendanceAt: timestamp('attendance_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId, t.createdAt),
    index('interviews_company_upcoming_idx')
      .on(t.companyId, t.startsAt)
      .where(sql`status = 'scheduled'`),
    index('interviews_intern_upcoming_idx')
      .on(t.internId, t.startsAt)
      .where(sql`status = 'scheduled'`),
  ],
)

export const letterKind = pgEnum('letter_kind', ['offer', 'siwes', 'nysc'])

/** The company as a letter was issued by it: the letter does not change when the profile does. */
export interface LetterCompany {
  name: string
  address: string | null
  phone: string | null
  email: string
  logoUrl: string | null
  /** CAC registration number; absent on letters issued before it was printed (issue 26). */
  rcNumber?: string | null
}

/**
 * The current acceptance letter of an accepted application (decision 031): its inputs, from
 * which the PDF is drawn on each download. Issuing again replaces the row.
 */
export const letters = pgTable('letters', {
  id: id(),
  applicationId: uuid('application_id')
    .notNull()
    .unique('letters_application_key')
    .references(() => applications.id, { onDelete: 'cascade' }),
  kind: letterKind('kind').notNull(),
  input: jsonb('input').$type<LetterInput>().notNull(),
  company: jsonb('company').$type<LetterCompany>().notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The reference printed on the letter (domain letterReference: 'IP/2026/000123'): its number and
   * the Lagos year it was first issued. Issuing again keeps both, so a school can quote it.
   */
  number: integer('number').notNull().generatedByDefaultAsIdentity(),
  referenceYear: integer('reference_year')
    .notNull()
    .default(sql`extract(year from now() at time zone 'UTC' + interval '1 hour')`),
  /** The state of the placement (the role's NYSC state, else the company's): whom an NYSC letter is to. */
  placementState: text('placement_state'),
})
