import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SEND_CHANNELS, startOfLagosDay, todayInLagos } from '@app/domain'
import type { Db } from '../../db/client.js'
import { noticeSends } from '../../db/schema.js'
import { monthCostsQuery } from '../notifications/notice-sends.queries.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin } from '../../../test/factories.js'

/**
 * `GET /admin/sends` (issue 27): what went out on each channel, for the Background work page; and
 * `GET /admin/sends/costs` (issue 28): what this month's messages cost per channel.
 */
const t = useTestApp()

async function recordSends() {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)
  await t.database.db.insert(noticeSends).values([
    {
      channel: 'mail',
      event: 'application-decided',
      maskedTo: 'ad***@example.com',
      status: 'sent',
      providerId: '<1@mail>',
      attempts: 1,
      createdAt: at(30),
    },
    {
      channel: 'mail',
      event: 'sign-in-code',
      maskedTo: 'ch***@example.com',
      status: 'failed',
      attempts: 15,
      error: 'Service not available, try again later',
      createdAt: at(20),
    },
    {
      channel: 'sms',
      event: 'interview-reminder',
      maskedTo: '+234****567',
      status: 'delivered',
      segments: 1,
      cost: 'NGN 2.2000',
      createdAt: at(10),
    },
  ])
}

const list = (token: string | undefined, query = '') =>
  call(t.app, { method: 'GET', url: `/admin/sends${query}`, token })

describe('GET /admin/sends', () => {
  it('lists the sends newest first, masked, narrowed by channel and state', async () => {
    const admin = await createAdmin(t.database.db)
    await recordSends()

    const all = await list(admin.token)
    expect(all.status).toBe(200)
    expect(all.body.data.docs.map((send: { to: string }) => send.to)).toEqual([
      '+234****567',
      'ch***@example.com',
      'ad***@example.com',
    ])
    expect(all.body.data.docs[0]).toMatchObject({
      channel: 'sms',
      event: 'interview-reminder',
      status: 'delivered',
      segments: 1,
      cost: 'NGN 2.2000',
    })
    expect(all.body.data.meta).toMatchObject({ page: 1, totalDocs: 3 })

    const failedMail = await list(admin.token, '?channel=mail&status=failed')
    expect(failedMail.body.data.docs).toEqual([
      expect.objectContaining({
        event: 'sign-in-code',
        attempts: 15,
        error: 'Service not available, try again later',
      }),
    ])
    expect((await list(admin.token, '?channel=whatsapp')).body.data.docs).toEqual([])
  })

  it('answers 400 for an unknown channel, state or page', async () => {
    const admin = await createAdmin(t.database.db)
    const fax = await list(admin.token, '?channel=fax')
    expect(fax.status).toBe(400)
    expect(fax.body.errors).toEqual({ channel: 'channel must be one of mail, sms, whatsapp' })
    expect((await list(admin.token, '?status=lost')).status).toBe(400)
    expect((await list(admin.token, '?page=0')).status).toBe(400)
  })

  it('refuses interns, companies and visitors', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    const company = await createAccount(t.database.db, 'company')
    expect((await list(intern.token)).status).toBe(403)
    expect((await list(company.token)).status).toBe(403)
    expect((await list(undefined)).status).toBe(401)
  })
})

describe('GET /admin/sends/costs', () => {
  const costs = (token: string | undefined) =>
    call(t.app, { method: 'GET', url: '/admin/sends/costs', token })
  const month = todayInLagos().slice(0, 7)
  const monthStart = startOfLagosDay(`${month}-01`)

  it('answers one row per channel, zeros when nothing went out this month', async () => {
    const admin = await createAdmin(t.database.db)
    const res = await costs(admin.token)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual(
      SEND_CHANNELS.map((channel) => ({ channel, month, sends: 0, segments: 0, cost: 'NGN 0.00' })),
    )
  })

  it('sums this Lagos month’s sends, segments and costs per channel', async () => {
    const admin = await createAdmin(t.database.db)
    const sms = { channel: 'sms' as const, event: 'interview-proposed', maskedTo: '+234803****567' }
    const justIn = new Date(monthStart.getTime() + 1000)
    const justBefore = new Date(monthStart.getTime() - 1000)
    await t.database.db.insert(noticeSends).values([
      { ...sms, status: 'delivered', segments: 2, cost: 'NGN 4.4000', providerId: 'ATXid_1' },
      { ...sms, status: 'sent', segments: 1, cost: 'NGN 2.2000', providerId: 'ATXid_2' },
      // Taken, then reported failed: the provider charged it.
      { ...sms, status: 'failed', segments: 1, cost: 'NGN 2.2000', providerId: 'ATXid_3' },
      { ...sms, status: 'delivered', segments: 2, cost: 'NGN 3.6000', createdAt: justIn },
      // Refused at once, dropped past the cap, or still waiting: never charged, not counted.
      { ...sms, status: 'failed', segments: 1, cost: null, error: 'UserInBlacklist' },
      { ...sms, status: 'dropped', segments: 1, error: 'The account reached its daily cap' },
      { ...sms, status: 'queued', segments: 1 },
      // Last month's.
      { ...sms, status: 'delivered', segments: 2, cost: 'NGN 100.0000', createdAt: justBefore },
      {
        channel: 'whatsapp',
        event: 'interview-proposed',
        maskedTo: '+234803****567',
        status: 'delivered',
        providerId: 'wamid.1',
      },
      {
        channel: 'mail',
        event: 'application-decided',
        maskedTo: 'ad***@example.com',
        status: 'sent',
        providerId: '<1@mail>',
      },
      { channel: 'mail', event: 'sign-in-code', maskedTo: 'ch***@example.com', status: 'sent' },
    ])

    const res = await costs(admin.token)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([
      { channel: 'mail', month, sends: 2, segments: 0, cost: 'NGN 0.00' },
      { channel: 'sms', month, sends: 4, segments: 6, cost: 'NGN 12.40' },
      { channel: 'whatsapp', month, sends: 1, segments: 0, cost: 'NGN 0.00' },
    ])
  })

  it('is summed over the index on when each send was made', async () => {
    await t.database.db.transaction(async (tx) => {
      // A handful of rows would be read whole; forbidding that makes the planner use the index.
      await tx.execute(sql`set local enable_seqscan = off`)
      const plan = (await tx.execute(
        sql`explain ${monthCostsQuery(tx as unknown as Db, new Date())}`,
      )) as unknown as { rows: unknown[] }
      expect(JSON.stringify(plan.rows)).toContain('notice_sends_created_idx')
    })
  })

  it('refuses interns, companies and visitors', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    const company = await createAccount(t.database.db, 'company')
    expect((await costs(intern.token)).status).toBe(403)
    expect((await costs(company.token)).status).toBe(403)
    expect((await costs(undefined)).status).toBe(401)
  })
})
