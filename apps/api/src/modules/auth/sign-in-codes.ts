import crypto from 'node:crypto'
import { OTP_LENGTH } from '@app/domain'

/** A uniformly random code from the operating system's secure generator. */
export function newSignInCode(length: number = OTP_LENGTH): string {
  return crypto
    .randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0')
}

/** Codes are stored as an HMAC bound to their challenge, so a leaked table reveals nothing usable. */
export function hashSignInCode(secret: string, challengeId: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('base64url')
}

export function isSameHash(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

/** The one-tap sign-in link's token: 256 random bits, so it cannot be guessed as a code can. */
export const newSignInLinkToken = () => crypto.randomBytes(32).toString('base64url')

/** Only the hash is stored, so a leaked table holds no working link. */
export const hashSignInLinkToken = (token: string) =>
  crypto.createHash('sha256').update(token).digest('base64url')
