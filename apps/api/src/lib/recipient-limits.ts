import crypto from 'node:crypto'
import {
  RECIPIENT_LIMITS,
  tryAgainIn,
  type RecipientLimitName,
  type RecipientLimitsThat,
} from '@app/domain'
import type { Db, Tx } from '../db/client.js'
import { AppError } from './errors.js'
import { countHit } from './rate-counters.js'

/**
 * Limits per recipient (RECIPIENT_LIMITS, decision 048): the write limits bound each sender,
 * these bound what lands in one inbox, whoever sends it. Counted with the write limits' counters.
 */

/** An address is a counter's key, never stored: its hash says 'the same inbox' and no more. */
const inbox = (address: string) =>
  crypto.createHash('sha256').update(address.trim().toLowerCase()).digest('base64url').slice(0, 22)

/** The counter of everything under one limit that went to one inbox. */
export const inboxKey = (name: RecipientLimitName, to: string) => `recipient:${name}:${inbox(to)}`

/** The counter of the mails about one subject to one inbox: each one's version. */
export const subjectKey = (name: RecipientLimitName, to: string, subject: string) =>
  `recipient-subject:${name}:${inbox(to)}:${subject}`

/** Counts one mail to `to`; past the limit the request is refused with 429, and nothing is sent. */
export async function takeRecipientAllowance(
  db: Db | Tx,
  name: RecipientLimitsThat<'refuse'>,
  to: string,
): Promise<void> {
  const limit = RECIPIENT_LIMITS[name]
  const { hits, resetsAt } = await countHit(db, inboxKey(name, to), limit.windowMs)
  if (hits <= limit.max) return
  const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000))
  throw new AppError('TOO_MANY_REQUESTS', `${limit.message} ${tryAgainIn(seconds)}`, {
    retryAfterSeconds: seconds,
  })
}
