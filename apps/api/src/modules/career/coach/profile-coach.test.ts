import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  PROFILE_COACH_WEIGHTS,
  topDemandedSkills,
  type Industry,
  type ProfileCoach,
} from '@app/domain'
import type { Db } from '../../../db/client.js'
import { roles, skillDemand, skillDemandCounts } from '../../../db/schema.js'
import { runSweep } from '../../../lib/jobs.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import {
  COMPLETE_COMPANY,
  UNVERIFIED_COMPANY,
  createAccount,
  createAdmin,
  createCompleteIntern,
} from '../../../../test/factories.js'
import { ROLE } from '../../../../test/conversation-fixtures.js'
import {
  SKILL_DEMAND_MAX_AGE_MS,
  openRolesBatch,
  skillDemandFor,
  type RoleCursor,
} from './skill-demand.js'

const t = useTestApp()

beforeEach(async () => {
  // Not among the tables the test app empties: the summary is the coach's own.
  await t.database.db.delete(skillDemand)
  await t.database.db.delete(skillDemandCounts)
})

const coachOf = (token: string) =>
  call(t.app, { method: 'GET', url: '/users/profile-coach', token })

const tip = (body: { data: ProfileCoach }, id: string) =>
  body.data.tips.find((item) => item.id === id)

/** A verified company of the industry, with a role for each list of requirements. */
async function companyOf(
  industry: Industry,
  requirementsOfRoles: string[][],
  company = COMPLETE_COMPANY,
) {
  const account = await createAccount(t.database.db, 'company', {
    company: { ...COMPLETE_COMPANY, ...company, industryType: industry },
  })
  const ids: string[] = []
  for (const requirements of requirementsOfRoles) {
    const res = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: account.token,
      payload: { ...ROLE, requirements },
    })
    expect(res.status).toBe(201)
    ids.push(res.body.data.id)
  }
  return { ...account, roleIds: ids }
}

const countDemand = (now = new Date()) => runSweep(t.app.ctx, 'skill-demand', now)

/** Roles in Data Science asking for SQL (3), Excel (2) and Python (1); Finance for Accounting. */
async function dataScienceRoles() {
  await companyOf('Data Science', [
    ['SQL', 'Microsoft Excel'],
    ['Advanced SQL', 'Excel'],
    ['SQL queries'],
    ['Python'],
  ])
  await companyOf('Finance', [['Accounting'], ['Accounting'], ['Accounting'], ['Accounting']])
  await countDemand()
}

