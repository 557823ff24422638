import { isoToWat, lagosDayLabel } from '../shared/format.js'
import type { Interview, InterviewStatus } from './interviews.schemas.js'

/**
 * Rules of interviews shared by the API and both sides' screens (decision 045): when one is still
 * open, when its proposed times have all passed, and when two interviews take the same time.
 */

export interface TimeSpan {
  startsAt: string | Date
  durationMinutes: number
}

const MINUTE_MS = 60_000
const startOf = (span: TimeSpan) => new Date(span.startsAt).getTime()
const endOf = (span: TimeSpan) => startOf(span) + span.durationMinutes * MINUTE_MS

/** Two times overlap when each starts before the other ends (back to back is no clash). */
export const timesOverlap = (a: TimeSpan, b: TimeSpan): boolean =>
  startOf(a) < endOf(b) && startOf(b) < endOf(a)

/** Waiting for an answer from either side. */
const WAITING: readonly InterviewStatus[] = ['proposed', 'other_times_requested']

/** Open: waiting for an answer, or scheduled and not yet over. Cancelled and declined are closed. */
export function isInterviewOpen(
  interview: Pick<Interview, 'status' | 'scheduled'>,
  now = new Date(),
): boolean {
  if (WAITING.includes(interview.status)) return true
  return (
    interview.status === 'scheduled' &&
    interview.scheduled !== null &&
    endOf(interview.scheduled) > now.getTime()
  )
}

/** A scheduled interview whose time is over: another round may be arranged. */
export const isInterviewOver = (interview: Pick<Interview, 'scheduled'>, now = new Date()) =>
  interview.scheduled !== null && endOf(interview.scheduled) <= now.getTime()

export const hasSlotPassed = (slot: TimeSpan, now = new Date()) => startOf(slot) <= now.getTime()

/** A proposal none of whose times can still be chosen: the intern can only ask for new ones. */
export const allSlotsPassed = (slots: readonly TimeSpan[], now = new Date()) =>
  slots.every((slot) => hasSlotPassed(slot, now))

/** '10:00 WAT on 14 May 2026': a time as the clash messages write it (Lagos wall clock). */
export function watTimeOnDay(at: string | Date): string {
  const instant = new Date(at)
  return `${isoToWat(instant.toISOString()).time} WAT on ${lagosDayLabel(instant)}`
}

/**
 * An interview already at a time someone asked for. `own`: the one asking is a party to it and
 * may hear who with and for which role. `theirs`: only the other side is (the intern's interview
 * with another company, or the company's with another applicant), so only its time is told.
 */
export type InterviewClash =
  | { whose: 'own'; at: TimeSpan; withName: string; roleTitle: string }
  | { whose: 'theirs'; at: TimeSpan; name: string }

/** What the company proposing or the intern choosing is told about a clash (409). */
export function interviewClashMessage(clash: InterviewClash, asker: 'company' | 'intern'): string {
  const when = `${watTimeOnDay(clash.at.startsAt)} (${clash.at.durationMinutes} minutes)`
  const next =
    asker === 'company'
      ? 'Choose another time.'
      : 'Choose another time, or ask the company for other times.'
  return clash.whose === 'own'
    ? `You already have an interview at ${when} with ${clash.withName} for ${clash.roleTitle}. ${next}`
    : `${clash.name} already has an interview at ${when}. ${next}`
}
