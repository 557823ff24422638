import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import type {
  ApplicantSnapshot,
  InterviewAttendance,
  InterviewMode,
  InterviewStatus,
  LetterInput,
  ScreeningAnswerView,
} from '@app/domain'
import { timestamps, id } from './shared-columns.js'
import { accountRef } from './accounts.tables.js'
import { companies } from './companies.tables.js'
import { internKeptId } from './intern-columns.js'
import { roles } from './roles.tables.js'

export const applicationStatus = t.pgEnum('application_status', [
  'pending',
  'in_review',
  'accepted',
  'rejected',
  'no_response',
])

export const applications = t.pgTable(
  'applications',
  {
    id: id(),
    /**
     * Null once the role's company deleted its account and the application was kept, emptied, for
     * the intern's side of its chat (decision 037: `intern_id` and `company_id` are null then too;
     * the chat's surviving side is the conversation's).
     */
    roleId: t.uuid('role_id').references(() => roles.id, { onDelete: 'cascade' }),
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
    companyId: t.uuid('company_id').references(() => companies.accountId, { onDelete: 'cascade' }),
    resumeUrl: t.text('resume_url').notNull(),
    /** The applicant's cover note, taken only when the role asked for one (decision 065). */
    coverNote: t.text('cover_note'),
    /** The applicant's details when they applied; null only for rows older than the column. */
    applicantSnapshot: t.jsonb('applicant_snapshot').$type<ApplicantSnapshot>(),
    status: applicationStatus('status').notNull().default('pending'),
    /** Set when the company first opens it; pending becomes in_review then. */
    openedAt: t.timestamp('opened_at', { withTimezone: true }),
    decidedAt: t.timestamp('decided_at', { withTimezone: true }),
    /** The role was deleted; the application is kept, closed for the applicant. */
    closedAt: t.timestamp('closed_at', { withTimezone: true }),
    /** When each party was last mailed about new chat messages: at most one mail per 15 minutes. */
    internMessageMailedAt: t.timestamp('intern_message_mailed_at', { withTimezone: true }),
    companyMessageMailedAt: t.timestamp('company_message_mailed_at', { withTimezone: true }),
    /** The company's first response: a decision or its first chat message (response-time figure). */
    respondedAt: t.timestamp('responded_at', { withTimezone: true }),
    /**
     * When the company's time to answer starts (domain responseClockStart: the end of the role's
     * deadline day, or when sent); the no-response sweep reads it. Kept in step with the deadline.
     */
    responseClockFrom: t.timestamp('response_clock_from', { withTimezone: true }),
    noResponseWarnedAt: t.timestamp('no_response_warned_at', { withTimezone: true }),
    /** When the company was nudged about this applicant waiting more than 7 days. */
    waitingNudgedAt: t.timestamp('waiting_nudged_at', { withTimezone: true }),
    /** Why the company rejected it (domain REJECTION_REASONS) and its note; shown to the applicant. */
    rejectionReason: t.text('rejection_reason'),
    rejectionNote: t.text('rejection_note'),
    /** The answers to the role's screening questions, each with its question as asked (decision 069). */
    answers: t.jsonb('answers').$type<ScreeningAnswerView[]>().notNull().default([]),
    /** The answers met every deal-breaker the role had when sent (domain meetsDealBreakers). */
    meetsDealBreakers: t.boolean('meets_deal_breakers').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    t.uniqueIndex('applications_role_intern_key').on(table.roleId, table.internId),
    t.index('applications_intern_idx').on(table.internId, table.createdAt),
    t
      .index('applications_undecided_clock_idx')
      .on(table.responseClockFrom)
      .where(sql`${table.status} IN ('pending', 'in_review')`),
    t
      .index('applications_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.status} IN ('pending', 'in_review') AND ${table.waitingNudgedAt} IS NULL`),
    t
      .index('applications_company_waiting_idx')
      .on(table.companyId, table.createdAt)
      .where(sql`${table.status} IN ('pending', 'in_review')`),
    t
      .index('applications_company_responded_idx')
      .on(table.companyId, table.respondedAt)
      .where(sql`${table.respondedAt} IS NOT NULL`),
    t.index('applications_company_idx').on(table.companyId, table.createdAt, table.id),
    /** The applicants page filtered by status (decision 029). */
    t
      .index('applications_company_status_idx')
      .on(table.companyId, table.status, table.createdAt, table.id),
    /** The applicants page filtered, or sorted, by 'meets all deal-breakers' (decision 069). */
    t
      .index('applications_company_deal_breakers_idx')
      .on(table.companyId, table.meetsDealBreakers, table.createdAt, table.id),
    /** 'Decided within 21 days' (decision 071): one role's applications of the last 90 days. */
    t.index('applications_role_created_idx').on(table.roleId, table.createdAt),
  ],
)

/**
 * How many applications each role of a company has in each status: the applicants page's counts
 * (decision 039). Kept by the database, in the same transaction as every insert, status change,
 * move and delete of an application, cascades included (trigger applications_count_statuses,
 * migration 0020), so no code path can forget it; a row whose count falls to 0 is deleted.
 * Counts the applications that have a company and a role, as the applicants page lists them.
 */
export const applicationCounts = t.pgTable(
  'application_counts',
  {
    companyId: t.uuid('company_id').notNull(),
    roleId: t.uuid('role_id').notNull(),
    status: applicationStatus('status').notNull(),
    count: t.integer('count').notNull(),
  },
  (table) => [t.primaryKey({ columns: [table.companyId, table.roleId, table.status] })],
)

/**
 * Interviews (issue 14, decision 030): the company proposes times, the intern picks one. `slots`
 * are the proposed times (each with an id the intern chooses by); once chosen, `starts_at` and
 * `duration_minutes` hold it, so dashboards read the next ones from an index. `sequence` is the
 * calendar invitation's SEQUENCE: it grows with every change, and a reminder job carries the one
 * it was made for, so a moved or cancelled interview's old reminders do nothing.
 */
export const interviews = t.pgTable(
  'interviews',
  {
    id: id(),
    applicationId: t
      .uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: accountRef('company_id'),
    internId: accountRef('intern_id'),
    status: t.text('status').$type<InterviewStatus>().notNull().default('proposed'),
    mode: t.text('mode').$type<InterviewMode>().notNull(),
    location: t.text('location'),
    link: t.text('link'),
    note: t.text('note'),
    internNote: t.text('intern_note'),
    cancelNote: t.text('cancel_note'),
    slots: t
      .jsonb('slots')
      .$type<{ id: string; startsAt: string; durationMinutes: number }[]>()
      .notNull(),
    chosenSlotId: t.text('chosen_slot_id'),
    startsAt: t.timestamp('starts_at', { withTimezone: true }),
    durationMinutes: t.integer('duration_minutes'),
    sequence: t.integer('sequence').notNull().default(0),
    /**
     * The intern's answer to a reminder ('YES'/'NO' by SMS or WhatsApp, USSD, or the app), for
     * the chosen time: a move clears it.
     */
    attendance: t.text('attendance').$type<InterviewAttendance>(),
    attendanceAt: t.timestamp('attendance_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    t.index('interviews_application_idx').on(table.applicationId, table.createdAt),
    t
      .index('interviews_company_upcoming_idx')
      .on(table.companyId, table.startsAt)
      .where(sql`status = 'scheduled'`),
    t
      .index('interviews_intern_upcoming_idx')
      .on(table.internId, table.startsAt)
      .where(sql`status = 'scheduled'`),
  ],
)

export const letterKind = t.pgEnum('letter_kind', ['offer', 'siwes', 'nysc'])

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
export const letters = t.pgTable('letters', {
  id: id(),
  applicationId: t
    .uuid('application_id')
    .notNull()
    .unique('letters_application_key')
    .references(() => applications.id, { onDelete: 'cascade' }),
  kind: letterKind('kind').notNull(),
  input: t.jsonb('input').$type<LetterInput>().notNull(),
  company: t.jsonb('company').$type<LetterCompany>().notNull(),
  issuedAt: t.timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The reference printed on the letter (domain letterReference: 'IP/2026/000123'): its number and
   * the Lagos year it was first issued. Issuing again keeps both, so a school can quote it.
   */
  number: t.integer('number').notNull().generatedByDefaultAsIdentity(),
  referenceYear: t
    .integer('reference_year')
    .notNull()
    .default(sql`extract(year from now() at time zone 'UTC' + interval '1 hour')`),
  /** The state of the placement (the role's NYSC state, else the company's): whom an NYSC letter is to. */
  placementState: t.text('placement_state'),
})
