import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ROLE_HELD_MESSAGE, ROLE_MESSAGES, todayInLagos } from '@app/domain'
import { roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAdmin } from '../../../test/factories.js'
import { ROLE, applied, companyWithRole } from '../../../test/conversation-fixtures.js'
import { pendingCompany } from '../../../test/admin-fixtures.js'

const t = useTestApp()

const FEE_SUMMARY = 'Sell our products in Ikeja. Interns pay a one-off training fee of N15,000.'
const yesterday = () => {
  const day = new Date(`${todayInLagos()}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() - 1)
  return day.toISOString().slice(0, 10)
}

const roleAs = (token: string, id: string) =>
  call(t.app, { method: 'GET', url: `/roles/${id}`, token })
const edit = (token: string, id: string, changes: object = {}) =>
  call(t.app, { method: 'PATCH', url: `/roles/${id}`, token, payload: { ...ROLE, ...changes } })

async function removeByAdmin(
  roleId: string,
  reason = 'Asks applicants to pay for their ID cards.',
) {
  const admin = await createAdmin(t.database.db)
  const res = await call(t.app, {
    method: 'POST',
    url: `/admin/roles/${roleId}/remove`,
    token: admin.token,
    payload: { reason },
  })
  expect(res.status).toBe(200)
}

describe('what posting or editing a role answers (issue 26)', () => {
  it('says a verified company’s role is live', async () => {
    const company = await companyWithRole(t)
    const res = await edit(company.token, company.roleId, { title: 'Back-End Intern' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: ROLE_MESSAGES.updated, data: { state: 'open' } })
  })

  it('says an unverified company’s role waits for the verification, not that it is live', async () => {
    const company = await pendingCompany(t)
    const res = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: company.token,
      payload: ROLE,
    })
    expect(res.status).toBe(201)
    expect(res.body.data.state).toBe('awaiting_verification')
    expect(res.body.message).toContain('goes live once we verify your company')
  })

  it('says a role posted or edited into fee wording is held for review', async () => {
    const company = await companyWithRole(t)
    const posted = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: company.token,
      payload: { ...ROLE, roleSummary: FEE_SUMMARY },
    })
    expect(posted.body).toMatchObject({ message: ROLE_HELD_MESSAGE, data: { state: 'held' } })
    const edited = await edit(company.token, company.roleId, { roleSummary: FEE_SUMMARY })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ message: ROLE_HELD_MESSAGE, data: { state: 'held' } })
  })
})

describe('a role’s state as its company sees it', () => {
  it('is closed early, or past its deadline, never open with a countdown', async () => {
    const company = await companyWithRole(t)
    const closed = await call(t.app, {
      method: 'POST',
      url: `/company/roles/${company.roleId}/close`,
      token: company.token,
    })
    expect(closed.body.data.state).toBe('closed_early')

    await t.database.db
      .update(roles)
      .set({ applicationDeadline: yesterday(), closedAt: null })
      .where(eq(roles.id, company.roleId))
    expect((await roleAs(company.token, company.roleId)).body.data.state).toBe('expired')
    const closeExpired = await call(t.app, {
      method: 'POST',
      url: `/company/roles/${company.roleId}/close`,
      token: company.token,
    })
    expect(closeExpired.status).toBe(409)
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, company.roleId))
    expect(row!.closedAt).toBeNull()
  })

  it('is removed, with the operator’s reason, and can no longer be edited, closed or reopened', async () => {
    const { company } = await applied(t)
    await removeByAdmin(company.roleId)

    const list = await call(t.app, { method: 'GET', url: '/roles', token: company.token })
    expect(list.body.data.docs[0]).toMatchObject({
      id: company.roleId,
      state: 'removed',
      heldForReview: null,
      removed: { at: expect.any(String), reason: 'Asks applicants to pay for their ID cards.' },
    })
    expect(list.body.data.takingApplications).toBe(0)

    const before = await t.database.db.select().from(roles).where(eq(roles.id, company.roleId))
    const res = await edit(company.token, company.roleId, { title: 'Renamed after removal' })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'ROLE_CLOSED', message: ROLE_MESSAGES.removedNoChange })
    for (const action of ['close', 'reopen']) {
      const refused = await call(t.app, {
        method: 'POST',
        url: `/company/roles/${company.roleId}/${action}`,
        token: company.token,
      })
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe(ROLE_MESSAGES.removedNoChange)
    }
    const after = await t.database.db.select().from(roles).where(eq(roles.id, company.roleId))
    expect(after).toEqual(before)
  })

  it('is another company’s business: a stranger’s edit of a removed role is not found', async () => {
    const { company } = await applied(t)
    await removeByAdmin(company.roleId)
    const stranger = await companyWithRole(t, 'Savannah Agro')
    const res = await edit(stranger.token, company.roleId, { title: 'Taken over' })
    expect(res.status).toBe(404)
  })
})

describe('a SIWES/IT role’s duration (issue 26)', () => {
  const siwes = {
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['ND'],
    duration: 1,
    term: 'year(s)',
  }

  it('follows its weeks, not the form’s one-year default', async () => {
    const company = await companyWithRole(t)
    const res = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: company.token,
      payload: { ...ROLE, ...siwes },
    })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({ siwesWeeks: 24, duration: 6, term: 'month' })
    const browse = await call(t.app, { method: 'GET', url: '/roles/recent?placementType=siwes' })
    expect(browse.body.data.docs[0]).toMatchObject({ siwesWeeks: 24, duration: 6 })
  })

  it('keeps following its weeks when an edit sends no placement type', async () => {
    const company = await companyWithRole(t)
    const posted = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: company.token,
      payload: { ...ROLE, ...siwes, siwesWeeks: 16 },
    })
    const res = await edit(company.token, posted.body.data.id, { duration: 12, term: 'month' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ placementType: 'siwes', duration: 4, term: 'month' })
  })
})

describe('the console’s All roles tab', () => {
  it('names a held role held and a closed one closed early, not open', async () => {
    const company = await companyWithRole(t)
    const held = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: company.token,
      payload: { ...ROLE, title: 'Sales Intern', roleSummary: FEE_SUMMARY },
    })
    await call(t.app, {
      method: 'POST',
      url: `/company/roles/${company.roleId}/close`,
      token: company.token,
    })
    const admin = await createAdmin(t.database.db)
    const res = await call(t.app, { method: 'GET', url: '/admin/roles', token: admin.token })
    const states = Object.fromEntries(
      res.body.data.docs.map((role: { id: string; state: string }) => [role.id, role.state]),
    )
    expect(states).toEqual({ [held.body.data.id]: 'held', [company.roleId]: 'closed_early' })
  })
})
