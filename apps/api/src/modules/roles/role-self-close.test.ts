import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ROLE_FRESHNESS_MESSAGES, WRITE_LIMITS, roleReviewClock } from '@app/domain'
import { notifications, rateLimits, roles } from '../../db/schema.js'
import { call, useTestApp, type TestContext } from '../../../test/test-app.js'
import { createAdmin, createCompleteIntern } from '../../../test/factories.js'
import { applied, companyWithRole } from '../../../test/conversation-fixtures.js'
import { ROLE_SELF_CLOSE_SWEEPS } from './role-self-close.js'

const t = useTestApp()
const DAY = 86_400_000
const HOUR = 3_600_000

/** One run of the sweep as the schedule runs it, at `now`; its mail sent before it resolves. */
async function sweep(t: TestContext, now: Date) {
  await ROLE_SELF_CLOSE_SWEEPS['role-self-close']!(t.app.ctx, now)
  await t.app.ctx.jobs.settle()
}

const roleRow = async (roleId: string) =>
  (await t.database.db.select().from(roles).where(eq(roles.id, roleId)))[0]!

/** Moves the role's posting `days` into the past (its review clock follows). */
const postedDaysAgo = (roleId: string, days: number) =>
  t.database.db
    .update(roles)
    .set({ createdAt: new Date(Date.now() - days * DAY) })
    .where(eq(roles.id, roleId))

const at = (from: Date, days: number, hours = 0) =>
  new Date(from.getTime() + days * DAY + hours * HOUR)

const noticesOf = async (accountId: string) =>
  (
    await t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId))
  ).map((row) => row.title)

const keepOpen = (token: string | undefined, roleId: string) =>
  call(t.app, { method: 'POST', url: `/company/roles/${roleId}/keep-open`, token })

const companyRole = async (token: string, roleId: string) =>
  (await call(t.app, { method: 'GET', url: `/roles/${roleId}`, token })).body.data

