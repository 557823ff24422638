import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { accounts } from '../src/db/schema.js'
import {
  AT_TEST_SETTINGS,
  startPhoneProviders,
  whatsAppSignature,
  whatsAppWebhookBody,
  type PhoneProviders,
} from './phone-providers.js'
import { useTestApp, type TestContext } from './test-app.js'

/** Test helpers of the phone callbacks: a verified number, and the providers' posts. */

/**
 * A test app whose phone settings point at local Africa's Talking and WhatsApp servers, started
 * once for the file (or describe block) and emptied before each test; `env` adds its own settings.
 */
export function useAppWithPhoneProviders(env: Record<string, string> = {}) {
  // Filled when the servers are up; the tests read it only after.
  const providers = {} as PhoneProviders
  beforeAll(async () => {
    Object.assign(providers, await startPhoneProviders())
  })
  afterAll(() => providers.close?.())
  const t = useTestApp({ env: () => ({ ...providers.env(), ...env }) })
  beforeEach(() => providers.reset())
  return { t, providers }
}

/** Gives the account a verified number, as confirming its SMS code does, with these choices. */
export async function verifyPhone(
  t: TestContext,
  accountId: string,
  phone: string,
  choices: { smsNotices?: boolean; whatsappNotices?: boolean } = {},
) {
  await t.database.db
    .update(accounts)
    .set({ phone, phoneVerifiedAt: new Date(), ...choices })
    .where(eq(accounts.id, accountId))
}

export async function accountChoices(t: TestContext, accountId: string) {
  const [row] = await t.database.db
    .select({
      smsNotices: accounts.smsNotices,
      whatsappNotices: accounts.whatsappNotices,
      whatsappWindowUntil: accounts.whatsappWindowUntil,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  return row
}

/** A post as the provider sends it; the background jobs it queued have run when it resolves. */
async function post(
  t: TestContext,
  url: string,
  payload: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string; type: string }> {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers })
  await t.app.ctx.jobs.settle()
  return {
    status: response.statusCode,
    text: response.body,
    type: String(response.headers['content-type'] ?? ''),
  }
}

/** Africa's Talking posts a form to a callback URL carrying the secret. */
export const postToAfricasTalking = (
  t: TestContext,
  callback: 'delivery' | 'inbound' | 'ussd',
  form: Record<string, string>,
  secret: string | null = AT_TEST_SETTINGS.AT_CALLBACK_SECRET,
) =>
  post(
    t,
    `/channels/africastalking/${callback}${secret === null ? '' : `?secret=${encodeURIComponent(secret)}`}`,
    new URLSearchParams(form).toString(),
    { 'content-type': 'application/x-www-form-urlencoded' },
  )

let inboundCount = 0

/** An SMS someone sent us; each gets its own provider id unless given one. */
export const smsReply = (t: TestContext, from: string, text: string, id?: string) =>
  postToAfricasTalking(t, 'inbound', {
    from,
    to: '20880',
    text,
    date: new Date().toISOString(),
    id: id ?? `inbound-${++inboundCount}`,
    linkId: 'link-1',
  })

/** Meta posts JSON signed with the app secret (or the signature given: null for none). */
export const postToWhatsApp = (
  t: TestContext,
  raw: string,
  signature: string | null = whatsAppSignature(raw),
) =>
  post(t, '/channels/whatsapp/webhook', raw, {
    'content-type': 'application/json',
    ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
  })

/** A WhatsApp message someone sent us ('2348031234567': WhatsApp writes no '+'). */
export const whatsAppReply = (t: TestContext, from: string, text: string, id?: string) =>
  postToWhatsApp(
    t,
    whatsAppWebhookBody({
      messages: [{ from: from.replace(/^\+/, ''), id: id ?? `wamid.in-${++inboundCount}`, text }],
    }),
  )

let sessionCount = 0

/** One USSD step: `text` is every input of the session so far, joined by '*'. */
export const ussd = (t: TestContext, phoneNumber: string, text: string) =>
  postToAfricasTalking(t, 'ussd', {
    sessionId: `ATUid_${++sessionCount}`,
    serviceCode: AT_TEST_SETTINGS.USSD_SERVICE_CODE,
    phoneNumber,
    networkCode: '62130',
    text,
  })
