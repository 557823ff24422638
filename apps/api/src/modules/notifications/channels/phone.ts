import { and, eq, gt, inArray } from 'drizzle-orm'
import { promotionalSendTime } from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import { accounts, noticeSends } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import type { JobInfo } from '../../../lib/jobs.js'
import type { Mail } from '../../../lib/mailer.js'
import type { PhoneHandover } from '../../../lib/phone-transports.js'
import { countHit } from '../../../lib/rate-counters.js'
import { seal, unseal } from '../../../lib/sealed.js'
import { smsSegments } from '../../../lib/sms-segments.js'
import { markSendDropped, markSendSent, markSendTryFailed, recordSend } from '../notice-sends.js'
import type { PhoneWords } from '../phone-words.js'
import { sendByMail } from './mail.js'

/**
 * The phone channels (DESIGN §11 Channels): SMS through Africa's Talking and WhatsApp through the
 * Cloud API (lib/phone-transports.ts). A message is recorded with its words sealed and queued as a
 * durable job in the change's transaction, so a crash between the two loses nothing. When a
 * channel fails — refused at once, or reported failed later by the provider — a transactional
 * notice goes on: WhatsApp falls back to SMS, SMS to mail, so it reaches the person somewhere.
 */

export type PhoneChannel = 'sms' | 'whatsapp'

declare module '../../../lib/job-queue.js' {
  interface JobPayloads {
    /** A phone message by its record in notice_sends, which holds its sealed words. */
    sms: { sendId: string; notAfter?: string }
    whatsapp: { sendId: string; notAfter?: string }
  }
}

const PHONE_PURPOSE = 'phone-message'

/** Tries after the first: about six hours of doubling waits, then the next channel takes over. */
export const PHONE_RETRY_LIMIT = 12

const DAY_MS = 24 * 60 * 60 * 1000

/** What a phone send keeps sealed until it is delivered: enough to send it again elsewhere. */
interface SealedPhoneMessage {
  to: string
  words: PhoneWords
  /** The mail to fall back to when the phone fails: only when no mail was sent already. */
  mail?: Mail
  /** Whether a failure is passed on to the next channel (transactional notices). */
  fallsBack: boolean
  /**
   * Sent to the account's own number by its choices (not a code to a number being added, nor an
   * answer to a reply): checked again when it goes, as a number removed or a channel turned off
   * (STOP) in the meantime must stop it — a job alert waits for the morning.
   */
  byChoice?: boolean
}

export interface PhoneSend {
  channel: PhoneChannel
  event: string
  accountId: string | null
  to: string
  words: PhoneWords
  promotional?: boolean
  mail?: Mail | undefined
  notAfter?: Date | undefined
  fallbackOf?: string
  /** Sent to the account's verified number because of its choices (see SealedPhoneMessage). */
  byChoice?: boolean
  /** Not counted against the daily cap (a code, limited where it is sent). */
  uncapped?: boolean
}

type Sending = Pick<AppContext, 'jobs' | 'otpSecret' | 'config'>

/**
 * Records the message and queues it in the transaction of the change it is about. Past the
 * account's daily cap it is dropped (and a transactional one goes by mail instead); a promotional
 * one waits out the quiet hours.
 */
export async function sendByPhone(ctx: Sending, tx: Db | Tx, send: PhoneSend): Promise<void> {
  const fallsBack = !send.promotional
  const capKey = `phone-day:${send.accountId ?? send.to}`
  const { hits } = send.uncapped ? { hits: 0 } : await countHit(tx, capKey, DAY_MS)
  const message: SealedPhoneMessage = {
    to: send.to,
    words: send.words,
    fallsBack,
    ...(send.mail && { mail: send.mail }),
    ...(send.byChoice && { byChoice: true }),
  }
  const sendId = await recordSend(tx, {
    channel: send.channel,
    event: send.event,
    accountId: send.accountId,
    to: send.to,
    held: false,
    sealed: seal(ctx.otpSecret, PHONE_PURPOSE, message),
    segments: send.channel === 'sms' ? smsSegments(send.words.text) : null,
    fallbackOf: send.fallbackOf ?? null,
  })
  if (hits > ctx.config.PHONE_DAILY_CAP) {
    await markSendDropped(tx, sendId, DAILY_CAP_REACHED)
    if (fallsBack && send.mail)
      await sendFallbackMail(ctx, tx, send.event, send.accountId, send.mail)
    return
  }
  const now = new Date()
  const sendAt = send.promotional ? promotionalSendTime(now) : now
  // Only a message held past the quiet hours waits; any other runs at once.
  const runAt = sendAt > now ? sendAt : undefined
  await ctx.jobs.enqueue(
    tx,
    send.channel,
    { sendId, ...(send.notAfter && { notAfter: send.notAfter.toISOString() }) },
    runAt ? { runAt } : undefined,
  )
}

const DAILY_CAP_REACHED = 'The account reached its daily cap of phone messages'

/**
 * The `sms` and `whatsapp` jobs: hands the message to the provider. A refusal fails the send at
 * once and passes it on; a provider that cannot be reached is tried again, and passed on after
 * the last try.
 */
