import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { todayInLagos, type RoleInput } from '@app/domain'
import { accounts, applications, companies, notifications, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createCompleteIntern } from '../../../test/factories.js'
import { refreshResponseTimes } from './response-times.queries.js'
import {
  closeUnansweredApplications,
  nudgeAboutWaitingApplicants,
  sendCompanyDigests,
  warnBeforeNoResponse,
} from './application-sweeps.js'

const t = useTestApp()
const DAY = 86_400_000
const HOUR = 3_600_000

const ROLE: RoleInput = {
  title: 'Backend Developer Intern',
  roleSummary: 'Build the APIs our merchants use.',
  responsibilities: 'Build',
  requirements: ['Node.js'],
  minimumSalary: 60_000,
  maximumSalary: null,
  location: 'Ikeja, Lagos',
  type: 'on_site',
  duration: 6,
  term: 'month',
  applicationDeadline: null,
}

/** A calendar day `days` after today in Lagos. */
const lagosDay = (days: number) => todayInLagos(new Date(Date.now() + days * DAY))

async function companyWithRole(role: Partial<RoleInput> = {}) {
  const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: { ...ROLE, ...role },
  })
  expect(res.status).toBe(201)
  return { ...company, roleId: res.body.data.id as string }
}

/** An application as old as `daysAgo`, written directly. */
async function applicationOf(roleId: string, daysAgo: number) {
  const intern = await createAccount(t.database.db, 'intern')
  const createdAt = new Date(Date.now() - daysAgo * DAY)
  const [row] = await t.database.db
    .insert(applications)
    .values({
      roleId,
      internId: intern.account.id,
      resumeUrl: '/api/v1/files/cv.pdf',
      createdAt,
      responseClockFrom: createdAt,
    })
    .returning()
  return { intern, application: row! }
}

const notificationsOf = (accountId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId))

describe('the no-response rule', () => {
  it('warns the company 3 days before, then closes the application as no_response and tells the intern kindly', async () => {
    const company = await companyWithRole()
    const { intern, application } = await applicationOf(company.roleId, 0)
    const sent = application.createdAt.getTime()

    await warnBeforeNoResponse(t.app.ctx, new Date(sent + 17 * DAY))
    await closeUnansweredApplications(t.app.ctx, new Date(sent + 17 * DAY))
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toEqual([])

    await warnBeforeNoResponse(t.app.ctx, new Date(sent + 18 * DAY + HOUR))
    await warnBeforeNoResponse(t.app.ctx, new Date(sent + 19 * DAY))
    const [warning] = await t.mail.waitForMails(1)
    expect(warning!.to).toBe(company.account.email)
    expect(warning!.text).toContain('Decide within 3 days')
    expect(await notificationsOf(company.account.id)).toEqual([
      expect.objectContaining({ type: 'no_response' }),
    ])

    await closeUnansweredApplications(t.app.ctx, new Date(sent + 21 * DAY + HOUR))
    const mails = await t.mail.waitForMails(2)
    await t.app.ctx.jobs.settle()
    expect(mails).toHaveLength(2)
    expect(mails[1]!.to).toBe(intern.account.email)
    expect(mails[1]!.subject).toBe('No response yet: Backend Developer Intern')
    expect(mails[1]!.text).toContain('It says nothing about you')

    const seen = await call(t.app, {
      method: 'GET',
      url: '/users/applications',
      token: intern.token,
    })
    expect(seen.body.data.docs[0].status).toBe('no_response')
    const filtered = await call(t.app, {
      method: 'GET',
      url: '/users/applications?status=no_response',
      token: intern.token,
    })
    expect(filtered.body.data.docs).toHaveLength(1)
    const decide = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${application.id}/accept`,
      token: company.token,
    })
    expect(decide.status).toBe(409)
    expect(decide.body.message).toBe(
      'This application was closed after going unanswered, so it can no longer be decided.',
    )
  })

  it('does not count its no_response close as the company reviewing the role (decision 070)', async () => {
    const company = await companyWithRole()
    const { application } = await applicationOf(company.roleId, 0)
    await closeUnansweredApplications(
      t.app.ctx,
      new Date(application.createdAt.getTime() + 21 * DAY + HOUR),
    )
    const [role] = await t.database.db.select().from(roles).where(eq(roles.id, company.roleId))
    expect(role!.lastReviewedAt).toBeNull()
  })

  it('counts from the end of the role’s deadline day, and a new deadline moves the clock', async () => {
    const deadline = lagosDay(10)
    const company = await companyWithRole({ applicationDeadline: deadline })
    const intern = await createCompleteIntern(t)
    const applied = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    const [row] = await t.database.db.select().from(applications)
    expect(row!.responseClockFrom!.toISOString()).toBe(`${deadline}T23:00:00.000Z`)

    const later = lagosDay(12)
    const edit = await call(t.app, {
      method: 'PATCH',
      url: `/roles/${company.roleId}`,
      token: company.token,
      payload: { ...ROLE, applicationDeadline: later },
    })
    expect(edit.status).toBe(200)
    const [moved] = await t.database.db.select().from(applications)
    expect(moved!.responseClockFrom!.toISOString()).toBe(`${later}T23:00:00.000Z`)

    // 21 days after the first deadline the application waits still; after the new one it closes.
    const endOf = (day: string) => new Date(`${day}T23:00:00Z`).getTime()
    await closeUnansweredApplications(t.app.ctx, new Date(endOf(deadline) + 21 * DAY + HOUR))
    const [still] = await t.database.db.select().from(applications)
    expect(still!.status).toBe('pending')
    await closeUnansweredApplications(t.app.ctx, new Date(endOf(later) + 21 * DAY + HOUR))
    const [closed] = await t.database.db.select().from(applications)
    expect(closed!.status).toBe('no_response')
    expect(applied.status).toBe(201)
  })

  it('leaves decided applications alone', async () => {
    const company = await companyWithRole()
    const { application } = await applicationOf(company.roleId, 30)
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${application.id}/reject`,
      token: company.token,
    })
    expect(res.status).toBe(200)
    await closeUnansweredApplications(t.app.ctx)
    const [row] = await t.database.db.select().from(applications)
    expect(row!.status).toBe('rejected')
  })
})

