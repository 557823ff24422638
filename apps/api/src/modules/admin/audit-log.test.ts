import { describe, expect, it } from 'vitest'
import { adminActions } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin } from '../../../test/factories.js'
import { applied } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const audit = (token: string | undefined, query = '') =>
  call(t.app, { method: 'GET', url: `/admin/audit${query}`, token })

/** Lines written as the console writes them, each a second older than the one before. */
async function lines(
  entries: { admin: string; action: string; targetType: string; targetId?: string }[],
) {
  const now = Date.now()
  await t.database.db.insert(adminActions).values(
    entries.map((entry, index) => ({
      adminEmail: entry.admin,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId ?? crypto.randomUUID(),
      createdAt: new Date(now - index * 1000),
    })),
  )
}

describe('GET /admin/audit', () => {
  it('names a handled report by what it is about, not as gone', async () => {
    const admin = await createAdmin(t.database.db)
    const { company, intern } = await applied(t)
    const report = await call(t.app, {
      method: 'POST',
      url: '/reports',
      token: intern.token,
      payload: { targetType: 'role', targetId: company.roleId, reason: 'fees' },
    })
    expect(report.status).toBe(201)
    const resolved = await call(t.app, {
      method: 'POST',
      url: `/admin/reports/${report.body.data.id}/resolve`,
      token: admin.token,
      payload: { action: 'none', note: 'Looked fine' },
    })
    expect(resolved.status).toBe(200)
    const res = await audit(admin.token)
    expect(res.body.data.docs).toEqual([
      expect.objectContaining({
        action: 'report.resolve',
        targetType: 'report',
        targetId: report.body.data.id,
        targetName: 'Report of a role',
      }),
    ])
  })

  it('narrows the log by admin, action and target type, together', async () => {
    const admin = await createAdmin(t.database.db, 'ops@internplace.ng')
    await lines([
      { admin: 'ops@internplace.ng', action: 'account.suspend', targetType: 'account' },
      { admin: 'ada@internplace.ng', action: 'account.suspend', targetType: 'account' },
      { admin: 'ops@internplace.ng', action: 'role.remove', targetType: 'role' },
      { admin: 'ops@internplace.ng', action: 'account.restore', targetType: 'account' },
    ])
    const found = async (query: string) => {
      const res = await audit(admin.token, query)
      expect(res.status, query).toBe(200)
      return res.body.data.docs.map((line: { adminEmail: string; action: string }) => [
        line.adminEmail,
        line.action,
      ])
    }
    expect(await found('?admin=OPS@internplace.ng')).toEqual([
      ['ops@internplace.ng', 'account.suspend'],
      ['ops@internplace.ng', 'role.remove'],
      ['ops@internplace.ng', 'account.restore'],
    ])
    expect(await found('?action=account.suspend')).toEqual([
      ['ops@internplace.ng', 'account.suspend'],
      ['ada@internplace.ng', 'account.suspend'],
    ])
    expect(await found('?targetType=account&admin=ops@internplace.ng')).toEqual([
      ['ops@internplace.ng', 'account.suspend'],
      ['ops@internplace.ng', 'account.restore'],
    ])
    expect(await found('?action=role.remove&targetType=account')).toEqual([])
    const counted = await audit(admin.token, '?targetType=account&limit=1&page=2')
    expect(counted.body.data.meta).toMatchObject({ totalDocs: 3, totalPages: 3, page: 2 })
  })

  it('answers a bad filter with 400 and a clear message', async () => {
    const admin = await createAdmin(t.database.db)
    const bad = {
      '?action=account.delete': 'action',
      '?targetType=planet': 'targetType',
      '?admin=not-an-email': 'admin',
    }
    for (const [query, field] of Object.entries(bad)) {
      const res = await audit(admin.token, query)
      expect(res.status, query).toBe(400)
      expect(res.body.errors[field], query).toMatch(new RegExp(`^${field} must be`))
    }
  })

  it('lists who has acted, for the filter, to admins only', async () => {
    const admin = await createAdmin(t.database.db)
    await lines([
      { admin: 'ops@internplace.ng', action: 'account.suspend', targetType: 'account' },
      { admin: 'ada@internplace.ng', action: 'role.remove', targetType: 'role' },
      { admin: 'ops@internplace.ng', action: 'role.remove', targetType: 'role' },
    ])
    const res = await call(t.app, { method: 'GET', url: '/admin/audit/admins', token: admin.token })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ admins: ['ada@internplace.ng', 'ops@internplace.ng'] })

    const intern = await createAccount(t.database.db, 'intern')
    const company = await createAccount(t.database.db, 'company')
    for (const token of [intern.token, company.token]) {
      for (const url of ['/admin/audit/admins', '/admin/audit?action=role.remove']) {
        const refused = await call(t.app, { method: 'GET', url, token })
        expect(refused.status, url).toBe(403)
      }
    }
    expect((await call(t.app, { method: 'GET', url: '/admin/audit/admins' })).status).toBe(401)
  })
})
