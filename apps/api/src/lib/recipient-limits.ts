import crypto from 'node:crypto'
import { RECIPIENT_LIMITS, tryAgainIn, type RecipientLimitName } from '@app/domain'
import type { Db, Tx } from '../db/client.js'
import type { AppContext } from './context.js'
import { AppError } from './errors.js'
import type { JobRunner } from './job-queue.js'
import { queueMail, sealMail, type Mail } from './mailer.js'
import { countHit, currentHits } from './rate-counters.js'

/**
 * Limits per recipient (RECIPIENT_LIMITS, decision 048): the write limits bound each sender,
 * these bound what lands in one inbox, whoever sends it. Counted with the write limits' counters.
 */

declare module './job-queue.js' {
  interface JobPayloads {
    /** The mail about one subject to one person held past their limit, and its version. */
    'held-mail': { key: string; version: number; sealed: string }
  }
}

type LimitsWhere<Overflow> = {
  [Name in RecipientLimitName]: (typeof RECIPIENT_LIMITS)[Name]['overflow'] extends Overflow
    ? Name
    : never
}[RecipientLimitName]

/** An address is a counter's key, never stored: its hash says 'the same inbox' and no more. */
const inbox = (address: string) =>
  crypto.createHash('sha256').update(address.trim().toLowerCase()).digest('base64url').slice(0, 22)

const inboxKey = (name: RecipientLimitName, to: string) => `recipient:${name}:${inbox(to)}`

/** Long past any window, so a held mail still finds its subject's version when it is due. */
const SUBJECT_VERSION_MS = 24 * 60 * 60 * 1000

/** Counts one mail to `to`; past the limit the request is refused with 429, and nothing is sent. */
export async function takeRecipientAllowance(
  db: Db | Tx,
  name: LimitsWhere<'refuse'>,
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
 * Queues a mail about `subject` (an application's id): at once while its recipient is under the
 * limit; past it, held until the window ends, when the newest mail held about that subject is
 * sent and the older ones are dropped. Pass the transaction of the change the mail is about.
 */
export async function queueBoundedMail(
  ctx: { jobs: JobRunner; otpSecret: string },
  db: Db | Tx,
  name: LimitsWhere<'hold'>,
  subject: string,
  mail: Mail,
): Promise<void> {
  const limit = RECIPIENT_LIMITS[name]
  // Every mail about the subject, sent or held, makes the mails held before it stale.
  const key = `recipient-subject:${name}:${inbox(mail.to)}:${subject}`
  const { hits: version } = await countHit(db, key, SUBJECT_VERSION_MS)
  const { hits, resetsAt } = await countHit(db, inboxKey(name, mail.to), limit.windowMs)
  if (hits <= limit.max) return queueMail(ctx, db, mail)
  await ctx.jobs.enqueue(
    db,
    'held-mail',
    { key, version, sealed: sealMail(ctx, mail) },
    { runAt: resetsAt },
  )
}

/** The `held-mail` job: queues the mail unless a newer one about its subject came since. */
export async function sendHeldMail(
  ctx: AppContext,
  payload: { key: string; version: number; sealed: string },
): Promise<void> {
  const { hits } = await currentHits(ctx.db, payload.key)
  if (hits !== payload.version) return
  await ctx.jobs.enqueue(ctx.db, 'mail', { sealed: payload.sealed })
}
