import crypto from 'node:crypto'
import { OTP_LENGTH } from '@app/domain'

/** A uniformly random code from the operating system's secure generator. */
export function newSignInCode(): string {
  return crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0')
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
