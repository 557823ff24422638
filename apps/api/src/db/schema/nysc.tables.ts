import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import { timestamps, id } from './shared-columns.js'
import { accounts } from './accounts.tables.js'
import { applications, type LetterCompany } from './applications.tables.js'
import { placementRef } from './placements.tables.js'

/** What a clearance letter prints besides its signatory, stored when it is issued. */
export interface ClearanceLetterFacts {
  company: LetterCompany
  internName: string
  /** '' when not known. */
  stateCode: string
  /** The corps member's local government area; '' addresses the state secretariat. */
  lga: string
  /** 'Lagos State', 'FCT, Abuja'; null when the placement's state is not known. */
  secretariat: string | null
}

/** Who issued a letter: kept as a record when the account goes. */
const issuedBy = () => t.uuid('issued_by').references(() => accounts.id, { onDelete: 'set null' })

/**
 * One month of an NYSC placement (decision 062): made by the first of the 24th's reminder to the
 * corps member or their request; the company's reminder and the letter as issued are stamped on
 * it. One row per placement and month, so each reminder and request happens once.
 */
export const nyscClearances = t.pgTable(
  'nysc_clearances',
  {
    id: id(),
    placementId: placementRef(),
    /** 'YYYY-MM'. */
    month: t.text('month').notNull(),
    /** When the corps member was reminded to ask, from the 24th. */
    internRemindedAt: t.timestamp('intern_reminded_at', { withTimezone: true }),
    requestedAt: t.timestamp('requested_at', { withTimezone: true }),
    /** Given with the request: the LGA whose inspector the letter is to, and the state code. */
    lga: t.text('lga').notNull().default(''),
    stateCode: t.text('state_code').notNull().default(''),
    /** When the company was reminded of the request not issued, from the 27th. */
    companyRemindedAt: t.timestamp('company_reminded_at', { withTimezone: true }),
    issuedAt: t.timestamp('issued_at', { withTimezone: true }),
    issuedBy: issuedBy(),
    signatoryName: t.text('signatory_name'),
    signatoryTitle: t.text('signatory_title'),
    /** The letterhead, name, state code and addressee as issued: the PDF is drawn from these. */
    letter: t.jsonb('letter').$type<ClearanceLetterFacts>(),
    ...timestamps,
  },
  (table) => [
    t.unique('nysc_clearances_month_key').on(table.placementId, table.month),
    t.check('nysc_clearances_month_form', sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    t.check(
      'nysc_clearances_issued_whole',
      sql`${table.issuedAt} IS NULL OR (${table.requestedAt} IS NOT NULL AND ${table.signatoryName} IS NOT NULL AND ${table.signatoryTitle} IS NOT NULL AND ${table.letter} IS NOT NULL)`,
    ),
    // The company reminder sweep reads the requests still waiting.
    t
      .index('nysc_clearances_waiting_idx')
      .on(table.requestedAt)
      .where(sql`issued_at IS NULL AND company_reminded_at IS NULL AND requested_at IS NOT NULL`),
  ],
)

/**
 * The letter of a PPA that declines a corps member, to the NYSC State Coordinator so they are
 * redeployed (decision 062): one per rejected application of an NYSC role; issuing again
 * replaces its words and keeps its reference.
 */
export const nyscRejectionLetters = t.pgTable('nysc_rejection_letters', {
  id: id(),
  applicationId: t
    .uuid('application_id')
    .notNull()
    .unique('nysc_rejection_letters_application_key')
    .references(() => applications.id, { onDelete: 'cascade' }),
  reason: t.text('reason').notNull(),
  internName: t.text('intern_name').notNull(),
  stateCode: t.text('state_code').notNull().default(''),
  /** '' for a letter signed for the company without a named signatory. */
  signatoryName: t.text('signatory_name').notNull().default(''),
  signatoryTitle: t.text('signatory_title').notNull().default(''),
  secretariat: t.text('secretariat'),
  company: t.jsonb('company').$type<LetterCompany>().notNull(),
  issuedAt: t.timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  issuedBy: issuedBy(),
  /** The reference printed on it, as acceptance letters number theirs: 'IP/R/2026/000012'. */
  number: t.integer('number').notNull().generatedByDefaultAsIdentity(),
  referenceYear: t.integer('reference_year').notNull(),
})
