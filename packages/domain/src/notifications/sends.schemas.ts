import { z } from 'zod'
import { PageQuerySchema } from '../shared/envelope.js'

/** How a message goes out: mail today; SMS and WhatsApp next (DESIGN §11 Channels). */
export const SEND_CHANNELS = ['mail', 'sms', 'whatsapp'] as const
export type SendChannel = (typeof SEND_CHANNELS)[number]

/**
 * queued: waiting for its job; held: past the recipient's limit until the window ends; sent:
 * handed to the provider; delivered: the provider reported it arrived; failed: every try failed
 * or the provider refused it; dropped: not sent on purpose (its moment passed, a newer one
 * replaced it).
 */
export const SEND_STATUSES = ['queued', 'held', 'sent', 'delivered', 'failed', 'dropped'] as const
export type SendStatus = (typeof SEND_STATUSES)[number]

/** How long the console can look back at what went out; older records are erased. */
export const SENDS_KEPT_DAYS = 90

/** The channels and states in the console's words. */
export const SEND_CHANNEL_LABELS: Record<SendChannel, string> = {
  mail: 'Mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
}
export const SEND_STATUS_LABELS: Record<SendStatus, string> = {
  queued: 'Queued',
  held: 'Held',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  dropped: 'Dropped',
}

/** `GET /admin/sends`: newest first, narrowed by channel and state. */
export const SendsQuerySchema = PageQuerySchema.extend({
  channel: z
    .enum(SEND_CHANNELS, { message: `channel must be one of ${SEND_CHANNELS.join(', ')}` })
    .optional(),
  status: z
    .enum(SEND_STATUSES, { message: `status must be one of ${SEND_STATUSES.join(', ')}` })
    .optional(),
})
export type SendsQuery = z.infer<typeof SendsQuerySchema>

/** One message handed to a channel: never its words, and the address masked. */
export const AdminSendSchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  channel: z.enum(SEND_CHANNELS),
  /** The catalogue's event: 'application-decided', 'sign-in-code' … */
  event: z.string(),
  /** 'ad***@example.com', '+234803****567'. */
  to: z.string(),
  status: z.enum(SEND_STATUSES),
  providerId: z.string().nullable(),
  segments: z.number().int().nullable(),
  /** As the provider put it: 'NGN 2.2000'. */
  cost: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
})
export type AdminSend = z.infer<typeof AdminSendSchema>

/**
 * `GET /admin/sends/costs`: this Lagos month's messages handed to each channel's provider, their
 * SMS segments and what the providers said they cost, one row per channel.
 */
export const SendCostSchema = z.object({
  channel: z.enum(SEND_CHANNELS),
  /** 'YYYY-MM', the month in Lagos. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  sends: z.number().int(),
  segments: z.number().int(),
  /** 'NGN 12.40'. */
  cost: z.string(),
})
export type SendCost = z.infer<typeof SendCostSchema>
