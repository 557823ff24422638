import { describe, expect, test } from 'vitest'
import {
  APPLICANT_CAP_MESSAGES,
  isRoleFull,
  placesLeftLabel,
  placesLeftOf,
} from './applicant-cap.rules.js'

describe('placesLeftOf', () => {
  test.each([
    [null, 0, null],
    [null, 500, null],
    [10, 0, 10],
    [10, 9, 1],
    [10, 10, 0],
    // A cap lowered below the applications the role has takes no more, and never goes negative.
    [5, 8, 0],
  ])('a cap of %s with %s applications leaves %s places', (cap, applications, expected) => {
    expect(placesLeftOf(cap, applications)).toBe(expected)
  })
})

describe('isRoleFull', () => {
  test.each([
    [0, true],
    [1, false],
    [null, false],
    [undefined, false],
  ])('%s places left is full: %s', (placesLeft, expected) => {
    expect(isRoleFull(placesLeft)).toBe(expected)
  })
})

describe('placesLeftLabel', () => {
  test.each([
    [null, null],
    [undefined, null],
    [0, null],
    [1, '1 place left in the queue'],
    [2, '2 places left in the queue'],
    [19, '19 places left in the queue'],
    [20, null],
    [500, null],
  ])('%s places left reads %s', (placesLeft, expected) => {
    expect(placesLeftLabel(placesLeft)).toBe(expected)
  })
})

test('the cap range message names the bounds in grouped numbers', () => {
  expect(APPLICANT_CAP_MESSAGES.capRange).toBe(
    'Enter a cap from 1 to 10,000 applications, or leave it empty for no cap',
  )
})
