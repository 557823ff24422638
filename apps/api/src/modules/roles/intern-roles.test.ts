import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  INTENDED_DURATIONS,
  LOCATION_PREFERENCES,
  ROLE_TYPES,
  compareByMatch,
  matchScore,
  type MatchIntern,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, applications, companies, interns, roles, savedRoles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { compatibilityParams } from './role-match.queries.js'
import { compatiblePageQuery, compatibleRolesPage } from './compatible-roles.queries.js'
import { internRoleConditions } from './roles.queries.js'
import { roleWordColumns } from './role-search.js'

const t = useTestApp()
const DAY = 86_400_000

type RoleValues = Partial<typeof roles.$inferInsert> & { title: string }

async function addRole(db: Db, company: { id: string; name: string }, role: RoleValues) {
  const values = {
    roleSummary: 'Work with a friendly team.',
    responsibilities: ['Ship features'],
    requirements: ['Curiosity'],
    location: 'Lagos',
    type: 'on_site' as const,
    minimumSalary: 50_000,
    maximumSalary: 80_000,
    durationMonths: 6,
    term: 'month' as const,
    ...role,
  }
  const [row] = await db
    .insert(roles)
    .values({
      companyId: company.id,
      ...values,
      ...roleWordColumns({ ...values, companyName: company.name }),
    })
    .returning()
  return row!
}

async function company(name: string, industryType = 'Technology') {
  const { account, token } = await createAccount(t.database.db, 'company', {
    company: { ...COMPLETE_COMPANY, companyName: name, industryType },
  })
  return { id: account.id, name, token }
}

const INTERN_FACTS = {
  fieldOfStudy: 'Computer Science',
  skills: ['React', 'TypeScript'],
  preferredIndustry: 'Technology',
  locationPreference: 'Lagos',
  intendedDuration: 6,
}

async function intern(facts: Partial<typeof interns.$inferInsert> = INTERN_FACTS) {
  const created = await createAccount(t.database.db, 'intern')
  await t.database.db.update(interns).set(facts).where(eq(interns.accountId, created.account.id))
  return created
}

const get = (url: string, token?: string) => call(t.app, { method: 'GET', url, token })
const titles = (res: { body: { data: { docs: { title: string }[] } } }) =>
  res.body.data.docs.map((role) => role.title)