describe('a role nobody reviews closes itself', () => {
  it('warns its company once on day 25, stays open on day 29, and closes itself on day 30 as Close role does', async () => {
    const company = await companyWithRole(t)
    const posted = (await roleRow(company.roleId)).createdAt

    await sweep(t, at(posted, 24, 23))
    expect(t.mail.mails).toEqual([])

    await sweep(t, at(posted, 25, 0.1))
    await sweep(t, at(posted, 25, 2))
    expect(t.mail.mails.map((mail) => mail.subject)).toEqual([
      'Front-End Developer Intern closes itself soon',
    ])
    const closesOn = ROLE_FRESHNESS_MESSAGES.closesItself(at(posted, 30, 0.1))
    expect(t.mail.mails[0]!.text).toContain(closesOn)
    // The mail leads to the role's page, where Keep it open is one click; it writes nothing itself.
    expect(t.mail.mails[0]!.text).toContain(`/role/edit?id=${company.roleId}`)
    expect(await noticesOf(company.account.id)).toEqual([
      'Front-End Developer Intern closes itself soon',
    ])
    // Five days after the warning, which went out on day 25.
    expect((await companyRole(company.token, company.roleId)).closesItselfAt).toBe(
      at(posted, 30, 0.1).toISOString(),
    )

    await sweep(t, at(posted, 29, 23))
    expect((await roleRow(company.roleId)).closedAt).toBeNull()

    await sweep(t, at(posted, 30, 0.1))
    const closed = await roleRow(company.roleId)
    expect(closed).toMatchObject({ closedAt: at(posted, 30, 0.1), closedReason: 'no_review' })
    expect(t.mail.mails.map((mail) => mail.subject)).toEqual([
      'Front-End Developer Intern closes itself soon',
      'Front-End Developer Intern closed itself',
    ])
    const answer = await companyRole(company.token, company.roleId)
    expect(answer).toMatchObject({
      state: 'closed_early',
      closedReason: 'no_review',
      closesItselfAt: null,
    })
    const publicIds = (await call(t.app, { method: 'GET', url: '/roles/recent' })).body.data.docs
    expect(publicIds.map((role: { id: string }) => role.id)).not.toContain(company.roleId)

    // Reopening it keeps it open for another 30 days, as 'Keep it open' does.
    const reopened = await call(t.app, {
      method: 'POST',
      url: `/company/roles/${company.roleId}/reopen`,
      token: company.token,
    })
    expect(reopened.status).toBe(200)
    expect(reopened.body.data).toMatchObject({ state: 'open', closedReason: null })
    expect((await roleRow(company.roleId)).keptOpenAt).toBeInstanceOf(Date)
  })

  it('counts an open (or a bulk rejection) on day 10 from there', async () => {
    const opened = await applied(t)
    const second = await createCompleteIntern(t, { firstName: 'Tunde' })
    const other = await companyWithRole(t, 'Other Ltd')
    const apply = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${other.roleId}/apply`,
      token: second.token,
      payload: { resumeUrl: second.resumeUrl },
    })
    expect(apply.status).toBe(201)
    await postedDaysAgo(opened.company.roleId, 10)
    await postedDaysAgo(other.roleId, 10)

    // Day 10: one company opens its applicant, the other rejects without opening.
    const open = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${opened.applicationId}`,
      token: opened.company.token,
    })
    expect(open.status).toBe(200)
    const reject = await call(t.app, {
      method: 'POST',
      url: '/company/applications/reject',
      token: other.token,
      payload: { ids: [apply.body.data.id], reason: 'other' },
    })
    expect(reject.status).toBe(200)

    const now = new Date()
    for (const roleId of [opened.company.roleId, other.roleId]) {
      const row = await roleRow(roleId)
      expect(row.lastReviewedAt!.getTime()).toBeGreaterThan(now.getTime() - 60_000)
      // The database's clock is the domain's rule.
      expect(row.reviewClockFrom).toEqual(
        roleReviewClock({ postedAt: row.createdAt, lastReviewedAt: row.lastReviewedAt }),
      )
    }
    const warnings = () =>
      t.mail.mails.filter((mail) => mail.subject.endsWith('closes itself soon'))
    // Day 30 of the posting is day 20 of the clock; day 25 of the clock warns.
    await sweep(t, at(now, 20, 1))
    expect(warnings()).toEqual([])
    expect((await roleRow(opened.company.roleId)).closedAt).toBeNull()
    await sweep(t, at(now, 25, 1))
    expect(warnings()).toHaveLength(2)
  })

  it('moves the clock 30 days when its company keeps it open, and warns again in the new period', async () => {
    const company = await companyWithRole(t)
    await postedDaysAgo(company.roleId, 26)
    await sweep(t, new Date())
    expect(t.mail.mails).toHaveLength(1)
    // Warned on day 26, it would close five days later, on day 31.
    const warnedAt = (await roleRow(company.roleId)).selfCloseWarnedAt!
    expect((await companyRole(company.token, company.roleId)).closesItselfAt).toBe(
      at(warnedAt, 5).toISOString(),
    )

    const kept = await keepOpen(company.token, company.roleId)
    expect(kept.status).toBe(200)
    expect(kept.body.message).toBe(ROLE_FRESHNESS_MESSAGES.keptOpen)
    const keptAt = (await roleRow(company.roleId)).keptOpenAt!
    expect(kept.body.data.closesItselfAt).toBe(at(keptAt, 30).toISOString())

    await sweep(t, at(warnedAt, 5, 1))
    expect((await roleRow(company.roleId)).closedAt).toBeNull()
    await sweep(t, at(keptAt, 25, 1))
    expect(t.mail.mails).toHaveLength(2)
    await sweep(t, at(keptAt, 30, 1))
    expect((await roleRow(company.roleId)).closedReason).toBe('no_review')
  })

  it('warns a role first seen past day 25 at once, and closes it no sooner than 5 days later', async () => {
    const company = await companyWithRole(t)
    await postedDaysAgo(company.roleId, 40)
    const now = new Date()
    await sweep(t, now)
    expect((await roleRow(company.roleId)).closedAt).toBeNull()
    expect(t.mail.mails.map((mail) => mail.subject)).toEqual([
      'Front-End Developer Intern closes itself soon',
    ])
    expect(t.mail.mails[0]!.text).toContain(ROLE_FRESHNESS_MESSAGES.closesItself(at(now, 5)))
    await sweep(t, at(now, 4, 23))
    expect((await roleRow(company.roleId)).closedAt).toBeNull()
    await sweep(t, at(now, 5, 1))
    expect((await roleRow(company.roleId)).closedReason).toBe('no_review')
  })

  it('leaves alone roles that take no applications: closed by the company, past the deadline, held', async () => {
    const closed = await companyWithRole(t)
    await call(t.app, {
      method: 'POST',
      url: `/company/roles/${closed.roleId}/close`,
      token: closed.token,
    })
    const expired = await companyWithRole(t, 'Expired Ltd')
    await t.database.db
      .update(roles)
      .set({ applicationDeadline: '2020-01-31' })
      .where(eq(roles.id, expired.roleId))
    const held = await companyWithRole(t, 'Held Ltd')
    await t.database.db
      .update(roles)
      .set({ heldForReviewAt: new Date(), heldReason: 'A fee' })
      .where(eq(roles.id, held.roleId))
    for (const { roleId } of [closed, expired, held]) await postedDaysAgo(roleId, 45)

    await sweep(t, new Date())
    await sweep(t, at(new Date(), 6))
    expect(t.mail.mails).toEqual([])
    expect((await roleRow(closed.roleId)).closedReason).toBeNull()
    expect((await roleRow(expired.roleId)).closedAt).toBeNull()
    expect((await roleRow(held.roleId)).closedAt).toBeNull()
  })
})

