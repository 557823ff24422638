import { todayInLagos } from '../shared/format.js'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * The reminders of a scheduled interview (decision 030): each is due `leadMs` before the interview
 * starts and still makes sense until `lastsUntilMs` before it. One that could not go out in that
 * time (the server or the mail server was down) is dropped, not sent late (decision 046): a
 * 'tomorrow' mail after the interview tells nobody anything true.
 */
export const INTERVIEW_REMINDERS = {
  /** The day before, until the hours' reminder is due: from then on that one says it. */
  day: { leadMs: 24 * HOUR_MS, lastsUntilMs: 2 * HOUR_MS },
  /**
   * Two hours before, until the interview starts: time to cross Lagos after a 'YES' (issue 28),
   * and for a company told 'NO' to plan the slot.
   */
  hours: { leadMs: 2 * HOUR_MS, lastsUntilMs: 0 },
} as const

export type InterviewReminderKind = keyof typeof INTERVIEW_REMINDERS
export const INTERVIEW_REMINDER_KINDS = ['day', 'hours'] as const satisfies InterviewReminderKind[]

/** When the reminder is due. */
export const interviewReminderDueAt = (kind: InterviewReminderKind, startsAt: Date) =>
  new Date(startsAt.getTime() - INTERVIEW_REMINDERS[kind].leadMs)

/** The last moment the reminder makes sense: from then on it is dropped, not sent. */
export const interviewReminderExpiresAt = (kind: InterviewReminderKind, startsAt: Date) =>
  new Date(startsAt.getTime() - INTERVIEW_REMINDERS[kind].lastsUntilMs)

/**
 * When the interview is, in the reminder's words at `now`: 'tomorrow' or 'today' (days in Lagos),
 * 'in 2 hours', 'in an hour' or 'in 20 minutes'; null once the reminder's moment has passed.
 */
export function interviewReminderWhen(
  kind: InterviewReminderKind,
  startsAt: Date,
  now: Date,
): string | null {
  if (now >= interviewReminderExpiresAt(kind, startsAt)) return null
  if (kind === 'day') return todayInLagos(startsAt) === todayInLagos(now) ? 'today' : 'tomorrow'
  const minutes = Math.ceil((startsAt.getTime() - now.getTime()) / MINUTE_MS)
  if (minutes >= 105) return 'in 2 hours'
  return minutes >= 45 ? 'in an hour' : `in ${minutes} minute${minutes === 1 ? '' : 's'}`
}
