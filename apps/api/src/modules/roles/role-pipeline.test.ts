import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ROLE_PIPELINE_MESSAGES, WRITE_LIMITS } from '@app/domain'
import { rateLimits, roles } from '../../db/schema.js'
import { call, useTestApp, type TestContext } from '../../../test/test-app.js'
import { createAdmin, createCompleteIntern } from '../../../test/factories.js'
import { applied, companyWithRole } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const act = (t: TestContext, token: string | undefined, roleId: string, action: string) =>
  call(t.app, { method: 'POST', url: `/company/roles/${roleId}/${action}`, token })

const publicTitles = async (t: TestContext) =>
  (await call(t.app, { method: 'GET', url: '/roles/recent' })).body.data.docs.map(
    (role: { id: string }) => role.id,
  )

const closedAtOf = async (t: TestContext, roleId: string) =>
  (await t.database.db.select().from(roles).where(eq(roles.id, roleId)))[0]?.closedAt

const csv = (t: TestContext, token: string | undefined, roleId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/company/roles/${roleId}/applicants.csv`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

describe('closing and reopening a role', () => {
  it('closes a role: it leaves the public list, refuses applicants, keeps its applicants; reopening brings it back', async () => {
    const { company, intern, applicationId } = await applied(t)
    expect(await publicTitles(t)).toContain(company.roleId)

    const closed = await act(t, company.token, company.roleId, 'close')
    expect(closed.status).toBe(200)
    expect(closed.body.message).toBe(ROLE_PIPELINE_MESSAGES.closed)
    expect(closed.body.data.closedAt).toEqual(expect.any(String))
    expect(await publicTitles(t)).not.toContain(company.roleId)
    const internList = await call(t.app, {
      method: 'GET',
      url: '/users/roles',
      token: intern.token,
    })
    expect(internList.body.data.docs.map((r: { id: string }) => r.id)).not.toContain(company.roleId)
    // The role itself, which the intern applied to, says when it was closed.
    const internRole = await call(t.app, {
      method: 'GET',
      url: `/users/roles/${company.roleId}`,
      token: intern.token,
    })
    expect(internRole.body.data.closedAt).toBe(closed.body.data.closedAt)

    const late = await createCompleteIntern(t, { firstName: 'Tunde' })
    const refused = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: late.token,
      payload: { resumeUrl: late.resumeUrl },
    })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      code: 'ROLE_CLOSED',
      message: ROLE_PIPELINE_MESSAGES.closedByCompany,
    })

    // The company still sees it on its job board and can decide its applicants.
    const board = await call(t.app, { method: 'GET', url: '/roles', token: company.token })
    expect(board.body.data.docs[0]).toMatchObject({ id: company.roleId, applicants: 1 })
    expect(board.body.data.takingApplications).toBe(0)
    const accept = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })
    expect(accept.status).toBe(200)

    const again = await act(t, company.token, company.roleId, 'close')
    expect(again.status).toBe(409)
    expect(again.body.message).toBe(ROLE_PIPELINE_MESSAGES.alreadyClosed)

    const reopened = await act(t, company.token, company.roleId, 'reopen')
    expect(reopened.status).toBe(200)
    expect(reopened.body.data.closedAt).toBeNull()
    const reopenedRole = await call(t.app, {
      method: 'GET',
      url: `/users/roles/${company.roleId}`,
      token: intern.token,
    })
    expect(reopenedRole.body.data.closedAt).toBeNull()
    expect(await publicTitles(t)).toContain(company.roleId)
    const open = await act(t, company.token, company.roleId, 'reopen')
    expect(open.status).toBe(409)
    expect(open.body.message).toBe(ROLE_PIPELINE_MESSAGES.alreadyOpen)
  })

  it('does not reopen a role whose deadline has passed', async () => {
    const company = await companyWithRole(t)
    await act(t, company.token, company.roleId, 'close')
    await t.database.db
      .update(roles)
      .set({ applicationDeadline: '2020-01-31' })
      .where(eq(roles.id, company.roleId))
    const res = await act(t, company.token, company.roleId, 'reopen')
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      code: 'ROLE_CLOSED',
      message: ROLE_PIPELINE_MESSAGES.deadlinePassed,
    })
    expect(await closedAtOf(t, company.roleId)).toBeInstanceOf(Date)
  })

  it('answers 404 to another company and for a deleted role, 403 to an intern or admin, and changes nothing', async () => {
    const { company, intern } = await applied(t)
    const other = await companyWithRole(t, 'Other Ltd')
    const admin = await createAdmin(t.database.db)
    for (const action of ['close', 'reopen']) {
      expect((await act(t, other.token, company.roleId, action)).status).toBe(404)
      expect((await act(t, other.token, 'not-a-uuid', action)).status).toBe(404)
      expect((await act(t, intern.token, company.roleId, action)).status).toBe(403)
      expect((await act(t, admin.token, company.roleId, action)).status).toBe(403)
      expect((await act(t, undefined, company.roleId, action)).status).toBe(401)
    }
    expect(await closedAtOf(t, company.roleId)).toBeNull()
    await call(t.app, { method: 'DELETE', url: `/roles/${company.roleId}`, token: company.token })
    expect((await act(t, company.token, company.roleId, 'close')).status).toBe(404)
  })
})

describe('job board status counts', () => {
  it('gives each role its applicants per status', async () => {
    const { company, applicationId } = await applied(t)
    const other = await createCompleteIntern(t, { firstName: 'Tunde' })
    await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: other.token,
      payload: { resumeUrl: other.resumeUrl },
    })
    await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    const board = await call(t.app, { method: 'GET', url: '/roles', token: company.token })
    expect(board.body.data.docs[0]).toMatchObject({
      applicants: 2,
      statusCounts: { pending: 1, in_review: 1, accepted: 0, rejected: 0, no_response: 0 },
    })
    const one = await call(t.app, {
      method: 'GET',
      url: `/roles/${company.roleId}`,
      token: company.token,
    })
    expect(one.body.data.statusCounts).toMatchObject({ pending: 1, in_review: 1 })
  })
})

describe('write limits', () => {
  it('limits closing and rejecting (pipeline) and the CSV (applicantExports) per account', async () => {
    const { company, applicationId } = await applied(t)
    const resetsAt = new Date(Date.now() + 60_000)
    await t.database.db.insert(rateLimits).values([
      {
        key: `pipeline:account:${company.account.id}`,
        hits: WRITE_LIMITS.pipeline.perAccount.max,
        resetsAt,
      },
      {
        key: `applicantExports:account:${company.account.id}`,
        hits: WRITE_LIMITS.applicantExports.perAccount.max,
        resetsAt,
      },
    ])
    for (const res of [
      await act(t, company.token, company.roleId, 'close'),
      await call(t.app, {
        method: 'PATCH',
        url: `/company/applications/${applicationId}/reject`,
        token: company.token,
        payload: { reason: 'other' },
      }),
      await call(t.app, {
        method: 'POST',
        url: '/company/applications/reject',
        token: company.token,
        payload: { ids: [applicationId], reason: 'other' },
      }),
    ]) {
      expect(res.status).toBe(429)
      expect(res.body.message).toContain(WRITE_LIMITS.pipeline.message)
    }
    expect((await csv(t, company.token, company.roleId)).statusCode).toBe(429)
    expect(await closedAtOf(t, company.roleId)).toBeNull()
  })
})