describe('waiting applicants', () => {
  it('nudge the company once about applicants waiting more than 7 days and show on its dashboard', async () => {
    const company = await companyWithRole()
    await applicationOf(company.roleId, 8)
    await applicationOf(company.roleId, 9)
    await applicationOf(company.roleId, 2)
    await nudgeAboutWaitingApplicants(t.app.ctx)
    await nudgeAboutWaitingApplicants(t.app.ctx)
    const mails = await t.mail.waitForMails(1)
    await t.app.ctx.jobs.settle()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('2 applicants have waited more than 7 days for your answer.')
    const dashboard = await call(t.app, { method: 'GET', url: '/roles', token: company.token })
    expect(dashboard.body.data.waitingApplicants).toBe(2)
  })

  it('reach a company that chose daily notifications in one digest a day', async () => {
    const company = await companyWithRole()
    await t.database.db
      .update(accounts)
      .set({ preferences: { notifications: { frequency: 'daily' } } })
      .where(eq(accounts.id, company.account.id))
    const morning = new Date()
    morning.setUTCHours(9, 0, 0, 0)
    const [application] = await t.database.db
      .insert(applications)
      .values({
        roleId: company.roleId,
        internId: (await createAccount(t.database.db, 'intern')).account.id,
        resumeUrl: '/api/v1/files/cv.pdf',
        applicantSnapshot: null,
        createdAt: new Date(morning.getTime() - 12 * HOUR),
      })
      .returning()
    expect(application).toBeDefined()
    await sendCompanyDigests(t.app.ctx, morning)
    await sendCompanyDigests(t.app.ctx, new Date(morning.getTime() + HOUR))
    const mails = await t.mail.waitForMails(1)
    await t.app.ctx.jobs.settle()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('1 new applicant since yesterday')
    expect(mails[0]!.text).toContain('An applicant applied for Backend Developer Intern')
  })
})

describe('the response-time figure', () => {
  it('is the median days to the first response over 90 days, hidden below 5 responses', async () => {
    const company = await companyWithRole()
    const responded = async (days: number) => {
      const { application } = await applicationOf(company.roleId, 20)
      await t.database.db
        .update(applications)
        .set({ respondedAt: new Date(application.createdAt.getTime() + days * DAY) })
        .where(eq(applications.id, application.id))
    }
    for (const days of [1, 2, 3, 10]) await responded(days)
    // Older than 90 days: not counted.
    const { application: old } = await applicationOf(company.roleId, 200)
    await t.database.db
      .update(applications)
      .set({ respondedAt: new Date(old.createdAt.getTime() + DAY) })
      .where(eq(applications.id, old.id))
    await refreshResponseTimes(t.database.db, null)
    const browse = async () =>
      (await call(t.app, { method: 'GET', url: '/roles/recent' })).body.data.docs[0].company
    expect((await browse()).medianResponseDays).toBeNull()

    await responded(4)
    await refreshResponseTimes(t.database.db, null)
    expect((await browse()).medianResponseDays).toBe(3)
    // The company page, as visitors see it when the company made its profile public.
    await t.database.db
      .update(accounts)
      .set({ preferences: { privacy: { profileVisibility: 'public' } } })
      .where(eq(accounts.id, company.account.id))
    const details = await call(t.app, { method: 'GET', url: `/roles/${company.roleId}/company` })
    expect(details.body.data.medianResponseDays).toBe(3)
  })

  it('starts at the company’s first decision or chat message', async () => {
    const company = await companyWithRole()
    const first = await applicationOf(company.roleId, 3)
    const second = await applicationOf(company.roleId, 3)
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${first.application.id}/accept`,
      token: company.token,
    })
    await call(t.app, {
      method: 'PUT',
      url: `/company/applications/${second.application.id}/message`,
      token: company.token,
      payload: { message: 'Hello! When can you start?' },
    })
    const rows = await t.database.db.select().from(applications)
    expect(rows.every((row) => row.respondedAt !== null)).toBe(true)
    const [companyRow] = await t.database.db.select().from(companies)
    expect(companyRow!.medianResponseDays).toBeNull()
  })
})
