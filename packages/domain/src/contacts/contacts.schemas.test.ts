import { describe, expect, it } from 'vitest'
import { ContactInputSchema } from './contacts.schemas.js'

const valid = {
  firstName: 'Tunde',
  lastName: 'Bello',
  email: 'Tunde@Example.ng',
  phone: '+234 803 123 4567',
  message: 'Hello',
}

describe('ContactInputSchema', () => {
  it('accepts a full message and lowercases the email', () => {
    expect(ContactInputSchema.parse(valid).email).toBe('tunde@example.ng')
  })
  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', ' ', 'Last name is required'],
    ['email', 'tunde@', 'Invalid email address'],
    ['phone', '', 'Phone number is required'],
    ['phone', 'call me', 'Enter a valid phone number'],
    ['message', '', 'Message is required'],
  ])('refuses %s=%o with "%s"', (field, value, message) => {
    const result = ContactInputSchema.safeParse({ ...valid, [field]: value })
    expect(result.error?.issues[0]?.message).toBe(message)
  })
})
