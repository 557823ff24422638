import { describe, expect, it } from 'vitest'
import { reports } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { applied, companyWithRole, sendMessageAs } from '../../../test/conversation-fixtures.js'
import { createAccount, createAdmin, createCompleteIntern } from '../../../test/factories.js'

const t = useTestApp()

const report = (token: string | undefined, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: '/reports', token, payload })

describe('POST /reports', () => {
  it('lets an intern report a role, its company and a message of their chat', async () => {
    const { company, intern, applicationId } = await applied(t)
    const message = await sendMessageAs(t, 'company', company.token, applicationId, 'Hello Ada')

    const role = await report(intern.token, {
      targetType: 'role',
      targetId: company.roleId,
      reason: 'fake',
      details: 'The address does not exist.',
    })
    expect(role.status).toBe(201)
    expect(role.body).toMatchObject({
      message: 'Thanks — our team will review this report.',
      data: { status: 'open' },
    })
    const byCompany = await report(intern.token, {
      targetType: 'company',
      targetId: company.account.id,
      reason: 'fees',
    })
    expect(byCompany.status).toBe(201)
    const byMessage = await report(intern.token, {
      targetType: 'message',
      targetId: message.body.data.id,
      reason: 'harassment',
    })
    expect(byMessage.status).toBe(201)

    const rows = await t.database.db.select().from(reports)
    expect(rows.map((row) => [row.targetType, row.reporterId, row.source]).sort()).toEqual([
      ['company', intern.account.id, 'user'],
      ['message', intern.account.id, 'user'],
      ['role', intern.account.id, 'user'],
    ])
  })

  it('lets a company report its applicant and a message of their chat', async () => {
    const { company, intern, applicationId } = await applied(t)
    const message = await sendMessageAs(t, 'intern', intern.token, applicationId, 'Hello')
    for (const payload of [
      { targetType: 'intern', targetId: intern.account.id, reason: 'fake' },
      { targetType: 'message', targetId: message.body.data.id, reason: 'harassment' },
    ]) {
      expect((await report(company.token, payload)).status).toBe(201)
    }
  })

  it('refuses a second open report of the same target with 409', async () => {
    const { company, intern } = await applied(t)
    const payload = { targetType: 'role', targetId: company.roleId, reason: 'fake' }
    expect((await report(intern.token, payload)).status).toBe(201)
    const again = await report(intern.token, payload)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('ALREADY_REPORTED')
  })

  it('answers 400 for bad input and writes nothing', async () => {
    const { company, intern, applicationId } = await applied(t)
    const own = await sendMessageAs(t, 'intern', intern.token, applicationId, 'Mine')
    const cases = [
      [{ targetType: 'role', targetId: company.roleId, reason: 'spam' }, 'reason'],
      [{ targetType: 'planet', targetId: company.roleId, reason: 'fake' }, 'targetType'],
      [{ targetType: 'role', targetId: 'not-an-id', reason: 'fake' }, 'targetId'],
      [
        { targetType: 'role', targetId: company.roleId, reason: 'fake', details: 'x'.repeat(2001) },
        'details',
      ],
      // An intern cannot report an intern; nobody reports their own message.
      [{ targetType: 'intern', targetId: intern.account.id, reason: 'fake' }, 'targetType'],
      [{ targetType: 'message', targetId: own.body.data.id, reason: 'fake' }, 'targetId'],
    ] as const
    for (const [payload, field] of cases) {
      const res = await report(intern.token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.errors[field]).toBeTruthy()
    }
    expect(await t.database.db.select().from(reports)).toEqual([])
  })

  it('answers 404 for what the reporter cannot see, 401 without a session, 403 for an admin', async () => {
    const { company, applicationId } = await applied(t)
    const message = await sendMessageAs(t, 'company', company.token, applicationId, 'Hello')
    const stranger = await createCompleteIntern(t)
    const otherCompany = await companyWithRole(t, 'Another Company')
    const cases: [string, Record<string, unknown>][] = [
      [stranger.token, { targetType: 'message', targetId: message.body.data.id, reason: 'fake' }],
      [
        otherCompany.token,
        { targetType: 'message', targetId: message.body.data.id, reason: 'fake' },
      ],
      [otherCompany.token, { targetType: 'intern', targetId: stranger.account.id, reason: 'fake' }],
      [
        stranger.token,
        { targetType: 'role', targetId: '00000000-0000-4000-8000-000000000000', reason: 'fake' },
      ],
    ]
    for (const [token, payload] of cases) {
      expect((await report(token, payload)).status, JSON.stringify(payload)).toBe(404)
    }
    // A company with no public role is not visible to an intern who never applied to it.
    const quiet = await createAccount(t.database.db, 'company')
    expect(
      (
        await report(stranger.token, {
          targetType: 'company',
          targetId: quiet.account.id,
          reason: 'fake',
        })
      ).status,
    ).toBe(404)

    const payload = { targetType: 'role', targetId: company.roleId, reason: 'fake' }
    expect((await report(undefined, payload)).status).toBe(401)
    const admin = await createAdmin(t.database.db)
    expect((await report(admin.token, payload)).status).toBe(403)
    expect(await t.database.db.select().from(reports)).toEqual([])
  })

  it('is rate-limited per account', async () => {
    const { company, intern } = await applied(t)
    const others = await Promise.all(
      Array.from({ length: 10 }, (_, i) => companyWithRole(t, `Company ${i}`)),
    )
    for (const other of others) {
      const res = await report(intern.token, {
        targetType: 'role',
        targetId: other.roleId,
        reason: 'fake',
      })
      expect(res.status).toBe(201)
    }
    const limited = await report(intern.token, {
      targetType: 'role',
      targetId: company.roleId,
      reason: 'fake',
    })
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toBeTruthy()
  })
})
