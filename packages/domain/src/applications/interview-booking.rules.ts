import {
  addDays,
  formatShortDay,
  isoToWat,
  SHORT_WEEKDAY_NAMES,
  startOfLagosDay,
  todayInLagos,
  weekdayOf,
} from '../shared/format.js'
import { timesOverlap, type TimeSpan } from './interviews.rules.js'
import {
  BOOKING_TIMES_MAX,
  BOOKING_WINDOW_DAYS,
  INTERVIEW_WEEKDAYS,
  minutesOfDay,
  type InterviewWeekday,
} from './interview-booking.schemas.js'

/**
 * The free times of a weekly availability (decision 072), worked out the same way for the list
 * the applicant sees and for the check when they book.
 */

/** The weekly hours: days, 'HH:MM' from and to in Lagos (the end excluded), and each length. */
export interface WeeklyHours {
  days: readonly InterviewWeekday[]
  from: string
  to: string
  durationMinutes: number
}

const MINUTE_MS = 60_000

/** 'sun' … 'sat' for a Lagos calendar day, by its weekday number (0 is Sunday). */
const SUNDAY_FIRST: readonly InterviewWeekday[] = [
  'sun',
  ...INTERVIEW_WEEKDAYS.filter((day) => day !== 'sun'),
]

/** The first instant after the booking window: midnight in Lagos after its 14th day. */
export const bookingWindowEnd = (now: Date) =>
  startOfLagosDay(addDays(todayInLagos(now), BOOKING_WINDOW_DAYS))

/**
 * Every start time of the weekly hours from now to the window's end (today in Lagos and the 13
 * days after it), back to back from `from`, each ending by `to`; none at or before `now`.
 */
export function weeklyStartTimes(hours: WeeklyHours, now: Date): Date[] {
  const today = todayInLagos(now)
  const from = minutesOfDay(hours.from)
  const to = minutesOfDay(hours.to)
  const starts: Date[] = []
  for (let offset = 0; offset < BOOKING_WINDOW_DAYS; offset++) {
    const day = addDays(today, offset)
    const weekday = SUNDAY_FIRST[weekdayOf(day)]
    if (!weekday || !hours.days.includes(weekday)) continue
    const midnight = startOfLagosDay(day).getTime()
    for (let start = from; start + hours.durationMinutes <= to; start += hours.durationMinutes) {
      const at = new Date(midnight + start * MINUTE_MS)
      if (at > now) starts.push(at)
    }
  }
  return starts.slice(0, BOOKING_TIMES_MAX)
}

/** The start times of the weekly hours that overlap none of the `busy` times. */
export function freeInterviewTimes(
  hours: WeeklyHours,
  busy: readonly TimeSpan[],
  now: Date,
): string[] {
  return weeklyStartTimes(hours, now)
    .filter(
      (startsAt) =>
        !busy.some((taken) =>
          timesOverlap({ startsAt, durationMinutes: hours.durationMinutes }, taken),
        ),
    )
    .map((startsAt) => startsAt.toISOString())
}

/** 'Mon 1 Jun': a Lagos calendar day ('2026-06-01') as the time chooser heads it. */
export const bookingDayLabel = (day: string) =>
  `${SHORT_WEEKDAY_NAMES[weekdayOf(day)] ?? ''} ${formatShortDay(day)}`

export interface BookingDay {
  /** 'YYYY-MM-DD' in Lagos. */
  day: string
  /** 'Mon 1 Jun'. */
  label: string
  /** Each start time, with its Lagos wall clock ('10:00'). */
  times: { startsAt: string; time: string }[]
}

/** Free times (soonest first) grouped by their Lagos day, for the applicant's chooser. */
export function groupTimesByDay(times: readonly string[]): BookingDay[] {
  const days: BookingDay[] = []
  for (const startsAt of times) {
    const { date, time } = isoToWat(startsAt)
    let group = days.at(-1)
    if (group?.day !== date) {
      group = { day: date, label: bookingDayLabel(date), times: [] }
      days.push(group)
    }
    group.times.push({ startsAt, time })
  }
  return days
}
