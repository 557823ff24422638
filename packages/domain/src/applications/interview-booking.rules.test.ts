import { describe, expect, test } from 'vitest'
import {
  bookingDayLabel,
  bookingWindowEnd,
  freeInterviewTimes,
  groupTimesByDay,
  weeklyStartTimes,
  type WeeklyHours,
} from './interview-booking.rules.js'
import { BOOKING_TIMES_MAX, BOOKING_WINDOW_DAYS } from './interview-booking.schemas.js'
import { isoToWat } from '../shared/format.js'

// Monday 1 June 2026, 08:00 in Lagos (07:00 UTC).
const MONDAY_EIGHT = new Date('2026-06-01T07:00:00.000Z')

const MORNINGS: WeeklyHours = {
  days: ['mon', 'wed'],
  from: '10:00',
  to: '12:00',
  durationMinutes: 30,
}

const iso = (times: Date[]) => times.map((time) => time.toISOString())

describe('weeklyStartTimes', () => {
  test('lists back-to-back times on the chosen days of the next 14 Lagos days, in WAT', () => {
    const times = weeklyStartTimes(MORNINGS, MONDAY_EIGHT)
    // Mondays 1, 8 and Wednesdays 3, 10 June: four mornings of four times.
    expect(times).toHaveLength(16)
    expect(iso(times).slice(0, 5)).toEqual([
      '2026-06-01T09:00:00.000Z',
      '2026-06-01T09:30:00.000Z',
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T10:30:00.000Z',
      '2026-06-03T09:00:00.000Z',
    ])
    expect(times.map((time) => isoToWat(time.toISOString()).time).slice(0, 4)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ])
  })

  test('leaves out times at or before now (a moved clock)', () => {
    const lateMorning = new Date('2026-06-01T10:00:00.000Z') // 11:00 in Lagos
    const times = iso(weeklyStartTimes(MORNINGS, lateMorning))
    expect(times[0]).toBe('2026-06-01T10:30:00.000Z')
    expect(times).not.toContain('2026-06-01T10:00:00.000Z')
    expect(times).toHaveLength(13)
  })

  test('ends with the 14th Lagos day: the Monday two weeks on is out', () => {
    const times = iso(weeklyStartTimes({ ...MORNINGS, days: ['mon'] }, MONDAY_EIGHT))
    expect(times.at(-1)).toBe('2026-06-08T10:30:00.000Z')
    expect(times.every((time) => new Date(time) < bookingWindowEnd(MONDAY_EIGHT))).toBe(true)
    expect(bookingWindowEnd(MONDAY_EIGHT).toISOString()).toBe('2026-06-14T23:00:00.000Z')
  })

  test('counts the Lagos day, not the UTC one, just before midnight UTC', () => {
    // 23:30 UTC on Sunday 31 May is 00:30 on Monday 1 June in Lagos.
    const times = iso(
      weeklyStartTimes({ ...MORNINGS, days: ['mon'] }, new Date('2026-05-31T23:30:00.000Z')),
    )
    expect(times[0]).toBe('2026-06-01T09:00:00.000Z')
  })

  test('fits only whole interviews before the end time', () => {
    const times = weeklyStartTimes(
      { days: ['mon'], from: '09:00', to: '10:40', durationMinutes: 45 },
      MONDAY_EIGHT,
    )
    expect(iso(times).slice(0, 3)).toEqual([
      '2026-06-01T08:00:00.000Z',
      '2026-06-01T08:45:00.000Z',
      '2026-06-08T08:00:00.000Z',
    ])
  })

  test(`is bounded: every day, all day, 15 minutes makes at most ${BOOKING_TIMES_MAX}`, () => {
    const times = weeklyStartTimes(
      {
        days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
        from: '00:00',
        to: '23:59',
        durationMinutes: 15,
      },
      new Date('2026-05-31T23:00:00.000Z'), // midnight in Lagos: its first time is past
    )
    expect(times.length).toBeLessThanOrEqual(BOOKING_TIMES_MAX)
    expect(times).toHaveLength(BOOKING_WINDOW_DAYS * 95 - 1)
  })
})

describe('freeInterviewTimes', () => {
  test('leaves out every time that overlaps a booked interview, and only those', () => {
    const busy = [
      { startsAt: '2026-06-01T09:15:00.000Z', durationMinutes: 30 }, // 10:15–10:45
      { startsAt: '2026-06-03T10:30:00.000Z', durationMinutes: 30 }, // back to back with 11:00
    ]
    const free = freeInterviewTimes(MORNINGS, busy, MONDAY_EIGHT)
    expect(free.slice(0, 5)).toEqual([
      '2026-06-01T10:00:00.000Z',
      '2026-06-01T10:30:00.000Z',
      '2026-06-03T09:00:00.000Z',
      '2026-06-03T09:30:00.000Z',
      '2026-06-03T10:00:00.000Z',
    ])
    expect(free).toHaveLength(13)
  })
})

describe('groupTimesByDay', () => {
  test("heads each Lagos day 'Mon 1 Jun' and gives each time its wall clock", () => {
    const days = groupTimesByDay(freeInterviewTimes(MORNINGS, [], MONDAY_EIGHT).slice(0, 6))
    expect(days.map((day) => day.label)).toEqual(['Mon 1 Jun', 'Wed 3 Jun'])
    expect(days[0]?.times.map((slot) => slot.time)).toEqual(['10:00', '10:30', '11:00', '11:30'])
    expect(days[1]?.times[0]).toEqual({ startsAt: '2026-06-03T09:00:00.000Z', time: '10:00' })
  })

  test('is empty for no times', () => {
    expect(groupTimesByDay([])).toEqual([])
    expect(bookingDayLabel('2026-12-25')).toBe('Fri 25 Dec')
  })
})
