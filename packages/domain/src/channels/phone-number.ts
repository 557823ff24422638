import { parsePhoneNumberFromString } from 'libphonenumber-js/core'
import { NG_MOBILE_METADATA } from './ng-mobile-metadata.js'

/**
 * A Nigerian mobile number as the phone channels keep it, E.164 ('+2348031234567'), from any way
 * people write it: '0803 123 4567', '2348031234567', '+234 803 123 4567'. Null for anything else,
 * landlines and toll-free numbers included: they cannot receive an SMS (LIBRARIES.md §9). The
 * rules are Nigeria's mobile slice of libphonenumber-js, the same on the server and in the web.
 */
export function toNigerianMobile(input: string): string | null {
  const written = input.trim()
  if (written.length === 0 || written.length > 25) return null
  const parsed = parsePhoneNumberFromString(written, 'NG', NG_MOBILE_METADATA)
  const isMobile = parsed?.country === 'NG' && parsed.isValid() && parsed.getType() === 'MOBILE'
  return isMobile ? parsed.number : null
}

/** '+234 803 123 4567': an E.164 Nigerian number as people read it. */
export function formatNigerianMobile(e164: string): string {
  const digits = e164.replace(/^\+234/, '')
  return `+234 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`
}
