import { and, count, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { applicationCounts, applications } from '../../db/schema.js'
import { call, useTestApp, type TestContext } from '../../../test/test-app.js'
import { createCompleteIntern } from '../../../test/factories.js'
import {
  applied,
  companyWithRole,
  ROLE,
  sendMessageAs,
} from '../../../test/conversation-fixtures.js'
import { closeUnansweredApplications } from './application-sweeps.js'

const t = useTestApp()
const DAY = 24 * 60 * 60 * 1000

async function applyAs(t: TestContext, roleId: string, firstName: string) {
  const intern = await createCompleteIntern(t, { firstName })
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${roleId}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl },
  })
  expect(res.status).toBe(201)
  return { intern, applicationId: res.body.data.id as string }
}

async function addRole(token: string, title: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token,
    payload: { ...ROLE, title },
  })
  expect(res.status).toBe(201)
  return res.body.data.id as string
}

const byKey = <T extends { companyId: string | null; roleId: string | null; status: string }>(
  rows: T[],
) =>
  rows
    .map((row) => ({ key: `${row.companyId}/${row.roleId}/${row.status}`, row }))
    .sort((a, b) => (a.key < b.key ? -1 : 1))

/** The kept counts are exactly a fresh `group by` over the applications, row for row. */
async function expectCountsKept() {
  const kept = await t.database.db.select().from(applicationCounts)
  const fresh = await t.database.db
    .select({
      companyId: applications.companyId,
      roleId: applications.roleId,
      status: applications.status,
      count: count(),
    })
    .from(applications)
    .where(and(isNotNull(applications.companyId), isNotNull(applications.roleId)))
    .groupBy(applications.companyId, applications.roleId, applications.status)
  expect(byKey(kept).map(({ key, row }) => [key, row.count])).toEqual(
    byKey(fresh).map(({ key, row }) => [key, row.count]),
  )
}

/** What the applicants page says against a fresh count of the company's (or role's) applications. */
async function expectPageCounts(company: { id: string; token: string }, roleId?: string) {
  const res = await call(t.app, {
    method: 'GET',
    url: `/company/applications?limit=1${roleId ? `&roleId=${roleId}` : ''}`,
    token: company.token,
  })
  expect(res.status).toBe(200)
  const rows = await t.database.db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, company.id),
        roleId ? eq(applications.roleId, roleId) : undefined,
      ),
    )
    .groupBy(applications.status)
  const expected = { pending: 0, in_review: 0, accepted: 0, rejected: 0, no_response: 0 }
  for (const row of rows) expected[row.status] = row.n
  expect(res.body.data.counts).toEqual(expected)
  expect(res.body.data.meta?.totalDocs ?? res.body.data.totalDocs).toBe(
    Object.values(expected).reduce((sum, n) => sum + n, 0),
  )
  return expected
}

