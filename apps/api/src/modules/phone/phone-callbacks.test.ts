import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCOUNT_PREFERENCES } from '@app/domain'
import { accounts, noticeSends } from '../../db/schema.js'
import { notify } from '../notifications/notify.js'
import {
  AT_TEST_SETTINGS,
  whatsAppSignature,
  whatsAppWebhookBody,
} from '../../../test/phone-providers.js'
import {
  accountChoices,
  postToAfricasTalking,
  postToWhatsApp,
  smsReply,
  verifyPhone,
  useAppWithPhoneProviders,
} from '../../../test/phone-fixtures.js'

import { createAccount } from '../../../test/factories.js'
import { applied } from '../../../test/conversation-fixtures.js'

const { t, providers } = useAppWithPhoneProviders()

const PHONE = '+2348031234567'

/** An intern with a verified number, told their application was rejected (a transactional notice). */
async function internToldOfDecision(
  choices: { whatsappNotices?: boolean; decisionMails?: boolean } = {},
) {
  const { intern, applicationId } = await applied(t)
  await verifyPhone(t, intern.account.id, PHONE, { whatsappNotices: choices.whatsappNotices })
  if (choices.decisionMails === false) {
    const preferences = structuredClone(DEFAULT_ACCOUNT_PREFERENCES.intern)
    preferences.notifications.statusChanges = false
    await t.database.db
      .update(accounts)
      .set({ preferences })
      .where(eq(accounts.id, intern.account.id))
  }
  t.mail.mails.length = 0
  await t.database.db.transaction((tx) =>
    notify(
      t.app.ctx,
      tx,
      { accountId: intern.account.id },
      {
        name: 'application-decided',
        data: {
          applicationId,
          roleTitle: 'Front-End Developer Intern',
          companyName: 'Kobo Ledger Technologies',
          decision: 'rejected',
          reason: null,
          note: null,
          interviewCancelled: false,
        },
      },
    ),
  )
  await t.app.ctx.jobs.settle()
  return intern
}

const sendsOf = (accountId: string) =>
  t.database.db
    .select({
      channel: noticeSends.channel,
      status: noticeSends.status,
      error: noticeSends.error,
      providerId: noticeSends.providerId,
    })
    .from(noticeSends)
    .where(eq(noticeSends.accountId, accountId))
    .orderBy(asc(noticeSends.createdAt))

const smsSendOf = async (accountId: string) => {
  const [send] = await t.database.db
    .select({ status: noticeSends.status, error: noticeSends.error })
    .from(noticeSends)
    .where(and(eq(noticeSends.accountId, accountId), eq(noticeSends.channel, 'sms')))
  return send
}

const delivery = (id: string, status: string, more: Record<string, string> = {}) => ({
  id,
  status,
  phoneNumber: PHONE,
  networkCode: '62130',
  ...more,
})

describe('POST /channels/africastalking/delivery', () => {
  it('marks the SMS delivered on Success, and keeps it so when a late report follows', async () => {
    const intern = await internToldOfDecision()
    expect(providers.sms).toHaveLength(1)
    const { messageId } = providers.sms[0]!
    expect(await smsSendOf(intern.account.id)).toMatchObject({ status: 'sent' })

    const sent = await postToAfricasTalking(t, 'delivery', delivery(messageId, 'Buffered'))
    expect(sent.status).toBe(200)
    expect(await smsSendOf(intern.account.id)).toMatchObject({ status: 'sent' })

    const done = await postToAfricasTalking(t, 'delivery', delivery(messageId, 'Success'))
    expect(done.status).toBe(200)
    expect(JSON.parse(done.text)).toEqual({ status: 'success', data: null })
    expect(await smsSendOf(intern.account.id)).toMatchObject({ status: 'delivered' })

    await postToAfricasTalking(t, 'delivery', delivery(messageId, 'Failed'))
    expect(await smsSendOf(intern.account.id)).toMatchObject({ status: 'delivered' })
  })

  it('answers 200 to a report of an id it never sent, and changes nothing', async () => {
    const res = await postToAfricasTalking(t, 'delivery', delivery('ATXid_unknown', 'Success'))
    expect(res.status).toBe(200)
  })

  it('refuses a wrong or missing secret with 401, and nothing changes', async () => {
    const intern = await internToldOfDecision()
    const { messageId } = providers.sms[0]!
    for (const secret of ['wrong-secret-0123456789', '', null]) {
      const res = await postToAfricasTalking(t, 'delivery', delivery(messageId, 'Failed'), secret)
      expect(res.status).toBe(401)
    }
    expect(await smsSendOf(intern.account.id)).toMatchObject({ status: 'sent', error: null })
    expect(t.mail.mails).toHaveLength(1)
  })

  it('refuses a bad body with 400 and changes nothing', async () => {
    const intern = await internToldOfDecision()
    const { messageId } = providers.sms[0]!
    for (const form of [
      { status: 'Failed' },
      delivery(messageId, 'Lost'),
      delivery('', 'Failed'),
      delivery(messageId, 'Failed', { failureReason: 'x'.repeat(500) }),
    ]) {
      const res = await postToAfricasTalking(t, 'delivery', form)
      expect(res.status).toBe(400)
    }
    expect(await smsSendOf(intern.account.id)).toMatchObject({ status: 'sent' })
  })
})

