import { RECIPIENT_LIMITS, type RecipientLimitsThat } from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import type { AppContext } from '../../../lib/context.js'
import type { JobRunner } from '../../../lib/job-queue.js'
import type { JobInfo } from '../../../lib/jobs.js'
import type { Mail } from '../../../lib/mailer.js'
import { inboxKey, subjectKey } from '../../../lib/recipient-limits.js'
import { countHit, currentHits } from '../../../lib/rate-counters.js'
import { seal, unseal } from '../../../lib/sealed.js'
import {
  markSendDropped,
  markSendQueued,
  markSendSent,
  markSendTryFailed,
  recordSend,
} from '../notice-sends.js'

/**
 * The mail channel: a mail is queued as a durable job, so a mail server that is down delays it
 * instead of failing the request or losing it, and recorded as a send the console lists.
 */

declare module '../../../lib/job-queue.js' {
  interface JobPayloads {
    /**
     * The mail, sealed (lib/sealed.ts): queued mail holds sign-in codes and personal data. A mail
     * that makes sense only until `notAfter` (ISO; a reminder) is dropped after it, not sent late.
     * `sendId` is its record in notice_sends.
     */
    mail: { sealed: string; notAfter?: string; sendId?: string }
    /** The mail about one subject to one person held past their limit, and its version. */
    'held-mail': { key: string; version: number; sealed: string; sendId?: string }
  }
}

const MAIL_PURPOSE = 'queued-mail'

/** Tries after the first: about a day of doubling waits (5 s, 10 s, 20 s …). */
export const MAIL_RETRY_LIMIT = 14

type Queueing = { jobs: JobRunner; otpSecret: string }

export interface MailSend {
  event: string
  accountId: string | null
  mail: Mail
  notAfter?: Date | undefined
  /** The limit that holds mails about `subject` past the recipient's allowance. */
  bound?: { limit: RecipientLimitsThat<'hold'>; subject: string } | undefined
}

/**
 * Records the mail and queues it in the transaction of the change it is about: sent only if that
 * change commits. Past a holding limit it waits for the window's end (decision 048).
 */
export async function sendByMail(ctx: Queueing, tx: Db | Tx, send: MailSend): Promise<void> {
  const sealed = seal(ctx.otpSecret, MAIL_PURPOSE, send.mail)
  const held =
    send.bound && (await countHeldAllowance(tx, send.bound.limit, send.mail.to, send.bound.subject))
  const sendId = await recordSend(tx, {
    channel: 'mail',
    event: send.event,
    accountId: send.accountId,
    to: send.mail.to,
    held: Boolean(held?.holdUntil),
  })
  if (held?.holdUntil) {
    await ctx.jobs.enqueue(
      tx,
      'held-mail',
      { key: held.key, version: held.version, sealed, sendId },
      { runAt: held.holdUntil },
    )
    return
  }
  await ctx.jobs.enqueue(tx, 'mail', {
    sealed,
    sendId,
    ...(send.notAfter && { notAfter: send.notAfter.toISOString() }),
  })
}

/** The mail a `mail` job carries. */
export const queuedMail = (ctx: { otpSecret: string }, payload: { sealed: string }) =>
  unseal<Mail>(ctx.otpSecret, MAIL_PURPOSE, payload.sealed)

/** Whether the mail of a `mail` job is past its moment (`notAfter`) at `now`: then it is dropped. */
export const isMailStale = (payload: { notAfter?: string }, now = new Date()) =>
  payload.notAfter !== undefined && now.getTime() >= Date.parse(payload.notAfter)

/**
 * The `mail` job: hands the mail to the transport, unless its moment passed (decision 046): a
 * dropped mail is on record, not silently gone.
 */
export async function sendQueuedMail(
  ctx: AppContext,
  payload: { sealed: string; notAfter?: string; sendId?: string },
  job: JobInfo,
) {
  if (isMailStale(payload)) {
    const skipped = 'Its moment passed before it could be sent'
    if (payload.sendId) await markSendDropped(ctx.db, payload.sendId, skipped)
    return { skipped }
  }
  try {
    const sent = await ctx.mailer.send(queuedMail(ctx, payload))
    if (payload.sendId) await markSendSent(ctx.db, payload.sendId, sent?.providerId ?? null)
  } catch (error) {
    if (payload.sendId) {
      const reason = error instanceof Error ? error.message : String(error)
      await markSendTryFailed(ctx.db, payload.sendId, reason, job.retryCount >= MAIL_RETRY_LIMIT)
    }
    throw error
  }
}

/** The `held-mail` job: queues the mail unless a newer one about its subject came since. */
export async function sendHeldMail(
  ctx: AppContext,
  payload: { key: string; version: number; sealed: string; sendId?: string },
) {
  if (!(await isNewestAbout(ctx.db, payload.key, payload.version))) {
    if (payload.sendId) await markSendDropped(ctx.db, payload.sendId, REPLACED)
    return
  }
  await ctx.db.transaction(async (tx) => {
    await ctx.jobs.enqueue(tx, 'mail', {
      sealed: payload.sealed,
      ...(payload.sendId && { sendId: payload.sendId }),
    })
    if (payload.sendId) await markSendQueued(tx, payload.sendId)
  })
}

const REPLACED = 'A newer mail about the same thing replaced it'

/** Long past any window, so a held mail still finds its subject's version when it is due. */
const SUBJECT_VERSION_MS = 24 * 60 * 60 * 1000

/**
 * Counts one mail about `subject` (an application's id) to `to`, under a limit that holds: answers
 * the moment it may go (null: now) and the subject's version — every mail about the subject, sent
 * or held, makes those held before it stale, so that only the newest is sent when the window ends.
 */
async function countHeldAllowance(
  db: Db | Tx,
  name: RecipientLimitsThat<'hold'>,
  to: string,
  subject: string,
): Promise<{ key: string; version: number; holdUntil: Date | null }> {
  const limit = RECIPIENT_LIMITS[name]
  const key = subjectKey(name, to, subject)
  const { hits: version } = await countHit(db, key, SUBJECT_VERSION_MS)
  const { hits, resetsAt } = await countHit(db, inboxKey(name, to), limit.windowMs)
  return { key, version, holdUntil: hits <= limit.max ? null : resetsAt }
}

/** Whether no mail about the subject came after the one counted as `version`. */
async function isNewestAbout(db: Db | Tx, key: string, version: number): Promise<boolean> {
  const { hits } = await currentHits(db, key)
  return hits === version
}
