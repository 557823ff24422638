import { describe, expect, it } from 'vitest'
import {
  formatDuration,
  formatNaira,
  formatPlaceAndType,
  formatPostedAgo,
  formatSalaryRange,
} from './format.js'

describe('money', () => {
  it('shows whole naira with thousands separators', () => {
    expect(formatNaira(50000)).toBe('NGN 50,000')
    expect(formatNaira(0)).toBe('NGN 0')
  })
  it('shows a range, or the minimum alone', () => {
    expect(formatSalaryRange(50000, 80000)).toBe('NGN 50,000 - NGN 80,000')
    expect(formatSalaryRange(50000, null)).toBe('NGN 50,000')
    expect(formatSalaryRange(50000, 50000)).toBe('NGN 50,000')
  })
})

describe('formatDuration', () => {
  it.each([
    [1, '1 Month'],
    [6, '6 Months'],
    [24, '24 Months'],
    [0.5, '15 Days'],
    [1 / 30, '1 Day'],
  ])('%s months reads %s', (months, text) => {
    expect(formatDuration(months)).toBe(text)
  })
})

describe('formatPostedAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it.each([
    [0, 'Posted today'],
    [1, 'Posted 1 day ago'],
    [12, 'Posted 12 days ago'],
  ])('%s days ago', (days, text) => {
    expect(formatPostedAgo(new Date(now.getTime() - days * 86_400_000), now)).toBe(text)
  })
})

describe('formatPlaceAndType', () => {
  it('says the place and the work type, once when they are the same', () => {
    expect(formatPlaceAndType('Abuja FCT', 'Hybrid')).toBe('Abuja FCT · Hybrid')
    expect(formatPlaceAndType(' remote ', 'Remote')).toBe('Remote')
  })
})
