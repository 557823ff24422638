import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'

/**
 * The SMS and WhatsApp transports (DESIGN §11 Channels): what hands a message to Africa's Talking
 * or to the WhatsApp Business Cloud API, over their documented HTTP formats with plain fetch
 * (LIBRARIES.md §11). Without settings each message is printed to the log, as mail is, so the
 * embedded default still shows everything. Code that tells someone something calls `notify`.
 */

/** What a provider answered: taken (with its id and cost), or refused for good (and why). */
export type PhoneHandover =
  { taken: true; providerId: string | null; cost: string | null } | { taken: false; reason: string }

export interface SmsTransport {
  /** Throws when the provider could not be reached (the job tries again). */
  send(message: { to: string; text: string }): Promise<PhoneHandover>
}

/** A registered template and its parameters, or free text inside the 24-hour window. */
export type WhatsAppMessage =
  | { to: string; kind: 'template'; template: string; params: string[]; text: string }
  | { to: string; kind: 'text'; text: string }

export interface WhatsAppTransport {
  send(message: WhatsAppMessage): Promise<PhoneHandover>
}

export interface PhoneTransports {
  sms: SmsTransport
  whatsapp: WhatsAppTransport
}

/** A provider that failed this way may work on the next try: 5xx, 429, a timeout. */
class ProviderUnavailable extends Error {}

const TIMEOUT_MS = 15_000

async function post(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  const text = await response.text()
  if (response.status >= 500 || response.status === 429) {
    throw new ProviderUnavailable(`${url} answered ${response.status}: ${text.slice(0, 200)}`)
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown }
  } catch {
    return { status: response.status, body: text }
  }
}

/** Africa's Talking accepts a recipient with statusCode 100 (processed), 101 (sent), 102 (queued). */
const AT_ACCEPTED = new Set([100, 101, 102])

type AtAnswer = {
  SMSMessageData?: {
    Message?: string
    Recipients?: { statusCode?: number; status?: string; cost?: string; messageId?: string }[]
  }
}

export function createSmsTransport(config: Config, log: FastifyBaseLogger): SmsTransport {
  const { AT_USERNAME: username, AT_API_KEY: apiKey } = config
  if (!username || !apiKey) {
    return {
      async send({ to, text }) {
        log.info({ smsTo: to }, `SMS (no AT_USERNAME set, so printed here):\n${text}`)
        return { taken: true, providerId: null, cost: null }
      },
    }
  }
  const url = `${config.AT_BASE_URL.replace(/\/$/, '')}/version1/messaging`
  return {
    async send({ to, text }) {
      const form = new URLSearchParams({ username, to, message: text })
      if (config.AT_SENDER_ID) form.set('from', config.AT_SENDER_ID)
      const { status, body } = await post(url, {
        method: 'POST',
        headers: {
          apiKey,
          Accept: 'application/json',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      })
      const data = (body as AtAnswer | null)?.SMSMessageData
      const recipient = data?.Recipients?.[0]
      if (status >= 400 || !recipient) {
        return { taken: false, reason: data?.Message ?? `Africa's Talking answered ${status}` }
      }
      if (!AT_ACCEPTED.has(recipient.statusCode ?? 0)) {
        return { taken: false, reason: recipient.status ?? `statusCode ${recipient.statusCode}` }
      }
      return { taken: true, providerId: recipient.messageId ?? null, cost: recipient.cost ?? null }
    },
  }
}

type GraphAnswer = { messages?: { id?: string }[]; error?: { message?: string; code?: number } }

export function createWhatsAppTransport(config: Config, log: FastifyBaseLogger): WhatsAppTransport {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: numberId } = config
  if (!token || !numberId) {
    return {
      async send(message) {
        log.info(
          { whatsappTo: message.to },
          `WhatsApp (no WHATSAPP_TOKEN set, so printed here):\n${message.text}`,
        )
        return { taken: true, providerId: null, cost: null }
      },
    }
  }
  const url = `${config.WHATSAPP_BASE_URL.replace(/\/$/, '')}/${numberId}/messages`
  return {
    async send(message) {
      // The Cloud API takes the number without its '+'.
      const to = message.to.replace(/^\+/, '')
      const payload =
        message.kind === 'template'
          ? {
              messaging_product: 'whatsapp',
              to,
              type: 'template',
              template: {
                name: message.template,
                language: { code: 'en' },
                components: [
                  {
                    type: 'body',
                    parameters: message.params.map((text) => ({ type: 'text', text })),
                  },
                ],
              },
            }
          : { messaging_product: 'whatsapp', to, type: 'text', text: { body: message.text } }
      const { status, body } = await post(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      })
      const answer = body as GraphAnswer | null
      const id = answer?.messages?.[0]?.id
      if (status >= 400 || !id) {
        const error = answer?.error
        return {
          taken: false,
          reason: error?.message
            ? `${error.message}${error.code ? ` (${error.code})` : ''}`
            : `WhatsApp answered ${status}`,
        }
      }
      return { taken: true, providerId: id, cost: null }
    },
  }
}

export const createPhoneTransports = (config: Config, log: FastifyBaseLogger): PhoneTransports => ({
  sms: createSmsTransport(config, log),
  whatsapp: createWhatsAppTransport(config, log),
})
