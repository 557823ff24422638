import { z } from 'zod'
import {
  ACCOUNT_KINDS,
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  OTP_LENGTH,
  SIGN_IN_LINK_TOKEN_PATTERN,
} from './auth-words.js'

export {
  ACCOUNT_KINDS,
  type AccountKind,
  type MemberKind,
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_FAILURES_PER_ACCOUNT_PER_DAY,
  OTP_MAX_ACCOUNTS_FAILED_PER_IP_PER_HOUR,
  SIGN_IN_LINK_MAX_FAILURES_PER_IP_PER_HOUR,
  SIGN_IN_LINK_TOKEN_PATTERN,
  OTP_RESEND_INTERVAL_MS,
  OTP_RESEND_COUNTDOWN_S,
  SESSION_LIFETIME_MS,
  EMAIL_MAX_LENGTH,
  AUTH_MESSAGES,
} from './auth-words.js'

/** An email address, trimmed and lower-cased, as accounts keep it. */
export const emailField = (invalidMessage: string) =>
  z
    .string({ message: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, invalidMessage)
    .regex(EMAIL_PATTERN, invalidMessage)
    .transform((email) => email.toLowerCase())

export const RegisterInputSchema = z.object({
  email: emailField(AUTH_MESSAGES.emailInvalid),
  acceptPolicies: z.literal(true, { message: AUTH_MESSAGES.policiesRequired }),
})
export type RegisterInput = z.input<typeof RegisterInputSchema>

export const SignInInputSchema = z.object({
  email: emailField(AUTH_MESSAGES.signInEmailInvalid),
})
export type SignInInput = z.input<typeof SignInInputSchema>

export const VerifyOtpInputSchema = z.object({
  otp: z
    .string({ message: AUTH_MESSAGES.otpMissing })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), AUTH_MESSAGES.otpIncomplete),
  id: z.uuid({ message: AUTH_MESSAGES.otpMissing }),
})
export type VerifyOtpInput = z.infer<typeof VerifyOtpInputSchema>

export const SignInLinkInputSchema = z.object({
  token: z
    .string({ message: AUTH_MESSAGES.linkMalformed })
    .regex(SIGN_IN_LINK_TOKEN_PATTERN, AUTH_MESSAGES.linkMalformed),
})
export type SignInLinkInput = z.infer<typeof SignInLinkInputSchema>

export const ChallengeSchema = z.object({ id: z.uuid() })

export const AccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  profileComplete: z.boolean(),
})
export type Account = z.infer<typeof AccountSchema>

export const SessionSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
  account: AccountSchema,
})
export type Session = z.infer<typeof SessionSchema>
