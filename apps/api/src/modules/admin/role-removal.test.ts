import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ADMIN_MESSAGES } from '@app/domain'
import { accounts, adminActions, applications, notifications, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin, createCompleteIntern } from '../../../test/factories.js'
import { applied, companyWithRole } from '../../../test/conversation-fixtures.js'
import { postRole, publicRoleTitles } from '../../../test/admin-fixtures.js'

const t = useTestApp()

const asAdmin = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload && { payload }) })
const remove = (token: string, id: string, reason = 'Asks applicants to pay a registration fee.') =>
  asAdmin(token, 'POST', `/admin/roles/${id}/remove`, { reason })

describe('GET /admin/roles', () => {
  it('lists every role newest first, searched by title or company, with its state', async () => {
    const admin = await createAdmin(t.database.db)
    const kobo = await companyWithRole(t, 'Kobo Ledger Technologies')
    const farm = await companyWithRole(t, 'Savannah Agro')
    const second = await postRole(t, farm.token, 'Farm Data Analyst Intern')
    await t.database.db.update(roles).set({ deletedAt: new Date() }).where(eq(roles.id, second))

    const all = await asAdmin(admin.token, 'GET', '/admin/roles')
    expect(all.status).toBe(200)
    expect(all.body.data.meta.totalDocs).toBe(3)
    expect(all.body.data.docs[0]).toMatchObject({
      id: second,
      title: 'Farm Data Analyst Intern',
      companyName: 'Savannah Agro',
      companyVerified: true,
      state: 'deleted',
      removedAt: null,
    })
    const search = async (text: string) =>
      (
        await asAdmin(admin.token, 'GET', `/admin/roles?search=${encodeURIComponent(text)}`)
      ).body.data.docs.map((role: { id: string }) => role.id)
    expect(await search('kobo')).toEqual([kobo.roleId])
    expect(await search('data analyst')).toEqual([second])
    // By the company's email, in any case; by a title and a company name at once, newest first
    // (decision 073 reads the companies first, then the roles); and by nothing that matches.
    expect(await search(farm.account.email.toUpperCase())).toEqual([second, farm.roleId])
    const agro = await postRole(t, kobo.token, 'Agro Trainee')
    expect(await search('agro')).toEqual([agro, second, farm.roleId])
    expect(await search('zzqx')).toEqual([])
    expect((await asAdmin(admin.token, 'GET', '/admin/roles?limit=51')).status).toBe(400)
  })
})

