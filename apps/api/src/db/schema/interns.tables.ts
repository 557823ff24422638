import { sql } from 'drizzle-orm'
import { boolean, date, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './shared-columns.js'
import { accounts } from './accounts.tables.js'

export const interns = pgTable('interns', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  otherName: text('other_name'),
  dateOfBirth: date('date_of_birth'),
  countryCode: text('country_code'),
  phoneNumber: text('phone_number'),
  gender: text('gender'),
  address: text('address'),
  bio: text('bio'),
  preferredIndustry: text('preferred_industry'),
  intendedDuration: integer('intended_duration'),
  locationPreference: text('location_preference'),
  fieldOfStudy: text('field_of_study'),
  institutionName: text('institution_name'),
  yearOfEntry: integer('year_of_entry'),
  /** Null with `isPostgraduate` for MSc/PhD students. */
  yearOfGraduation: integer('year_of_graduation'),
  isPostgraduate: boolean('is_postgraduate').notNull().default(false),
  skills: text('skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  profileImageUrl: text('profile_image_url'),
  resumeUrl: text('resume_url'),
  mediaUrls: text('media_urls')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps,
})