describe('failures fall back: WhatsApp to SMS, SMS to mail', () => {
  it('passes each failure on once, however often the providers report it', async () => {
    const intern = await internToldOfDecision({ whatsappNotices: true, decisionMails: false })
    expect(providers.whatsapp).toHaveLength(1)
    expect(providers.sms).toHaveLength(0)
    expect(t.mail.mails).toHaveLength(0)
    const wamid = providers.whatsapp[0]!.id

    const failed = whatsAppWebhookBody({
      statuses: [
        {
          id: wamid,
          status: 'failed',
          recipient_id: PHONE.slice(1),
          errors: [{ code: 131026, title: 'Message undeliverable' }],
        },
      ],
    })
    for (let i = 0; i < 2; i++) expect((await postToWhatsApp(t, failed)).status).toBe(200)
    expect(providers.sms.map((sms) => sms.to)).toEqual([PHONE])
    expect(providers.sms[0]!.message).toContain('Kobo Ledger')

    const { messageId } = providers.sms[0]!
    const report = delivery(messageId, 'Failed', { failureReason: 'UserInBlacklist' })
    for (let i = 0; i < 2; i++) {
      expect((await postToAfricasTalking(t, 'delivery', report)).status).toBe(200)
    }
    expect(t.mail.mails.map((mail) => mail.to)).toEqual([intern.account.email])
    expect(await sendsOf(intern.account.id)).toEqual([
      expect.objectContaining({
        channel: 'whatsapp',
        status: 'failed',
        error: 'Message undeliverable',
      }),
      expect.objectContaining({ channel: 'sms', status: 'failed', error: 'UserInBlacklist' }),
      expect.objectContaining({ channel: 'mail', status: 'sent' }),
    ])
  })
})

describe('POST /channels/whatsapp/webhook', () => {
  it('marks a WhatsApp message delivered when read', async () => {
    const intern = await internToldOfDecision({ whatsappNotices: true })
    const wamid = providers.whatsapp[0]!.id
    const read = whatsAppWebhookBody({
      statuses: [{ id: wamid, status: 'read', recipient_id: PHONE.slice(1) }],
    })
    expect((await postToWhatsApp(t, read)).status).toBe(200)
    const sends = await sendsOf(intern.account.id)
    expect(sends.find((send) => send.channel === 'whatsapp')).toMatchObject({
      status: 'delivered',
    })
  })

  it('refuses a wrong, short or missing signature with 401, and nothing changes', async () => {
    const intern = await internToldOfDecision({ whatsappNotices: true })
    const wamid = providers.whatsapp[0]!.id
    const failed = whatsAppWebhookBody({
      statuses: [{ id: wamid, status: 'failed', recipient_id: PHONE.slice(1) }],
    })
    for (const signature of [
      whatsAppSignature(failed, 'not-the-app-secret'),
      whatsAppSignature(`${failed} `),
      'sha256=abcd',
      whatsAppSignature(failed).replace('sha256=', 'sha1='),
      null,
    ]) {
      expect((await postToWhatsApp(t, failed, signature)).status).toBe(401)
    }
    // A STOP in a badly signed post does nothing either.
    const stop = whatsAppWebhookBody({
      messages: [{ from: PHONE.slice(1), id: 'wamid.stop', text: 'STOP' }],
    })
    expect((await postToWhatsApp(t, stop, whatsAppSignature(stop, 'nope'))).status).toBe(401)
    expect(await sendsOf(intern.account.id)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', status: 'sent' }),
      expect.objectContaining({ channel: 'mail', status: 'sent' }),
    ])
    expect(await accountChoices(t, intern.account.id)).toMatchObject({ whatsappNotices: true })
    expect(providers.sms).toHaveLength(0)
  })

  it('refuses a signed body that is not the webhook format with 400', async () => {
    for (const raw of [
      '{"object":',
      '{"object":"whatsapp_business_account","entry":"no"}',
      '{"object":"whatsapp_business_account","entry":[],"__proto__":{"admin":true}}',
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [{ changes: [{ field: 'messages', value: { statuses: [{ id: 'x' }] } }] }],
      }),
    ]) {
      expect((await postToWhatsApp(t, raw)).status, raw).toBe(400)
    }
  })

  it('answers 200 and does nothing for changes it does not read', async () => {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'account_update', value: {} }] }],
    })
    expect((await postToWhatsApp(t, raw)).status).toBe(200)
  })
})