describe('GET /users/roles', () => {
  it("ranks open roles by the intern's compatibility, then newest, and can sort by date", async () => {
    const tech = await company('Kobo Ledger')
    const farm = await company('Savannah Agro', 'Agriculture')
    const now = Date.now()
    const match = await addRole(t.database.db, tech, {
      title: 'Front-End Developer Intern',
      requirements: ['React', 'Computer Science students'],
      createdAt: new Date(now - 3 * DAY),
    })
    await addRole(t.database.db, farm, {
      title: 'Farm Records Assistant',
      requirements: ['Bookkeeping'],
      location: 'Kano',
      durationMonths: 24,
      createdAt: new Date(now - DAY),
    })
    await addRole(t.database.db, tech, {
      title: 'Support Intern',
      requirements: ['Patience'],
      createdAt: new Date(now - 2 * DAY),
    })
    const { token } = await intern()

    const relevant = await get('/users/roles', token)
    expect(relevant.status, JSON.stringify(relevant.body)).toBe(200)
    expect(titles(relevant)).toEqual([
      'Front-End Developer Intern',
      'Support Intern',
      'Farm Records Assistant',
    ])
    const [first] = relevant.body.data.docs
    expect(first).toMatchObject({
      id: match.id,
      company: { id: tech.id, companyName: 'Kobo Ledger', industryType: 'Technology' },
      isSaved: false,
      applicationId: null,
      compatibility: matchScore(INTERN_FACTS, { ...match, companyIndustry: 'Technology' })?.score,
    })
    expect(first.compatibility).toBe(100)
    const scores = relevant.body.data.docs.map(
      (role: { match: { score: number } }) => role.match.score,
    )
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(relevant.body.data.meta).toMatchObject({ page: 1, limit: 10, totalDocs: 3 })

    for (const sort of ['-createdAt', 'recent']) {
      const recent = await get(`/users/roles?sort=${sort}`, token)
      expect(titles(recent)).toEqual([
        'Farm Records Assistant',
        'Support Intern',
        'Front-End Developer Intern',
      ])
    }
    const paged = await get('/users/roles?limit=2&page=2', token)
    expect(titles(paged)).toEqual(['Farm Records Assistant'])
    expect(paged.body.data.meta).toMatchObject({ totalPages: 2, hasPrevPage: true })
  })

  it('filters by type, search and location as the public browse does', async () => {
    const tech = await company('Kobo Ledger')
    await addRole(t.database.db, tech, {
      title: 'Remote Designer',
      type: 'remote',
      location: 'Anywhere',
    })
    await addRole(t.database.db, tech, { title: 'Data Analyst', location: 'Ikeja, Lagos' })
    await addRole(t.database.db, tech, { title: 'Site Engineer', location: 'Port Harcourt' })
    const { token } = await intern()
    expect(titles(await get('/users/roles?type=remote', token))).toEqual(['Remote Designer'])
    expect(titles(await get('/users/roles?search=analy', token))).toEqual(['Data Analyst'])
    expect(titles(await get('/users/roles?search=kobo&location=harcourt', token))).toEqual([
      'Site Engineer',
    ])
    expect(titles(await get('/users/roles?type=on_site&sort=-createdAt', token))).toHaveLength(2)
  })

  it('leaves out closed roles and roles of suspended companies', async () => {
    const tech = await company('Kobo Ledger')
    const banned = await company('Shady Ltd')
    await addRole(t.database.db, tech, { title: 'Open' })
    await addRole(t.database.db, tech, { title: 'Deleted', deletedAt: new Date() })
    await addRole(t.database.db, tech, { title: 'Removed', removedByAdminAt: new Date() })
    await addRole(t.database.db, tech, { title: 'Expired', applicationDeadline: '2020-01-01' })
    await addRole(t.database.db, banned, { title: 'Suspended' })
    await t.database.db
      .update(accounts)
      .set({ status: 'suspended' })
      .where(eq(accounts.id, banned.id))
    const { token } = await intern()
    expect(titles(await get('/users/roles', token))).toEqual(['Open'])
  })

  it("shows a company's roles to signed-in interns even when its job board is private", async () => {
    const hidden = await company('Quiet Co')
    await addRole(t.database.db, hidden, { title: 'Quiet Role' })
    await t.database.db
      .update(accounts)
      .set({ preferences: { privacy: { jobBoardVisibility: 'private' } } })
      .where(eq(accounts.id, hidden.id))
    const { token } = await intern()
    expect(titles(await get('/roles/recent'))).toEqual([])
    expect(titles(await get('/users/roles', token))).toEqual(['Quiet Role'])
  })

  it('marks saved roles and the intern’s own applications only', async () => {
    const tech = await company('Kobo Ledger')
    const saved = await addRole(t.database.db, tech, { title: 'Saved' })
    const applied = await addRole(t.database.db, tech, { title: 'Applied' })
    const me = await intern()
    const someone = await intern()
    await call(t.app, { method: 'POST', url: `/users/roles/save/${saved.id}`, token: me.token })
    const [application] = await t.database.db
      .insert(applications)
      .values({ roleId: applied.id, internId: me.account.id, resumeUrl: '/api/v1/files/cv.pdf' })
      .returning()
    await t.database.db
      .insert(applications)
      .values({ roleId: saved.id, internId: someone.account.id, resumeUrl: '/api/v1/files/x.pdf' })

    const byTitle = async (token: string) =>
      Object.fromEntries(
        (await get('/users/roles', token)).body.data.docs.map(
          (role: { title: string; isSaved: boolean; applicationId: string | null }) => [
            role.title,
            { isSaved: role.isSaved, applicationId: role.applicationId },
          ],
        ),
      )
    expect(await byTitle(me.token)).toEqual({
      Saved: { isSaved: true, applicationId: null },
      Applied: { isSaved: false, applicationId: application!.id },
    })
    expect(await byTitle(someone.token)).toMatchObject({
      Saved: { isSaved: false, applicationId: expect.any(String) },
      Applied: { isSaved: false, applicationId: null },
    })
  })

  it('gives no match score to an intern whose empty profile gives no basis for one', async () => {
    const tech = await company('Kobo Ledger')
    await addRole(t.database.db, tech, { title: 'Anything', requirements: [] })
    await addRole(t.database.db, tech, { title: 'Other', requirements: ['React'] })
    const { token } = await createAccount(t.database.db, 'intern')
    const res = await get('/users/roles', token)
    expect(res.status).toBe(200)
    for (const role of res.body.data.docs) {
      expect(role).toMatchObject({ compatibility: null, match: null })
    }
  })

  it('ranks in the database exactly as the domain rule scores and orders roles', async () => {
    // A seeded generator, so a failure can be replayed.
    let seed = 20_261_125
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
    const some = <T>(items: readonly T[], most: number) =>
      Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(items))
    const words = [
      'React',
      'REACT',
      'Excel',
      'Microsoft',
      'SQL',
      'C++',
      'C#',
      'UI/UX',
      'Node.js',
      'data',
      'Analysis',
      'computer',
      'Computer',
      'science',
      'of',
      'and',
      'good',
      'knowledge',
      'École',
      'accounting',
      'Accounting',
      'agric',
      'İzmir',
      'Straße',
      'python',
      'Python',
    ]
    const phrase = (most: number) => [pick(words), ...some(words, most - 1)].join(' ')
    const places = ['Ikeja, LAGOS', 'Wuse, Abuja', 'Kano', 'İzmir', 'Port Harcourt', 'Remote']
    const industries = ['Technology', 'Agriculture', 'Finance']
    const companiesByIndustry = await Promise.all(
      industries.map((industry) => company(`${industry} Co`, industry)),
    )
    const now = Date.now()
    const instants = Array.from(
      { length: 10 },
      () => new Date(now - Math.floor(random() * 9) * DAY),
    )
    const someone = await intern()
    const scoresSeen: (number | null)[] = []

    for (let round = 0; round < 10; round++) {
      await t.database.db.delete(roles)
      const rows = Array.from({ length: 30 }, () => {
        const values = {
          title: phrase(3),
          roleSummary: phrase(5),
          responsibilities: ['Ship features'],
          requirements: some(words, 3).map(() => phrase(3)),
          location: pick(places),
          type: pick(ROLE_TYPES),
          minimumSalary: 50_000,
          durationMonths: 1 + Math.floor(random() * 30),
          term: 'month' as const,
          createdAt: pick(instants),
        }
        const owner = pick(companiesByIndustry)
        return {
          companyId: owner.id,
          ...values,
          ...roleWordColumns({ ...values, companyName: owner.name }),
        }
      })
      await t.database.db.insert(roles).values(rows)
      const facts = {
        fieldOfStudy: random() < 0.2 ? null : phrase(3),
        skills: some(words, 4).map(() => phrase(2)),
        preferredIndustry: random() < 0.3 ? null : pick(industries),
        locationPreference: random() < 0.2 ? null : pick(LOCATION_PREFERENCES),
        intendedDuration: random() < 0.2 ? null : pick(INTENDED_DURATIONS),
      }
      await t.database.db
        .update(interns)
        .set(facts)
        .where(eq(interns.accountId, someone.account.id))

      const limit = pick([3, 7, 50])
      const answered: { id: string; compatibility: number | null }[] = []
      for (let page = 1; answered.length < rows.length && page <= 30; page++) {
        const res = await get(`/users/roles?limit=${limit}&page=${page}`, someone.token)
        answered.push(...res.body.data.docs)
      }
      const stored = await t.database.db
        .select({
          id: roles.id,
          createdAt: roles.createdAt,
          role: roles,
          industry: companies.industryType,
        })
        .from(roles)
        .innerJoin(companies, eq(companies.accountId, roles.companyId))
      const expected = stored
        .map(({ id, createdAt, role, industry }) => ({
          id,
          createdAt,
          score: matchScore(facts, { ...role, companyIndustry: industry })?.score ?? null,
        }))
        .sort(compareByMatch)
      scoresSeen.push(...expected.map((role) => role.score))
      const context = JSON.stringify({ round, facts, limit })
      expect(
        answered.map((role) => role.id),
        context,
      ).toEqual(expected.map((role) => role.id))
      expect(
        answered.map((role) => role.compatibility),
        context,
      ).toEqual(expected.map((role) => role.score))
    }
  })

  it('ranks through its prepared statement exactly as the statement built per request', async () => {
    const tech = await company('Kobo Ledger')
    const farm = await company('Savannah Agro', 'Agriculture')
    const { account: unverified } = await createAccount(t.database.db, 'company', {
      company: { ...COMPLETE_COMPANY, companyName: 'New Co', verificationStatus: 'unsubmitted' },
    })
    const owners = [tech, farm, { id: unverified.id, name: 'New Co' }]
    const now = Date.now()
    const requirements = [['React', 'TypeScript'], ['Microsoft Excel'], ['C++ and C#', 'Kano'], []]
    const added = []
    for (let i = 0; i < 14; i++) {
      const role = await addRole(t.database.db, owners[i % 3]!, {
        title: i % 2 ? `Data Analyst ${i}` : `Computer Science Intern ${i}`,
        requirements: requirements[i % 4]!,
        location: ['Ikeja, Lagos', 'Kano', 'Abuja'][i % 3]!,
        type: ROLE_TYPES[i % 3]!,
        durationMonths: 1 + ((i * 5) % 13),
        createdAt: new Date(now - (i % 5) * DAY),
        ...(i === 5 && { deletedAt: new Date() }),
        ...(i === 9 && { applicationDeadline: '2020-01-01' }),
      })
      added.push(role)
    }
    const someone = await intern()
    const savedId = added[0]!.id
    await t.database.db.insert(savedRoles).values({ internId: someone.account.id, roleId: savedId })
    const appliedRoleId = added[1]!.id
    const [application] = await t.database.db
      .insert(applications)
      .values({
        roleId: appliedRoleId,
        internId: someone.account.id,
        resumeUrl: '/api/v1/files/cv.pdf',
      })
      .returning()
    const interns: MatchIntern[] = [
      { ...INTERN_FACTS, skills: ['React', 'C++'] },
      {
        fieldOfStudy: 'Agricultural Science',
        skills: ['Microsoft Excel', 'x'],
        preferredIndustry: null,
        locationPreference: 'Hybrid',
        intendedDuration: null,
      },
      { ...INTERN_FACTS, locationPreference: 'Remote', intendedDuration: 12 },
      { ...INTERN_FACTS, locationPreference: 'Open to Any Location', skills: [] },
      {
        fieldOfStudy: null,
        skills: [],
        preferredIndustry: null,
        locationPreference: null,
        intendedDuration: null,
      },
    ]
    for (const REQUIRE_VERIFIED_COMPANIES of [true, false]) {
      const rule = { REQUIRE_VERIFIED_COMPANIES }
      for (const intern of interns) {
        const params = compatibilityParams(intern)
        for (const page of [1, 2, 3, 5]) {
          const context = JSON.stringify({ rule, intern, page })
          const internId = someone.account.id
          const built = await compatiblePageQuery(
            t.database.db,
            internRoleConditions(rule, {}),
            { ...params, internId },
            { start: (page - 1) * 4, take: 4 },
            'listed',
          )
          const prepared = await compatibleRolesPage(
            t.database.db,
            rule,
            {},
            internId,
            params,
            page,
            4,
          )
          expect(prepared.rows, context).toEqual(built)
          // Past the last page, the matches are still counted.
          expect(prepared.total, context).toBe(REQUIRE_VERIFIED_COMPANIES ? 9 : 12)
          expect(built.length, context).toBe(page < 3 ? 4 : page === 3 ? prepared.total - 8 : 0)
          expect(
            built.map((row) => [row.isSaved, row.applicationId]),
            context,
          ).toEqual(
            built.map((row) => [
              row.id === savedId,
              row.id === appliedRoleId ? application!.id : null,
            ]),
          )
        }
      }
    }
  })

  it('ranks the newest 1,000 matches when more roles match, and reads no further', async () => {
    const tech = await company('Kobo Ledger')
    const now = Date.now()
    const role = (title: string, requirements: string[], ageMs: number) => {
      const values = {
        title,
        roleSummary: 'Work with a friendly team.',
        responsibilities: ['Ship features'],
        requirements,
        location: 'Kano',
        type: 'on_site' as const,
        minimumSalary: 50_000,
        durationMonths: 24,
        term: 'month' as const,
        createdAt: new Date(now - ageMs),
      }
      return {
        companyId: tech.id,
        ...values,
        ...roleWordColumns({ ...values, companyName: tech.name }),
      }
    }
    const { token } = await intern()
    await t.database.db.insert(roles).values([
      // Older than the newest 1,000 matches: a perfect match that this order cannot reach.
      role('Oldest React role', ['React', 'TypeScript'], 30 * DAY),
      ...Array.from({ length: 1_000 }, (_, i) => role(`Plain role ${i}`, ['Patience'], DAY + i)),
      role('Newer React role', ['React'], DAY / 2),
    ])
    const first = await get('/users/roles?limit=3', token)
    expect(first.body.data.meta).toMatchObject({ totalDocs: 1_000, totalDocsCapped: true })
    expect(titles(first)[0]).toBe('Newer React role')
    const titlesSeen = new Set<string>()
    for (let page = 1; page <= 20; page++) {
      for (const title of titles(await get(`/users/roles?limit=50&page=${page}`, token))) {
        titlesSeen.add(title)
      }
    }
    expect(titlesSeen.size).toBe(1_000)
    expect(titlesSeen.has('Oldest React role')).toBe(false)
    // A narrower filter reaches it.
    expect(titles(await get('/users/roles?search=oldest', token))).toEqual(['Oldest React role'])
  })

  it('answers 400 with a per-field message for a bad query', async () => {
    const { token } = await intern()
    const cases: [string, string, string][] = [
      ['page=0', 'page', 'page must be at least 1'],
      ['limit=500', 'limit', 'limit must be at most 50'],
      ['sort=best', 'sort', 'sort must be relevant, recent or -createdAt'],
      ['type=office', 'type', 'type must be remote, on_site or hybrid'],
      [`search=${'x'.repeat(101)}`, 'search', 'search must be at most 100 characters'],
    ]
    for (const [query, field, message] of cases) {
      const res = await get(`/users/roles?${query}`, token)
      expect(res.status, query).toBe(400)
      expect(res.body.errors[field], query).toBe(message)
    }
  })
})

