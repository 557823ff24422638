import { sql } from 'drizzle-orm'
import * as t from 'drizzle-orm/pg-core'
import { timestamps } from './shared-columns.js'
import { accounts } from './accounts.tables.js'

export const interns = t.pgTable('interns', {
  accountId: t
    .uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: t.text('first_name'),
  lastName: t.text('last_name'),
  otherName: t.text('other_name'),
  dateOfBirth: t.date('date_of_birth'),
  countryCode: t.text('country_code'),
  phoneNumber: t.text('phone_number'),
  gender: t.text('gender'),
  address: t.text('address'),
  bio: t.text('bio'),
  preferredIndustry: t.text('preferred_industry'),
  intendedDuration: t.integer('intended_duration'),
  locationPreference: t.text('location_preference'),
  fieldOfStudy: t.text('field_of_study'),
  institutionName: t.text('institution_name'),
  yearOfEntry: t.integer('year_of_entry'),
  /** Null with `isPostgraduate` for MSc/PhD students. */
  yearOfGraduation: t.integer('year_of_graduation'),
  isPostgraduate: t.boolean('is_postgraduate').notNull().default(false),
  skills: t
    .text('skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  profileImageUrl: t.text('profile_image_url'),
  resumeUrl: t.text('resume_url'),
  mediaUrls: t
    .text('media_urls')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps,
})
