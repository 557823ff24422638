import crypto from 'node:crypto'
import {
  RECIPIENT_LIMITS,
  tryAgainIn,
  type RecipientLimitName,
  type RecipientLimitsThat,
} from '@app/domain'
import type { Db, Tx } from '../db/client.js'
import { AppError } from './errors.js'
import { countHit, currentHits } from './rate-counters.js'
import { sendByMail } from '../modules/notifications/channels/mail.js'
import type { JobRunner } from './job-queue.js'
import type { Mail } from './mailer.js'

/**
 * Limits per recipient (RECIPIENT_LIMITS, decision 048): the write limits bound each sender,
 * these bound what lands in one inbox, whoever sends it. Counted with the write limits' counters.
 */

/** An address is a counter's key, never stored: its hash says 'the same inbox' and no more. */
const inbox = (address: string) =>
  crypto.createHash('sha256').update(address.trim().toLowerCase()).digest('base64url').slice(0, 22)

const inboxKey = (name: RecipientLimitName, to: string) => `recipient:${name}:${inbox(to)}`

/** Long past any window, so a held mail still finds its subject's version when it is due. */
const SUBJECT_VERSION_MS = 24 * 60 * 60 * 1000

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

/**
 * Counts one mail about `subject` (an application's id) to `to`, under a limit that holds: answers
 * the moment it may go (null: now) and the subject's version — every mail about the subject, sent
 * or held, makes those held before it stale, so that only the newest is sent when the window ends.
 */
export async function countHeldAllowance(
  db: Db | Tx,
  name: RecipientLimitsThat<'hold'>,
  to: string,
  subject: string,
): Promise<{ key: string; version: number; holdUntil: Date | null }> {
  const limit = RECIPIENT_LIMITS[name]
  const key = `recipient-subject:${name}:${inbox(to)}:${subject}`
  const { hits: version } = await countHit(db, key, SUBJECT_VERSION_MS)
  const { hits, resetsAt } = await countHit(db, inboxKey(name, to), limit.windowMs)
  return { key, version, holdUntil: hits <= limit.max ? null : resetsAt }
}

/** Whether no mail about the subject came after the one counted as `version`. */
export async function isNewestAbout(db: Db | Tx, key: string, version: number): Promise<boolean> {
  const { hits } = await currentHits(db, key)
  return hits === version
}

/** Until every caller tells people through `notify` (issue 27); then this goes. */
export async function queueBoundedMail(
  ctx: { jobs: JobRunner; otpSecret: string },
  db: Db | Tx,
  name: RecipientLimitsThat<'hold'>,
  subject: string,
  mail: Mail,
): Promise<void> {
  await sendByMail(ctx, db, {
    event: 'mail',
    accountId: null,
    mail,
    bound: { limit: name, subject },
  })
}