describe('saving roles', () => {
  it('saves once however often it is asked, and unsaves harmlessly', async () => {
    const tech = await company('Kobo Ledger')
    const role = await addRole(t.database.db, tech, { title: 'Keeper' })
    const { token } = await intern()
    const save = () => call(t.app, { method: 'POST', url: `/users/roles/save/${role.id}`, token })
    const unsave = () =>
      call(t.app, { method: 'DELETE', url: `/users/roles/save/${role.id}`, token })

    const first = await save()
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      message: 'Role Saved Successfully',
      data: { savedRoles: [role.id] },
    })
    expect((await save()).body.data).toEqual({ savedRoles: [role.id] })

    const removed = await unsave()
    expect(removed.status).toBe(200)
    expect(removed.body.data).toEqual({ savedRoles: [] })
    expect((await unsave()).status).toBe(200)
    expect((await get(`/users/roles/${role.id}`, token)).body.data.isSaved).toBe(false)
  })

  it('answers 404 for unknown, deleted and malformed roles, and 409 for a closed one', async () => {
    const tech = await company('Kobo Ledger')
    const deleted = await addRole(t.database.db, tech, { title: 'Gone', deletedAt: new Date() })
    const expired = await addRole(t.database.db, tech, {
      title: 'Late',
      applicationDeadline: '2020-01-01',
    })
    const { token } = await intern()
    for (const id of [deleted.id, crypto.randomUUID(), 'not-a-role', "1' or '1'='1"]) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/users/roles/save/${encodeURIComponent(id)}`,
        token,
      })
      expect(res.status, id).toBe(404)
      expect(res.body.message).toBe('Role not found.')
    }
    const closed = await call(t.app, {
      method: 'POST',
      url: `/users/roles/save/${expired.id}`,
      token,
    })
    expect(closed.status).toBe(409)
    expect(closed.body).toMatchObject({
      message: 'This role is no longer accepting applications.',
      code: 'ROLE_CLOSED',
    })
    const malformed = await call(t.app, { method: 'DELETE', url: '/users/roles/save/nope', token })
    expect(malformed.status).toBe(404)
  })
})

describe('GET /users/roles/saved', () => {
  it('lists saved roles that are still open, most recently saved first', async () => {
    const tech = await company('Kobo Ledger')
    const [a, b, c] = [
      await addRole(t.database.db, tech, { title: 'A' }),
      await addRole(t.database.db, tech, { title: 'B' }),
      await addRole(t.database.db, tech, { title: 'C' }),
    ]
    await addRole(t.database.db, tech, { title: 'Never saved' })
    const { token } = await intern()
    for (const role of [b!, a!, c!]) {
      const res = await call(t.app, { method: 'POST', url: `/users/roles/save/${role.id}`, token })
      expect(res.status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const companyDelete = await call(t.app, {
      method: 'DELETE',
      url: `/roles/${c!.id}`,
      token: tech.token,
    })
    expect(companyDelete.status).toBe(200)

    const saved = await get('/users/roles/saved', token)
    expect(saved.status).toBe(200)
    expect(titles(saved)).toEqual(['A', 'B'])
    expect(saved.body.data.docs[0]).toMatchObject({
      isSaved: true,
      applicationId: null,
      compatibility: expect.any(Number),
      company: { companyName: 'Kobo Ledger' },
    })
    expect(saved.body.data.meta).toMatchObject({ totalDocs: 2, totalPages: 1 })
    expect(titles(await get('/users/roles/saved?limit=1&page=2', token))).toEqual(['B'])

    const other = await intern()
    expect(titles(await get('/users/roles/saved', other.token))).toEqual([])
  })
})

describe('GET /users/roles/{roleId}', () => {
  it('answers one role with compatibility, also after its deadline, and 404 otherwise', async () => {
    const tech = await company('Kobo Ledger')
    const role = await addRole(t.database.db, tech, {
      title: 'Front-End Developer Intern',
      requirements: ['React', 'Computer Science students'],
      responsibilities: ['Build pages', 'Write tests'],
    })
    const late = await addRole(t.database.db, tech, {
      title: 'Late',
      applicationDeadline: '2020-01-01',
    })
    const deleted = await addRole(t.database.db, tech, { title: 'Gone', deletedAt: new Date() })
    const { token } = await intern()

    const res = await get(`/users/roles/${role.id}`, token)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      id: role.id,
      title: 'Front-End Developer Intern',
      responsibilities: ['Build pages', 'Write tests'],
      company: { id: tech.id, verified: true },
      isSaved: false,
      applicationId: null,
      compatibility: 100,
      match: {
        score: 100,
        requirementsMet: ['React', 'Computer Science students'],
        requirementsMissing: [],
        parts: {
          requirements: { points: 40, of: 40, hasBasis: true },
          fieldOfStudy: { points: 20, of: 20, hasBasis: true },
          duration: { points: 10, of: 10, hasBasis: true },
          location: { points: 15, of: 15, hasBasis: true },
          industry: { points: 15, of: 15, hasBasis: true },
        },
      },
    })
    expect((await get(`/users/roles/${late.id}`, token)).body.data.applicationDeadline).toBe(
      '2020-01-01',
    )
    for (const id of [deleted.id, crypto.randomUUID(), 'abc', '0', '%00']) {
      const missing = await get(`/users/roles/${id}`, token)
      expect(missing.status, id).toBe(404)
    }
  })
})

describe('who may use the intern roles', () => {
  it('answers 401 without a session and 403 to a company', async () => {
    const tech = await company('Kobo Ledger')
    const role = await addRole(t.database.db, tech, { title: 'Any' })
    const requests = [
      ['GET', '/users/roles'],
      ['GET', '/users/roles/saved'],
      ['GET', `/users/roles/${role.id}`],
      ['POST', `/users/roles/save/${role.id}`],
      ['DELETE', `/users/roles/save/${role.id}`],
    ] as const
    for (const [method, url] of requests) {
      expect((await call(t.app, { method, url })).status, url).toBe(401)
      expect((await call(t.app, { method, url, token: tech.token })).status, url).toBe(403)
    }
  })
})
