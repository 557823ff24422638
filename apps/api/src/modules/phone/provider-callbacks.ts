import {
  toNigerianMobile,
  type AtDeliveryReport,
  type AtInboundSms,
  type WhatsAppWebhook,
} from '@app/domain'
import type { AppContext } from '../../lib/context.js'
import { recordDeliveryReport } from '../notifications/phone-deliveries.queries.js'
import { answerReply } from './phone-replies.js'

/** The providers' callbacks, authenticated by the routes, in the notifications' and replies' words. */

/** Africa's Talking's final states are Success, Failed and Rejected; the rest are on the way. */
const AT_OUTCOMES = {
  Success: 'delivered',
  Failed: 'failed',
  Rejected: 'failed',
  Sent: 'sent',
  Submitted: 'sent',
  Buffered: 'sent',
} as const

export async function africasTalkingDelivery(ctx: AppContext, report: AtDeliveryReport) {
  const outcome = AT_OUTCOMES[report.status]
  await recordDeliveryReport(ctx, {
    channel: 'sms',
    providerId: report.id,
    outcome,
    reason: outcome === 'failed' ? report.failureReason || report.status : null,
  })
}

export async function africasTalkingInbound(ctx: AppContext, sms: AtInboundSms) {
  const at = sms.date ? new Date(sms.date) : new Date()
  await answerReply(ctx, {
    channel: 'sms',
    providerId: sms.id,
    from: toNigerianMobile(sms.from),
    text: sms.text,
    at: Number.isNaN(at.getTime()) ? new Date() : at,
  })
}

const WHATSAPP_OUTCOMES = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  failed: 'failed',
} as const

/** Meta's webhook: the statuses of what we sent, and what people wrote to us. */
export async function whatsAppWebhook(ctx: AppContext, webhook: WhatsAppWebhook) {
  if (webhook.object !== 'whatsapp_business_account') return
  const values = webhook.entry.flatMap((entry) =>
    entry.changes.filter((change) => change.field === 'messages').map((change) => change.value),
  )
  for (const { statuses = [], messages = [] } of values) {
    for (const status of statuses) {
      const outcome = WHATSAPP_OUTCOMES[status.status]
      await recordDeliveryReport(ctx, {
        channel: 'whatsapp',
        providerId: status.id,
        outcome,
        reason: outcome === 'failed' ? (status.errors?.[0]?.title ?? null) : null,
      })
    }
    for (const message of messages) {
      await answerReply(ctx, {
        channel: 'whatsapp',
        providerId: message.id,
        // WhatsApp writes the number without its '+'.
        from: toNigerianMobile(`+${message.from.replace(/^\+/, '')}`),
        text: message.type === 'text' ? (message.text?.body ?? '') : '',
        at: new Date(Number(message.timestamp) * 1000),
      })
    }
  }
}