export async function sendQueuedPhoneMessage(
  ctx: AppContext,
  channel: PhoneChannel,
  payload: { sendId: string; notAfter?: string },
  job: JobInfo,
) {
  const [send] = await ctx.db
    .select({
      status: noticeSends.status,
      sealed: noticeSends.sealed,
      accountId: noticeSends.accountId,
    })
    .from(noticeSends)
    .where(eq(noticeSends.id, payload.sendId))
  // Sent already by an earlier try whose answer was lost, or erased: nothing to do.
  if (!send?.sealed || send.status !== 'queued') return
  if (payload.notAfter && Date.now() >= Date.parse(payload.notAfter)) {
    const skipped = 'Its moment passed before it could be sent'
    await markSendDropped(ctx.db, payload.sendId, skipped)
    return { skipped }
  }
  const message = unseal<SealedPhoneMessage>(ctx.otpSecret, PHONE_PURPOSE, send.sealed)
  const withdrawn =
    message.byChoice && (await choiceWithdrawn(ctx.db, send.accountId, channel, message.to))
  if (withdrawn) {
    await markSendDropped(ctx.db, payload.sendId, withdrawn)
    return { skipped: withdrawn }
  }
  let handover: PhoneHandover
  try {
    handover =
      channel === 'sms'
        ? await ctx.phones.sms.send({ to: message.to, text: message.words.text })
        : await ctx.phones.whatsapp.send(
            (await isWhatsAppWindowOpen(ctx.db, send.accountId))
              ? { to: message.to, kind: 'text', text: message.words.text }
              : { to: message.to, kind: 'template', ...message.words },
          )
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (job.retryCount < PHONE_RETRY_LIMIT) {
      await markSendTryFailed(ctx.db, payload.sendId, reason, false)
      throw error
    }
    await failPhoneSend(ctx, payload.sendId, reason)
    return
  }
  if (handover.taken) {
    await markSendSent(ctx.db, payload.sendId, handover.providerId, handover.cost)
  } else {
    await failPhoneSend(ctx, payload.sendId, handover.reason)
  }
}

/**
 * Why a message sent by the account's choices may no longer go: the number was removed or
 * changed, or the channel was turned off (in settings, or by a STOP reply) since it was queued.
 */
async function choiceWithdrawn(
  db: Db,
  accountId: string | null,
  channel: PhoneChannel,
  to: string,
): Promise<string | null> {
  if (!accountId) return null
  const [account] = await db
    .select({
      phone: accounts.phone,
      smsNotices: accounts.smsNotices,
      whatsappNotices: accounts.whatsappNotices,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (!account || account.phone !== to) return NUMBER_REMOVED
  const on = channel === 'sms' ? account.smsNotices : account.whatsappNotices
  return on ? null : CHANNEL_TURNED_OFF
}

const NUMBER_REMOVED = 'The number was removed from the account before it could be sent'
const CHANNEL_TURNED_OFF = 'The person turned this channel off before it could be sent'

/** WhatsApp takes free text only in the 24 hours after the person last wrote to us there. */
async function isWhatsAppWindowOpen(db: Db, accountId: string | null): Promise<boolean> {
  if (!accountId) return false
  const [open] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), gt(accounts.whatsappWindowUntil, new Date())))
  return Boolean(open)
}

/**
 * A phone send failed for good (refused, out of tries, or reported failed): it is marked failed
 * with the reason, once — a provider reporting the failure twice passes it on once — and a
 * transactional message goes on to the next channel: WhatsApp to SMS, SMS to mail.
 */
export async function failPhoneSend(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'otpSecret' | 'config'>,
  sendId: string,
  reason: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [send] = await tx
      .select({
        channel: noticeSends.channel,
        event: noticeSends.event,
        accountId: noticeSends.accountId,
        sealed: noticeSends.sealed,
      })
      .from(noticeSends)
      .where(and(eq(noticeSends.id, sendId), inArray(noticeSends.status, ['queued', 'sent'])))
      .for('update')
    if (!send) return
    await tx
      .update(noticeSends)
      .set({ status: 'failed', error: reason.slice(0, 500), sealed: null, updatedAt: new Date() })
      .where(eq(noticeSends.id, sendId))
    if (!send.sealed || send.channel === 'mail') return
    const message = unseal<SealedPhoneMessage>(ctx.otpSecret, PHONE_PURPOSE, send.sealed)
    if (!message.fallsBack) return
    if (send.channel === 'whatsapp' && (await smsAllowed(tx, send.accountId))) {
      await sendByPhone(ctx, tx, {
        channel: 'sms',
        event: send.event,
        accountId: send.accountId,
        to: message.to,
        words: message.words,
        mail: message.mail,
        fallbackOf: sendId,
        byChoice: message.byChoice,
      })
      return
    }
    if (message.mail) await sendFallbackMail(ctx, tx, send.event, send.accountId, message.mail)
  })
}

/** A number that replied STOP to SMS gets none, not even in place of a failed WhatsApp. */
async function smsAllowed(tx: Tx, accountId: string | null): Promise<boolean> {
  if (!accountId) return true
  const [account] = await tx
    .select({ smsNotices: accounts.smsNotices })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  return account?.smsNotices ?? false
}

const sendFallbackMail = (
  ctx: Sending,
  tx: Db | Tx,
  event: string,
  accountId: string | null,
  mail: Mail,
) => sendByMail(ctx, tx, { event, accountId, mail })
