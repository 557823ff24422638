import { describe, expect, it } from 'vitest'
import { addDays, mondayOf } from '../shared/format.js'
import {
  formatLogbookDay,
  formatLogbookWeek,
  logbookDayProblem,
  logbookDaysOf,
  logbookSignatureLine,
  logbookSubmittableFrom,
  logbookWeekNumber,
  logbookWeekProblem,
  logbookWeekStarts,
} from './logbook.rules.js'
import {
  LOGBOOK_MESSAGES,
  LogbookSignInputSchema,
  LogbookWeekInputSchema,
} from './logbook.schemas.js'
import { placementProgress, type PlacementFacts } from './placements.rules.js'

// Wednesday 13 May 2026 to Friday 30 October 2026.
const PERIOD = { startDate: '2026-05-13', endDate: '2026-10-30' }

describe('the weeks of the logbook', () => {
  it.each([
    ['2026-05-11', '2026-05-11'],
    ['2026-05-13', '2026-05-11'],
    ['2026-05-16', '2026-05-11'],
    ['2026-05-17', '2026-05-11'],
    ['2026-05-18', '2026-05-18'],
    ['2027-01-01', '2026-12-28'],
  ])('the Monday of %s is %s', (day, monday) => {
    expect(mondayOf(day)).toBe(monday)
  })

  it('runs from the week it starts to this week, and stops at the last week', () => {
    expect(logbookWeekStarts(PERIOD, '2026-05-12')).toEqual([])
    expect(logbookWeekStarts(PERIOD, '2026-05-13')).toEqual(['2026-05-11'])
    expect(logbookWeekStarts(PERIOD, '2026-05-25')).toEqual([
      '2026-05-11',
      '2026-05-18',
      '2026-05-25',
    ])
    const all = logbookWeekStarts(PERIOD, '2027-03-01')
    expect(all[0]).toBe('2026-05-11')
    expect(all.at(-1)).toBe('2026-10-26')
    expect(all).toHaveLength(25)
    expect(logbookWeekNumber('2026-10-26', PERIOD)).toBe(25)
  })

  it('writes Monday to Saturday within the dates', () => {
    expect(logbookDaysOf('2026-05-11', PERIOD)).toEqual([
      '2026-05-13',
      '2026-05-14',
      '2026-05-15',
      '2026-05-16',
    ])
    expect(logbookDaysOf('2026-05-18', PERIOD)).toHaveLength(6)
    expect(logbookDaysOf('2026-10-26', PERIOD)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
    ])
  })

  it.each([
    ['2026-05-12', '2026-05-20', 'notMonday'],
    ['2026-05-25', '2026-05-20', 'future'],
    ['2026-05-04', '2026-05-20', 'outside'],
    ['2026-11-02', '2027-01-20', 'outside'],
    ['2026-05-11', '2026-05-20', null],
    ['2026-05-18', '2026-05-18', null],
  ])('week %s on %s: %s', (week, today, problem) => {
    expect(logbookWeekProblem(week, PERIOD, today)).toBe(problem)
  })

  it.each([
    ['2026-05-17', 'notInWeek'],
    ['2026-05-10', 'notInWeek'],
    ['2026-05-12', 'outside'],
    ['2026-05-15', 'future'],
    ['2026-05-13', null],
    ['2026-05-14', null],
  ])('day %s of the first week on 14 May: %s', (day, problem) => {
    expect(logbookDayProblem(day, '2026-05-11', PERIOD, '2026-05-14')).toBe(problem)
  })

  it('is sent from its Friday, or from the last day when that comes first', () => {
    expect(logbookSubmittableFrom('2026-05-11', PERIOD)).toBe('2026-05-15')
    expect(logbookSubmittableFrom('2026-10-26', { ...PERIOD, endDate: '2026-10-28' })).toBe(
      '2026-10-28',
    )
  })

  it('writes days, weeks and signatures the Nigerian way', () => {
    expect(formatLogbookDay('2026-05-11')).toBe('Mon, 11 May 2026')
    expect(formatLogbookWeek('2026-05-11')).toBe('11 May 2026 – 16 May 2026')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    // 23:30 on 20 May in UTC is already 21 May in Lagos.
    expect(logbookSignatureLine('Emeka Nwosu', '2026-05-20T23:30:00.000Z')).toBe(
      'Signed by Emeka Nwosu on 21 May 2026',
    )
  })
})

describe('the logbook schemas', () => {
  it('keeps a week of days, each once, with activities within the limit', () => {
    const week = LogbookWeekInputSchema.parse({
      days: [{ date: '2026-05-13', activities: '  Set up the office network.  ' }],
    })
    expect(week.days[0]?.activities).toBe('Set up the office network.')
    const twice = LogbookWeekInputSchema.safeParse({
      days: [
        { date: '2026-05-13', activities: 'a' },
        { date: '2026-05-13', activities: 'b' },
      ],
    })
    expect(twice.error?.issues[0]).toMatchObject({
      path: ['days', 1, 'date'],
      message: LOGBOOK_MESSAGES.dayTwice,
    })
    const long = LogbookWeekInputSchema.safeParse({
      days: [{ date: '2026-05-13', activities: 'x'.repeat(2001) }],
    })
    expect(long.error?.issues[0]?.message).toBe(LOGBOOK_MESSAGES.activities)
    const seven = LogbookWeekInputSchema.safeParse({
      days: Array.from({ length: 7 }, (_, n) => ({ date: `2026-05-1${n}`, activities: 'a' })),
    })
    expect(seven.error?.issues[0]?.message).toBe(LOGBOOK_MESSAGES.tooManyDays)
  })

  it.each([
    ['Emeka Nwosu', true],
    ['  Emeka   Chukwudi  Nwosu ', true],
    ['Emeka', false],
    ['E N', false],
    ['', false],
  ])('a signature of %j is a full name: %s', (signatureName, isFullName) => {
    const result = LogbookSignInputSchema.safeParse({ token: 'x', signatureName })
    expect(result.success).toBe(isFullName)
    if (!isFullName) expect(result.error?.issues[0]?.message).toBe(LOGBOOK_MESSAGES.signatureName)
  })
})

describe('weeks done of a SIWES placement', () => {
  const facts: PlacementFacts = {
    kind: 'siwes',
    ...PERIOD,
    siwesWeeks: 24,
    supervisor: { name: 'Emeka Nwosu', email: 'emeka@example.com', phone: '+2348031234567' },
    student: {
      matricNumber: 'YCT/HND/2021/045',
      institution: 'Yaba College of Technology',
      course: 'Computer Science',
      programme: 'HND',
    },
  }

  it('counts the signed weeks, while the calendar says which week it is', () => {
    expect(placementProgress({ ...facts, signedWeeks: 1 }, '2026-06-03')).toMatchObject({
      weeksDone: 1,
      weeksTotal: 24,
      next: 'Week 4 of 24; ends 30 October 2026',
    })
    expect(placementProgress({ ...facts, signedWeeks: 30 }, '2026-12-01').weeksDone).toBe(24)
  })

  it('keeps the calendar for other kinds', () => {
    const internship = { ...facts, kind: 'internship' as const, siwesWeeks: null, student: null }
    expect(placementProgress({ ...internship, signedWeeks: 0 }, '2026-06-03').weeksDone).toBe(3)
  })
})
