import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  APPLICATION_MESSAGES,
  COMPANY_APPLICATIONS_PAGE_SIZE,
  COMPANY_APPLICATION_MESSAGES,
} from '@app/domain'
import { accounts, applications, notifications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_INTERN, createAccount, createCompleteIntern } from '../../../test/factories.js'
import { applied, companyWithRole } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const statusNotices = (accountId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .then((rows) => rows.filter((n) => n.type === 'status'))

describe('GET /company/applications', () => {
  it('lists applications to the company’s roles, newest first, 5 a page, with deleted roles', async () => {
    const { company, applicationId } = await applied(t)
    const second = await createCompleteIntern(t, { firstName: 'Tunde' })
    await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: second.token,
      payload: { resumeUrl: second.resumeUrl },
    })
    const res = await call(t.app, {
      method: 'GET',
      url: '/company/applications',
      token: company.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.meta).toMatchObject({
      page: 1,
      limit: COMPANY_APPLICATIONS_PAGE_SIZE,
      totalDocs: 2,
    })
    const [newest, oldest] = res.body.data.docs
    expect(newest.user.firstName).toBe('Tunde')
    expect(oldest).toMatchObject({
      id: applicationId,
      status: 'pending',
      role: { id: company.roleId, title: 'Front-End Developer Intern' },
      user: {
        firstName: 'Ada',
        lastName: 'Okafor',
        institutionName: COMPLETE_INTERN.institutionName,
        // So the company can say the level of study, not only the years.
        isPostgraduate: false,
        skills: COMPLETE_INTERN.skills,
      },
    })
    expect(oldest.resumeUrl).toMatch(/signature=/)

    // Listing does not open.
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
    expect(row?.openedAt).toBeNull()

    // A deleted role keeps its applications in the company's list.
    await call(t.app, { method: 'DELETE', url: `/roles/${company.roleId}`, token: company.token })
    const after = await call(t.app, {
      method: 'GET',
      url: '/company/applications?limit=1&page=2',
      token: company.token,
    })
    expect(after.body.data.docs.map((d: { id: string }) => d.id)).toEqual([applicationId])
    expect(after.body.data.meta).toMatchObject({ totalPages: 2, hasPrevPage: true })
  })

  it("lists only the company's own applicants, each stored with its role's company", async () => {
    const { company, applicationId } = await applied(t)
    const other = await companyWithRole(t, 'Savannah Agro')
    const intern = await createCompleteIntern(t, { firstName: 'Tunde' })
    await call(t.app, {
      method: 'POST',
      url: `/users/roles/${other.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    const listed = async (token: string) =>
      (await call(t.app, { method: 'GET', url: '/company/applications', token })).body.data
    expect((await listed(company.token)).docs.map((d: { id: string }) => d.id)).toEqual([
      applicationId,
    ])
    expect((await listed(other.token)).meta).toMatchObject({ totalDocs: 1 })
    const stored = await t.database.db
      .select({ id: applications.id, companyId: applications.companyId })
      .from(applications)
    expect(stored).toHaveLength(2)
    expect(stored.find((row) => row.id === applicationId)?.companyId).toBe(company.account.id)
    expect(stored.find((row) => row.id !== applicationId)?.companyId).toBe(other.account.id)
  })

  it('shows the applicant as they were when they applied', async () => {
    const { company, intern } = await applied(t)
    await t.database.db
      .update(accounts)
      .set({ email: 'changed@example.com' })
      .where(eq(accounts.id, intern.account.id))
    const res = await call(t.app, {
      method: 'GET',
      url: '/company/applications',
      token: company.token,
    })
    expect(res.body.data.docs[0].user.email).toBe(intern.account.email)
  })
})

describe('GET /company/applications/{id}', () => {
  it('moves pending to in_review on the first open only, and tells the intern once', async () => {
    const { company, intern, applicationId } = await applied(t)
    const first = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      id: applicationId,
      status: 'in_review',
      user: { id: intern.account.id },
    })
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
    expect(row?.openedAt).toBeInstanceOf(Date)

    const notices = await statusNotices(intern.account.id)
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      title: 'Application in review',
      description:
        'Kobo Ledger Technologies is reviewing your application for Front-End Developer Intern',
      applicationId,
    })

    const again = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    expect(again.body.data.status).toBe('in_review')
    expect(await statusNotices(intern.account.id)).toHaveLength(1)

    // The intern sees it in review.
    const mine = await call(t.app, {
      method: 'GET',
      url: '/notifications/users',
      token: intern.token,
    })
    expect(mine.body.data.docs[0]).toMatchObject({
      type: 'status',
      read: false,
      application: { id: applicationId },
    })
  })

  it("gives the company a resume link that opens the applicant's file, and nobody a bare one", async () => {
    const { company, applicationId } = await applied(t)
    const detail = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    const link: string = detail.body.data.resumeUrl
    expect(link).toMatch(/^\/api\/v1\/files\/.+\?expires=\d+&signature=/)
    const file = await t.app.inject({ method: 'GET', url: link })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toMatch(/^application\/pdf/)
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    // The same file without its signature is not served.
    const bare = await t.app.inject({ method: 'GET', url: link.split('?')[0]! })
    expect(bare.statusCode).toBeGreaterThanOrEqual(400)
    expect(bare.statusCode).toBeLessThan(500)
  })

  it('does not reopen a decided application', async () => {
    const { company, intern, applicationId } = await applied(t)
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
    })
    const res = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    expect(res.body.data.status).toBe('rejected')
    expect((await statusNotices(intern.account.id)).map((n) => n.title)).toEqual([
      'Application update',
    ])
  })
})

describe('accept and reject', () => {
  it('accepts once, notifies and mails the intern; a second decision is 409', async () => {
    const { company, intern, applicationId } = await applied(t)
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      status: 'success',
      message: COMPANY_APPLICATION_MESSAGES.accepted,
      data: { id: applicationId, status: 'accepted' },
    })
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
    expect(row?.decidedAt).toBeInstanceOf(Date)
    expect(await statusNotices(intern.account.id)).toMatchObject([
      {
        title: 'Application accepted',
        description:
          'Kobo Ledger Technologies accepted your application for Front-End Developer Intern',
      },
    ])
    expect(t.mail.mails).toHaveLength(1)
    expect(t.mail.mails[0]).toMatchObject({ to: intern.account.email })
    expect(t.mail.mails[0]?.subject).toContain('Application accepted')
    expect(t.mail.mails[0]?.text).toContain(
      `https://internplace.example/app/intern/applications/${applicationId}`,
    )

    for (const path of ['accept', 'reject']) {
      const again = await call(t.app, {
        method: 'PATCH',
        url: `/company/applications/${applicationId}/${path}`,
        token: company.token,
      })
      expect(again.status).toBe(409)
      expect(again.body).toMatchObject({
        message: APPLICATION_MESSAGES.alreadyAccepted,
        code: 'APPLICATION_DECIDED',
      })
    }
    expect(t.mail.mails).toHaveLength(1)
  })

  it('rejects once; then both decisions say it is already rejected', async () => {
    const { company, intern, applicationId } = await applied(t)
    await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
    })
    expect(res.body.data).toEqual({ id: applicationId, status: 'rejected' })
    expect((await statusNotices(intern.account.id)).map((n) => n.title).sort()).toEqual([
      'Application in review',
      'Application update',
    ])
    for (const path of ['accept', 'reject']) {
      const again = await call(t.app, {
        method: 'PATCH',
        url: `/company/applications/${applicationId}/${path}`,
        token: company.token,
      })
      expect(again.status).toBe(409)
      expect(again.body).toMatchObject({
        message: APPLICATION_MESSAGES.alreadyRejected,
        code: 'APPLICATION_DECIDED',
      })
    }
  })

  it('refuses to decide an application whose role was deleted, and changes nothing', async () => {
    const { company, intern, applicationId } = await applied(t)
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: `/roles/${company.roleId}`,
      token: company.token,
    })
    expect(deleted.status).toBe(200)
    for (const path of ['accept', 'reject']) {
      const res = await call(t.app, {
        method: 'PATCH',
        url: `/company/applications/${applicationId}/${path}`,
        token: company.token,
      })
      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({
        message: APPLICATION_MESSAGES.closedNoDecision,
        code: 'ROLE_CLOSED',
      })
    }
    const [row] = await t.database.db
      .select({ status: applications.status, decidedAt: applications.decidedAt })
      .from(applications)
      .where(eq(applications.id, applicationId))
    expect(row).toEqual({ status: 'pending', decidedAt: null })
    expect(await statusNotices(intern.account.id)).toEqual([])
  })

  it('does not mail a decision to an intern who turned status changes off', async () => {
    const { company, intern, applicationId } = await applied(t)
    const saved = await call(t.app, {
      method: 'PUT',
      url: '/account/preferences',
      token: intern.token,
      payload: { notifications: { statusChanges: false } },
    })
    expect(saved.status).toBe(200)
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })
    expect(res.status).toBe(200)
    expect(t.mail.mails).toHaveLength(0)
    // The in-app notice still arrives; only the mail is held back.
    expect(await statusNotices(intern.account.id)).toHaveLength(1)
  })

  it('still mails a decision to an intern who only turned company messages off', async () => {
    const { company, intern, applicationId } = await applied(t)
    await call(t.app, {
      method: 'PUT',
      url: '/account/preferences',
      token: intern.token,
      payload: { notifications: { companyMessages: false } },
    })
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
    })
    expect(res.status).toBe(200)
    expect(t.mail.mails).toHaveLength(1)
  })
})

