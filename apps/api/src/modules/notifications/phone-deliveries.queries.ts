import type { AppContext } from '../../lib/context.js'
import { failPhoneSend, type PhoneChannel } from './channels/phone.js'
import { and, eq } from 'drizzle-orm'
import { noticeSends } from '../../db/schema.js'

/**
 * A provider's delivery report (DESIGN §11): delivered settles the send and forgets its words; a
 * failure is passed on (failPhoneSend). Reports of unknown ids, repeated or late ones change
 * nothing: a send already delivered or failed stays so.
 */
export async function recordDeliveryReport(
  ctx: Pick<AppContext, 'db' | 'jobs' | 'otpSecret' | 'config'>,
  report: {
    channel: PhoneChannel
    providerId: string
    outcome: 'sent' | 'delivered' | 'failed'
    reason?: string | null
  },
): Promise<void> {
  const [send] = await ctx.db
    .select({ id: noticeSends.id })
    .from(noticeSends)
    .where(
      and(eq(noticeSends.providerId, report.providerId), eq(noticeSends.channel, report.channel)),
    )
    .limit(1)
  if (!send) return
  if (report.outcome === 'failed') {
    await failPhoneSend(ctx, send.id, report.reason || 'The provider reported it failed')
    return
  }
  if (report.outcome === 'delivered') {
    await ctx.db
      .update(noticeSends)
      .set({ status: 'delivered', sealed: null, updatedAt: new Date() })
      .where(and(eq(noticeSends.id, send.id), eq(noticeSends.status, 'sent')))
  }
}
