import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminActions, messages, notifications, reports } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { applied, sendMessageAs } from '../../../test/conversation-fixtures.js'
import { createAdmin } from '../../../test/factories.js'

const t = useTestApp()

const report = (token: string | undefined, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/reports', token, payload })

const queue = (token: string, query = '') =>
  call(t.app, { method: 'GET', url: `/admin/reports${query}`, token })

describe('the console queue of reports', () => {
  it('lists open reports with their target, resolves one, tells the reporter and audits it', async () => {
    const { company, intern, applicationId } = await applied(t)
    await report(intern.token, {
      targetType: 'role',
      targetId: company.roleId,
      reason: 'fees',
      details: 'They asked me for N5,000.',
    })
    // And an automatic one from the scam-signal rule.
    await sendMessageAs(t, 'company', company.token, applicationId, 'Pay N5,000 registration fee')
    const admin = await createAdmin(t.database.db)

    const open = await queue(admin.token)
    expect(open.status).toBe(200)
    expect(open.body.data.meta.totalDocs).toBe(2)
    const [byUser, automatic] = open.body.data.docs
    expect(byUser).toMatchObject({
      status: 'open',
      source: 'user',
      reason: 'fees',
      details: 'They asked me for N5,000.',
      targetType: 'role',
      targetId: company.roleId,
      reporter: { id: intern.account.id, email: intern.account.email, kind: 'intern' },
      target: {
        label: 'Front-End Developer Intern at Kobo Ledger Technologies',
        accountId: company.account.id,
        roleId: company.roleId,
        applicationId: null,
      },
      action: null,
      handledAt: null,
    })
    expect(automatic).toMatchObject({
      source: 'automatic',
      reporter: null,
      signals: ['asks_for_money'],
      target: {
        label: 'Pay N5,000 registration fee',
        accountId: company.account.id,
        roleId: company.roleId,
        applicationId,
      },
    })

    const resolved = await call(t.app, {
      method: 'POST',
      url: `/admin/reports/${byUser.id}/resolve`,
      token: admin.token,
      payload: { action: 'warned', note: 'Told them fees are not allowed.' },
    })
    expect(resolved.status).toBe(200)
    expect(resolved.body.data).toEqual({ id: byUser.id, status: 'handled', action: 'warned' })

    const handled = await queue(admin.token, '?status=handled')
    expect(handled.body.data.docs).toHaveLength(1)
    expect(handled.body.data.docs[0]).toMatchObject({
      status: 'handled',
      action: 'warned',
      note: 'Told them fees are not allowed.',
      handledBy: admin.account.email,
    })
    expect((await queue(admin.token)).body.data.meta.totalDocs).toBe(1)

    const [told] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'report'))
    expect(told).toMatchObject({
      accountId: intern.account.id,
      title: 'Your report about the role “Front-End Developer Intern” was reviewed',
      description:
        'We looked into your report and warned the account involved. Thank you for telling us.',
    })
    const [line] = await t.database.db.select().from(adminActions)
    expect(line).toMatchObject({
      adminId: admin.account.id,
      action: 'report.resolve',
      targetType: 'report',
      targetId: byUser.id,
      reason: 'warned: Told them fees are not allowed.',
    })

    const twice = await call(t.app, {
      method: 'POST',
      url: `/admin/reports/${byUser.id}/resolve`,
      token: admin.token,
      payload: { action: 'none' },
    })
    expect(twice.status).toBe(409)
    expect(twice.body.code).toBe('REPORT_HANDLED')
  })

  it('answers 400 for a bad action or status, 404 for an unknown report', async () => {
    const admin = await createAdmin(t.database.db)
    expect((await queue(admin.token, '?status=closed')).status).toBe(400)
    const bad = await call(t.app, {
      method: 'POST',
      url: '/admin/reports/00000000-0000-4000-8000-000000000000/resolve',
      token: admin.token,
      payload: { action: 'banished' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.action).toBeTruthy()
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await call(t.app, {
        method: 'POST',
        url: `/admin/reports/${id}/resolve`,
        token: admin.token,
        payload: { action: 'none' },
      })
      expect(missing.status).toBe(404)
    }
  })

  it('is for admins only: interns and companies get 403, no session 401', async () => {
    const { company, intern } = await applied(t)
    await report(intern.token, { targetType: 'role', targetId: company.roleId, reason: 'fake' })
    const [row] = await t.database.db.select().from(reports)
    for (const token of [intern.token, company.token]) {
      expect((await queue(token)).status).toBe(403)
      const resolve = await call(t.app, {
        method: 'POST',
        url: `/admin/reports/${row!.id}/resolve`,
        token,
        payload: { action: 'none' },
      })
      expect(resolve.status).toBe(403)
    }
    expect((await call(t.app, { method: 'GET', url: '/admin/reports' })).status).toBe(401)
    const [still] = await t.database.db.select().from(reports)
    expect(still?.status).toBe('open')
  })
})

