import {
  durationInMonths,
  formatWat,
  longDay,
  shortMonthName,
  relativeDayLabel,
  twelveHourTime,
  POSTGRADUATE_LABEL,
  responseTimeLabel,
  roleDurationLabel,
  stipendLabel,
  type DayParts,
  type RoleTerm,
} from '@app/domain'

/**
 * What only screens write: instants in the viewer's own time zone ('3 Nov 2026, 03:05 PM', 'Today'),
 * durations, phone numbers and the like. Calendar days, money, counts and Lagos times come from
 * the one formatter in packages/domain (shared/format.ts), which mail, letters and the CSV use too.
 */

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/** An instant, read in the viewer's time zone. */
function instant(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

const partsOf = (date: Date): DayParts => ({
  year: date.getFullYear(),
  month: date.getMonth(),
  day: date.getDate(),
})

/** '3 November 2026' for an instant (when something happened), in the viewer's time zone. */
export function formatDate(value: string | Date): string {
  const date = instant(value)
  return date ? longDay(partsOf(date)) : ''
}

/** '03:05 PM' — the 12-hour time the spec asks for. */
export function formatTime(value: string | Date): string {
  const date = instant(value)
  return date ? twelveHourTime({ hours: date.getHours(), minutes: date.getMinutes() }) : ''
}

/** '3 Nov 2026, 03:05 PM'. */
export function formatDateTime(value: string | Date): string {
  const date = instant(value)
  if (!date) return ''
  const { year, month, day } = partsOf(date)
  return `${day} ${shortMonthName(month)} ${year}, ${formatTime(date)}`
}

const isSameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()
const dayBefore = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() - 1)

/** 'Today', 'Yesterday', 'Mon 3 Nov', or 'Mon 3 Nov 2025' outside this year: a chat's day divider. */
export function formatRelativeDay(value: string | Date, now = new Date()): string {
  const date = instant(value)
  if (!date) return ''
  return relativeDayLabel(
    { ...partsOf(date), weekday: date.getDay() },
    partsOf(now),
    partsOf(dayBefore(now)),
  )
}

/** An inbox row's time: '03:05 PM' today, '3 Nov 2026, 03:05 PM' before. */
export function formatInboxTime(value: string | Date, now = new Date()): string {
  const date = instant(value)
  if (!date) return ''
  return isSameDay(date, now) ? formatTime(date) : formatDateTime(date)
}

/**
 * How long something has waited for the team: 'Waiting less than an hour', 'Waiting 5 hours',
 * 'Waiting 3 days'.
 */
export function formatWaiting(since: string | Date, now: Date = new Date()): string {
  const date = instant(since)
  if (!date) return ''
  const hours = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 3_600_000))
  if (hours < 1) return 'Waiting less than an hour'
  if (hours < 24) return `Waiting ${plural(hours, 'hour')}`
  return `Waiting ${plural(Math.floor(hours / 24), 'day')}`
}

/**
 * A role's monthly stipend as every card and detail shows it: 'NGN 50,000 a month',
 * 'NGN 30,000–50,000 a month', 'Up to NGN 30,000 a month' when the minimum is 0, or plainly
 * 'Unpaid' (domain stipendLabel, which the server's first page of roles uses too).
 */
export const formatStipend = (minimum: number, maximum: number | null | undefined): string =>
  stipendLabel(minimum, maximum)

/**
 * A role's duration: 'N Month(s)' from the stored months (under a month in days), and a SIWES/IT
 * role's in its weeks ('24 Weeks'), as domain roleDurationLabel says it for every screen.
 */
export const formatRoleDuration = roleDurationLabel

/** What a role's chosen duration stores: '= 6 months', '= 6 years (72 months)'. */
export function formatStoredDuration(duration: number, term: RoleTerm): string {
  const months = plural(durationInMonths(duration, term), 'month')
  return term === 'month' ? `= ${months}` : `= ${plural(duration, 'year')} (${months})`
}

// Shared with the server's pages (issue 33): the domain says them once.
export { formatPhone, formatPlaceAndType, locationRepeatsType } from '@app/domain'

/**
 * An intern's years of study, with their level in words: '2019 - 2023',
 * 'Postgraduate (MSc, PhD), started 2021', 'Started 2022'.
 */
export function formatStudyYears(education: {
  yearOfEntry: number | null
  yearOfGraduation: number | null
  isPostgraduate: boolean
}): string {
  const { yearOfEntry, yearOfGraduation, isPostgraduate } = education
  if (yearOfGraduation)
    return yearOfEntry ? `${yearOfEntry} - ${yearOfGraduation}` : `Graduating ${yearOfGraduation}`
  if (isPostgraduate)
    return yearOfEntry ? `${POSTGRADUATE_LABEL}, started ${yearOfEntry}` : POSTGRADUATE_LABEL
  return yearOfEntry ? `Started ${yearOfEntry}` : ''
}

export { socialNetworkLabel } from '@app/domain'

/** 'Usually responds within 3 days'; '' when there are too few responses to say. */
export function formatResponseTime(medianResponseDays: number | null): string {
  return medianResponseDays === null ? '' : responseTimeLabel(medianResponseDays)
}

/** 'Tue, 3 Dec 2026, 10:00 WAT · 45 min': a proposed or chosen interview time and its length. */
export const formatInterviewSlot = (startsAt: string, durationMinutes: number): string =>
  `${formatWat(startsAt)} · ${durationMinutes} min`