describe('POST /company/roles/{id}/keep-open', () => {
  it('answers 404 to another company and for a malformed id, 403 to an intern or admin, 401 without a session, and writes nothing', async () => {
    const { company, intern } = await applied(t)
    const other = await companyWithRole(t, 'Other Ltd')
    const admin = await createAdmin(t.database.db)
    expect((await keepOpen(other.token, company.roleId)).status).toBe(404)
    expect((await keepOpen(other.token, 'not-a-uuid')).status).toBe(404)
    expect((await keepOpen(intern.token, company.roleId)).status).toBe(403)
    expect((await keepOpen(admin.token, company.roleId)).status).toBe(403)
    expect((await keepOpen(undefined, company.roleId)).status).toBe(401)
    expect((await roleRow(company.roleId)).keptOpenAt).toBeNull()
  })

  it('refuses a malformed id (404), an id too long for an address (414) and a closed role (409), writing nothing', async () => {
    const company = await companyWithRole(t)
    expect((await keepOpen(company.token, 'x'.repeat(100))).status).toBe(404)
    expect((await keepOpen(company.token, 'x'.repeat(101))).status).toBe(414)

    await call(t.app, {
      method: 'POST',
      url: `/company/roles/${company.roleId}/close`,
      token: company.token,
    })
    const closed = await keepOpen(company.token, company.roleId)
    expect(closed.status).toBe(409)
    expect(closed.body).toMatchObject({
      code: 'ROLE_CLOSED',
      message: ROLE_FRESHNESS_MESSAGES.keepOpenClosed,
    })
    expect((await roleRow(company.roleId)).keptOpenAt).toBeNull()
  })

  it('is limited per account', async () => {
    const company = await companyWithRole(t)
    await t.database.db.insert(rateLimits).values({
      key: `keepOpen:account:${company.account.id}`,
      hits: WRITE_LIMITS.keepOpen.perAccount.max,
      resetsAt: new Date(Date.now() + 60_000),
    })
    const over = await keepOpen(company.token, company.roleId)
    expect(over.status).toBe(429)
    expect(over.body.message).toContain(WRITE_LIMITS.keepOpen.message)
    expect((await roleRow(company.roleId)).keptOpenAt).toBeNull()
  })
})

describe('postedAt and activelyReviewing on every role answer', () => {
  it('says when the role was posted, and Actively reviewing for 14 days after an open or decision', async () => {
    const { company, intern, applicationId } = await applied(t)
    const posted = (await roleRow(company.roleId)).createdAt.toISOString()
    const answers = async () => {
      const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token })
      const found = (docs: { id: string }[]) => docs.find((role) => role.id === company.roleId)
      return [
        found((await get('/roles/recent')).body.data.docs),
        found((await get('/roles/recent?sort=relevant')).body.data.docs),
        found((await get('/users/roles', intern.token)).body.data.docs),
        found((await get('/users/roles?sort=recent', intern.token)).body.data.docs),
        (await get(`/users/roles/${company.roleId}`, intern.token)).body.data,
        found((await get('/roles', company.token)).body.data.docs),
        (await get(`/roles/${company.roleId}`, company.token)).body.data,
      ]
    }
    for (const role of await answers()) {
      expect(role).toMatchObject({ postedAt: posted, activelyReviewing: false })
    }

    await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    for (const role of await answers()) {
      expect(role).toMatchObject({ postedAt: posted, activelyReviewing: true })
    }

    await t.database.db
      .update(roles)
      .set({ lastReviewedAt: new Date(Date.now() - 14 * DAY - HOUR) })
      .where(eq(roles.id, company.roleId))
    for (const role of await answers()) expect(role).toMatchObject({ activelyReviewing: false })
  })
})
