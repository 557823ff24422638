import { z } from 'zod'
import {
  checkInterviewPlace,
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_MESSAGES,
  INTERVIEW_MODES,
  interviewPlaceFields,
  interviewPlaceOf,
} from './interviews.schemas.js'

/**
 * Interviews the intern books (issue 31, decision 072): a company publishes its weekly
 * availability once, invites an applicant to book, and the applicant takes any free time in the
 * next 14 days, in West Africa Time.
 */

/** The days of the week, Monday first, as the availability stores them. */
export const INTERVIEW_WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type InterviewWeekday = (typeof INTERVIEW_WEEKDAYS)[number]

export const INTERVIEW_WEEKDAY_LABELS: Record<InterviewWeekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
}

/** How far ahead an applicant may book: today (in Lagos) and the 13 days after it. */
export const BOOKING_WINDOW_DAYS = 14

/** The most free times one answer lists: 14 days of back-to-back 15-minute interviews all day. */
export const BOOKING_TIMES_MAX = BOOKING_WINDOW_DAYS * ((24 * 60) / INTERVIEW_DURATION_MIN)

export const BOOKING_MESSAGES = {
  days: 'Choose at least one day of the week.',
  time: 'Give a time between 00:00 and 23:59.',
  order: 'The end time must be after the start time.',
  fits: 'The hours must fit at least one interview of this length.',
  saved: 'Interview availability saved.',
  noAvailability: 'Set your weekly interview availability first.',
  invited: 'Invitation to book an interview sent.',
  alreadyInvited: 'This applicant has already been invited to book an interview.',
  notInvited: 'This company has not invited you to book an interview.',
  notFree: 'Choose one of the free times.',
  interviewOpen: 'You already have an interview in progress for this application.',
  taken: 'That time was just taken; choose another',
  booked: 'Interview booked. A calendar invitation is on its way.',
  empty: `No free times in the next ${BOOKING_WINDOW_DAYS} days`,
  emptyHint: 'Message the company to find another time.',
} as const

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/

/** Minutes since midnight of a 'HH:MM' wall-clock time. */
export const minutesOfDay = (time: string) =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const wallTime = z.string({ message: BOOKING_MESSAGES.time }).regex(HH_MM, BOOKING_MESSAGES.time)

const duration = z
  .number({ message: INTERVIEW_MESSAGES.duration })
  .int(INTERVIEW_MESSAGES.duration)
  .min(INTERVIEW_DURATION_MIN, INTERVIEW_MESSAGES.duration)
  .max(INTERVIEW_DURATION_MAX, INTERVIEW_MESSAGES.duration)

const hours = z.object({ from: wallTime, to: wallTime, durationMinutes: duration })
type Hours = z.output<typeof hours>
const spanOf = (value: Hours) => minutesOfDay(value.to) - minutesOfDay(value.from)
/** Checked as soon as the hours and length are valid, whatever else is wrong, for the form. */
const whenHoursValid = (payload: { value: unknown }) => hours.safeParse(payload.value).success

/**
 * `PUT /company/interview-availability`: the days of the week, the hours (West Africa Time,
 * 'HH:MM', the end excluded), each interview's length and how it happens. Repeated days count
 * once; days are kept Monday first.
 */
export const InterviewAvailabilityInputSchema = z
  .object({
    days: z
      .array(z.enum(INTERVIEW_WEEKDAYS, { message: BOOKING_MESSAGES.days }), {
        message: BOOKING_MESSAGES.days,
      })
      .min(1, BOOKING_MESSAGES.days)
      .max(INTERVIEW_WEEKDAYS.length * 2, BOOKING_MESSAGES.days),
    ...hours.shape,
    ...interviewPlaceFields,
  })
  .refine((value) => spanOf(value) > 0, {
    message: BOOKING_MESSAGES.order,
    path: ['to'],
    when: whenHoursValid,
  })
  .refine((value) => spanOf(value) <= 0 || spanOf(value) >= value.durationMinutes, {
    message: BOOKING_MESSAGES.fits,
    path: ['to'],
    when: whenHoursValid,
  })
  .superRefine(checkInterviewPlace)
  .transform((value) => ({
    days: INTERVIEW_WEEKDAYS.filter((day) => value.days.includes(day)),
    from: value.from,
    to: value.to,
    durationMinutes: value.durationMinutes,
    ...interviewPlaceOf(value),
  }))
export type InterviewAvailabilityInput = z.input<typeof InterviewAvailabilityInputSchema>
export type InterviewAvailabilitySettings = z.output<typeof InterviewAvailabilityInputSchema>

/** `GET /company/interview-availability`: the company's availability, or null before it sets one. */
export const InterviewAvailabilitySchema = z.object({
  days: z.array(z.enum(INTERVIEW_WEEKDAYS)),
  from: z.string(),
  to: z.string(),
  durationMinutes: z.number().int(),
  mode: z.enum(INTERVIEW_MODES),
  location: z.string().nullable(),
  link: z.string().nullable(),
  updatedAt: z.iso.datetime(),
})
export type InterviewAvailability = z.infer<typeof InterviewAvailabilitySchema>

/** `GET|POST /company/applications/{id}/booking-invite`: whether the applicant was invited. */
export const BookingInviteSchema = z.object({
  /** When the applicant was invited to book; null when not, or once they booked. */
  invitedAt: z.iso.datetime().nullable(),
  /** Whether the company has set its availability (the invitation needs it). */
  hasAvailability: z.boolean(),
})
export type BookingInvite = z.infer<typeof BookingInviteSchema>

/**
 * `GET /users/applications/{id}/free-times`: every free start time of the next 14 days, soonest
 * first, with how the interview happens. `invited` is false (and `docs` empty) when the company
 * has not invited the applicant to book, or they already booked.
 */
export const FreeTimesSchema = z.object({
  invited: z.boolean(),
  docs: z.array(z.object({ startsAt: z.iso.datetime() })),
  durationMinutes: z.number().int().nullable(),
  mode: z.enum(INTERVIEW_MODES).nullable(),
  location: z.string().nullable(),
  link: z.string().nullable(),
  windowDays: z.number().int(),
})
export type FreeTimes = z.infer<typeof FreeTimesSchema>

/** `POST /users/applications/{id}/book`: one of the free times. */
export const BookInterviewInputSchema = z.object({
  startsAt: z.iso
    .datetime({ offset: true, message: BOOKING_MESSAGES.notFree })
    .transform((value) => new Date(value).toISOString()),
})
export type BookInterviewInput = z.input<typeof BookInterviewInputSchema>
