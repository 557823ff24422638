import {
  addDays,
  dayNumber,
  formatDay,
  lagosDayLabel,
  mondayOf,
  SHORT_WEEKDAY_NAMES,
  weekdayOf,
} from '../shared/format.js'

/**
 * The SIWES/IT weekly logbook (issue 29, decision 061): the student writes each working day's
 * activities, Monday to Friday with Saturday optional; the industry supervisor signs each week
 * through a link, without an account. Days are Lagos calendar days, 'YYYY-MM-DD'. No zod here.
 */
export const LOGBOOK_STATUSES = ['draft', 'submitted', 'signed'] as const
export type LogbookStatus = (typeof LOGBOOK_STATUSES)[number]

/** A signing link works this many days after it is sent, for its one week only. */
export const LOGBOOK_LINK_DAYS = 14
/** A submitted week unsigned this many days reminds the supervisor, once per submission. */
export const LOGBOOK_REMINDER_DAYS = 7
/** Monday to Saturday: the working days and the optional Saturday. */
export const LOGBOOK_DAYS_PER_WEEK = 6
export const LOGBOOK_ACTIVITIES_MAX_LENGTH = 2000
export const LOGBOOK_COMMENT_MAX_LENGTH = 1000
export const LOGBOOK_SIGNATURE_MAX_LENGTH = 100

export const isMonday = (day: string) => weekdayOf(day) === 1

/** What the logbook's days are bounded by: the placement's dates. */
export interface LogbookPeriod {
  startDate: string
  endDate: string
}

/**
 * The weeks of the logbook on `today`, oldest first, as their Mondays: from the week the
 * placement starts to this week, or to its last week once it is over. None before it starts.
 */
export function logbookWeekStarts(period: LogbookPeriod, today: string): string[] {
  if (today < period.startDate) return []
  const last = mondayOf(today < period.endDate ? today : period.endDate)
  const weeks: string[] = []
  for (let week = mondayOf(period.startDate); week <= last; week = addDays(week, 7)) {
    weeks.push(week)
  }
  return weeks
}

/** The days of a week that may be written: Monday to Saturday, within the placement's dates. */
export function logbookDaysOf(weekStart: string, period: LogbookPeriod): string[] {
  return Array.from({ length: LOGBOOK_DAYS_PER_WEEK }, (_, n) => addDays(weekStart, n)).filter(
    (day) => day >= period.startDate && day <= period.endDate,
  )
}

/** 'Week 3': the week's place in the logbook, counting the week the placement starts as 1. */
export const logbookWeekNumber = (weekStart: string, period: LogbookPeriod) =>
  Math.floor((dayNumber(weekStart) - dayNumber(mondayOf(period.startDate))) / 7) + 1

/** Why a week cannot be written on `today`, or null when it can. */
export function logbookWeekProblem(
  weekStart: string,
  period: LogbookPeriod,
  today: string,
): 'notMonday' | 'outside' | 'future' | null {
  if (!isMonday(weekStart)) return 'notMonday'
  if (weekStart > mondayOf(today)) return 'future'
  if (logbookDaysOf(weekStart, period).length === 0) return 'outside'
  return null
}

/** Why a day cannot be written in the week on `today`, or null when it can. */
export function logbookDayProblem(
  day: string,
  weekStart: string,
  period: LogbookPeriod,
  today: string,
): 'notInWeek' | 'outside' | 'future' | null {
  const offset = dayNumber(day) - dayNumber(weekStart)
  if (offset < 0 || offset >= LOGBOOK_DAYS_PER_WEEK) return 'notInWeek'
  if (day < period.startDate || day > period.endDate) return 'outside'
  if (day > today) return 'future'
  return null
}

/**
 * The day a week may be sent to the supervisor from: its Friday, or the placement's last day
 * when that comes first. A Saturday worked is written before the week is sent, or on Saturday.
 */
export function logbookSubmittableFrom(weekStart: string, period: LogbookPeriod): string {
  const friday = addDays(weekStart, 4)
  return friday < period.endDate ? friday : period.endDate
}

/** 'Mon, 11 May 2026'. */
export const formatLogbookDay = (day: string) =>
  `${SHORT_WEEKDAY_NAMES[weekdayOf(day)]}, ${formatDay(day)}`

/** '11 May 2026 – 16 May 2026': the week, Monday to Saturday. */
export const formatLogbookWeek = (weekStart: string) =>
  `${formatDay(weekStart)} – ${formatDay(addDays(weekStart, LOGBOOK_DAYS_PER_WEEK - 1))}`

/** 'Signed by Emeka Nwosu on 21 May 2026': the signature line, in the PDF and on the pages. */
export const logbookSignatureLine = (signatureName: string, signedAt: string | Date) =>
  `Signed by ${signatureName} on ${lagosDayLabel(new Date(signedAt))}`

/** A signature's typed name: two words at least, the first of two letters or more ('Emeka Nwosu'). */
export const isFullName = (name: string) => /^\S{2,}(\s+\S+)+$/u.test(name.trim())

/** How the pages name a week's status. */
export const LOGBOOK_STATUS_LABELS: Record<LogbookStatus, string> = {
  draft: 'Draft',
  submitted: 'Waiting for signature',
  signed: 'Signed',
}
