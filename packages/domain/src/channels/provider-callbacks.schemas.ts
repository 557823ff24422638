import { z } from 'zod'

/*
 * What the phone providers post to us (DESIGN §11 Channels): Africa's Talking's delivery reports,
 * incoming SMS and USSD steps (forms), and the WhatsApp Cloud API's webhook (JSON). The providers'
 * formats are the contract: fields we do not read are let through, fields we read are checked.
 */

const providerText = (max: number) => z.string().trim().min(1).max(max)

/** The callback URLs given to Africa's Talking carry the shared secret (`AT_CALLBACK_SECRET`). */
export const CallbackSecretQuerySchema = z.object({ secret: z.string().max(200).optional() })

export const AT_DELIVERY_STATUSES = [
  'Sent',
  'Submitted',
  'Buffered',
  'Success',
  'Failed',
  'Rejected',
] as const

/** `POST /channels/africastalking/delivery`. */
export const AtDeliveryReportSchema = z.object({
  id: providerText(200),
  status: z.enum(AT_DELIVERY_STATUSES),
  phoneNumber: z.string().max(30).optional(),
  networkCode: z.string().max(20).optional(),
  failureReason: z.string().max(200).optional(),
  retryCount: z.string().max(10).optional(),
})
export type AtDeliveryReport = z.infer<typeof AtDeliveryReportSchema>

/** `POST /channels/africastalking/inbound`: an SMS someone sent to our short code. */
export const AtInboundSmsSchema = z.object({
  from: providerText(30),
  to: z.string().max(30).optional(),
  // An empty SMS is possible; it gets the help text like any other.
  text: z.string().max(2000),
  date: z.string().max(40).optional(),
  id: providerText(200),
  linkId: z.string().max(200).optional(),
})
export type AtInboundSms = z.infer<typeof AtInboundSmsSchema>

/** `POST /channels/africastalking/ussd`: one step of a session; `text` is every input joined by '*'. */
export const AtUssdStepSchema = z.object({
  sessionId: providerText(200),
  serviceCode: z.string().max(40).optional(),
  phoneNumber: providerText(30),
  networkCode: z.string().max(20).optional(),
  text: z.string().max(200).default(''),
})
export type AtUssdStep = z.infer<typeof AtUssdStepSchema>

/** A USSD screen holds at most this many characters, `CON `/`END ` included. */
export const USSD_ANSWER_MAX_LENGTH = 182

/** `GET /channels/whatsapp/webhook`: Meta checks the URL is ours before it posts to it. */
export const WhatsAppVerifyQuerySchema = z.object({
  'hub.mode': z.string().max(40),
  'hub.verify_token': z.string().max(200),
  'hub.challenge': z.string().min(1).max(200),
})

const unixSeconds = z.string().regex(/^\d{1,12}$/)

const WhatsAppStatusSchema = z.object({
  id: providerText(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  recipient_id: z.string().max(30).optional(),
  timestamp: unixSeconds.optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() }))
    .optional(),
})

const WhatsAppMessageSchema = z.object({
  from: providerText(30),
  id: providerText(200),
  timestamp: unixSeconds,
  // Images, voice notes and the rest carry no text: they get the help text.
  type: z.string().max(40),
  text: z.object({ body: z.string().max(5000) }).optional(),
})

/** `POST /channels/whatsapp/webhook`: delivery statuses and incoming messages. */
export const WhatsAppWebhookSchema = z.object({
  object: z.string().max(100),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(100),
              value: z.object({
                statuses: z.array(WhatsAppStatusSchema).max(1000).optional(),
                messages: z.array(WhatsAppMessageSchema).max(1000).optional(),
              }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
})
export type WhatsAppWebhook = z.infer<typeof WhatsAppWebhookSchema>