describe('GET /channels/whatsapp/webhook', () => {
  const verify = (token: string, mode = 'subscribe') =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/channels/whatsapp/webhook',
      query: { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' },
    })

  it('answers the challenge as text when the verify token is ours', async () => {
    const res = await verify(AT_TEST_SETTINGS.WHATSAPP_VERIFY_TOKEN)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.body).toBe('1158201444')
  })

  it('refuses another token or mode with 403, and a missing challenge with 400', async () => {
    expect((await verify('not-our-token')).statusCode).toBe(403)
    expect((await verify(AT_TEST_SETTINGS.WHATSAPP_VERIFY_TOKEN, 'unsubscribe')).statusCode).toBe(
      403,
    )
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/channels/whatsapp/webhook?hub.mode=subscribe',
    })
    expect(res.statusCode).toBe(400)
  })
})

describe('POST /channels/africastalking/inbound', () => {
  it('refuses a wrong secret with 401: a STOP in it changes nothing', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    await verifyPhone(t, intern.account.id, PHONE)
    const res = await postToAfricasTalking(
      t,
      'inbound',
      { from: PHONE, to: '20880', text: 'STOP', date: '2026-05-14 10:00:00', id: 'in-1' },
      'wrong-secret-0123456789',
    )
    expect(res.status).toBe(401)
    expect(await accountChoices(t, intern.account.id)).toMatchObject({ smsNotices: true })
    expect(providers.sms).toHaveLength(0)
  })

  it('refuses a body without a sender or id with 400', async () => {
    const missingFrom = await postToAfricasTalking(t, 'inbound', { text: 'STOP', id: 'in-2' })
    expect(missingFrom.status).toBe(400)
    const missingId = await postToAfricasTalking(t, 'inbound', { from: PHONE, text: 'STOP' })
    expect(missingId.status).toBe(400)
    // A retry of a refused body is acted on once it is whole.
    expect((await smsReply(t, PHONE, 'hello', 'in-2')).status).toBe(200)
  })
})

describe('callbacks whose settings are missing', () => {
  it('answer 404: they are off', async () => {
    const config = t.app.ctx.config as Record<string, unknown>
    const kept = { ...config }
    try {
      delete config.AT_CALLBACK_SECRET
      delete config.WHATSAPP_APP_SECRET
      delete config.WHATSAPP_VERIFY_TOKEN
      for (const callback of ['delivery', 'inbound', 'ussd'] as const) {
        const res = await postToAfricasTalking(t, callback, { id: 'x', status: 'Success' })
        expect(res.status, callback).toBe(404)
      }
      const raw = whatsAppWebhookBody({ statuses: [] })
      expect((await postToWhatsApp(t, raw)).status).toBe(404)
      const verify = await t.app.inject({
        method: 'GET',
        url: '/api/v1/channels/whatsapp/webhook',
        query: { 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' },
      })
      expect(verify.statusCode).toBe(404)
    } finally {
      Object.assign(config, kept)
    }
  })
})