describe('GET /users/profile-coach', () => {
  it('gives a fresh intern a low score and the phone, photo and bio tips', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    const res = await coachOf(intern.token)
    expect(res.status).toBe(200)
    expect(res.body.data.score).toBe(0)
    expect(res.body.data.tips).toEqual(
      expect.arrayContaining([
        { id: 'phone', text: 'Add a phone number', done: false },
        { id: 'photo', text: 'Add a profile photo', done: false },
        {
          id: 'bio',
          text: 'Write a short bio about yourself: 40–80 words reads well',
          done: false,
        },
        { id: 'resume', text: 'Upload a CV or build one', done: false },
      ]),
    )
    // No open role asks for anything yet: no skills-in-demand tip, and the score is over the rest.
    expect(tip(res.body, 'skills-in-demand')).toBeUndefined()
  })

  it('names the skills roles in the intern’s industry ask for, then ticks them once added', async () => {
    await dataScienceRoles()
    const intern = await createCompleteIntern(t, {
      preferredIndustry: 'Data Science',
      skills: ['Python'],
    })
    const before = await coachOf(intern.token)
    expect(tip(before.body, 'skills-in-demand')).toEqual({
      id: 'skills-in-demand',
      text: 'Add two skills that roles in Data Science ask for, if you have them: SQL, Excel',
      done: false,
    })
    // What raises the score most comes first.
    expect(before.body.data.tips[0].id).toBe('skills-in-demand')

    const saved = await call(t.app, {
      method: 'PATCH',
      url: '/auth/skills',
      token: intern.token,
      payload: { skills: ['Python', 'SQL', 'Microsoft Excel'] },
    })
    expect(saved.status).toBe(200)
    const after = await coachOf(intern.token)
    expect(tip(after.body, 'skills-in-demand')).toEqual({
      id: 'skills-in-demand',
      text: 'Your skills include what roles in Data Science ask for most: SQL, Excel, Python',
      done: true,
    })
    expect(after.body.data.score).toBeGreaterThan(before.body.data.score)
  })

  it('falls back on every open role when none of the intern’s industry asks for a known skill', async () => {
    await dataScienceRoles()
    const intern = await createCompleteIntern(t, { preferredIndustry: 'Law', skills: [] })
    const res = await coachOf(intern.token)
    expect(tip(res.body, 'skills-in-demand')?.text).toBe(
      'Add three skills that open roles ask for, if you have them: Accounting, SQL, Excel',
    )
  })

  it('scores a complete profile over what it can judge', async () => {
    const intern = await createCompleteIntern(t, {
      bio: Array.from({ length: 45 }, () => 'word').join(' '),
      skills: ['React', 'TypeScript', 'SQL', 'Excel', 'Python'],
      mediaUrls: ['/api/v1/files/poster.png'],
    })
    const res = await coachOf(intern.token)
    expect(res.body.data.score).toBe(100)
    expect(res.body.data.tips.every((item: { done: boolean }) => item.done)).toBe(true)
    // Without its media: 5 of the 84 points it can judge.
    const plain = await createCompleteIntern(t, {
      bio: Array.from({ length: 45 }, () => 'word').join(' '),
      skills: ['React', 'TypeScript', 'SQL', 'Excel', 'Python'],
    })
    const total = 100 - PROFILE_COACH_WEIGHTS['skills-in-demand']
    expect((await coachOf(plain.token)).body.data.score).toBe(
      Math.round((100 * (total - PROFILE_COACH_WEIGHTS.media)) / total),
    )
  })

  it('is for interns only', async () => {
    const company = await createAccount(t.database.db, 'company')
    const admin = await createAdmin(t.database.db)
    expect((await coachOf(company.token)).status).toBe(403)
    expect((await coachOf(admin.token)).status).toBe(403)
    const anonymous = await call(t.app, { method: 'GET', url: '/users/profile-coach' })
    expect(anonymous.status).toBe(401)
  })
})

