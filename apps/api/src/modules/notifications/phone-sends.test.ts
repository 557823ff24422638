import { and, eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_ACCOUNT_PREFERENCES, type NoticeEvent } from '@app/domain'
import { accounts, noticeSends } from '../../db/schema.js'
import { shortWat } from '../../lib/phone-times.js'
import { internApplicationLink } from '../../lib/web-links.js'
import { call, useTestApp, type TestContext } from '../../../test/test-app.js'
import { applied } from '../../../test/conversation-fixtures.js'
import { propose, watTen } from '../../../test/interview-fixtures.js'
import { useAppWithPhoneProviders } from '../../../test/phone-fixtures.js'

import { recordDeliveryReport } from './phone-deliveries.queries.js'
import { notify } from './notify.js'
import { sendQueuedPhoneMessage } from './channels/phone.js'

/**
 * Notices on the phone (issue 28, DESIGN §11 Channels), against local Africa's Talking and
 * WhatsApp servers: the right text to the right number, each send recorded with its segments and
 * cost, and every failure passed on — WhatsApp to SMS, SMS to mail — so a transactional notice
 * reaches the person somewhere.
 */

const NUMBER = '+2348031234567'
const MASKED = '+234803****567'
/** Low, so a test reaches it with a few sends. */
const DAILY_CAP = 3

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The account's number as verified, with its channel choices. */
const givePhone = (
  t: TestContext,
  accountId: string,
  choices: Partial<
    Pick<typeof accounts.$inferInsert, 'smsNotices' | 'whatsappNotices' | 'phoneJobAlerts'>
  > = {},
) =>
  t.database.db
    .update(accounts)
    .set({ phone: NUMBER, phoneVerifiedAt: new Date(), ...choices })
    .where(eq(accounts.id, accountId))

const sendsOf = (t: TestContext, accountId: string) =>
  t.database.db
    .select()
    .from(noticeSends)
    .where(eq(noticeSends.accountId, accountId))
    .orderBy(noticeSends.createdAt)

const decisionOf = (applicationId: string): NoticeEvent => ({
  name: 'application-decided',
  data: {
    applicationId,
    roleTitle: 'Front-End Developer Intern',
    companyName: 'Kobo Ledger Technologies',
    decision: 'accepted',
    reason: null,
    note: null,
    interviewCancelled: false,
  },
})