describe('the applicants counts kept per role and status (decision 039)', () => {
  it('stay equal to a fresh group by through every change an application can go through', async () => {
    const { company: kobo, intern: ada, applicationId: adaApp } = await applied(t)
    const company = { id: kobo.account.id, token: kobo.token }
    const design = await addRole(kobo.token, 'Product Design Intern')
    const { applicationId: bola } = await applyAs(t, kobo.roleId, 'Bola')
    const { applicationId: chi } = await applyAs(t, design, 'Chi')
    const { applicationId: dayo } = await applyAs(t, kobo.roleId, 'Dayo')
    const { intern: emeka, applicationId: emekaApp } = await applyAs(t, kobo.roleId, 'Emeka')
    const { intern: funmi, applicationId: funmiApp } = await applyAs(t, design, 'Funmi')
    const { intern: gozie } = await applyAs(t, design, 'Gozie')
    await expectCountsKept()
    expect(await expectPageCounts(company)).toMatchObject({ pending: 7 })
    expect(await expectPageCounts(company, design)).toMatchObject({ pending: 3 })

    // Opened: pending becomes in_review; opened again, nothing changes.
    for (let i = 0; i < 2; i++) {
      const open = await call(t.app, {
        method: 'GET',
        url: `/company/applications/${adaApp}`,
        token: kobo.token,
      })
      expect(open.status).toBe(200)
      await expectCountsKept()
    }
    expect(await expectPageCounts(company)).toMatchObject({ pending: 6, in_review: 1 })

    // Accepted, rejected, and rejected with others at once.
    const decide = (id: string, decision: 'accept' | 'reject') =>
      call(t.app, {
        method: 'PATCH',
        url: `/company/applications/${id}/${decision}`,
        token: kobo.token,
      })
    expect((await decide(adaApp, 'accept')).status).toBe(200)
    await expectCountsKept()
    expect((await decide(bola, 'reject')).status).toBe(200)
    await expectCountsKept()
    const bulk = await call(t.app, {
      method: 'POST',
      url: '/company/applications/reject',
      token: kobo.token,
      payload: { ids: [chi], reason: 'skills_mismatch' },
    })
    expect(bulk.status).toBe(200)
    await expectCountsKept()
    expect(await expectPageCounts(company)).toMatchObject({
      pending: 4,
      accepted: 1,
      rejected: 2,
    })
    expect(await expectPageCounts(company, design)).toMatchObject({ pending: 2, rejected: 1 })

    // Withdrawn by the intern.
    const withdrawn = await call(t.app, {
      method: 'DELETE',
      url: `/users/applications/${funmiApp}`,
      token: funmi.token,
    })
    expect(withdrawn.status).toBeLessThan(300)
    await expectCountsKept()

    // The no-response rule closes the ones still waiting long after.
    await closeUnansweredApplications(t.app.ctx, new Date(Date.now() + 90 * DAY))
    await expectCountsKept()
    const afterSweep = await expectPageCounts(company)
    expect(afterSweep.no_response).toBeGreaterThan(0)
    expect(afterSweep.pending).toBe(0)
    void dayo

    // An intern with a chat deletes their account: the application is kept, emptied, for the
    // company's chat, and leaves the applicants page; one without a chat is deleted.
    expect(
      (await sendMessageAs(t, 'company', kobo.token, emekaApp, 'Hello Emeka')).status,
    ).toBeLessThan(300)
    for (const who of [emeka, gozie]) {
      const gone = await call(t.app, {
        method: 'DELETE',
        url: '/account',
        token: who.token,
        payload: { confirm: 'DELETE' },
      })
      expect(gone.status).toBeLessThan(300)
      await expectCountsKept()
      await expectPageCounts(company)
    }

    // The company deletes a role: its applications are closed for the applicants.
    const roleGone = await call(t.app, {
      method: 'DELETE',
      url: `/roles/${design}`,
      token: kobo.token,
    })
    expect(roleGone.status).toBeLessThan(300)
    await expectCountsKept()
    await expectPageCounts(company)
    await expectPageCounts(company, design)

    // Another company with applicants deletes its account: every one of its counts goes.
    const other = await companyWithRole(t, 'Other Company Limited')
    await applyAs(t, other.roleId, 'Halima')
    await sendMessageAs(
      t,
      'company',
      other.token,
      (await applyAs(t, other.roleId, 'Ike')).applicationId,
      'Hi',
    )
    await expectCountsKept()
    const otherGone = await call(t.app, {
      method: 'DELETE',
      url: '/account',
      token: other.token,
      payload: { confirm: 'DELETE' },
    })
    expect(otherGone.status).toBeLessThan(300)
    await expectCountsKept()
    const left = await t.database.db
      .select()
      .from(applicationCounts)
      .where(eq(applicationCounts.companyId, other.account.id))
    expect(left).toEqual([])

    // Ada deletes her account too: the accepted application had no chat.
    await call(t.app, {
      method: 'DELETE',
      url: '/account',
      token: ada.token,
      payload: { confirm: 'DELETE' },
    })
    await expectCountsKept()
    await expectPageCounts(company)
  })

  it('counts a name search from the applications themselves', async () => {
    const { company: kobo } = await applied(t)
    await applyAs(t, kobo.roleId, 'Tunde')
    const res = await call(t.app, {
      method: 'GET',
      url: '/company/applications?search=tunde',
      token: kobo.token,
    })
    expect(res.status).toBe(200)
    expect(res.body.data.counts).toEqual({
      pending: 1,
      in_review: 0,
      accepted: 0,
      rejected: 0,
      no_response: 0,
    })
  })
})
