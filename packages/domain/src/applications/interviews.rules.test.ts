import { describe, expect, test } from 'vitest'
import {
  allSlotsPassed,
  interviewClashMessage,
  isInterviewOpen,
  timesOverlap,
  watTimeOnDay,
} from './interviews.rules.js'

const at = (iso: string, durationMinutes = 45) => ({ startsAt: iso, durationMinutes })
const TEN = '2026-05-14T09:00:00.000Z' // 10:00 in Lagos

describe('timesOverlap', () => {
  test.each([
    ['the same time', at(TEN), at(TEN), true],
    ['one starting inside the other', at(TEN), at('2026-05-14T09:30:00.000Z'), true],
    ['one inside the other', at(TEN, 120), at('2026-05-14T09:30:00.000Z', 15), true],
    ['back to back', at(TEN), at('2026-05-14T09:45:00.000Z'), false],
    ['before', at('2026-05-14T08:00:00.000Z', 60), at(TEN), false],
    ['another day', at(TEN), at('2026-05-15T09:00:00.000Z'), false],
  ])('%s', (_name, a, b, expected) => {
    expect(timesOverlap(a, b)).toBe(expected)
    expect(timesOverlap(b, a)).toBe(expected)
  })
})

describe('isInterviewOpen and allSlotsPassed', () => {
  const now = new Date('2026-05-14T12:00:00.000Z')
  test.each([
    ['proposed', { status: 'proposed', scheduled: null }, true],
    ['other times asked', { status: 'other_times_requested', scheduled: null }, true],
    [
      'scheduled later',
      { status: 'scheduled', scheduled: { ...at('2026-05-15T09:00:00.000Z'), id: 's' } },
      true,
    ],
    ['scheduled and over', { status: 'scheduled', scheduled: { ...at(TEN), id: 's' } }, false],
    ['cancelled', { status: 'cancelled', scheduled: null }, false],
    ['declined', { status: 'declined', scheduled: null }, false],
  ] as const)('%s', (_name, interview, expected) => {
    expect(isInterviewOpen(interview, now)).toBe(expected)
  })

  test('all passed only when no time is left to choose', () => {
    expect(allSlotsPassed([at(TEN), at('2026-05-14T11:00:00.000Z')], now)).toBe(true)
    expect(allSlotsPassed([at(TEN), at('2026-05-14T13:00:00.000Z')], now)).toBe(false)
  })
})

describe('interviewClashMessage', () => {
  test('writes the time in Lagos, and says who with only to a party of that interview', () => {
    expect(watTimeOnDay(TEN)).toBe('10:00 WAT on 14 May 2026')
    expect(
      interviewClashMessage(
        { whose: 'own', at: at(TEN), withName: 'Kobo Ledger', roleTitle: 'Data Analyst Intern' },
        'intern',
      ),
    ).toBe(
      'You already have an interview at 10:00 WAT on 14 May 2026 (45 minutes) with Kobo Ledger for Data Analyst Intern. Choose another time, or ask the company for other times.',
    )
    expect(
      interviewClashMessage({ whose: 'theirs', at: at(TEN, 30), name: 'Ada Okafor' }, 'company'),
    ).toBe(
      'Ada Okafor already has an interview at 10:00 WAT on 14 May 2026 (30 minutes). Choose another time.',
    )
  })
})
