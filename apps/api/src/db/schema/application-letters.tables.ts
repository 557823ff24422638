import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import type { ApplicationLetterKind, ApplicationLetterProgramme } from '@app/domain'
import { timestamps, id } from './shared-columns.js'
import { internOwnerId } from './intern-columns.js'
import { roles } from './roles.tables.js'

/**
 * An intern's own letters (issue 30, decision 065): a SIWES/IT placement request or a cover note
 * for a role, generated from the profile and then the intern's to edit. The PDF is drawn from the
 * row on each download; the letters go with the intern's account. At most APPLICATION_LETTERS_MAX
 * each (the service counts them under a lock of the intern's row).
 */
export const applicationLetters = t.pgTable(
  'application_letters',
  {
    id: id(),
    internId: internOwnerId(),
    kind: t.text('kind').$type<ApplicationLetterKind>().notNull(),
    /** The role it was written for; null without one, or once the role is deleted. */
    roleId: t.uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    /** The role's title when written, so the list still says what it was for after it goes. */
    roleTitle: t.text('role_title'),
    companyName: t.text('company_name').notNull(),
    /** Lines of the company's address as the intern wants it printed; '' for none. */
    companyAddress: t.text('company_address').notNull().default(''),
    programme: t.text('programme').$type<ApplicationLetterProgramme>(),
    /** The duration the school asks for: weeks or months, never both. */
    durationWeeks: t.integer('duration_weeks'),
    durationMonths: t.integer('duration_months'),
    startDate: t.date('start_date'),
    subject: t.text('subject').notNull(),
    /** The words as the intern last saved them: paragraphs separated by a blank line. */
    body: t.text('body').notNull(),
    ...timestamps,
  },
  (table) => [
    // 'My letters, newest first', and the count against the cap.
    t
      .index('application_letters_intern_idx')
      .on(table.internId, table.createdAt.desc(), table.id.desc()),
    // A company's roles are deleted with it: each clears its letters' role by this index.
    t
      .index('application_letters_role_idx')
      .on(table.roleId)
      .where(sql`${table.roleId} IS NOT NULL`),
    t.check('application_letters_kind', sql`${table.kind} IN ('siwes-request', 'cover')`),
    t.check(
      'application_letters_programme',
      sql`${table.programme} IS NULL OR ${table.programme} IN ('siwes', 'it', 'attachment')`,
    ),
    t.check(
      'application_letters_one_duration',
      sql`${table.durationWeeks} IS NULL OR ${table.durationMonths} IS NULL`,
    ),
  ],
)
