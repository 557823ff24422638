import crypto from 'node:crypto'
import type { AppContext } from '../../lib/context.js'

/*
 * How a moderation record recognises an identifier coming back (decision 049): the kept record of
 * a departed account and the sign-up check both read an email, phone or RC number this way.
 */

export type Identifier = 'email' | 'phone' | 'rcNumber'

/** The same person writes the same identifier several ways: '+234 803…' and '0803…'. */
export function normalised(kind: Identifier, value: string): string | null {
  if (kind === 'email') return value.trim().toLowerCase() || null
  if (kind === 'rcNumber') return value.replace(/\s+/g, '').toUpperCase() || null
  const digits = value.replace(/\D/g, '')
  return digits.length >= 7 ? digits.slice(-10) : null
}

/**
 * A keyed hash (HMAC with the server's secret), so the kept row can recognise the identifier
 * coming back but a reader of the database cannot test guesses against it.
 */
export function identifierHash(
  ctx: Pick<AppContext, 'otpSecret'>,
  kind: Identifier,
  value: string,
) {
  const plain = normalised(kind, value)
  if (plain === null) return null
  return crypto
    .createHmac('sha256', ctx.otpSecret)
    .update(`moderation:${kind}:${plain}`)
    .digest('base64url')
}
