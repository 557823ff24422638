import { describe, expect, it } from 'vitest'
import { RegisterInputSchema, SignInInputSchema, VerifyOtpInputSchema } from './auth.schemas.js'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message

describe('RegisterInputSchema', () => {
  it('normalises the email', () => {
    expect(RegisterInputSchema.parse({ email: ' Ada@Example.NG ', acceptPolicies: true })).toEqual({
      email: 'ada@example.ng',
      acceptPolicies: true,
    })
  })
  it.each([
    [{ email: '', acceptPolicies: true }, 'Email is required'],
    [{ acceptPolicies: true }, 'Email is required'],
    [{ email: 'ada@example', acceptPolicies: true }, 'Invalid email address'],
    [{ email: 'ada example@x.ng', acceptPolicies: true }, 'Invalid email address'],
    [{ email: 'ada@example.ng', acceptPolicies: false }, 'You must accept the policies to sign up'],
    [{ email: 'ada@example.ng' }, 'You must accept the policies to sign up'],
  ])('refuses %o with "%s"', (input, message) => {
    expect(firstMessage(RegisterInputSchema.safeParse(input))).toBe(message)
  })
})

describe('SignInInputSchema', () => {
  it('asks for a valid address', () => {
    expect(firstMessage(SignInInputSchema.safeParse({ email: 'ada.example.ng' }))).toBe(
      'Please enter a valid email address.',
    )
  })
})

describe('VerifyOtpInputSchema', () => {
  const id = '3f1f0c52-4a0b-4c44-9a4e-1f6a2a7c1d10'
  it('takes exactly four digits', () => {
    expect(VerifyOtpInputSchema.safeParse({ id, otp: '0123' }).success).toBe(true)
    for (const otp of ['123', '12345', '12a4', ' 1234']) {
      expect(firstMessage(VerifyOtpInputSchema.safeParse({ id, otp }))).toBe(
        'Please enter all 4 digits.',
      )
    }
  })
  it('needs the challenge id', () => {
    expect(firstMessage(VerifyOtpInputSchema.safeParse({ otp: '1234' }))).toBe(
      'User ID and OTP are required.',
    )
  })
})