describe('POST /admin/roles/{id}/remove', () => {
  it('takes the role down, closes its applications, tells the applicants and the company', async () => {
    const admin = await createAdmin(t.database.db)
    const { company, intern, applicationId } = await applied(t)
    expect(await publicRoleTitles(t)).toHaveLength(1)

    const res = await remove(admin.token, company.roleId)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ id: company.roleId, state: 'removed' })
    expect(await publicRoleTitles(t)).toEqual([])
    const [application] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
    expect(application!.closedAt).not.toBeNull()
    const [toIntern] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(toIntern).toMatchObject({ type: 'role_closed', applicationId })
    expect(toIntern!.description).toMatch(/Internplace removed the Front-End Developer Intern role/)
    const toCompany = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, company.account.id))
    expect(toCompany.find((n) => n.type === 'moderation')?.description).toMatch(
      /Asks applicants to pay a registration fee\./,
    )
    // The company's own list no longer counts it as taking applications; the intern cannot apply.
    const page = await call(t.app, {
      method: 'GET',
      url: `/users/roles/${company.roleId}`,
      token: intern.token,
    })
    expect(page.status).toBe(404)
    expect(await t.database.db.select().from(adminActions)).toEqual([
      expect.objectContaining({
        action: 'role.remove',
        targetType: 'role',
        targetId: company.roleId,
        reason: 'Asks applicants to pay a registration fee.',
      }),
    ])
  })

  it('needs a reason, refuses twice or an unknown id, and changes nothing then', async () => {
    const admin = await createAdmin(t.database.db)
    const { roleId } = await companyWithRole(t)
    for (const payload of [{}, { reason: '  ' }]) {
      const res = await asAdmin(admin.token, 'POST', `/admin/roles/${roleId}/remove`, payload)
      expect(res.status).toBe(400)
      expect(res.body.errors.reason).toBe(ADMIN_MESSAGES.reasonRequired)
    }
    expect(await publicRoleTitles(t)).toHaveLength(1)
    expect((await remove(admin.token, roleId)).status).toBe(200)
    const twice = await remove(admin.token, roleId)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(ADMIN_MESSAGES.roleAlreadyRemoved)
    expect((await remove(admin.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await remove(admin.token, 'x')).status).toBe(404)
    expect(await t.database.db.select().from(adminActions)).toHaveLength(1)
  })

  it('refuses interns, companies (its own role too) and visitors', async () => {
    const { roleId, token: companyToken } = await companyWithRole(t)
    const intern = await createAccount(t.database.db, 'intern')
    for (const token of [intern.token, companyToken, undefined]) {
      const list = await call(t.app, { method: 'GET', url: '/admin/roles', token })
      expect(list.status).toBe(token ? 403 : 401)
      const res = await call(t.app, {
        method: 'POST',
        url: `/admin/roles/${roleId}/remove`,
        token,
        payload: { reason: 'r' },
      })
      expect(res.status).toBe(token ? 403 : 401)
    }
    expect(await publicRoleTitles(t)).toHaveLength(1)
  })
})

describe('GET /admin/audit', () => {
  it('shows every admin action newest first with who, what, when and why', async () => {
    const admin = await createAdmin(t.database.db)
    const { roleId, account } = await companyWithRole(t)
    await remove(admin.token, roleId)
    await asAdmin(admin.token, 'POST', `/admin/accounts/${account.id}/suspend`, { reason: 'Scam' })
    const res = await asAdmin(admin.token, 'GET', '/admin/audit?limit=1')
    expect(res.status).toBe(200)
    expect(res.body.data.meta).toMatchObject({ totalDocs: 2, totalPages: 2, hasNextPage: true })
    expect(res.body.data.docs).toEqual([
      {
        id: expect.any(String),
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        adminEmail: admin.account.email,
        action: 'account.suspend',
        targetType: 'account',
        targetId: account.id,
        targetName: 'Kobo Ledger Technologies',
        reason: 'Scam',
      },
    ])
    const second = await asAdmin(admin.token, 'GET', '/admin/audit?limit=1&page=2')
    expect(second.body.data.docs[0]).toMatchObject({
      action: 'role.remove',
      targetId: roleId,
      targetName: 'Front-End Developer Intern at Kobo Ledger Technologies',
    })
    expect((await asAdmin(admin.token, 'GET', '/admin/audit?page=-1')).status).toBe(400)
  })

  it('names an intern by name, and keeps the id alone once the target is gone', async () => {
    const admin = await createAdmin(t.database.db)
    const intern = await createCompleteIntern(t, { firstName: 'Ada', lastName: 'Okafor' })
    const { account: company } = await companyWithRole(t)
    await asAdmin(admin.token, 'POST', `/admin/accounts/${intern.account.id}/suspend`, {
      reason: 'Fake profile',
    })
    await asAdmin(admin.token, 'POST', `/admin/accounts/${company.id}/suspend`, { reason: 'Scam' })
    await t.database.db.delete(accounts).where(eq(accounts.id, company.id))
    const res = await asAdmin(admin.token, 'GET', '/admin/audit')
    expect(
      res.body.data.docs.map((d: { targetId: string; targetName: string | null }) => [
        d.targetId,
        d.targetName,
      ]),
    ).toEqual([
      [company.id, null],
      [intern.account.id, 'Ada Okafor'],
    ])
  })
})
