/**
 * How the product writes dates, times, money and the Lagos day: the Nigerian way (14 May 2026,
 * 14/05/2026, NGN 50,000, 'Tue, 3 Dec 2026, 10:00 WAT'). Screens, mail, letters and the applicants
 * CSV all format through here (decision 052). Built by hand rather than with toLocale…, so every
 * browser and the server write the same text; no zod, so a page that only shows a date or a sum
 * loads none (decision 051).
 */

export const MS_PER_DAY = 86_400_000

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export const SHORT_WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const

/** 'Jan' … 'Dec' for a month index 0 … 11; '' outside it. */
export const shortMonthName = (monthIndex: number) => MONTH_NAMES[monthIndex]?.slice(0, 3) ?? ''

const twoDigits = (n: number) => String(n).padStart(2, '0')

// ── The Lagos day ───────────────────────────────────────────────────────────────────────────────

/**
 * West Africa Time: Africa/Lagos is UTC+1 all year (no daylight saving). The one statement of the
 * offset; the API's SQL interpolates it too (apps/api/src/db/lagos-time.ts).
 */
export const WAT_OFFSET_MINUTES = 60
export const WAT_OFFSET_MS = WAT_OFFSET_MINUTES * 60_000

/** An instant moved onto the Lagos wall clock: its getUTC… parts read the time in Lagos. */
const onLagosClock = (instant: Date) => new Date(instant.getTime() + WAT_OFFSET_MS)

/** The calendar day an instant falls on in Lagos, as 'YYYY-MM-DD' (today by default). */
export function todayInLagos(now = new Date()): string {
  return onLagosClock(now).toISOString().slice(0, 10)
}

/** The instant a Lagos calendar day ('2026-05-14') begins: midnight there, 23:00 UTC the day before. */
export function startOfLagosDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - WAT_OFFSET_MS)
}

/** The instant of a wall-clock date ('2026-12-03') and time ('10:00') in Lagos, as ISO (UTC). */
export function watToIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null
  const value = new Date(Date.parse(`${date}T${time}:00Z`) - WAT_OFFSET_MS)
  return Number.isNaN(value.getTime()) ? null : value.toISOString()
}

/** The Lagos wall clock of an instant: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function isoToWat(iso: string): { date: string; time: string } {
  const shifted = onLagosClock(new Date(iso)).toISOString()
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) }
}

/**
 * 'Tue, 3 Dec 2026, 10:00 WAT': an interview time as Nigerians write it, the same on the server
 * (mail, chat lines) and in every browser whatever its time zone.
 */
export function formatWat(iso: string | Date): string {
  const time = typeof iso === 'string' ? new Date(iso) : iso
  if (Number.isNaN(time.getTime())) return ''
  const wall = onLagosClock(time)
  const clock = `${twoDigits(wall.getUTCHours())}:${twoDigits(wall.getUTCMinutes())}`
  return `${SHORT_WEEKDAY_NAMES[wall.getUTCDay()]}, ${wall.getUTCDate()} ${shortMonthName(wall.getUTCMonth())} ${wall.getUTCFullYear()}, ${clock} WAT`
}

// ── Calendar days ───────────────────────────────────────────────────────────────────────────────

export interface DayParts {
  year: number
  month: number
  day: number
}

/** A calendar day ('2003-05-14', or the day part of '2003-05-14T…'), never shifted by a time zone. */
function calendarDay(value: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  return month >= 0 && month < 12 && day >= 1 && day <= 31 ? { year, month, day } : null
}

/** '14 May 2003' for day 14 of month index 4 of 2003. */
export const longDay = ({ year, month, day }: DayParts) => `${day} ${MONTH_NAMES[month]} ${year}`

/** '14 May 2003' for a calendar day such as a date of birth, a deadline or a start date; '' when unreadable. */
export function formatDay(value: string): string {
  const parts = calendarDay(value)
  return parts ? longDay(parts) : ''
}

/** 'March 2019' for a month ('2019-03' or a day in it); '' when unreadable. */
export function formatMonthYear(value: string | null | undefined): string {
  const parts = calendarDay(`${(value ?? '').slice(0, 7)}-01`)
  return parts ? `${MONTH_NAMES[parts.month]} ${parts.year}` : ''
}

/** 'May 2025' for a month ('2025-05' or a day in it), where a CV or a card is short of room. */
export function formatShortMonthYear(value: string | null | undefined): string {
  const parts = calendarDay(`${(value ?? '').slice(0, 7)}-01`)
  return parts ? `${shortMonthName(parts.month)} ${parts.year}` : ''
}

/**
 * 'May 2025 – Aug 2025' for a span of months; 'May 2025 – Present' while it goes on (no end),
 * 'May 2025' for a single month; '' when the start is unreadable.
 */
export function formatMonthRange(from: string | null | undefined, to: string | null | undefined) {
  const start = formatShortMonthYear(from)
  if (!start) return ''
  const end = to ? formatShortMonthYear(to) : 'Present'
  if (!end || end === start) return start
  return `${start} – ${end}`
}

/** '14/05/2003' for a calendar day, where space is short. */
export function formatCompactDay(value: string): string {
  const parts = calendarDay(value)
  return parts ? `${twoDigits(parts.day)}/${twoDigits(parts.month + 1)}/${parts.year}` : ''
}

