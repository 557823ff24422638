import { describe, expect, test } from 'vitest'
import { countryCodeField } from '../companies/companies.schemas.js'
import { COUNTRIES } from './countries.js'

describe('the country list', () => {
  test('about 240 countries, Nigeria first, each code once', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(235)
    expect(COUNTRIES[0]).toEqual({ code: 'NG', name: 'Nigeria', dialCode: '+234' })
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length)
  })

  test('every dial code passes the profile form’s country-code rule', () => {
    for (const { dialCode } of COUNTRIES) {
      expect(countryCodeField.safeParse(dialCode).success, dialCode).toBe(true)
    }
  })
})
