import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ADMIN_COUNT_CAP, ADMIN_MESSAGES, AUTH_MESSAGES } from '@app/domain'
import {
  accounts,
  adminActions,
  applications,
  interns,
  notifications,
  sessions,
} from '../../db/schema.js'
import type { LiveEvent } from '../../lib/events.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_INTERN, createAccount, createAdmin } from '../../../test/factories.js'
import { applied, companyWithRole } from '../../../test/conversation-fixtures.js'
import { publicRoleTitles } from '../../../test/admin-fixtures.js'

const t = useTestApp()

const asAdmin = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url, token, ...(payload && { payload }) })
const statusOf = async (id: string) =>
  (await t.database.db.select().from(accounts).where(eq(accounts.id, id)))[0]!
const suspend = (token: string, id: string, reason = 'Asked applicants for a training fee.') =>
  asAdmin(token, 'POST', `/admin/accounts/${id}/suspend`, { reason })

describe('GET /admin/accounts', () => {
  it('finds accounts by email, company name or intern name, newest first', async () => {
    const admin = await createAdmin(t.database.db)
    const company = await createAccount(t.database.db, 'company', {
      company: { companyName: 'Kobo Ledger Technologies' },
    })
    const intern = await createAccount(t.database.db, 'intern')
    await t.database.db
      .update(interns)
      .set({ firstName: COMPLETE_INTERN.firstName, lastName: COMPLETE_INTERN.lastName })
      .where(eq(interns.accountId, intern.account.id))
    const search = async (text: string) =>
      (
        await asAdmin(admin.token, 'GET', `/admin/accounts?search=${encodeURIComponent(text)}`)
      ).body.data.docs.map((a: { id: string }) => a.id)

    expect(await search('kobo')).toEqual([company.account.id])
    expect(await search('ada okafor')).toEqual([intern.account.id])
    expect(await search(intern.account.email.toUpperCase())).toEqual([intern.account.id])
    const all = await asAdmin(admin.token, 'GET', '/admin/accounts?limit=2')
    expect(all.body.data.meta).toMatchObject({ totalDocs: 3, totalPages: 2 })
    expect(all.body.data.docs[0]).toMatchObject({
      id: intern.account.id,
      kind: 'intern',
      name: 'Ada Okafor',
      status: 'active',
      suspendedAt: null,
    })
  })

  it('counts matches no further than 1,000, and says so', async () => {
    const admin = await createAdmin(t.database.db)
    await t.database.db.execute(
      sql`insert into accounts (email, kind)
          select 'bulk' || n || '@example.com', 'intern' from generate_series(1, ${ADMIN_COUNT_CAP + 5}) n`,
    )
    const all = await asAdmin(admin.token, 'GET', '/admin/accounts?limit=50&page=3')
    expect(all.body.data.docs).toHaveLength(50)
    expect(all.body.data.meta).toMatchObject({
      totalDocs: ADMIN_COUNT_CAP,
      totalDocsCapped: true,
      totalPages: 20,
      hasNextPage: true,
    })
    const narrow = await asAdmin(admin.token, 'GET', '/admin/accounts?search=bulk7')
    expect(narrow.body.data.meta.totalDocs).toBe(111)
    expect(narrow.body.data.meta.totalDocsCapped).toBeUndefined()
  })

  it('answers a bad page or an overlong search with 400', async () => {
    const admin = await createAdmin(t.database.db)
    expect((await asAdmin(admin.token, 'GET', '/admin/accounts?page=x')).status).toBe(400)
    const long = await asAdmin(admin.token, 'GET', `/admin/accounts?search=${'a'.repeat(101)}`)
    expect(long.status).toBe(400)
    expect(long.body.errors.search).toBe(ADMIN_MESSAGES.searchTooLong)
  })
})

