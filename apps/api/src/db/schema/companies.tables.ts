import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import { timestamps } from './shared-columns.js'
import { accounts } from './accounts.tables.js'

/**
 * Where a company stands with the operator (decision 021): 'unsubmitted' until it uploads its CAC
 * document, 'pending' while an admin has not looked, then 'verified' or 'rejected' (it may upload
 * again, which makes it 'pending' once more).
 */
export const companyVerification = t.pgEnum('company_verification', [
  'unsubmitted',
  'pending',
  'verified',
  'rejected',
])

export interface WorkHours {
  day: string
  start: string
  end: string
}

export interface VerificationDocument {
  type: 'CAC_Document'
  fileName: string
  s3Url: string
}

export const companies = t.pgTable(
  'companies',
  {
    accountId: t
      .uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyName: t.text('company_name'),
    establishedDate: t.date('established_date'),
    countryCode: t.text('country_code'),
    phoneNumber: t.text('phone_number'),
    industryType: t.text('industry_type'),
    address: t.text('address'),
    city: t.text('city'),
    state: t.text('state'),
    bio: t.text('bio'),
    logoUrl: t.text('logo_url'),
    mediaUrls: t
      .text('media_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activeWeekDays: t.text('active_week_days').array(),
    workHours: t.jsonb('work_hours').$type<WorkHours[]>(),
    socialMedia: t.jsonb('social_media').$type<Record<string, string>>(),
    verificationDocument: t.jsonb('verification_document').$type<VerificationDocument>(),
    /** CAC registration number: 'RC' or 'BN' and digits. */
    rcNumber: t.text('rc_number'),
    verificationStatus: companyVerification('verification_status').notNull().default('unsubmitted'),
    /** When the current CAC document was uploaded: the queue's order and waiting time. */
    verificationSubmittedAt: t.timestamp('verification_submitted_at', { withTimezone: true }),
    /** The admin's reason for a rejection, or note with a verification, as the company was told. */
    verificationNote: t.text('verification_note'),
    /** Set by an admin who checked the CAC document. */
    verifiedAt: t.timestamp('verified_at', { withTimezone: true }),
    /** 'Usually responds within N days', worked out by the response-time sweep; null below 5. */
    medianResponseDays: t.integer('median_response_days'),
    /** The daily applicant digest covered applications up to this instant. */
    digestMailedUntil: t.timestamp('digest_mailed_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    t
      .index('companies_verification_queue_idx')
      .on(table.verificationStatus, table.verificationSubmittedAt),
    // The admin console's searches by company name (decision 073); pg_trgm's, migration 0012.
    t.index('companies_name_trgm_idx').using('gin', table.companyName.op('gin_trgm_ops')),
  ],
)
