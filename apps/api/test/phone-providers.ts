import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Africa's Talking and the WhatsApp Business Cloud API on 127.0.0.1, speaking their documented
 * HTTP formats (DESIGN §11 Channels, LIBRARIES.md §11): as the SMTP capture does for mail, they
 * keep what they are sent for tests to read, and can refuse or be down on request.
 */

export interface ReceivedSms {
  to: string
  message: string
  from: string | null
  messageId: string
}

export interface ReceivedWhatsApp {
  to: string
  type: 'template' | 'text'
  template: string | null
  params: string[]
  text: string | null
  id: string
}

export const AT_TEST_SETTINGS = {
  AT_USERNAME: 'internplace',
  AT_API_KEY: 'test-at-api-key',
  AT_CALLBACK_SECRET: 'test-callback-secret-0123456789',
  USSD_SERVICE_CODE: '*384*1234#',
  WHATSAPP_TOKEN: 'test-whatsapp-token',
  WHATSAPP_PHONE_NUMBER_ID: '1098765432',
  WHATSAPP_APP_SECRET: 'test-whatsapp-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'test-verify-token',
} as const

/** How a provider answers: normally, refusing every message, or down (503, tried again). */
export type ProviderMood = 'ok' | 'refuse' | 'down'

export async function startPhoneProviders() {
  const sms: ReceivedSms[] = []
  const whatsapp: ReceivedWhatsApp[] = []
  const mood = { sms: 'ok' as ProviderMood, whatsapp: 'ok' as ProviderMood }
  let counter = 0

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(body))
      }
      if (request.method === 'POST' && request.url === '/version1/messaging') {
        if (request.headers.apikey !== AT_TEST_SETTINGS.AT_API_KEY) {
          return answer(401, 'The supplied authentication is invalid')
        }
        if (mood.sms === 'down') return answer(503, 'Service Unavailable')
        const form = new URLSearchParams(raw)
        if (form.get('username') !== AT_TEST_SETTINGS.AT_USERNAME) {
          return answer(401, 'Invalid username')
        }
        const numbers = (form.get('to') ?? '').split(',').filter(Boolean)
        const recipients = numbers.map((number) => {
          if (mood.sms === 'refuse') {
            return {
              statusCode: 406,
              number,
              status: 'UserInBlacklist',
              cost: '0',
              messageId: 'None',
            }
          }
          const messageId = `ATXid_${++counter}`
          sms.push({
            to: number,
            message: form.get('message') ?? '',
            from: form.get('from'),
            messageId,
          })
          return { statusCode: 101, number, status: 'Success', cost: 'NGN 2.2000', messageId }
        })
        return answer(201, {
          SMSMessageData: {
            Message: `Sent to ${recipients.length}/${numbers.length}`,
            Recipients: recipients,
          },
        })
      }
      const graph = request.url?.match(/^\/([^/]+)\/messages$/)
      if (request.method === 'POST' && graph) {
        if (request.headers.authorization !== `Bearer ${AT_TEST_SETTINGS.WHATSAPP_TOKEN}`) {
          return answer(401, { error: { message: 'Invalid OAuth access token', code: 190 } })
        }
        if (mood.whatsapp === 'down')
          return answer(503, { error: { message: 'Service unavailable', code: 2 } })
        if (mood.whatsapp === 'refuse') {
          return answer(400, {
            error: { message: 'Recipient phone number not in allowed list', code: 131030 },
          })
        }
        const body = JSON.parse(raw) as {
          to: string
          type: 'template' | 'text'
          template?: { name: string; components: { parameters: { text: string }[] }[] }
          text?: { body: string }
        }
        const id = `wamid.${++counter}`
        whatsapp.push({
          to: body.to,
          type: body.type,
          template: body.template?.name ?? null,
          params: body.template?.components[0]?.parameters.map((p) => p.text) ?? [],
          text: body.text?.body ?? null,
          id,
        })
        return answer(200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id }],
        })
      }
      answer(404, { error: { message: 'Unknown path' } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const url = `http://127.0.0.1:${port}`
  return {
    sms,
    whatsapp,
    /** What the app's settings must be to talk to these servers. */
    env: (): Record<string, string> => ({
      ...AT_TEST_SETTINGS,
      AT_BASE_URL: url,
      WHATSAPP_BASE_URL: url,
    }),
    setMood(provider: 'sms' | 'whatsapp', next: ProviderMood) {
      mood[provider] = next
    },
    reset() {
      sms.length = 0
      whatsapp.length = 0
      mood.sms = 'ok'
      mood.whatsapp = 'ok'
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type PhoneProviders = Awaited<ReturnType<typeof startPhoneProviders>>

/** What Meta puts in X-Hub-Signature-256: the raw body's HMAC-SHA256 with the app secret. */
export const whatsAppSignature = (
  rawBody: string,
  secret: string = AT_TEST_SETTINGS.WHATSAPP_APP_SECRET,
) => `sha256=${crypto.createHmac('sha256', secret).update(rawBody).digest('hex')}`

/** A WhatsApp webhook post of delivery statuses and incoming messages, as Meta sends it. */
export function whatsAppWebhookBody(value: {
  statuses?: {
    id: string
    status: 'sent' | 'delivered' | 'read' | 'failed'
    recipient_id: string
    errors?: { code: number; title: string }[]
  }[]
  messages?: { from: string; id: string; text: string }[]
}): string {
  const now = String(Math.floor(Date.now() / 1000))
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1234567890',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: AT_TEST_SETTINGS.WHATSAPP_PHONE_NUMBER_ID },
              ...(value.statuses && {
                statuses: value.statuses.map((status) => ({ ...status, timestamp: now })),
              }),
              ...(value.messages && {
                messages: value.messages.map((message) => ({
                  from: message.from,
                  id: message.id,
                  timestamp: now,
                  type: 'text',
                  text: { body: message.text },
                })),
              }),
            },
          },
        ],
      },
    ],
  })
}