describe('a flagged chat in the console (decision 049)', () => {
  /** An innocent first flag, then the fee request, the bank account and the WhatsApp move. */
  async function scamChat() {
    const { company, intern, applicationId } = await applied(t)
    await sendMessageAs(
      t,
      'intern',
      intern.token,
      applicationId,
      'You can call me on 0803 456 7890',
    )
    await sendMessageAs(t, 'company', company.token, applicationId, 'Thanks, noted.')
    const later = [
      'Kindly send 5k for your ID card before Monday.',
      'Pay into GTBank 0123456789, Bright Future Ventures.',
      "Let's continue on WhatsApp, it's faster.",
    ]
    for (const text of later) await sendMessageAs(t, 'company', company.token, applicationId, text)
    return { company, intern, applicationId, later }
  }

  it('shows every flagged message, both parties by name, and whether the chat can be opened', async () => {
    const { company, intern, applicationId, later } = await scamChat()
    const admin = await createAdmin(t.database.db)
    const open = await queue(admin.token)
    expect(open.body.data.meta.totalDocs).toBe(1)
    const [card] = open.body.data.docs
    expect(card).toMatchObject({
      source: 'automatic',
      reason: 'fees',
      signals: ['asks_for_money', 'bank_account', 'off_platform_contact'],
      target: { applicationId, accountId: intern.account.id, accountName: 'Ada Okafor' },
      chat: {
        roleTitle: 'Front-End Developer Intern',
        company: { name: 'Kobo Ledger Technologies', accountId: company.account.id },
        intern: { name: 'Ada Okafor', accountId: intern.account.id },
        canOpen: true,
      },
    })
    expect(
      card.chat.messages.map((m: { sender: string; body: string }) => [m.sender, m.body]),
    ).toEqual([
      ['user', 'You can call me on 0803 456 7890'],
      ...later.map((body) => ['company', body]),
    ])
    expect(card.chat.messages[1].signals).toEqual(['asks_for_money'])
  })

  it('lets an admin read the conversation, read only, with a line in the audit log', async () => {
    const { company, intern, applicationId } = await scamChat()
    const admin = await createAdmin(t.database.db)
    const [card] = (await queue(admin.token)).body.data.docs
    const url = `/admin/reports/${card.id}/conversation`

    const read = await call(t.app, { method: 'GET', url, token: admin.token })
    expect(read.status).toBe(200)
    expect(read.body.data).toMatchObject({
      reportId: card.id,
      roleTitle: 'Front-End Developer Intern',
      company: { name: 'Kobo Ledger Technologies' },
      intern: { name: 'Ada Okafor' },
      earlierLeftOut: 0,
    })
    expect(read.body.data.messages.map((m: { body: string }) => m.body)).toContain('Thanks, noted.')
    expect(read.body.data.messages).toHaveLength(5)
    const lines = await t.database.db.select().from(adminActions)
    expect(lines).toEqual([
      expect.objectContaining({
        adminId: admin.account.id,
        adminEmail: admin.account.email,
        action: 'report.open_chat',
        targetType: 'report',
        targetId: card.id,
      }),
    ])
    // Reading changes nothing in the chat: no read receipt, no message.
    const unread = await call(t.app, {
      method: 'GET',
      url: `/messages/applications/${applicationId}/header`,
      token: intern.token,
    })
    expect(unread.status).toBe(200)
    const rows = await t.database.db.select().from(messages)
    expect(rows).toHaveLength(5)
    expect(rows.filter((m) => m.sender === 'company').every((m) => m.readAt === null)).toBe(true)

    // Admins only; a report without a chat, or an unknown one, is not found.
    for (const token of [intern.token, company.token]) {
      expect((await call(t.app, { method: 'GET', url, token })).status).toBe(403)
    }
    expect((await call(t.app, { method: 'GET', url })).status).toBe(401)
    await report(intern.token, { targetType: 'role', targetId: company.roleId, reason: 'fake' })
    const roleReport = (await queue(admin.token)).body.data.docs.find(
      (d: { targetType: string }) => d.targetType === 'role',
    )
    for (const id of [roleReport.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await call(t.app, {
        method: 'GET',
        url: `/admin/reports/${id}/conversation`,
        token: admin.token,
      })
      expect(missing.status).toBe(404)
    }
    expect(await t.database.db.select().from(adminActions)).toHaveLength(1)
  })
})
