import { describe, expect, it } from 'vitest'
import {
  endOfDeadlineDay,
  isWaitingTooLong,
  medianResponseDays,
  noResponseStage,
  responseClockStart,
  responseTimeLabel,
} from './responses.rules.js'

const DAY = 86_400_000
const at = (iso: string) => new Date(iso)
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY)

describe('responseClockStart', () => {
  const appliedAt = at('2026-11-20T10:00:00Z')
  it('starts when the deadline day ends in Lagos', () => {
    expect(responseClockStart(appliedAt, '2026-12-05').toISOString()).toBe(
      '2026-12-05T23:00:00.000Z',
    )
    expect(endOfDeadlineDay('2026-12-31').toISOString()).toBe('2026-12-31T23:00:00.000Z')
  })
  it('starts when the application was sent when the role has no deadline', () => {
    expect(responseClockStart(appliedAt, null)).toEqual(appliedAt)
  })
})

describe('noResponseStage', () => {
  const clockStart = at('2026-12-05T23:00:00Z')
  it.each([
    ['a pending application before its last 3 days is waiting', 'pending', 17, 'waiting'],
    ['in its last 3 days the company is warned', 'in_review', 18, 'warn'],
    ['after 21 days it is due', 'pending', 21, 'due'],
    ['a custom NO_RESPONSE_DAYS moves the warning', 'pending', 8, 'warn', 10],
    ['an accepted application is never touched', 'accepted', 40, null],
    ['a rejected application is never touched', 'rejected', 40, null],
    ['a no_response application is final', 'no_response', 40, null],
  ] as const)('%s', (_name, status, days, expected, limit?: number) => {
    expect(noResponseStage({ status, clockStart }, plusDays(clockStart, days), limit)).toBe(
      expected,
    )
  })
})

describe('isWaitingTooLong', () => {
  const appliedAt = at('2026-11-01T10:00:00Z')
  it.each([
    ['undecided for 8 days', 'pending', 8, true],
    ['undecided for exactly 7 days', 'in_review', 7, false],
    ['decided', 'accepted', 30, false],
  ] as const)('%s', (_name, status, days, expected) => {
    expect(isWaitingTooLong({ status, appliedAt }, plusDays(appliedAt, days))).toBe(expected)
  })
})

describe('medianResponseDays', () => {
  it.each([
    ['null below 5 responses', [1, 2, 3, 4], null],
    ['the middle of an odd count, in whole days', [1, 2, 3, 9, 30], 3],
    ['the mean of the middle two of an even count, rounded up', [1, 2, 3, 4, 6, 9], 4],
    ['a few hours count as a day', [0.1, 0.2, 0.1, 0.3, 0.2], 1],
    ['the order does not matter', [30, 2, 9, 1, 3], 3],
  ])('%s', (_name, days, expected) => {
    expect(medianResponseDays(days.map((d) => d * DAY))).toBe(expected)
  })
})

describe('responseTimeLabel', () => {
  it('says a day or N days', () => {
    expect(responseTimeLabel(1)).toBe('Usually responds within a day')
    expect(responseTimeLabel(4)).toBe('Usually responds within 4 days')
  })
})
