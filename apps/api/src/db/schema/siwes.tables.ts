import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import type { ItfAttendance, ItfGrade } from '@app/domain'
import { accountRef } from './accounts.tables.js'
import type { LetterCompany } from './applications.tables.js'
import { placementRef } from './placements.tables.js'

/** The student and the attachment as both SIWES forms print them, stored when signed. */
export interface SiwesStudentPart {
  studentName: string
  matricNumber: string
  institution: string
  course: string
  programme: string
  startDate: string
  endDate: string
  /** The SIWES weeks of the role (16 or 24). */
  weeks: number
}

/** What the SCAF prints beyond the student: the industry supervisor (E.164 phone). */
export interface ScafForm extends SiwesStudentPart {
  supervisorName: string
  supervisorPhone: string
}

/** Who signed a form for the company, and when: the company account and the person named. */
const signature = {
  signedBy: accountRef('signed_by'),
  signatoryName: t.text('signatory_name').notNull(),
  signatoryTitle: t.text('signatory_title').notNull(),
  signedAt: t.timestamp('signed_at', { withTimezone: true }).notNull(),
}

/**
 * A SIWES placement's signed SCAF (decision 060): one per placement, written when the company
 * signs and final after. The form's facts and the letterhead are stored as signed, so the PDF is
 * the same bytes on every download, whatever changes later.
 */
export const scafs = t.pgTable(
  'scafs',
  {
    placementId: placementRef().primaryKey(),
    form: t.jsonb('form').$type<ScafForm>().notNull(),
    company: t.jsonb('company').$type<LetterCompany>().notNull(),
    /** The commencement date signed (form.startDate): the ITF's 14 days count from it. */
    startDate: t.date('start_date').notNull(),
    ...signature,
    /** When the student marked it taken to the ITF Area Office; the reminders stop. */
    submittedAt: t.timestamp('submitted_at', { withTimezone: true }),
    /** The reminder when the placement starts (or the signing notice, when signed later). */
    remindedAt: t.timestamp('reminded_at', { withTimezone: true }),
    /** The reminder a few days before the 14 days run out. */
    lastRemindedAt: t.timestamp('last_reminded_at', { withTimezone: true }),
  },
  (table) => [
    // The reminder sweep reads only the forms still owed to the ITF.
    t
      .index('scafs_reminders_idx')
      .on(table.startDate)
      .where(sql`${table.submittedAt} IS NULL AND ${table.lastRemindedAt} IS NULL`),
  ],
)

/**
 * A SIWES placement's ITF Form 8 (decision 060): Part A from the placement as it stood, Part B the
 * employer's assessment, signed once and final. Stored as signed, drawn the same each time.
 */
export const itfForm8s = t.pgTable(
  'itf_form_8s',
  {
    placementId: placementRef().primaryKey(),
    partA: t.jsonb('part_a').$type<SiwesStudentPart>().notNull(),
    company: t.jsonb('company').$type<LetterCompany>().notNull(),
    grade: t.text('grade').$type<ItfGrade>().notNull(),
    attendance: t.text('attendance').$type<ItfAttendance>().notNull(),
    comments: t.text('comments').notNull(),
    ...signature,
  },
  (table) => [
    t.check('itf_form_8s_grade', sql`${table.grade} IN ('A', 'B', 'C', 'D')`),
    t.check(
      'itf_form_8s_attendance',
      sql`${table.attendance} IN ('excellent', 'good', 'fair', 'poor')`,
    ),
  ],
)