describe('the skill-demand sweep', () => {
  const countsOf = async (industry: string) =>
    Object.fromEntries(
      (
        await t.database.db
          .select({ skill: skillDemand.skill, roles: skillDemand.roles })
          .from(skillDemand)
          .where(eq(skillDemand.industry, industry))
      ).map((row) => [row.skill, row.roles]),
    )

  it('counts open, published roles only, per industry and for every industry', async () => {
    const open = await companyOf('Data Science', [['SQL'], ['SQL'], ['SQL'], ['SQL'], ['SQL']])
    await companyOf('Data Science', [['SQL', 'Excel']], UNVERIFIED_COMPANY)
    const [closed, past, held, gone] = open.roleIds
    const db = t.database.db
    await db.update(roles).set({ closedAt: new Date() }).where(eq(roles.id, closed!))
    await db.update(roles).set({ applicationDeadline: '2020-01-01' }).where(eq(roles.id, past!))
    await db.update(roles).set({ heldForReviewAt: new Date() }).where(eq(roles.id, held!))
    await db.update(roles).set({ deletedAt: new Date() }).where(eq(roles.id, gone!))
    await companyOf('Finance', [['Excel and SQL']])

    await countDemand()
    expect(await countsOf('Data Science')).toEqual({ SQL: 1 })
    expect(await countsOf('Finance')).toEqual({ SQL: 1, Excel: 1 })
    expect(await countsOf('')).toEqual({ SQL: 2, Excel: 1 })
  })

  it('counts again only once its count is six hours old, and replaces it whole', async () => {
    const company = await companyOf('Data Science', [['SQL']])
    const first = new Date('2026-06-01T08:00:00Z')
    await countDemand(first)
    await t.database.db
      .update(roles)
      .set({ closedAt: new Date() })
      .where(eq(roles.id, company.roleIds[0]!))
    await companyOf('Data Science', [['Python']])

    await countDemand(new Date(first.getTime() + SKILL_DEMAND_MAX_AGE_MS - 1))
    expect(await countsOf('Data Science')).toEqual({ SQL: 1 })
    await countDemand(new Date(first.getTime() + SKILL_DEMAND_MAX_AGE_MS))
    expect(await countsOf('Data Science')).toEqual({ Python: 1 })
    const [counted] = await t.database.db.select().from(skillDemandCounts)
    expect(counted?.rolesRead).toBe(1)
  })

  it('reads the open roles in batches, newest first, none skipped or read twice on a tie', async () => {
    const company = await companyOf('Data Science', [['SQL'], ['Excel'], ['Python'], ['React']])
    // Three roles at one instant, a microsecond apart from the fourth (a Date keeps milliseconds).
    await t.database.db.execute(
      sql`update roles set created_at = '2026-06-01 10:00:00.123456+00' where id in (${sql.join(
        company.roleIds.slice(0, 3).map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    )
    await t.database.db.execute(
      sql`update roles set created_at = '2026-06-01 10:00:00.123401+00' where id = ${company.roleIds[3]}::uuid`,
    )
    const read: string[] = []
    let after: RoleCursor | null = null
    for (;;) {
      const batch = await openRolesBatch(t.database.db, t.app.ctx.config, after, 2)
      read.push(...batch.map((role) => role.id))
      const last = batch.at(-1)
      if (batch.length < 2 || !last) break
      after = { createdAt: last.createdAt, id: last.id }
    }
    expect(read).toHaveLength(4)
    expect(new Set(read)).toEqual(new Set(company.roleIds))
    expect(read.at(-1)).toBe(company.roleIds[3])
  })

  it('reads roles through the listed-roles index and the summary through its key', async () => {
    await dataScienceRoles()
    const db = t.database.db
    // Fresh statistics, whether or not autovacuum has come by: the planner's choice followed its
    // timing. With them, eight rows are cheapest to sort, so sorting is ruled out as scanning
    // is: what is left is the index that serves the batch's order, as it does at scale.
    await db.execute(sql`analyze roles`)
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      await tx.execute(sql`set local enable_sort = off`)
      const txDb = tx as unknown as Db
      const cursor = { createdAt: '2030-01-01 00:00:00+00', id: crypto.randomUUID() }
      const batch = openRolesBatch(txDb, t.app.ctx.config, cursor, 1000)
      const batchPlan = (await tx.execute(sql`explain ${batch}`)) as unknown as { rows: unknown[] }
      expect(JSON.stringify(batchPlan.rows)).toContain('roles_listed_created_idx')
      const demandPlan = (await tx.execute(
        sql`explain select skill, roles from skill_demand where industry in ('Data Science', '')`,
      )) as unknown as { rows: unknown[] }
      expect(JSON.stringify(demandPlan.rows)).toContain('skill_demand_industry_skill_pk')
    })
    const demand = await skillDemandFor(db, 'Data Science')
    expect(demand.industry).toBe('Data Science')
    expect(demand.skills).toEqual(
      expect.arrayContaining([
        { skill: 'SQL', roles: 3 },
        { skill: 'Excel', roles: 2 },
        { skill: 'Python', roles: 1 },
      ]),
    )
    expect(demand.skills).toHaveLength(3)
    expect(topDemandedSkills(demand)).toEqual(['SQL', 'Excel', 'Python'])
  })
})
