import { describe, expect, it } from 'vitest'
import { noticeSends } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin } from '../../../test/factories.js'

/** `GET /admin/sends` (issue 27): what went out on each channel, for the Background work page. */
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
