import { eq, sql } from 'drizzle-orm'
import type { NoticeEventData } from '@app/domain'
import { accounts, phoneReplies } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { countHit } from '../../lib/rate-counters.js'
import {
  chooseSlotByNumber,
  recordAttendance,
} from '../applications/interviews/interview-replies.queries.js'
import { notify } from '../notifications/notify.js'

/**
 * What people text us back, by SMS or WhatsApp (DESIGN §11 Channels): STOP and START switch that
 * channel, a slot number answers the newest interview proposal, YES or NO the next interview, and
 * anything else gets the help text. Each message is acted on once, however often the provider
 * posts it (phone_replies, unique per channel and provider id).
 */

type PhoneChannel = 'sms' | 'whatsapp'

export interface InboundReply {
  channel: PhoneChannel
  providerId: string
  /** The sender in E.164, or null for a number that is not a Nigerian mobile. */
  from: string | null
  text: string
  /** When the person wrote it. */
  at: Date
}

type Outcome = NoticeEventData<'phone-reply'>['reply'] | 'ignored'

const DAY_MS = 24 * 60 * 60 * 1000

/** WhatsApp takes free text for this long after the person last wrote to us. */
const WHATSAPP_WINDOW_MS = DAY_MS

/** The slot numbers a reply may carry: a proposal has 1 to 5 times. */
const SLOT_NUMBER = /^[1-5]$/

export async function answerReply(ctx: AppContext, reply: InboundReply): Promise<void> {
  const [claimed] = await ctx.db
    .insert(phoneReplies)
    .values({ channel: reply.channel, providerId: reply.providerId, outcome: 'pending' })
    .onConflictDoNothing()
    .returning({ id: phoneReplies.id })
  // The provider posted it again (a retry, a duplicate): it was acted on already.
  if (!claimed) return
  try {
    const { accountId, outcome } = await actOn(ctx, reply)
    await ctx.db
      .update(phoneReplies)
      .set({ accountId, outcome })
      .where(eq(phoneReplies.id, claimed.id))
  } catch (error) {
    // Not acted on: the provider's retry of the failed callback is let in again.
    await ctx.db.delete(phoneReplies).where(eq(phoneReplies.id, claimed.id))
    throw error
  }
}

async function actOn(
  ctx: AppContext,
  reply: InboundReply,
): Promise<{ accountId: string | null; outcome: Outcome }> {
  // Only Nigerian mobiles are texted (and the help text costs money): others are left unanswered.
  if (!reply.from) return { accountId: null, outcome: 'ignored' }
  const to = { phone: reply.from, channel: reply.channel }
  const [account] = await ctx.db
    .select({ id: accounts.id, kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.phone, reply.from))
  if (!account) {
    await helpStranger(ctx, reply.channel, reply.from)
    return { accountId: null, outcome: 'help' }
  }
  if (reply.channel === 'whatsapp') await openWhatsAppWindow(ctx, account.id, reply.at)
  const recipient = { ...to, accountId: account.id }
  const answer = async (data: NoticeEventData<'phone-reply'>) => {
    await ctx.db.transaction((tx) => notify(ctx, tx, recipient, { name: 'phone-reply', data }))
    return { accountId: account.id, outcome: data.reply }
  }
  const word = reply.text.trim().toUpperCase()
  if (word === 'STOP' || word === 'START') {
    const on = word === 'START'
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set(reply.channel === 'sms' ? { smsNotices: on } : { whatsappNotices: on })
        .where(eq(accounts.id, account.id))
      await notify(ctx, tx, recipient, {
        name: 'phone-reply',
        data: { reply: on ? 'started' : 'stopped', channel: reply.channel },
      })
    })
    return { accountId: account.id, outcome: on ? 'started' : 'stopped' }
  }
  if (account.kind === 'intern' && SLOT_NUMBER.test(word)) {
    const chosen = await chooseSlotByNumber(ctx, account.id, Number(word))
    if (chosen) return answer({ reply: 'slot-chosen', ...chosen })
  }
  if (account.kind === 'intern' && (word === 'YES' || word === 'NO')) {
    const attending = word === 'YES'
    const answered = await recordAttendance(ctx, account.id, attending)
    if (answered) return answer({ reply: 'attendance', attending, ...answered })
  }
  return answer({ reply: 'help' })
}

/**
 * A number we do not know gets the help text at most once a day: each SMS costs money, and a
 * stranger's phone (or a machine) answering every message would otherwise loop.
 */
async function helpStranger(ctx: AppContext, channel: PhoneChannel, phone: string) {
  await ctx.db.transaction(async (tx) => {
    const { hits } = await countHit(tx, `phone-help:${phone}`, DAY_MS)
    if (hits > 1) return
    await notify(ctx, tx, { phone, channel }, { name: 'phone-reply', data: { reply: 'help' } })
  })
}

/** A message on WhatsApp lets us answer in free text for the next 24 hours (Meta's rule). */
async function openWhatsAppWindow(ctx: AppContext, accountId: string, at: Date) {
  const wrote = Math.min(at.getTime(), Date.now())
  const until = new Date(wrote + WHATSAPP_WINDOW_MS)
  await ctx.db
    .update(accounts)
    .set({
      whatsappWindowUntil: sql`greatest(coalesce(${accounts.whatsappWindowUntil}, ${until}), ${until})`,
    })
    .where(eq(accounts.id, accountId))
}
