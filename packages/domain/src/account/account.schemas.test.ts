import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  ACCOUNT_MESSAGES,
  AccountChangeInputSchema,
  AccountPreferencesSchema,
  ConfirmAccountChangeInputSchema,
  DEFAULT_ACCOUNT_PREFERENCES,
  DeleteAccountInputSchema,
} from './account.schemas.js'

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message
  return errors
}

describe('AccountPreferencesSchema', () => {
  it("has the spec's defaults: immediate, public job board, private profile, toggles on", () => {
    expect(DEFAULT_ACCOUNT_PREFERENCES).toEqual({
      notifications: {
        newApplications: true,
        applicationUpdates: {
          newMessages: true,
          interviewRequests: true,
          interviewSchedules: true,
        },
        systemAlerts: { platformUpdates: true, accountActivity: true, announcements: true },
        frequency: 'immediate',
      },
      privacy: {
        jobBoardVisibility: 'public',
        profileVisibility: 'private',
        thirdPartyIntegration: true,
      },
    })
  })

  it('fills what is left out with the defaults', () => {
    const parsed = AccountPreferencesSchema.parse({
      notifications: { applicationUpdates: { newMessages: false } },
      privacy: { jobBoardVisibility: 'private' },
    })
    expect(parsed.notifications.applicationUpdates).toEqual({
      newMessages: false,
      interviewRequests: true,
      interviewSchedules: true,
    })
    expect(parsed.privacy).toEqual({
      jobBoardVisibility: 'private',
      profileVisibility: 'private',
      thirdPartyIntegration: true,
    })
  })

  it.each([
    [
      { notifications: { frequency: 'weekly' } },
      'notifications.frequency',
      ACCOUNT_MESSAGES.frequencyInvalid,
    ],
    [
      { privacy: { profileVisibility: 'friends' } },
      'privacy.profileVisibility',
      ACCOUNT_MESSAGES.visibilityInvalid,
    ],
    [
      { privacy: { thirdPartyIntegration: 'yes' } },
      'privacy.thirdPartyIntegration',
      ACCOUNT_MESSAGES.preferenceToggle,
    ],
    [
      { notifications: { systemAlerts: { announcements: 1 } } },
      'notifications.systemAlerts.announcements',
      ACCOUNT_MESSAGES.preferenceToggle,
    ],
  ])('%o answers %s: %s', (input, field, message) => {
    expect(errorsOf(AccountPreferencesSchema, input)[field]).toBe(message)
  })

  it('refuses keys it does not know', () => {
    expect(AccountPreferencesSchema.safeParse({ theme: 'dark' }).success).toBe(false)
    expect(AccountPreferencesSchema.safeParse({ privacy: { public: true } }).success).toBe(false)
  })
})

describe('AccountChangeInputSchema', () => {
  it('checks each field with the profile and sign-up rules', () => {
    expect(AccountChangeInputSchema.parse({ field: 'companyName', value: ' Sahel Pay ' })).toEqual({
      field: 'companyName',
      value: 'Sahel Pay',
    })
    expect(AccountChangeInputSchema.parse({ field: 'email', value: ' Ada@Example.COM ' })).toEqual({
      field: 'email',
      value: 'ada@example.com',
    })
    expect(
      AccountChangeInputSchema.parse({
        field: 'phoneNumber',
        value: '0803 123-4567',
        countryCode: '+233',
      }),
    ).toEqual({ field: 'phoneNumber', value: '08031234567', countryCode: '+233' })
    expect(AccountChangeInputSchema.parse({ field: 'phoneNumber', value: '08031234567' })).toEqual({
      field: 'phoneNumber',
      value: '08031234567',
    })
  })

  it.each([
    [{ field: 'companyName', value: '' }, 'value', 'Company name is required'],
    [{ field: 'email', value: '' }, 'value', 'Email is required'],
    [{ field: 'email', value: 'ada.example.com' }, 'value', 'Invalid email address'],
    [{ field: 'phoneNumber', value: '' }, 'value', 'Phone number is required'],
    [{ field: 'phoneNumber', value: '12' }, 'value', 'Enter a valid phone number'],
    [
      { field: 'phoneNumber', value: '08031234567', countryCode: '233' },
      'countryCode',
      'Country code must start with + followed by digits',
    ],
    [{ field: 'password', value: 'x' }, 'field', ACCOUNT_MESSAGES.changeFieldInvalid],
    [{}, 'field', ACCOUNT_MESSAGES.changeFieldInvalid],
  ])('%o answers %s: %s', (input, field, message) => {
    expect(errorsOf(AccountChangeInputSchema, input)[field]).toBe(message)
  })
})

describe('ConfirmAccountChangeInputSchema', () => {
  it.each([
    [
      { id: '7f1d3c7e-2a4b-4c1d-9e8f-0a1b2c3d4e5f', otp: '12' },
      'otp',
      'Please enter all 4 digits of the OTP.',
    ],
    [{ id: '7f1d3c7e-2a4b-4c1d-9e8f-0a1b2c3d4e5f' }, 'otp', 'User ID and OTP are required.'],
    [{ otp: '1234' }, 'id', 'User ID and OTP are required.'],
  ])('%o answers %s: %s', (input, field, message) => {
    expect(errorsOf(ConfirmAccountChangeInputSchema, input)[field]).toBe(message)
  })
})

describe('DeleteAccountInputSchema', () => {
  it('needs the word DELETE', () => {
    expect(DeleteAccountInputSchema.safeParse({ confirm: 'DELETE' }).success).toBe(true)
    expect(errorsOf(DeleteAccountInputSchema, { confirm: 'delete' }).confirm).toBe(
      'Type DELETE to confirm',
    )
    expect(errorsOf(DeleteAccountInputSchema, {}).confirm).toBe('Type DELETE to confirm')
  })
})
