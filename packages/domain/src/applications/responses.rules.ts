import { MS_PER_DAY, startOfLagosDay } from '../shared/format.js'
import type { ApplicationStatus } from './applications.schemas.js'

/** DESIGN §10: days a company may leave an application undecided after the clock starts. */
export const NO_RESPONSE_DAYS_DEFAULT = 21
/** The company is warned this many days before an application becomes no_response. */
export const NO_RESPONSE_WARNING_DAYS = 3
/** An applicant waiting longer than this is counted (dashboard) and nudged (mail). */
export const WAITING_NUDGE_DAYS = 7
/** The response-time figure looks this far back… */
export const RESPONSE_WINDOW_DAYS = 90
/** …and is hidden below this many responses (too few to say 'usually'). */
export const MIN_RESPONSES_FOR_MEDIAN = 5
/** At most this many of the newest responses are read for one company's figure. */
export const RESPONSE_SAMPLE_MAX = 1000

/** A company can still decide these; the no-response rule watches them. */
export const isUndecided = (status: ApplicationStatus) =>
  status === 'pending' || status === 'in_review'

/**
 * When a deadline day ends in Lagos (West Africa Time is UTC+1 all year): the instant the next day
 * begins there.
 */
export function endOfDeadlineDay(deadline: string): Date {
  return new Date(startOfLagosDay(deadline).getTime() + MS_PER_DAY)
}

/**
 * When the company's time to answer starts running: the end of the role's deadline day, or the
 * moment the application was sent when the role has no deadline.
 */
export function responseClockStart(appliedAt: Date, deadline: string | null): Date {
  if (deadline === null) return appliedAt
  const end = endOfDeadlineDay(deadline)
  return end > appliedAt ? end : appliedAt
}

/** When an undecided application becomes no_response. */
export const noResponseDueAt = (clockStart: Date, days = NO_RESPONSE_DAYS_DEFAULT) =>
  new Date(clockStart.getTime() + days * MS_PER_DAY)

/** When the company is warned: NO_RESPONSE_WARNING_DAYS before it is due. */
export const noResponseWarningAt = (clockStart: Date, days = NO_RESPONSE_DAYS_DEFAULT) =>
  new Date(clockStart.getTime() + (days - NO_RESPONSE_WARNING_DAYS) * MS_PER_DAY)

export type NoResponseStage = 'waiting' | 'warn' | 'due'

/**
 * Where an application stands under the no-response rule at `now`: a decided one is never touched;
 * an undecided one is 'warn' in its last 3 days and 'due' from NO_RESPONSE_DAYS on.
 */
export function noResponseStage(
  application: { status: ApplicationStatus; clockStart: Date },
  now: Date,
  days = NO_RESPONSE_DAYS_DEFAULT,
): NoResponseStage | null {
  if (!isUndecided(application.status)) return null
  if (now >= noResponseDueAt(application.clockStart, days)) return 'due'
  if (now >= noResponseWarningAt(application.clockStart, days)) return 'warn'
  return 'waiting'
}

/** Whole days an applicant has waited, for the 'waiting longer than 7 days' count and nudge. */
export const isWaitingTooLong = (
  application: { status: ApplicationStatus; appliedAt: Date },
  now: Date,
) =>
  isUndecided(application.status) &&
  now.getTime() - application.appliedAt.getTime() > WAITING_NUDGE_DAYS * MS_PER_DAY

/**
 * 'Usually responds within N days': the median of the days from application to the company's
 * first response (a decision or a chat message), rounded up to whole days and at least 1; null
 * below MIN_RESPONSES_FOR_MEDIAN responses.
 */
export function medianResponseDays(responseTimesMs: readonly number[]): number | null {
  if (responseTimesMs.length < MIN_RESPONSES_FOR_MEDIAN) return null
  const sorted = [...responseTimesMs].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return Math.max(1, Math.ceil(median / MS_PER_DAY))
}

/** 'Usually responds within 3 days', 'Usually responds within a day'. */
export function responseTimeLabel(days: number): string {
  return days <= 1 ? 'Usually responds within a day' : `Usually responds within ${days} days`
}
