import { describe, expect, it } from 'vitest'
import {
  MONTH_NAMES,
  formatCompactDay,
  formatCount,
  formatDay,
  formatMonthRange,
  formatMonthYear,
  formatNaira,
  formatNairaKobo,
  formatShortDay,
  formatShortMonthYear,
  formatWat,
  isoToWat,
  lagosDayLabel,
  startOfLagosDay,
  todayInLagos,
  watToIso,
} from './format.js'

describe('calendar days read the Nigerian way, never shifted by a time zone', () => {
  it.each([
    ['2003-05-14', '14 May 2003', '14/05/2003'],
    ['2003-05-14T00:00:00.000Z', '14 May 2003', '14/05/2003'],
    ['2019-03-01', '1 March 2019', '01/03/2019'],
    ['2027-01-12', '12 January 2027', '12/01/2027'],
    ['not a date', '', ''],
    ['2003-13-01', '', ''],
  ])('%s reads %s and %s', (value, text, compact) => {
    expect(formatDay(value)).toBe(text)
    expect(formatCompactDay(value)).toBe(compact)
  })

  it('writes a month, and a short day for cards', () => {
    expect(formatMonthYear('2019-03')).toBe('March 2019')
    expect(formatMonthYear(null)).toBe('')
    expect(formatShortDay('2026-12-05')).toBe('5 Dec')
    expect(formatShortDay('soon')).toBe('')
    expect(MONTH_NAMES).toHaveLength(12)
  })
})

describe('month spans on a CV', () => {
  it.each([
    ['2025-05', '2025-08', 'May 2025 – Aug 2025'],
    ['2025-05-12', '2025-08-30', 'May 2025 – Aug 2025'],
    ['2024-11', null, 'Nov 2024 – Present'],
    ['2024-11', '2024-11', 'Nov 2024'],
    ['soon', '2025-08', ''],
  ])('%s to %s reads %s', (from, to, text) => {
    expect(formatMonthRange(from, to)).toBe(text)
  })

  it('writes a short month', () => {
    expect(formatShortMonthYear('2025-09')).toBe('Sep 2025')
    expect(formatShortMonthYear(undefined)).toBe('')
  })
})

describe('lagosDayLabel', () => {
  it('writes the day in Lagos', () => {
    expect(lagosDayLabel(new Date('2026-05-14T10:00:00Z'))).toBe('14 May 2026')
    // 23:30 UTC is already the next day in Lagos.
    expect(lagosDayLabel(new Date('2026-05-14T23:30:00Z'))).toBe('15 May 2026')
  })

  it('is empty for an instant that is not one', () => {
    expect(lagosDayLabel(new Date('soon'))).toBe('')
  })
})

describe('the Lagos day and clock (West Africa Time, UTC+1 all year)', () => {
  it.each([
    ['2026-12-03T09:00:00Z', '2026-12-03'],
    ['2026-12-03T22:59:59Z', '2026-12-03'],
    ['2026-12-03T23:00:00Z', '2026-12-04'],
    ['2026-06-30T23:30:00Z', '2026-07-01'],
  ])('%s falls on %s in Lagos', (instant, day) => {
    expect(todayInLagos(new Date(instant))).toBe(day)
  })

  it('begins a Lagos day at 23:00 UTC the day before', () => {
    expect(startOfLagosDay('2026-12-04').toISOString()).toBe('2026-12-03T23:00:00.000Z')
    expect(startOfLagosDay('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z')
  })

  it('turns a Lagos wall clock into an instant and back', () => {
    expect(watToIso('2026-12-03', '10:00')).toBe('2026-12-03T09:00:00.000Z')
    expect(watToIso('2026-12-04', '00:30')).toBe('2026-12-03T23:30:00.000Z')
    expect(isoToWat('2026-12-03T23:30:00.000Z')).toEqual({ date: '2026-12-04', time: '00:30' })
    expect(watToIso('3 Dec', '10:00')).toBeNull()
    expect(watToIso('2026-12-03', '10am')).toBeNull()
    expect(watToIso('2026-12-03', '25:00')).toBeNull()
  })

  it('writes an interview time the same in every time zone', () => {
    expect(formatWat('2026-12-03T09:00:00Z')).toBe('Thu, 3 Dec 2026, 10:00 WAT')
    expect(formatWat(new Date('2026-12-03T23:05:00Z'))).toBe('Fri, 4 Dec 2026, 00:05 WAT')
    expect(formatWat('soon')).toBe('')
  })
})

describe('counts', () => {
  it.each([
    [0, '0 results'],
    [1, '1 result'],
    [1250, '1,250 results'],
  ])('%s reads %s', (count, text) => expect(formatCount(count, 'result')).toBe(text))
})

describe('money', () => {
  it.each([
    [50_000, 'NGN 50,000'],
    [0, 'NGN 0'],
    [1_250_000, 'NGN 1,250,000'],
    [999, 'NGN 999'],
  ])('%s naira reads %s', (amount, text) => {
    expect(formatNaira(amount)).toBe(text)
  })

  it.each([
    [12.4, 'NGN 12.40'],
    [0, 'NGN 0.00'],
    [2.2, 'NGN 2.20'],
    [1250.25, 'NGN 1,250.25'],
    [1_234_567.5, 'NGN 1,234,567.50'],
  ])('%s naira and kobo reads %s', (amount, text) => {
    expect(formatNairaKobo(amount)).toBe(text)
  })
})