describe('who may review', () => {
  it('answers 404 to another company, 403 to an intern or an incomplete company, 401 without a session', async () => {
    const { intern, applicationId } = await applied(t)
    const other = await companyWithRole(t, 'Other Ltd')
    const incomplete = await createAccount(t.database.db, 'company')
    const calls = [
      ['GET', `/company/applications/${applicationId}`],
      ['PATCH', `/company/applications/${applicationId}/accept`],
      ['PATCH', `/company/applications/${applicationId}/reject`],
    ] as const
    for (const [method, url] of calls) {
      expect((await call(t.app, { method, url, token: other.token })).status).toBe(404)
      expect((await call(t.app, { method, url, token: intern.token })).status).toBe(403)
      const blocked = await call(t.app, { method, url, token: incomplete.token })
      expect(blocked.status).toBe(403)
      expect(blocked.body).toMatchObject({
        message: COMPANY_APPLICATION_MESSAGES.profileIncomplete,
        code: 'PROFILE_INCOMPLETE',
      })
      expect((await call(t.app, { method, url })).status).toBe(401)
    }
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/company/applications/not-a-uuid',
          token: other.token,
        })
      ).status,
    ).toBe(404)
    const list = await call(t.app, {
      method: 'GET',
      url: '/company/applications',
      token: other.token,
    })
    expect(list.body.data.docs).toEqual([])
    expect(
      (await call(t.app, { method: 'GET', url: '/company/applications', token: incomplete.token }))
        .status,
    ).toBe(403)
    // Nothing changed.
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId))
    expect(row?.status).toBe('pending')
  })
})