/** '5 Dec' for a calendar day '2026-12-05'; '' when unreadable. */
export function formatShortDay(value: string): string {
  const parts = calendarDay(value)
  return parts ? `${parts.day} ${shortMonthName(parts.month)}` : ''
}

/** A moment's wall-clock reading: its calendar day, weekday (0 = Sunday), hours and minutes. */
export interface ClockParts extends DayParts {
  weekday: number
  hours: number
  minutes: number
}

/** An instant as the Lagos wall clock reads it, for pages the server writes. */
export function lagosClockParts(at: Date): ClockParts {
  const wall = onLagosClock(at)
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
  }
}

/** '03:05 PM' — the 12-hour time the spec asks for. */
export const twelveHourTime = ({ hours, minutes }: { hours: number; minutes: number }) =>
  `${twoDigits(hours % 12 || 12)}:${twoDigits(minutes)} ${hours < 12 ? 'AM' : 'PM'}`

const isSameDayParts = (a: DayParts, b: DayParts) =>
  a.year === b.year && a.month === b.month && a.day === b.day

/**
 * 'Today', 'Yesterday', 'Mon 3 Nov', or 'Mon 3 Nov 2025' outside this year: a chat's day divider,
 * from the moment's day and today's and yesterday's, on whichever clock the reader's is.
 */
export function relativeDayLabel(
  moment: DayParts & { weekday: number },
  today: DayParts,
  yesterday: DayParts,
): string {
  if (isSameDayParts(moment, today)) return 'Today'
  if (isSameDayParts(moment, yesterday)) return 'Yesterday'
  const { year, month, day, weekday } = moment
  const sameYear = year === today.year
  return `${SHORT_WEEKDAY_NAMES[weekday]} ${day} ${shortMonthName(month)}${sameYear ? '' : ` ${year}`}`
}

/** '14 May 2026': the day an instant falls on in Lagos, as mail, letters and the CSV write it. */
export function lagosDayLabel(at: Date): string {
  return Number.isNaN(at.getTime()) ? '' : formatDay(todayInLagos(at))
}

// ── Money and counts ────────────────────────────────────────────────────────────────────────────

/** '1,250,000': a whole number's digits grouped in thousands (its sign left to the caller). */
export const groupThousands = (whole: number) =>
  String(Math.abs(Math.round(whole))).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** 'NGN 50,000': whole naira with thousands separators. */
export function formatNaira(amount: number): string {
  return `NGN ${amount < 0 ? '-' : ''}${groupThousands(amount)}`
}

/** 'NGN 1,250.40': naira and kobo, for what providers charge by the message. */
export function formatNairaKobo(amount: number): string {
  const [whole = '0', kobo = '00'] = Math.abs(amount).toFixed(2).split('.')
  return `NGN ${amount < 0 ? '-' : ''}${groupThousands(Number(whole))}.${kobo}`
}

/** '1 result', '1,250 results': a count of things, grouped as money is. */
export const formatCount = (count: number, one: string, many = `${one}s`) =>
  `${count < 0 ? '-' : ''}${groupThousands(count)} ${count === 1 ? one : many}`

/** A calendar day ('YYYY-MM-DD') as a count of days since 1970, for day arithmetic. */
export const dayNumber = (day: string) =>
  Math.floor(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / MS_PER_DAY)

/** The calendar day `days` after `day` (before, when negative). */
export const addDays = (day: string, days: number) =>
  new Date((dayNumber(day) + days) * MS_PER_DAY).toISOString().slice(0, 10)

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`).getUTCDay()

/** The Monday of the week `day` is in (a week runs Monday to Sunday). */
export const mondayOf = (day: string) => addDays(day, -((weekdayOf(day) + 6) % 7))

// ── Places and phones ───────────────────────────────────────────────────────────────────────────

/** A location that only repeats the work type ('Remote' for a remote role) says nothing more. */
export const locationRepeatsType = (location: string, typeLabel: string) =>
  location.trim().toLowerCase() === typeLabel.toLowerCase()

/** 'Abuja FCT · Hybrid'; a location that only repeats the work type ('Remote') is said once. */
export function formatPlaceAndType(location: string, typeLabel: string): string {
  return locationRepeatsType(location, typeLabel) ? typeLabel : `${location} · ${typeLabel}`
}

const NIGERIA_CODE = '+234'

/**
 * '+234 803 123 4567': the country code always, and a Nigerian number's trunk 0 dropped and its
 * ten digits grouped as people say them. Other countries' digits are kept as typed.
 */
export function formatPhone(countryCode: string | null | undefined, number: string | null): string {
  const digits = (number ?? '').replace(/\D/g, '')
  if (!digits) return ''
  const code = countryCode?.trim() || NIGERIA_CODE
  if (code !== NIGERIA_CODE) return `${code} ${(number ?? '').trim()}`
  const local = digits.replace(/^234(?=\d{10}$)/, '').replace(/^0(?=\d{10}$)/, '')
  const grouped = /^\d{10}$/.test(local)
    ? `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`
    : local
  return `${code} ${grouped}`
}
