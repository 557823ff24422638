import { describe, expect, it } from 'vitest'
import { DECISION_TIMES_MESSAGES, type ApplicationStatus } from '@app/domain'
import { applications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import {
  COMPLETE_COMPANY,
  createAccount,
  createAdmin,
  createCompleteIntern,
} from '../../../test/factories.js'
import { ROLE } from '../../../test/conversation-fixtures.js'
import { roleDecisionTimes } from './decision-times.service.js'

const t = useTestApp()
const DAY = 86_400_000
const now = new Date('2026-09-30T12:00:00Z')

async function companyWithRoles(titles = ['Front-End Developer Intern']) {
  const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
  const roleIds: string[] = []
  for (const title of titles) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: company.token,
      payload: { ...ROLE, title },
    })
    expect(res.status).toBe(201)
    roleIds.push(res.body.data.id as string)
  }
  return { company, roleIds }
}

/** An application sent `sentDaysAgo` before `now`, decided `decidedAfterDays` after it was sent. */
async function applicationOf(
  roleId: string,
  sentDaysAgo: number,
  decision?: { status: ApplicationStatus; afterDays: number },
) {
  const intern = await createAccount(t.database.db, 'intern')
  const createdAt = new Date(now.getTime() - sentDaysAgo * DAY)
  await t.database.db.insert(applications).values({
    roleId,
    internId: intern.account.id,
    resumeUrl: '/api/v1/files/cv.pdf',
    createdAt,
    responseClockFrom: createdAt,
    ...(decision && {
      status: decision.status,
      decidedAt: new Date(createdAt.getTime() + decision.afterDays * DAY),
    }),
  })
}

const ask = (token: string | undefined, roleIds: string) =>
  call(t.app, { method: 'GET', url: `/company/decision-times?roleIds=${roleIds}`, token })

describe("a role's share of applications decided within 21 days", () => {
  it('counts the last 90 days: decided in 21 days is in time, decided later or undecided past 21 days is not, young undecided ones wait', async () => {
    const { company, roleIds } = await companyWithRoles(['Design Intern', 'Data Intern'])
    const [role, quiet] = roleIds as [string, string]
    await applicationOf(role, 40, { status: 'accepted', afterDays: 20 }) // in time
    await applicationOf(role, 10, { status: 'rejected', afterDays: 2 }) // in time, though young
    await applicationOf(role, 50, { status: 'rejected', afterDays: 22 }) // late
    await applicationOf(role, 30) // undecided past 21 days: not in time
    await applicationOf(role, 45, { status: 'no_response', afterDays: 21 }) // closed unanswered
    await applicationOf(role, 5) // undecided, still has time: left out
    await applicationOf(role, 100, { status: 'accepted', afterDays: 1 }) // before the 90 days
    await applicationOf(quiet, 120, { status: 'accepted', afterDays: 1 }) // before the 90 days

    const shares = await roleDecisionTimes(t.app.ctx, company.account, roleIds, now)

    expect(shares).toEqual({
      windowDays: 90,
      withinDays: 21,
      targetPercent: 95,
      roles: [
        { roleId: role, counted: 5, decidedInTime: 2, percent: 40 },
        // Nothing in the window: an honest empty state, not 0 %.
        { roleId: quiet, counted: 0, decidedInTime: 0, percent: null },
      ],
    })
  })

  it('moves with the clock: an undecided application counts once its 21 days are over', async () => {
    const { company, roleIds } = await companyWithRoles()
    const [role] = roleIds as [string]
    await applicationOf(role, 20)
    const at = (days: number) =>
      roleDecisionTimes(t.app.ctx, company.account, roleIds, new Date(now.getTime() + days * DAY))
    expect((await at(0)).roles[0]).toMatchObject({ counted: 0, percent: null })
    expect((await at(2)).roles[0]).toMatchObject({ counted: 1, decidedInTime: 0, percent: 0 })
    // 91 days after it was sent it has left the window.
    expect((await at(72)).roles[0]).toMatchObject({ counted: 0, percent: null })
  })

  it('answers GET /company/decision-times for the company’s own roles only, in the order asked', async () => {
    const { company, roleIds } = await companyWithRoles(['Design Intern', 'Data Intern'])
    const other = await companyWithRoles(['Sales Intern'])
    await applicationOf(roleIds[1]!, 3, { status: 'accepted', afterDays: 1 })
    const res = await ask(company.token, [roleIds[1], other.roleIds[0], roleIds[0]].join(','))
    expect(res.status).toBe(200)
    expect(res.body.data.roles).toEqual([
      { roleId: roleIds[1], counted: 1, decidedInTime: 1, percent: 100 },
      { roleId: roleIds[0], counted: 0, decidedInTime: 0, percent: null },
    ])
    // Another company's role reads as nothing, as an unknown one does.
    const theirs = await ask(company.token, other.roleIds[0]!)
    expect(theirs.body.data.roles).toEqual([])
  })

  it('is for companies: an intern or an admin gets 403, no token 401', async () => {
    const { roleIds } = await companyWithRoles()
    const intern = await createCompleteIntern(t)
    const admin = await createAdmin(t.database.db)
    expect((await ask(intern.token, roleIds[0]!)).status).toBe(403)
    expect((await ask(admin.token, roleIds[0]!)).status).toBe(403)
    expect((await ask(undefined, roleIds[0]!)).status).toBe(401)
  })

  it.each([
    ['', 'no ids'],
    ['not-a-role', 'a malformed id'],
    [Array.from({ length: 11 }, () => crypto.randomUUID()).join(','), 'eleven ids'],
  ])('refuses roleIds=%j (%s) with the field message', async (roleIds) => {
    const { company } = await companyWithRoles()
    const res = await ask(company.token, roleIds)
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ roleIds: DECISION_TIMES_MESSAGES.roleIds })
  })

  it('refuses a request without roleIds', async () => {
    const { company } = await companyWithRoles()
    const res = await call(t.app, {
      method: 'GET',
      url: '/company/decision-times',
      token: company.token,
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ roleIds: DECISION_TIMES_MESSAGES.roleIds })
  })
})
