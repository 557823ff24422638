// Account kinds, code and session limits and the sign-in words, without the schemas, so the sign-in
// pages' first load carries no zod (decision 051). auth.schemas.ts re-exports them.

export const ACCOUNT_KINDS = ['intern', 'company', 'admin'] as const
export type AccountKind = (typeof ACCOUNT_KINDS)[number]
/** The kinds that sign up themselves; admins are created by operators. */
export type MemberKind = Exclude<AccountKind, 'admin'>

export const OTP_LENGTH = 4
export const OTP_LIFETIME_MS = 10 * 60 * 1000
export const OTP_MAX_ATTEMPTS = 3
export const OTP_MAX_FAILURES_PER_ACCOUNT_PER_DAY = 10
/**
 * One address is stopped when its failed codes in an hour were against this many different
 * accounts: someone trying codes across accounts. Failures against one account (a person
 * mistyping their own code, even behind a carrier's shared address) never stop others.
 */
export const OTP_MAX_ACCOUNTS_FAILED_PER_IP_PER_HOUR = 10
/** Wrong, used or expired sign-in links from one address in an hour before it must wait. */
export const SIGN_IN_LINK_MAX_FAILURES_PER_IP_PER_HOUR = 30
/** A sign-in link's token: 32 random bytes, base64url. */
export const SIGN_IN_LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
export const OTP_RESEND_INTERVAL_MS = 30 * 1000
/** The screen's countdown is a little longer than the server's resend interval. */
export const OTP_RESEND_COUNTDOWN_S = 32
/** 10 hours, the spec's lifetime after code verification. */
export const SESSION_LIFETIME_MS = 36_000_000

export const EMAIL_MAX_LENGTH = 254
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  signInEmailInvalid: 'Please enter a valid email address.',
  policiesRequired: 'You must accept the policies to sign up',
  otpIncomplete: 'Please enter all 4 digits.',
  otpMissing: 'User ID and OTP are required.',
  wrongCode: 'You have entered the wrong code',
  codeExpired: 'This code has expired. Request a new code.',
  accountNotFound: 'No account found for this email. Sign up first.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  /** A suspended account's, or one deleted under moderation (decision 049). */
  signUpBlocked: 'This email cannot be used to sign up. Contact support.',
  phoneBlocked: 'This phone number cannot be used on Internplace. Contact support.',
  rcNumberBlocked: 'This RC number cannot be used on Internplace. Contact support.',
  accountSuspended:
    'This account has been suspended, so it cannot sign in. If you think this is a mistake, write to us through the Contact page.',
  /** An open page hears of its account's suspension on the event stream and signs out with this. */
  signedOutSuspended:
    'Internplace has suspended your account, so you have been signed out. We emailed you the reason.',
  sessionTimedOut: 'Session Timed Out... Redirecting',
  linkInvalid:
    'This sign-in link has expired or has already been used. Sign in again to get a new one.',
  linkMalformed: 'This sign-in link is incomplete. Open it from the email again, or sign in.',
  codesLockedForAccount:
    'Too many wrong codes for this account. Use the sign-in link in the email, or try again tomorrow.',
  codesLockedForNetwork:
    'Too many wrong codes from this network. Use the sign-in link in the email, or try again in an hour.',
  linksLockedForNetwork:
    'Too many sign-in links that did not work from this network. Try again in an hour.',
} as const
