import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'

/**
 * The SMS and WhatsApp messages the e2e server's provider fakes received (scripts/e2e-server.mjs),
 * and the provider callbacks a journey posts as Africa's Talking and Meta would.
 */
export interface PhoneMessage {
  channel: 'sms' | 'whatsapp'
  to: string
  text: string | null
  template: string | null
  params: string[]
  id: string
}

const phoneDir = () => {
  const dir = process.env.E2E_PHONE_DIR
  if (!dir)
    throw new Error('E2E_PHONE_DIR is not set; run the journeys through playwright.config.ts')
  return dir
}

export function messagesTo(phone: string): PhoneMessage[] {
  return fs
    .readdirSync(phoneDir())
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(phoneDir(), file), 'utf8')) as PhoneMessage)
    .filter((message) => message.to === phone)
}

/** Waits for a message to `phone` that `matches`, and answers it. */
export async function waitForMessage(
  phone: string,
  matches: (message: PhoneMessage) => boolean,
  timeoutMs = 20_000,
): Promise<PhoneMessage> {
  let found: PhoneMessage | undefined
  await expect
    .poll(() => (found = messagesTo(phone).findLast(matches)) !== undefined, { timeout: timeoutMs })
    .toBe(true)
  return found as PhoneMessage
}

/** A '+23480…' number no other journey of the run uses. */
export function uniqueMobile(): { e164: string; local: string } {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0')
  return { e164: `+234803${digits}`, local: `0803 ${digits.slice(0, 3)} ${digits.slice(3)}` }
}

/** Posts a WhatsApp message from `phone` to the webhook, signed as Meta signs it. */
export async function replyOnWhatsApp(request: APIRequestContext, phone: string, text: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              messages: [
                {
                  from: phone.replace(/^\+/, ''),
                  id: `wamid.reply.${crypto.randomUUID()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  })
  const secret = process.env.E2E_WHATSAPP_APP_SECRET ?? ''
  const signature = crypto.createHmac('sha256', secret).update(body).digest('hex')
  const response = await request.post('/api/v1/channels/whatsapp/webhook', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${signature}` },
  })
  expect(response.status()).toBe(200)
}

/** One USSD step as Africa's Talking posts it: answers the screen's text ('CON …' or 'END …'). */
export async function dialUssd(request: APIRequestContext, phone: string, text: string) {
  const secret = process.env.E2E_AT_CALLBACK_SECRET ?? ''
  const response = await request.post(
    `/api/v1/channels/africastalking/ussd?secret=${encodeURIComponent(secret)}`,
    {
      form: {
        sessionId: 'ATUid_e2e',
        serviceCode: '*384*1234#',
        phoneNumber: phone,
        networkCode: '62130',
        text,
      },
    },
  )
  expect(response.status()).toBe(200)
  return response.text()
}
