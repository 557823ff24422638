import * as t from 'drizzle-orm/pg-core'
import type { InterviewMode, InterviewWeekday } from '@app/domain'
import { timestamps } from './shared-columns.js'
import { accountRef, accounts } from './accounts.tables.js'
import { applications, interviews } from './applications.tables.js'

/**
 * A company's weekly interview availability (issue 31, decision 072): the days, the hours in West
 * Africa Time ('HH:MM', the end excluded), each interview's length and how it happens. One per
 * company, replaced whole when it saves again.
 */
export const interviewAvailability = t.pgTable('interview_availability', {
  companyId: t
    .uuid('company_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  days: t.text('days').array().$type<InterviewWeekday[]>().notNull(),
  fromTime: t.text('from_time').notNull(),
  toTime: t.text('to_time').notNull(),
  durationMinutes: t.integer('duration_minutes').notNull(),
  mode: t.text('mode').$type<InterviewMode>().notNull(),
  location: t.text('location'),
  link: t.text('link'),
  ...timestamps,
})

/**
 * An applicant invited to book a time in the company's availability (decision 072): one per
 * application. Booking sets `booked_at` and the interview it made; inviting again clears them.
 */
export const interviewBookingInvites = t.pgTable(
  'interview_booking_invites',
  {
    applicationId: t
      .uuid('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: accountRef('company_id'),
    internId: accountRef('intern_id'),
    invitedAt: t.timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    bookedAt: t.timestamp('booked_at', { withTimezone: true }),
    interviewId: t.uuid('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
  },
  (table) => [
    // The data export reads an account's invitations by either side.
    t.index('interview_booking_invites_company_idx').on(table.companyId),
    t.index('interview_booking_invites_intern_idx').on(table.internId),
  ],
)
