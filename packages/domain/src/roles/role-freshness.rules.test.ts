import { describe, expect, it } from 'vitest'
import {
  ROLE_FRESHNESS_MESSAGES,
  isActivelyReviewing,
  isClosingItselfSoon,
  postedAgoLabel,
  roleReviewClock,
  selfClosesAt,
} from './role-freshness.rules.js'

const DAY = 86_400_000
const posted = new Date('2026-05-01T09:00:00.000Z')
const after = (days: number, from = posted) => new Date(from.getTime() + days * DAY)

describe('roleReviewClock', () => {
  it.each([
    ['a role nobody reviewed runs from its posting', {}, posted],
    ['an open or a decision moves it', { lastReviewedAt: after(10) }, after(10)],
    ['a keep-open click moves it', { keptOpenAt: after(20) }, after(20)],
    [
      'the latest of the three counts',
      { lastReviewedAt: after(12), keptOpenAt: after(4) },
      after(12),
    ],
    ['ISO strings count as instants', { lastReviewedAt: after(3).toISOString() }, after(3)],
  ])('%s', (_, facts, expected) => {
    expect(roleReviewClock({ postedAt: posted, ...facts })).toEqual(expected)
  })
})

describe('selfClosesAt', () => {
  it('is 30 days after the clock while nothing was warned and the warning day is ahead', () => {
    expect(selfClosesAt({ reviewClockFrom: posted }, after(3))).toEqual(after(30))
  })

  it('is 30 days after the clock when the warning went on day 25', () => {
    const role = { reviewClockFrom: posted, selfCloseWarnedAt: after(25) }
    expect(selfClosesAt(role, after(27))).toEqual(after(30))
  })

  it('is never sooner than 5 days after a late warning', () => {
    const role = { reviewClockFrom: posted, selfCloseWarnedAt: after(40) }
    expect(selfClosesAt(role, after(41))).toEqual(after(45))
  })

  it('counts from now when the warning is due but not yet sent', () => {
    expect(selfClosesAt({ reviewClockFrom: posted }, after(33))).toEqual(after(38))
  })

  it('ignores a warning of an earlier clock period', () => {
    const role = { reviewClockFrom: after(20), selfCloseWarnedAt: after(25, new Date(0)) }
    expect(selfClosesAt(role, after(21))).toEqual(after(50))
  })
})

describe('isClosingItselfSoon', () => {
  it.each([
    [24, false],
    [25, true],
    [29, true],
    [31, true],
  ])('on day %i of a role closing on day 30: %s', (day, expected) => {
    expect(isClosingItselfSoon(after(30), after(day))).toBe(expected)
  })

  it('is false without a closing time', () => {
    expect(isClosingItselfSoon(null)).toBe(false)
  })
})

describe('isActivelyReviewing', () => {
  it.each([
    ['never reviewed', null, false],
    ['reviewed today', posted, true],
    ['reviewed 13 days ago', after(-13), true],
    ['reviewed 14 days ago', after(-14), false],
  ])('%s: %s', (_, lastReviewedAt, expected) => {
    expect(isActivelyReviewing(lastReviewedAt, posted)).toBe(expected)
  })
})

describe('postedAgoLabel', () => {
  it.each([
    [0, 'Posted today'],
    [1, 'Posted yesterday'],
    [3, 'Posted 3 days ago'],
    [29, 'Posted 29 days ago'],
    [30, 'Posted on 1 May 2026'],
    [400, 'Posted on 1 May 2026'],
  ])('%i days later: %s', (days, expected) => {
    expect(postedAgoLabel(posted, after(days))).toBe(expected)
  })

  it('counts Lagos calendar days: 23:30 yesterday in Lagos is yesterday at 00:30', () => {
    const lateEvening = new Date('2026-05-01T22:30:00.000Z') // 23:30 WAT, 1 May
    expect(postedAgoLabel(lateEvening, new Date('2026-05-01T23:30:00.000Z'))).toBe(
      'Posted yesterday',
    )
  })

  it('says nothing for an unreadable time, and never a future age', () => {
    expect(postedAgoLabel('not a time')).toBe('')
    expect(postedAgoLabel(after(2), posted)).toBe('Posted today')
  })
})

describe('ROLE_FRESHNESS_MESSAGES', () => {
  it('writes the closing day as Nigerians do', () => {
    expect(ROLE_FRESHNESS_MESSAGES.closesItself(new Date('2026-05-14T10:00:00Z'))).toBe(
      'Closes itself on 14 May 2026 unless you review applications or keep it open.',
    )
    expect(ROLE_FRESHNESS_MESSAGES.closedReasons.no_review).toBe(
      'Closed itself after 30 days without review',
    )
  })
})