describe('POST /admin/accounts/{id}/suspend', () => {
  it('kills the sessions and streams at once, refuses sign-in clearly, hides the roles and tells applicants', async () => {
    const admin = await createAdmin(t.database.db)
    const { company, intern, applicationId } = await applied(t)
    const heard: LiveEvent[] = []
    const unsubscribe = await t.app.ctx.events.subscribe(company.account.id, {
      onEvent: (event) => heard.push(event),
      onLost: () => {},
    })
    expect(await publicRoleTitles(t)).toHaveLength(1)

    const res = await suspend(admin.token, company.account.id)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'suspended',
      suspensionReason: 'Asked applicants for a training fee.',
    })

    // The token is dead at once, and every session is revoked.
    const me = await call(t.app, { method: 'GET', url: '/company/me', token: company.token })
    expect(me.status).toBe(401)
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.accountId, company.account.id))
    expect(live.every((session) => session.revokedAt !== null)).toBe(true)
    await expect.poll(() => heard.map((event) => event.type)).toContain('session-ended')
    unsubscribe()

    const login = await call(t.app, {
      method: 'POST',
      url: '/company/login',
      payload: { email: company.account.email },
    })
    expect(login.status).toBe(403)
    expect(login.body.message).toBe(AUTH_MESSAGES.accountSuspended)

    expect(await publicRoleTitles(t)).toEqual([])
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(notice).toMatchObject({ type: 'role_closed', title: 'Role on hold', applicationId })
    const mail = t.mail.mails.find(
      (m) => m.to === company.account.email && /suspended/.test(m.subject),
    )
    expect(mail?.text).toMatch(/Reason: Asked applicants for a training fee\./)
    expect(await t.database.db.select().from(adminActions)).toEqual([
      expect.objectContaining({
        action: 'account.suspend',
        targetType: 'account',
        targetId: company.account.id,
        reason: 'Asked applicants for a training fee.',
        adminEmail: admin.account.email,
      }),
    ])
  })

  it("holds a suspended intern's undecided applications and tells each company in-app", async () => {
    const admin = await createAdmin(t.database.db)
    const { company, intern, applicationId } = await applied(t)
    const decided = await companyWithRole(t, 'Savannah Agro')
    const second = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${decided.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    expect(second.status).toBe(201)
    const reject = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${second.body.data.id}/reject`,
      token: decided.token,
      payload: {},
    })
    expect(reject.status).toBe(200)

    expect((await suspend(admin.token, intern.account.id)).status).toBe(200)
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, company.account.id))
    const notice = told.find((n) => n.title === 'Applicant suspended')
    expect(notice).toMatchObject({ type: 'moderation', applicationId })
    expect(notice!.description).toBe(
      'Internplace suspended the account of A*a O****r, who applied for Front-End Developer Intern. ' +
        'Their application is on hold: they cannot sign in, read or reply while the suspension lasts.',
    )
    // A decided application is over: its company hears nothing.
    const toDecided = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, decided.account.id))
    expect(toDecided.find((n) => n.title === 'Applicant suspended')).toBeUndefined()
    const [held] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
    expect(held).toMatchObject({ status: 'pending', closedAt: null })
  })

  it('stops a sign-in code or link mailed before the suspension', async () => {
    const admin = await createAdmin(t.database.db)
    const intern = await createAccount(t.database.db, 'intern')
    const challenge = await call(t.app, {
      method: 'POST',
      url: '/auth/login',
      payload: { email: intern.account.email },
    })
    const code = t.mail.latestCodeFor(intern.account.email)
    const linkToken = t.mail.mails.at(-1)!.text.match(/token=([\w-]{43})/)![1]
    expect((await suspend(admin.token, intern.account.id)).status).toBe(200)
    const verify = await call(t.app, {
      method: 'POST',
      url: '/auth/verify-otp',
      payload: { id: challenge.body.data.id, otp: code },
    })
    expect(verify.status).toBe(400)
    const link = await call(t.app, {
      method: 'POST',
      url: '/auth/link',
      payload: { token: linkToken },
    })
    expect(link.status).toBe(400)
  })

  it('needs a reason, refuses twice, an admin, or an unknown id, and changes nothing then', async () => {
    const admin = await createAdmin(t.database.db)
    const intern = await createAccount(t.database.db, 'intern')
    for (const payload of [{}, { reason: '' }, { reason: 'x'.repeat(1001) }]) {
      const res = await asAdmin(
        admin.token,
        'POST',
        `/admin/accounts/${intern.account.id}/suspend`,
        payload,
      )
      expect(res.status).toBe(400)
      expect(res.body.errors.reason).toBeTruthy()
    }
    expect((await statusOf(intern.account.id)).status).toBe('active')
    expect(
      (await call(t.app, { method: 'GET', url: '/auth/me', token: intern.token })).status,
    ).toBe(200)

    expect((await suspend(admin.token, intern.account.id)).status).toBe(200)
    const twice = await suspend(admin.token, intern.account.id)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(ADMIN_MESSAGES.accountAlreadySuspended)
    const otherAdmin = await createAdmin(t.database.db)
    const adminRes = await suspend(admin.token, otherAdmin.account.id)
    expect(adminRes.status).toBe(409)
    expect(adminRes.body.message).toBe(ADMIN_MESSAGES.accountIsAdmin)
    expect((await suspend(admin.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await suspend(admin.token, 'nope')).status).toBe(404)
    expect(await t.database.db.select().from(adminActions)).toHaveLength(1)
  })
})

describe('POST /admin/accounts/{id}/restore', () => {
  it('lets the account sign in again and brings a company’s roles back', async () => {
    const admin = await createAdmin(t.database.db)
    const { company } = await applied(t)
    await suspend(admin.token, company.account.id)
    const res = await asAdmin(admin.token, 'POST', `/admin/accounts/${company.account.id}/restore`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      status: 'active',
      suspendedAt: null,
      suspensionReason: null,
    })
    expect(await publicRoleTitles(t)).toHaveLength(1)
    const login = await call(t.app, {
      method: 'POST',
      url: '/company/login',
      payload: { email: company.account.email },
    })
    expect(login.status).toBe(200)
    // The old sessions stay revoked: restoring does not bring back a stolen token.
    expect(
      (await call(t.app, { method: 'GET', url: '/company/me', token: company.token })).status,
    ).toBe(401)
    const actions = (await t.database.db.select().from(adminActions)).map((a) => a.action).sort()
    expect(actions).toEqual(['account.restore', 'account.suspend'])
    const mail = t.mail.mails.find(
      (m) => m.to === company.account.email && /restored/.test(m.subject),
    )
    expect(mail?.subject).toBe('Your Internplace account has been restored')
    expect(mail?.text).toMatch(/you can sign in again/)
    expect(mail?.text).toContain('https://internplace.example/app/company/sign-in')

    const again = await asAdmin(
      admin.token,
      'POST',
      `/admin/accounts/${company.account.id}/restore`,
    )
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(ADMIN_MESSAGES.accountNotSuspended)
  })
})

describe('who may manage accounts', () => {
  it('refuses interns, companies and visitors; an admin token cannot act as a company', async () => {
    const admin = await createAdmin(t.database.db)
    const company = await createAccount(t.database.db, 'company')
    const intern = await createAccount(t.database.db, 'intern')
    const requests = [
      ['GET', '/admin/accounts'],
      ['POST', `/admin/accounts/${intern.account.id}/suspend`],
      ['POST', `/admin/accounts/${company.account.id}/restore`],
    ] as const
    for (const [method, url] of requests) {
      for (const token of [intern.token, company.token, undefined]) {
        const res = await call(t.app, { method, url, token, payload: { reason: 'r' } })
        expect(res.status, `${method} ${url}`).toBe(token ? 403 : 401)
      }
    }
    expect((await statusOf(intern.account.id)).status).toBe('active')
    const asCompany = await call(t.app, {
      method: 'PATCH',
      url: '/company/set-basic-info',
      token: admin.token,
      payload: {},
    })
    expect(asCompany.status).toBe(403)
  })

  it("answers a suspended account's token with 401 on every route", async () => {
    const admin = await createAdmin(t.database.db)
    const intern = await createAccount(t.database.db, 'intern')
    await suspend(admin.token, intern.account.id)
    for (const url of ['/auth/me', '/users/applications', '/notifications/users']) {
      expect((await call(t.app, { method: 'GET', url, token: intern.token })).status, url).toBe(401)
    }
  })
})
