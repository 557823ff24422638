import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  ACCOUNT_MESSAGES,
  AccountChangeInputSchema,
  allowsMail,
  CompanyAccountPreferencesSchema,
  ConfirmAccountChangeInputSchema,
  DEFAULT_ACCOUNT_PREFERENCES,
  DeleteAccountInputSchema,
  InternAccountPreferencesSchema,
  readAccountPreferences,
} from './account.schemas.js'

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message
  return errors
}

describe('CompanyAccountPreferencesSchema', () => {
  it("has the spec's defaults: immediate, public job board, private profile, toggles on", () => {
    expect(DEFAULT_ACCOUNT_PREFERENCES.company).toEqual({
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
    const parsed = CompanyAccountPreferencesSchema.parse({
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
    expect(errorsOf(CompanyAccountPreferencesSchema, input)[field]).toBe(message)
  })

  it("refuses keys it does not know, an intern's among them", () => {
    expect(CompanyAccountPreferencesSchema.safeParse({ theme: 'dark' }).success).toBe(false)
    expect(CompanyAccountPreferencesSchema.safeParse({ privacy: { public: true } }).success).toBe(
      false,
    )
    expect(
      CompanyAccountPreferencesSchema.safeParse({ notifications: { statusChanges: false } })
        .success,
    ).toBe(false)
  })
})

describe('InternAccountPreferencesSchema', () => {
  it("has an applicant's own items, all on by default", () => {
    expect(DEFAULT_ACCOUNT_PREFERENCES.intern.notifications).toEqual({
      companyMessages: true,
      statusChanges: true,
      matchingRoles: true,
      savedRoleDeadlines: true,
      systemAlerts: { platformUpdates: true, accountActivity: true, announcements: true },
      frequency: 'immediate',
    })
  })

  it("refuses a company's items", () => {
    const errors = errorsOf(InternAccountPreferencesSchema, {
      notifications: { newApplications: false },
    })
    expect(Object.keys(errors)).toEqual(['notifications'])
    expect(
      errorsOf(InternAccountPreferencesSchema, { notifications: { statusChanges: 1 } }),
    ).toEqual({ 'notifications.statusChanges': ACCOUNT_MESSAGES.preferenceToggle })
  })
})

describe('readAccountPreferences', () => {
  it('reads what was stored over the defaults of the kind, and ignores what no longer parses', () => {
    expect(
      readAccountPreferences('intern', { notifications: { matchingRoles: false } }).notifications
        .matchingRoles,
    ).toBe(false)
    expect(readAccountPreferences('intern', { notifications: { newApplications: false } })).toEqual(
      DEFAULT_ACCOUNT_PREFERENCES.intern,
    )
    expect(readAccountPreferences('company', null)).toEqual(DEFAULT_ACCOUNT_PREFERENCES.company)
  })
})

describe('allowsMail', () => {
  const off = (notifications: object) => ({ notifications })
  it.each([
    ['intern', {}, 'message', true],
    ['intern', {}, 'decision', true],
    ['intern', off({ companyMessages: false }), 'message', false],
    ['intern', off({ companyMessages: false }), 'decision', true],
    ['intern', off({ statusChanges: false }), 'decision', false],
    ['intern', off({ statusChanges: false }), 'message', true],
    ['intern', off({ frequency: 'disabled' }), 'message', false],
    ['intern', off({ frequency: 'disabled' }), 'decision', false],
    ['company', {}, 'message', true],
    ['company', off({ applicationUpdates: { newMessages: false } }), 'message', false],
    ['company', off({ frequency: 'disabled' }), 'message', false],
  ] as const)('%s with %o about a %s: %s', (kind, stored, topic, expected) => {
    expect(allowsMail(kind, stored, topic)).toBe(expected)
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
