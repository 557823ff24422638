import { describe, expect, it } from 'vitest'
import {
  interviewReminderDueAt,
  interviewReminderExpiresAt,
  interviewReminderWhen,
  type InterviewReminderKind,
} from './interview-reminders.rules.js'

// 10:00 WAT on 14 May 2026.
const startsAt = new Date('2026-05-14T09:00:00Z')
const at = (iso: string) => new Date(iso)

describe('interview reminders', () => {
  it('are due a day and two hours before the interview', () => {
    expect(interviewReminderDueAt('day', startsAt).toISOString()).toBe('2026-05-13T09:00:00.000Z')
    expect(interviewReminderDueAt('hours', startsAt).toISOString()).toBe('2026-05-14T07:00:00.000Z')
  })

  it('last until the two hours’ reminder is due (day) and until the interview starts (hours)', () => {
    expect(interviewReminderExpiresAt('day', startsAt).toISOString()).toBe(
      '2026-05-14T07:00:00.000Z',
    )
    expect(interviewReminderExpiresAt('hours', startsAt).toISOString()).toBe(
      '2026-05-14T09:00:00.000Z',
    )
  })

  const table: [InterviewReminderKind, string, string | null][] = [
    ['day', '2026-05-13T09:00:00Z', 'tomorrow'],
    // Sent late, after midnight in Lagos (23:00 UTC), it is the same day.
    ['day', '2026-05-13T22:59:00Z', 'tomorrow'],
    ['day', '2026-05-13T23:30:00Z', 'today'],
    ['day', '2026-05-14T06:59:00Z', 'today'],
    ['day', '2026-05-14T07:00:00Z', null],
    ['day', '2026-05-18T09:00:00Z', null],
    ['hours', '2026-05-14T07:00:00Z', 'in 2 hours'],
    ['hours', '2026-05-14T07:15:00Z', 'in 2 hours'],
    ['hours', '2026-05-14T07:30:00Z', 'in an hour'],
    ['hours', '2026-05-14T08:15:00Z', 'in an hour'],
    ['hours', '2026-05-14T08:40:00Z', 'in 20 minutes'],
    ['hours', '2026-05-14T08:59:30Z', 'in 1 minute'],
    ['hours', '2026-05-14T09:00:00Z', null],
    ['hours', '2026-05-18T09:00:00Z', null],
  ]
  it.each(table)('%s reminder at %s says %s', (kind, now, words) => {
    expect(interviewReminderWhen(kind, startsAt, at(now))).toBe(words)
  })
})
