import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatResponseTime,
  formatDateTime,
  formatRoleDuration,
  formatInboxTime,
  formatPhone,
  formatPlaceAndType,
  formatWaiting,
  formatRelativeDay,
  formatStipend,
  formatStoredDuration,
  formatStudyYears,
  formatTime,
  socialNetworkLabel,
} from './screen-format'

// Instants are built in the test machine's own time zone, as the browser would read them.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min)

describe('instants', () => {
  it.each([
    [at(2026, 11, 3, 15, 5), '3 November 2026', '03:05 PM', '3 Nov 2026, 03:05 PM'],
    [at(2026, 1, 9, 0, 7), '9 January 2026', '12:07 AM', '9 Jan 2026, 12:07 AM'],
    [at(2026, 5, 14, 12, 30), '14 May 2026', '12:30 PM', '14 May 2026, 12:30 PM'],
  ])('%s', (date, text, time, dateTime) => {
    expect(formatDate(date.toISOString())).toBe(text)
    expect(formatTime(date.toISOString())).toBe(time)
    expect(formatDateTime(date.toISOString())).toBe(dateTime)
  })
  it('is empty for what is not a date', () => {
    expect(formatDate('soon')).toBe('')
    expect(formatTime('soon')).toBe('')
  })
})

describe('relative days', () => {
  const now = at(2026, 11, 3, 18)
  it.each([
    [at(2026, 11, 3, 9), 'Today', '09:00 AM'],
    [at(2026, 11, 2, 23, 59), 'Yesterday', '2 Nov 2026, 11:59 PM'],
    [at(2026, 10, 27, 8), 'Tue 27 Oct', '27 Oct 2026, 08:00 AM'],
    [at(2025, 12, 31, 8), 'Wed 31 Dec 2025', '31 Dec 2025, 08:00 AM'],
  ])('%s is %s in a chat and %s in an inbox', (date, day, inbox) => {
    expect(formatRelativeDay(date.toISOString(), now)).toBe(day)
    expect(formatInboxTime(date.toISOString(), now)).toBe(inbox)
  })
})

describe('waiting in the verification queue', () => {
  const sent = new Date('2026-11-20T09:00:00Z')
  it.each([
    [0, 'Waiting less than an hour'],
    [0.9, 'Waiting less than an hour'],
    [1, 'Waiting 1 hour'],
    [23.5, 'Waiting 23 hours'],
    [24, 'Waiting 1 day'],
    [72, 'Waiting 3 days'],
    [-5, 'Waiting less than an hour'],
  ])('%s hours after sending reads %s', (hours, text) => {
    expect(formatWaiting(sent.toISOString(), new Date(sent.getTime() + hours * 3_600_000))).toBe(
      text,
    )
  })
})

describe('money', () => {
  it.each([
    [50_000, null, 'NGN 50,000 a month'],
    [50_000, 50_000, 'NGN 50,000 a month'],
    [30_000, 50_000, 'NGN 30,000–50,000 a month'],
    [0, null, 'Unpaid'],
    [0, 0, 'Unpaid'],
    [0, 30_000, 'Up to NGN 30,000 a month'],
  ])('a stipend of %s to %s reads %s', (minimum, maximum, text) => {
    expect(formatStipend(minimum, maximum)).toBe(text)
  })
})

describe('durations', () => {
  it.each([
    [1, '1 Month'],
    [6, '6 Months'],
    [24, '24 Months'],
    [0.5, '15 Days'],
    [1 / 30, '1 Day'],
  ])('%s stored months read %s', (months, text) => {
    expect(
      formatRoleDuration({ duration: months, placementType: 'internship', siwesWeeks: null }),
    ).toBe(text)
  })
  it('reads a SIWES/IT role in its weeks, whatever months it stored', () => {
    expect(formatRoleDuration({ duration: 12, placementType: 'siwes', siwesWeeks: 24 })).toBe(
      '24 Weeks',
    )
  })
  it.each([
    [6, 'month', '= 6 months'],
    [1, 'month', '= 1 month'],
    [1, 'year(s)', '= 1 year (12 months)'],
    [6, 'year(s)', '= 6 years (72 months)'],
  ] as const)('%s %s stores %s', (duration, term, text) => {
    expect(formatStoredDuration(duration, term)).toBe(text)
  })
})

describe('phone numbers carry the country code', () => {
  it.each([
    ['+234', '08031234567', '+234 803 123 4567'],
    ['+234', '8031234567', '+234 803 123 4567'],
    ['+234', '0803 123 4567', '+234 803 123 4567'],
    [null, '08031234567', '+234 803 123 4567'],
    ['+234', '+2348031234567', '+234 803 123 4567'],
    ['+44', '7700 900123', '+44 7700 900123'],
    ['+234', '', ''],
    ['+234', null, ''],
  ])('%s %s reads %s', (code, number, text) => {
    expect(formatPhone(code, number)).toBe(text)
  })
})

describe('years of study name the level in words', () => {
  it.each([
    [{ yearOfEntry: 2019, yearOfGraduation: 2023, isPostgraduate: false }, '2019 - 2023'],
    [
      { yearOfEntry: 2021, yearOfGraduation: null, isPostgraduate: true },
      'Postgraduate (MSc, PhD), started 2021',
    ],
    [{ yearOfEntry: 2022, yearOfGraduation: null, isPostgraduate: false }, 'Started 2022'],
    [{ yearOfEntry: null, yearOfGraduation: 2024, isPostgraduate: false }, 'Graduating 2024'],
    [{ yearOfEntry: null, yearOfGraduation: null, isPostgraduate: false }, ''],
  ])('%o reads %s', (education, text) => {
    expect(formatStudyYears(education)).toBe(text)
  })
})

describe('social networks', () => {
  it.each([
    ['linkedin', 'LinkedIn'],
    ['LinkedIn', 'LinkedIn'],
    ['youtube', 'YouTube'],
    ['twitter', 'X (Twitter)'],
    ['instagram', 'Instagram'],
    ['facebook', 'Facebook'],
    ['tiktok', 'TikTok'],
    ['whatsapp', 'WhatsApp'],
    ['mastodon', 'Mastodon'],
  ])('%s is labelled %s', (network, label) => {
    expect(socialNetworkLabel(network)).toBe(label)
  })
})

describe('place and work type', () => {
  it('says the place and the work type, once when they are the same', () => {
    expect(formatPlaceAndType('Abuja FCT', 'Hybrid')).toBe('Abuja FCT · Hybrid')
    expect(formatPlaceAndType(' remote ', 'Remote')).toBe('Remote')
  })
})

describe('formatResponseTime', () => {
  it('says how soon the company usually answers, or nothing', () => {
    expect(formatResponseTime(null)).toBe('')
    expect(formatResponseTime(1)).toBe('Usually responds within a day')
    expect(formatResponseTime(6)).toBe('Usually responds within 6 days')
  })
})
