import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { timestamps } from './shared-columns.js'
import { accounts } from './accounts.tables.js'

/**
 * Where a company stands with the operator (decision 021): 'unsubmitted' until it uploads its CAC
 * document, 'pending' while an admin has not looked, then 'verified' or 'rejected' (it may upload
 * again, which makes it 'pending' once more).
 */
export const companyVerification = pgEnum('company_verification', [
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

export const companies = pgTable(
  'companies',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    companyName: text('company_name'),
    establishedDate: date('established_date'),
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    industryType: text('industry_type'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    bio: text('bio'),
    logoUrl: text('logo_url'),
    mediaUrls: text('media_urls')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    activeWeekDays: text('active_week_days').array(),
    workHours: jsonb('work_hours').$type<WorkHours[]>(),
    socialMedia: jsonb('social_media').$type<Record<string, string>>(),
    verificationDocument: jsonb('verification_document').$type<VerificationDocument>(),
    /** CAC registration number: 'RC' or 'BN' and digits. */
    rcNumber: text('rc_number'),
    verificationStatus: companyVerification('verification_status').notNull().default('unsubmitted'),
    /** When the current CAC document was uploaded: the queue's order and waiting time. */
    verificationSubmittedAt: timestamp('verification_submitted_at', { withTimezone: true }),
    /** The admin's reason for a rejection, or note with a verification, as the company was told. */
    verificationNote: text('verification_note'),
    /** Set by an admin who checked the CAC document. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** 'Usually responds within N days', worked out by the response-time sweep; null below 5. */
    medianResponseDays: integer('median_response_days'),
    /** The daily applicant digest covered applications up to this instant. */
    digestMailedUntil: timestamp('digest_mailed_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('companies_verification_queue_idx').on(t.verificationStatus, t.verificationSubmittedAt),
  ],
)
