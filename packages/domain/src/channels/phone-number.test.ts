import { describe, expect, it } from 'vitest'
import { formatNigerianMobile, toNigerianMobile } from './phone-number.js'

/** Nigerian mobile numbers as people write them (LIBRARIES.md §9). */
describe('toNigerianMobile', () => {
  it.each([
    '0803 123 4567',
    '08031234567',
    '2348031234567',
    '+234 803 123 4567',
    '+234-803-123-4567',
    '(0803) 123 4567',
    '  0803 123 4567  ',
    // A missing leading 0 is how many type it after a +234 box.
    '803 123 4567',
    // Full-width digits, as some phone keyboards give.
    '０８０３１２３４５６７',
  ])('takes %s as +2348031234567', (written) => {
    expect(toNigerianMobile(written)).toBe('+2348031234567')
  })

  it.each(['0905 555 0101', '0706 111 2222', '0816 000 1234', '0913 456 7890'])(
    'takes the other networks’ prefixes, like %s',
    (written) => {
      expect(toNigerianMobile(written)).toMatch(/^\+234[789]\d{9}$/)
    },
  )

  it.each([
    ['a Lagos landline', '0201 234 5678'],
    ['the old Lagos landline', '01 234 5678'],
    ['a toll-free number', '0800 123 4567'],
    ['a premium number', '0700 123 4567'],
    ['a 12-digit number', '080312345678'],
    ['a 10-digit number', '0803123456'],
    ['too few digits', '12345'],
    ['a British mobile', '+44 7700 900123'],
    ['letters', 'my number'],
    ['nothing', ''],
    ['spaces', '   '],
    ['something very long', '0803 123 4567 '.repeat(3)],
  ])('refuses %s', (_, written) => {
    expect(toNigerianMobile(written)).toBeNull()
  })
})

describe('formatNigerianMobile', () => {
  it('writes an E.164 number as people read it', () => {
    expect(formatNigerianMobile('+2348031234567')).toBe('+234 803 123 4567')
  })
})