describe('phone sends through the providers', () => {
  const { t, providers } = useAppWithPhoneProviders({ PHONE_DAILY_CAP: String(DAILY_CAP) })
  afterEach(() => vi.useRealTimers())

  const decide = (token: string, applicationId: string, decision: 'accept' | 'reject') =>
    call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/${decision}`,
      token,
    })

  /** An intern with a verified number who applied, and the company. */
  async function appliedWithPhone(choices: Parameters<typeof givePhone>[2] = {}) {
    const parties = await applied(t)
    await givePhone(t, parties.intern.account.id, choices)
    t.mail.mails.length = 0
    return parties
  }

  const SLOTS = [
    { startsAt: watTen(3), durationMinutes: 30 },
    { startsAt: watTen(4, 30), durationMinutes: 30 },
  ]

  /** Until the send's state is `status` (a job waiting for its retry runs on its own clock). */
  async function until(check: () => Promise<boolean>, what: string, ms = 20_000) {
    const deadline = Date.now() + ms
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await sleep(100)
    }
  }

  const removePhoneOf = (token: string) =>
    call(t.app, { method: 'DELETE', url: '/account/phone', token })

  const mailsTo = (email: string) => t.mail.mails.filter((mail) => mail.to === email)

  /** Turns the intern's decision mails off: a decision then reaches them on the phone only. */
  const decisionMailsOff = (accountId: string) => {
    const preferences = structuredClone(DEFAULT_ACCOUNT_PREFERENCES.intern)
    preferences.notifications.statusChanges = false
    return t.database.db.update(accounts).set({ preferences }).where(eq(accounts.id, accountId))
  }

  it('texts the interview proposal with its times to the verified number, and records it', async () => {
    const { company, intern, applicationId } = await appliedWithPhone()
    const res = await propose(t, company.token, applicationId, SLOTS)
    expect(res.status).toBe(201)

    expect(providers.sms).toHaveLength(1)
    const [sms] = providers.sms
    expect(sms!.to).toBe(NUMBER)
    expect(sms!.message).toBe(
      `Internplace: Kobo Ledger Technologies invites you to interview for Front-End Developer Intern. Reply with a number to choose: 1) ${shortWat(SLOTS[0]!.startsAt)}, 2) ${shortWat(SLOTS[1]!.startsAt)}. Or open ${internApplicationLink(t.app.ctx.config, applicationId)}`,
    )
    expect(providers.whatsapp).toEqual([])
    // The mail goes as ever.
    expect(mailsTo(intern.account.email)).toHaveLength(1)

    const phoneSends = (await sendsOf(t, intern.account.id)).filter((s) => s.channel === 'sms')
    expect(phoneSends).toEqual([
      expect.objectContaining({
        channel: 'sms',
        event: 'interview-proposed',
        maskedTo: MASKED,
        status: 'sent',
        segments: 2,
        cost: 'NGN 2.2000',
        providerId: sms!.messageId,
        attempts: 1,
        error: null,
        fallbackOf: null,
      }),
    ])
  })

  it('sends it on WhatsApp as the interview_proposed template when the intern chose WhatsApp', async () => {
    const { company, intern, applicationId } = await appliedWithPhone({ whatsappNotices: true })
    expect((await propose(t, company.token, applicationId, SLOTS)).status).toBe(201)

    expect(providers.sms).toEqual([])
    expect(providers.whatsapp).toEqual([
      {
        to: '2348031234567',
        type: 'template',
        template: 'interview_proposed',
        params: [
          'Kobo Ledger Technologies',
          'Front-End Developer Intern',
          `1) ${shortWat(SLOTS[0]!.startsAt)}, 2) ${shortWat(SLOTS[1]!.startsAt)}`,
          internApplicationLink(t.app.ctx.config, applicationId),
        ],
        text: null,
        id: expect.stringMatching(/^wamid\./),
      },
    ])
    const [send] = (await sendsOf(t, intern.account.id)).filter((s) => s.channel === 'whatsapp')
    expect(send).toMatchObject({
      status: 'sent',
      maskedTo: MASKED,
      providerId: providers.whatsapp[0]!.id,
      segments: null,
    })
  })

  it('texts it instead when WhatsApp refuses the message', async () => {
    const { company, intern, applicationId } = await appliedWithPhone({ whatsappNotices: true })
    providers.setMood('whatsapp', 'refuse')
    expect((await propose(t, company.token, applicationId, SLOTS)).status).toBe(201)

    expect(providers.whatsapp).toEqual([])
    expect(providers.sms).toHaveLength(1)
    expect(providers.sms[0]!.message).toContain('invites you to interview')
    const sends = (await sendsOf(t, intern.account.id)).filter((s) => s.channel !== 'mail')
    const whatsapp = sends.find((s) => s.channel === 'whatsapp')
    expect(whatsapp).toMatchObject({ status: 'failed', sealed: null })
    expect(whatsapp!.error).toMatch(/not in allowed list/)
    expect(sends.find((s) => s.channel === 'sms')).toMatchObject({
      status: 'sent',
      fallbackOf: whatsapp!.id,
      cost: 'NGN 2.2000',
    })
  })

  it('mails a decision whose mail was off when WhatsApp and SMS both refuse it', async () => {
    const { company, intern, applicationId } = await appliedWithPhone({ whatsappNotices: true })
    await decisionMailsOff(intern.account.id)
    providers.setMood('whatsapp', 'refuse')
    providers.setMood('sms', 'refuse')
    expect((await decide(company.token, applicationId, 'accept')).status).toBe(200)

    const sends = await sendsOf(t, intern.account.id)
    expect(sends.map((s) => [s.channel, s.status])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'failed'],
      ['mail', 'sent'],
    ])
    expect(sends[1]!.error).toBe('UserInBlacklist')
    const mails = mailsTo(intern.account.email)
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Application accepted: Front-End Developer Intern',
    ])
  })

  it('sends nothing more when the refused SMS was of a decision already mailed', async () => {
    const { company, intern, applicationId } = await appliedWithPhone()
    providers.setMood('sms', 'refuse')
    expect((await decide(company.token, applicationId, 'accept')).status).toBe(200)

    const sends = await sendsOf(t, intern.account.id)
    expect(sends.map((s) => [s.channel, s.status]).sort()).toEqual([
      ['mail', 'sent'],
      ['sms', 'failed'],
    ])
    expect(mailsTo(intern.account.email)).toHaveLength(1)
  })

  it('tries a provider that is down again, and loses nothing', async () => {
    const { company, intern, applicationId } = await appliedWithPhone()
    providers.setMood('sms', 'down')
    expect((await propose(t, company.token, applicationId, SLOTS)).status).toBe(201)

    const waiting = async () =>
      (await sendsOf(t, intern.account.id)).find((s) => s.channel === 'sms')!
    await until(async () => (await waiting()).attempts >= 1, 'the first try')
    expect(await waiting()).toMatchObject({ status: 'queued', sealed: expect.any(String) })
    expect((await waiting()).error).toMatch(/answered 503/)
    expect(providers.sms).toEqual([])

    providers.setMood('sms', 'ok')
    await until(async () => (await waiting()).status === 'sent', 'the retry')
    expect(providers.sms).toHaveLength(1)
    expect(providers.sms[0]!.to).toBe(NUMBER)
    expect(await waiting()).toMatchObject({ cost: 'NGN 2.2000', error: null })
  })

  it('settles a send the provider reports delivered, and forgets its words', async () => {
    const { company, intern, applicationId } = await appliedWithPhone()
    await propose(t, company.token, applicationId, SLOTS)
    const [sms] = providers.sms

    await recordDeliveryReport(t.app.ctx, {
      channel: 'sms',
      providerId: sms!.messageId,
      outcome: 'delivered',
    })
    const [send] = (await sendsOf(t, intern.account.id)).filter((s) => s.channel === 'sms')
    expect(send).toMatchObject({ status: 'delivered', sealed: null })
    // A late failure report does not undo the delivery.
    await recordDeliveryReport(t.app.ctx, {
      channel: 'sms',
      providerId: sms!.messageId,
      outcome: 'failed',
      reason: 'DeliveryFailure',
    })
    await t.app.ctx.jobs.settle()
    const [still] = (await sendsOf(t, intern.account.id)).filter((s) => s.channel === 'sms')
    expect(still).toMatchObject({ status: 'delivered' })
  })

  it('passes a WhatsApp message reported failed twice on to SMS once', async () => {
    const { company, intern, applicationId } = await appliedWithPhone({ whatsappNotices: true })
    await propose(t, company.token, applicationId, SLOTS)
    const [message] = providers.whatsapp
    const report = {
      channel: 'whatsapp' as const,
      providerId: message!.id,
      outcome: 'failed' as const,
      reason: 'Message undeliverable (131026)',
    }
    await recordDeliveryReport(t.app.ctx, report)
    await recordDeliveryReport(t.app.ctx, report)
    await t.app.ctx.jobs.settle()

    expect(providers.sms).toHaveLength(1)
    const sends = (await sendsOf(t, intern.account.id)).filter((s) => s.channel !== 'mail')
    expect(sends.map((s) => [s.channel, s.status, s.error])).toEqual([
      ['whatsapp', 'failed', 'Message undeliverable (131026)'],
      ['sms', 'sent', null],
    ])
    expect(sends[1]!.fallbackOf).toBe(sends[0]!.id)
  })

  it('mails an SMS reported failed when its mail had not gone, once', async () => {
    const { company, intern, applicationId } = await appliedWithPhone()
    await decisionMailsOff(intern.account.id)
    await decide(company.token, applicationId, 'accept')
    expect(mailsTo(intern.account.email)).toEqual([])
    const [sms] = providers.sms
    const report = {
      channel: 'sms' as const,
      providerId: sms!.messageId,
      outcome: 'failed' as const,
      reason: 'AbsentSubscriber',
    }
    await recordDeliveryReport(t.app.ctx, report)
    await recordDeliveryReport(t.app.ctx, report)
    await t.app.ctx.jobs.settle()

    expect(mailsTo(intern.account.email).map((mail) => mail.subject)).toEqual([
      'Application accepted: Front-End Developer Intern',
    ])
    const sends = await sendsOf(t, intern.account.id)
    expect(sends.map((s) => [s.channel, s.status])).toEqual([
      ['sms', 'failed'],
      ['mail', 'sent'],
    ])
  })

  it('drops what passes the daily cap, saying why, and mails a transactional one instead', async () => {
    const { intern, applicationId } = await appliedWithPhone()
    await decisionMailsOff(intern.account.id)
    for (let i = 0; i < DAILY_CAP + 2; i++) {
      await t.database.db.transaction((tx) =>
        notify(t.app.ctx, tx, { accountId: intern.account.id }, decisionOf(applicationId)),
      )
    }
    await t.app.ctx.jobs.settle()

    expect(providers.sms).toHaveLength(DAILY_CAP)
    const sms = (await sendsOf(t, intern.account.id)).filter((s) => s.channel === 'sms')
    expect(sms.map((s) => s.status)).toEqual(['sent', 'sent', 'sent', 'dropped', 'dropped'])
    expect(sms[3]!.error).toBe('The account reached its daily cap of phone messages')
    expect(sms[3]!.sealed).toBeNull()
    expect(mailsTo(intern.account.email)).toHaveLength(2)

    // A code to confirm a number still goes: it has tighter limits of its own.
    await t.database.db.transaction((tx) =>
      notify(
        t.app.ctx,
        tx,
        { phone: '+2348039876543', channel: 'sms', accountId: intern.account.id },
        { name: 'phone-code', data: { code: '482913' } },
      ),
    )
    await t.app.ctx.jobs.settle()
    expect(providers.sms.at(-1)).toMatchObject({ to: '+2348039876543' })
    expect(providers.sms.at(-1)!.message).toContain('482913')
  })

  it('keeps a job alert for the phone until 08:00 in Lagos when it matched at night', async () => {
    const { intern } = await appliedWithPhone({ phoneJobAlerts: true })
    const today = new Date()
    const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()]
    // 22:30 in Lagos (21:30 UTC); the morning after is 08:00 in Lagos (07:00 UTC).
    const night = new Date(Date.UTC(y, m, d, 21, 30))
    const morning = new Date(Date.UTC(y, m, d + 1, 7, 0))
    const alert: NoticeEvent = {
      name: 'immediate-alert',
      data: {
        alert: {
          id: crypto.randomUUID(),
          search: 'react',
          location: null,
          type: null,
          placementType: null,
        },
        role: {
          id: crypto.randomUUID(),
          title: 'Data Analyst Intern',
          companyName: 'Kobo Ledger Technologies',
          location: 'Yaba, Lagos',
          minimumSalary: 50_000,
          maximumSalary: null,
          applicationDeadline: null,
        },
      },
    }
    vi.useFakeTimers({ toFake: ['Date'], now: night })
    await t.database.db.transaction((tx) =>
      notify(t.app.ctx, tx, { accountId: intern.account.id }, alert),
    )
    vi.useRealTimers()
    await t.app.ctx.jobs.settle()

    expect(providers.sms).toEqual([])
    const [send] = (await sendsOf(t, intern.account.id)).filter((s) => s.channel === 'sms')
    expect(send).toMatchObject({ event: 'immediate-alert', status: 'queued' })
    const { rows } = (await t.database.db.execute(
      sql`select start_after from pgboss.job where name = 'sms' and data->>'sendId' = ${send!.id}`,
    )) as unknown as { rows: { start_after: Date | string }[] }
    expect(rows).toHaveLength(1)
    expect(new Date(rows[0]!.start_after).toISOString()).toBe(morning.toISOString())

    // By day it goes at once: midday yesterday in Lagos, behind the real clock at any hour, so
    // the job the faked clock stamps is due now.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(Date.UTC(y, m, d - 1, 11, 0)) })
    await t.database.db.transaction((tx) =>
      notify(t.app.ctx, tx, { accountId: intern.account.id }, alert),
    )
    vi.useRealTimers()
    await t.app.ctx.jobs.settle()
    expect(providers.sms).toHaveLength(1)
    expect(providers.sms[0]!.message).toMatch(/^Internplace: a new role matches your job alert/)
  })

  it('sends no message queued for the morning once the number is gone or SMS is off', async () => {
    const { intern } = await appliedWithPhone({ phoneJobAlerts: true })
    const today = new Date()
    const night = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 21, 30),
    )
    const alert: NoticeEvent = {
      name: 'alert-digest',
      data: { internId: intern.account.id, roles: [], more: 4 },
    }
    const queueAtNight = async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: night })
      await t.database.db.transaction((tx) =>
        notify(t.app.ctx, tx, { accountId: intern.account.id }, alert),
      )
      vi.useRealTimers()
      const sms = (await sendsOf(t, intern.account.id)).filter((s) => s.channel === 'sms')
      return sms.at(-1)!
    }
    /** What the job does at 08:00. */
    const runMorningJob = async (sendId: string) => {
      await sendQueuedPhoneMessage(t.app.ctx, 'sms', { sendId }, { id: 'morning', retryCount: 0 })
      const [send] = await t.database.db
        .select()
        .from(noticeSends)
        .where(eq(noticeSends.id, sendId))
      return send!
    }

    const first = await queueAtNight()
    // As a STOP reply or the settings page does.
    await t.database.db
      .update(accounts)
      .set({ smsNotices: false })
      .where(eq(accounts.id, intern.account.id))
    expect(await runMorningJob(first.id)).toMatchObject({
      status: 'dropped',
      error: 'The person turned this channel off before it could be sent',
      sealed: null,
    })

    await t.database.db
      .update(accounts)
      .set({ smsNotices: true })
      .where(eq(accounts.id, intern.account.id))
    const second = await queueAtNight()
    expect((await removePhoneOf(intern.token)).status).toBe(200)
    expect(await runMorningJob(second.id)).toMatchObject({
      status: 'dropped',
      error: 'The number was removed from the account before it could be sent',
    })
    expect(providers.sms).toEqual([])

    // A message queued while nothing changed goes.
    await givePhone(t, intern.account.id, { phoneJobAlerts: true })
    const third = await queueAtNight()
    expect(await runMorningJob(third.id)).toMatchObject({ status: 'sent' })
    expect(providers.sms).toHaveLength(1)
  })

  it('sends no job alert to a phone whose owner did not ask for alerts there', async () => {
    const { intern, applicationId } = await appliedWithPhone()
    await t.database.db.transaction(async (tx) => {
      await notify(
        t.app.ctx,
        tx,
        { accountId: intern.account.id },
        {
          name: 'alert-digest',
          data: { internId: intern.account.id, roles: [], more: 3 },
        },
      )
      // A transactional one still goes: the alert was held back by the choice, not the phone.
      await notify(t.app.ctx, tx, { accountId: intern.account.id }, decisionOf(applicationId))
    })
    await t.app.ctx.jobs.settle()
    expect(providers.sms.map((sms) => sms.message)).toEqual([
      expect.stringContaining('accepted your application'),
    ])
  })

  it('texts nobody without a verified number, or with SMS turned off', async () => {
    const { company, intern, applicationId } = await applied(t)
    expect((await propose(t, company.token, applicationId, SLOTS)).status).toBe(201)
    expect(providers.sms).toEqual([])

    await givePhone(t, intern.account.id, { smsNotices: false })
    expect((await decide(company.token, applicationId, 'accept')).status).toBe(200)
    expect(providers.sms).toEqual([])
    expect(providers.whatsapp).toEqual([])
    const sends = await sendsOf(t, intern.account.id)
    expect(sends.every((send) => send.channel === 'mail')).toBe(true)
  })

  it('queues the SMS in the transaction of the change: both commit, or neither is kept', async () => {
    const { intern, applicationId } = await appliedWithPhone()
    const jobsOf = (sendId: string) =>
      t.database.db.execute(
        sql`select name from pgboss.job where name = 'sms' and data->>'sendId' = ${sendId}`,
      ) as unknown as Promise<{ rows: { name: string }[] }>

    // Inside the change's transaction the send's record and its durable job are both there, so
    // a process killed right after the commit leaves a job that another process runs.
    const sendId = await t.database.db.transaction(async (tx) => {
      await notify(t.app.ctx, tx, { accountId: intern.account.id }, decisionOf(applicationId))
      const [send] = await tx
        .select({ id: noticeSends.id })
        .from(noticeSends)
        .where(and(eq(noticeSends.accountId, intern.account.id), eq(noticeSends.channel, 'sms')))
      const { rows } = (await tx.execute(
        sql`select name from pgboss.job where name = 'sms' and data->>'sendId' = ${send!.id}`,
      )) as unknown as { rows: { name: string }[] }
      expect(rows).toHaveLength(1)
      return send!.id
    })
    expect((await jobsOf(sendId)).rows).toHaveLength(1)
    await t.app.ctx.jobs.settle()
    expect(providers.sms).toHaveLength(1)

    providers.reset()
    const before = (await sendsOf(t, intern.account.id)).length
    await t.database.db
      .transaction(async (tx) => {
        await notify(t.app.ctx, tx, { accountId: intern.account.id }, decisionOf(applicationId))
        throw new Error('the change failed')
      })
      .catch(() => undefined)
    await t.app.ctx.jobs.settle()
    expect(await sendsOf(t, intern.account.id)).toHaveLength(before)
    const { rows } = (await t.database.db.execute(
      sql`select id from pgboss.job where name = 'sms'`,
    )) as unknown as { rows: unknown[] }
    expect(rows).toHaveLength(1)
    expect(providers.sms).toEqual([])
  })
})

describe('phone sends without provider settings', () => {
  const lines: { msg?: string; smsTo?: string }[] = []
  const t = useTestApp({
    env: () => ({ LOG_LEVEL: 'info' }),
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  })

  it('prints the SMS to the server log, and records it as sent', async () => {
    const { company, intern, applicationId } = await applied(t)
    await givePhone(t, intern.account.id)
    lines.length = 0
    expect(
      (
        await propose(t, company.token, applicationId, [
          { startsAt: watTen(3), durationMinutes: 30 },
        ])
      ).status,
    ).toBe(201)

    const printed = lines.filter((line) => line.smsTo === NUMBER)
    expect(printed).toHaveLength(1)
    expect(printed[0]!.msg).toContain('SMS (no AT_USERNAME set, so printed here):')
    expect(printed[0]!.msg).toContain(
      'Internplace: Kobo Ledger Technologies invites you to interview for Front-End Developer Intern.',
    )
    const [send] = (await sendsOf(t, intern.account.id)).filter((s) => s.channel === 'sms')
    expect(send).toMatchObject({ status: 'sent', providerId: null, cost: null, maskedTo: MASKED })
  })
})
