import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  PLACEMENT_TYPES,
  PublicRolesQuerySchema,
  ROLE_LIST_CAP,
  ROLE_TYPES,
  compareByRelevance,
  newestMatchesByRelevance,
  readSearchText,
  relevanceScore,
  type PublicRole,
  type PublicRolesQuery,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { accounts, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { roleWordColumns } from './role-search.js'
import {
  isOnPublicJobBoard,
  isOpenRole,
  isPublishedCompany,
  locationContains,
  recentPublicRolesPage,
  relevantPublicRolesPage,
  roleFilterConditions,
  rolesPage,
} from './roles.queries.js'
import { listPublicRoles } from './roles.service.js'

const t = useTestApp()
const DAY = 86_400_000

type RoleFields = Partial<typeof roles.$inferInsert> & { title: string }

/** A role's row with its search document, everything not given filled in. */
function roleRow(companyId: string, companyName: string, role: RoleFields) {
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
  return { companyId, ...values, ...roleWordColumns({ ...values, companyName }) }
}

async function addRole(db: Db, companyId: string, companyName: string, role: RoleFields) {
  const [row] = await db
    .insert(roles)
    .values(roleRow(companyId, companyName, role))
    .returning()
  return row!
}

async function companyNamed(companyName: string) {
  const { account } = await createAccount(t.database.db, 'company', {
    company: { ...COMPLETE_COMPANY, companyName },
  })
  return account.id
}

const browse = (query: string) => call(t.app, { method: 'GET', url: `/roles/recent?${query}` })
const titles = (res: { body: { data: { docs: { title: string }[] } } }) =>
  res.body.data.docs.map((role) => role.title)

describe('GET /roles/recent', () => {
  it('lists open roles of all companies, newest first, with paging', async () => {
    const kobo = await companyNamed('Kobo Ledger')
    const farm = await companyNamed('Savannah Agro')
    const now = Date.now()
    for (let i = 0; i < 12; i++) {
      await addRole(t.database.db, i % 2 ? kobo : farm, i % 2 ? 'Kobo Ledger' : 'Savannah Agro', {
        title: `Role ${i}`,
        createdAt: new Date(now - i * DAY),
      })
    }
    const first = await browse('page=1&limit=10')
    expect(first.status).toBe(200)
    expect(titles(first)).toEqual(Array.from({ length: 10 }, (_, i) => `Role ${i}`))
    expect(first.body.data.meta).toEqual({
      page: 1,
      limit: 10,
      totalDocs: 12,
      totalPages: 2,
      hasPrevPage: false,
      hasNextPage: true,
    })
    const second = await browse('page=2&limit=10')
    expect(titles(second)).toEqual(['Role 10', 'Role 11'])
    expect(second.body.data.docs[0].company).toMatchObject({
      companyName: 'Savannah Agro',
      verified: true,
    })
  })

  it('leaves out deleted, removed, past-deadline roles and suspended companies', async () => {
    const open = await companyNamed('Open Co')
    const suspended = await companyNamed('Gone Co')
    await addRole(t.database.db, open, 'Open Co', { title: 'Visible' })
    await addRole(t.database.db, open, 'Open Co', { title: 'Deleted', deletedAt: new Date() })
    await addRole(t.database.db, open, 'Open Co', {
      title: 'Removed',
      removedByAdminAt: new Date(),
    })
    await addRole(t.database.db, open, 'Open Co', {
      title: 'Closed',
      applicationDeadline: '2020-01-01',
    })
    await addRole(t.database.db, suspended, 'Gone Co', { title: 'Suspended company' })
    await t.database.db.execute(
      sql`UPDATE ${accounts} SET status = 'suspended' WHERE id = ${suspended}`,
    )
    expect(titles(await browse(''))).toEqual(['Visible'])
  })

  it('searches title, summary, requirements and company name by word prefixes', async () => {
    const kobo = await companyNamed('Kobo Ledger')
    await addRole(t.database.db, kobo, 'Kobo Ledger', { title: 'Front-End Developer Intern' })
    await addRole(t.database.db, kobo, 'Kobo Ledger', {
      title: 'Analyst',
      roleSummary: 'Reconcile ledgers for SIWES students',
    })
    await addRole(t.database.db, kobo, 'Kobo Ledger', {
      title: 'Nurse',
      requirements: ['Nursing licence'],
    })
    const farm = await companyNamed('Savannah Agro')
    await addRole(t.database.db, farm, 'Savannah Agro', { title: 'Agronomy Trainee' })

    expect(titles(await browse('search=front%20dev'))).toEqual(['Front-End Developer Intern'])
    expect(titles(await browse('search=siwes'))).toEqual(['Analyst'])
    expect(titles(await browse('search=nursing'))).toEqual(['Nurse'])
    expect(titles(await browse('search=savannah'))).toEqual(['Agronomy Trainee'])
    expect(titles(await browse('search=plumber'))).toEqual([])
    await addRole(t.database.db, kobo, 'Kobo Ledger', { title: 'UI/UX Design Intern' })
    await addRole(t.database.db, kobo, 'Kobo Ledger', { title: 'Node.js Backend Trainee' })
    expect(titles(await browse('search=UI%2FUX'))).toEqual(['UI/UX Design Intern'])
    expect(titles(await browse('search=ux'))).toEqual(['UI/UX Design Intern'])
    expect(titles(await browse('search=node.js'))).toEqual(['Node.js Backend Trainee'])
    expect((await browse('search=%25%27%3B')).status).toBe(200)
  })

  it('filters by location and type', async () => {
    const id = await companyNamed('Filter Co')
    await addRole(t.database.db, id, 'Filter Co', {
      title: 'A',
      location: 'Ikeja, Lagos',
      type: 'remote',
    })
    await addRole(t.database.db, id, 'Filter Co', {
      title: 'B',
      location: 'Abuja FCT',
      type: 'remote',
    })
    await addRole(t.database.db, id, 'Filter Co', {
      title: 'C',
      location: 'Lagos',
      type: 'on_site',
    })
    await addRole(t.database.db, id, 'Filter Co', {
      title: 'D',
      location: '100%_Lagos',
      type: 'hybrid',
    })
    expect(titles(await browse('location=lagos&type=remote'))).toEqual(['A'])
    expect(titles(await browse('type=on_site'))).toEqual(['C'])
    expect(titles(await browse('location=100%25_'))).toEqual(['D'])
  })

  it('finds the same roles by location through the trigram index as by reading every role', async () => {
    const id = await companyNamed('Trigram Co')
    const places = ['Ikeja, Lagos', 'Abuja FCT', 'LAGOS Island', 'Lekki', '100%_Lagos', 'Kano']
    for (const [i, location] of places.entries()) {
      await addRole(t.database.db, id, 'Trigram Co', { title: `R${i}`, location })
    }
    const byLocation = async (db: Db, location: string) =>
      (
        await listPublicRoles(
          { db, config: t.app.ctx.config },
          PublicRolesQuerySchema.parse({ location }),
        )
      ).docs
        .map((role) => role.title)
        .sort()
    // Short needles have no whole trigram: the index then answers every row and the filter decides.
    const needles = ['lagos', 'agos isl', 'FCT', 'os', '%_', 'nowhere']
    const read = await Promise.all(needles.map((needle) => byLocation(t.database.db, needle)))
    expect(read[0]).toEqual(['R0', 'R2', 'R4'])
    expect(read[5]).toEqual([])

    await t.database.db.transaction(async (tx) => {
      // A handful of rows would be read whole; forbidding that makes the planner use the index.
      await tx.execute(sql`set local enable_seqscan = off`)
      const txDb = tx as unknown as Db
      const plan = (await tx.execute(
        sql`explain ${txDb.select({ id: roles.id }).from(roles).where(locationContains('lagos'))}`,
      )) as unknown as { rows: unknown[] }
      expect(JSON.stringify(plan.rows)).toContain('roles_search_location_idx')
      for (const [i, needle] of needles.entries()) {
        expect(await byLocation(txDb, needle)).toEqual(read[i])
      }
    })
  })

  it('sorts by the spec relevance score across all pages', async () => {
    const id = await companyNamed('Rank Co')
    const now = Date.now()
    // Scores with search=data and location=abuja:
    // fresh remote, title match: 40 + 30 + 5 = 75; fresh, location match: 40 + 20 = 60;
    // 5 days old, title + location: 30 + 30 + 20 = 80; 30 days old, nothing: 0.
    await addRole(t.database.db, id, 'Rank Co', {
      title: 'Data Intern',
      type: 'remote',
      requirements: ['Data'],
    })
    await addRole(t.database.db, id, 'Rank Co', {
      title: 'Clerk',
      location: 'Abuja FCT',
      roleSummary: 'data entry',
    })
    await addRole(t.database.db, id, 'Rank Co', {
      title: 'Data Analyst',
      location: 'Abuja FCT',
      createdAt: new Date(now - 5 * DAY),
    })
    await addRole(t.database.db, id, 'Rank Co', {
      title: 'Old data role',
      location: 'Kano',
      createdAt: new Date(now - 30 * DAY),
    })
    const res = await browse('sort=relevant&search=data&location=abuja&limit=2')
    expect(titles(res)).toEqual(['Data Analyst', 'Clerk'])
    expect(res.body.data.meta.totalDocs).toBe(2)
    const all = await browse('sort=relevant&search=data')
    expect(titles(all)).toEqual(['Data Intern', 'Data Analyst', 'Clerk', 'Old data role'])
  })

  it("says whether visitors may open each role's company page", async () => {
    const open = await companyNamed('Open Books')
    const quiet = await companyNamed('Quiet Co')
    await addRole(t.database.db, open, 'Open Books', { title: 'Open Role' })
    await addRole(t.database.db, quiet, 'Quiet Co', { title: 'Quiet Role' })
    await t.database.db
      .update(accounts)
      .set({ preferences: { privacy: { profileVisibility: 'public' } } })
      .where(eq(accounts.id, open))
    const docs = (await browse('')).body.data.docs as PublicRole[]
    const byTitle = Object.fromEntries(docs.map((role) => [role.title, role.company.profilePublic]))
    // Profiles are private until the company chooses (spec §9), as the company page itself decides.
    expect(byTitle).toEqual({ 'Open Role': true, 'Quiet Role': false })
    for (const role of docs) {
      const page = await call(t.app, { method: 'GET', url: `/roles/${role.id}/company` })
      expect(page.status, role.title).toBe(role.company.profilePublic ? 200 : 404)
    }
  })

  it('answers 400 for bad queries', async () => {
    for (const query of [
      'limit=51',
      'limit=0',
      'page=0',
      'page=abc',
      'type=office',
      'sort=random',
    ]) {
      const res = await browse(query)
      expect(res.status, query).toBe(400)
      expect(res.body.status).toBe('error')
      expect(res.body.message).toBeTruthy()
    }
    expect((await browse(`search=${'x'.repeat(101)}`)).status).toBe(400)
  })

  it('counts and pages no further than the cap, saying so, in either order', async () => {
    const id = await companyNamed('Big Co')
    const now = Date.now()
    const values = Array.from({ length: ROLE_LIST_CAP + 1 }, (_, i) =>
      roleRow(id, 'Big Co', { title: `Role ${i}`, createdAt: new Date(now - i * 60_000) }),
    )
    for (let i = 0; i < values.length; i += 250) {
      await t.database.db.insert(roles).values(values.slice(i, i + 250))
    }
    const lastPage = ROLE_LIST_CAP / 50
    for (const sort of ['recent', 'relevant']) {
      const first = await browse(`sort=${sort}&limit=50`)
      expect(first.status).toBe(200)
      expect(first.body.data.meta).toEqual({
        page: 1,
        limit: 50,
        totalDocs: ROLE_LIST_CAP,
        totalPages: lastPage,
        hasPrevPage: false,
        hasNextPage: true,
        totalDocsCapped: true,
      })
      const last = await browse(`sort=${sort}&limit=50&page=${lastPage}`)
      expect(titles(last)).toHaveLength(50)
      expect(titles(last).at(-1)).toBe(`Role ${ROLE_LIST_CAP - 1}`)
      expect(last.body.data.meta.hasNextPage).toBe(false)
      expect(titles(await browse(`sort=${sort}&limit=50&page=${lastPage + 1}`))).toEqual([])
    }
    const filtered = await browse('search=role%2099')
    expect(filtered.body.data.meta.totalDocsCapped).toBeUndefined()
  })

  it('lists newest and most relevant first through its prepared queries exactly as the queries built per request', async () => {
    const verified = await companyNamed('Verified Co')
    const { account: unverified } = await createAccount(t.database.db, 'company', {
      company: { ...COMPLETE_COMPANY, companyName: 'New Co', verificationStatus: 'unsubmitted' },
    })
    const { account: hidden } = await createAccount(t.database.db, 'company', {
      company: { ...COMPLETE_COMPANY, companyName: 'Hidden Co' },
    })
    await t.database.db
      .update(accounts)
      .set({ preferences: { privacy: { jobBoardVisibility: 'private' } } })
      .where(eq(accounts.id, hidden.id))
    const places = ['Ikeja, Lagos', 'Abuja', 'Lagos Island', 'Kano', 'Remote']
    const now = Date.now()
    for (const [c, id] of [verified, unverified.id, hidden.id].entries()) {
      for (let i = 0; i < 9; i++) {
        await addRole(t.database.db, id, `Company ${c}`, {
          title: i % 2 ? `Data Analyst ${c}.${i}` : `Sales Intern ${c}.${i}`,
          location: places[(i + c) % places.length]!,
          type: ROLE_TYPES[i % 3]!,
          placementType: PLACEMENT_TYPES[(i + c) % PLACEMENT_TYPES.length]!,
          createdAt: new Date(now - (c * 9 + i) * 60_000),
          ...(i === 4 && { deletedAt: new Date() }),
          ...(i === 7 && { applicationDeadline: '2020-01-01' }),
        })
      }
    }
    for (const REQUIRE_VERIFIED_COMPANIES of [true, false]) {
      const rule = { REQUIRE_VERIFIED_COMPANIES }
      for (const search of [undefined, 'data', '%;']) {
        for (const location of [undefined, 'lagos', 'os']) {
          for (const [type, placementType] of [
            [undefined, undefined],
            ['remote', undefined],
            [undefined, 'siwes'],
            ['remote', 'internship'],
          ] as const) {
            for (const page of [1, 2]) {
              const filter = { search, location, type, placementType }
              const built = await rolesPage(
                t.database.db,
                {
                  listed: and(isOpenRole(), isOnPublicJobBoard(), isPublishedCompany(rule)),
                  chosen: and(...roleFilterConditions(filter)),
                },
                'recent',
                page,
                3,
              )
              const prepared = await recentPublicRolesPage(t.database.db, rule, filter, page, 3)
              expect(prepared).toEqual(built)
              const builtRelevant = await rolesPage(
                t.database.db,
                {
                  listed: and(isOpenRole(), isOnPublicJobBoard(), isPublishedCompany(rule)),
                  chosen: and(...roleFilterConditions(filter)),
                },
                { search, location, now: new Date(now) },
                page,
                3,
              )
              const preparedRelevant = await relevantPublicRolesPage(
                t.database.db,
                rule,
                filter,
                new Date(now),
                page,
                3,
              )
              expect(preparedRelevant).toEqual(builtRelevant)
              if (!search && !location && !type && !placementType && page === 1) {
                expect(preparedRelevant.rows).toHaveLength(3)
              }
            }
          }
        }
      }
    }
  })

  it('ranks the newest matches up to the cap as the domain rule does', async () => {
    const id = await companyNamed('Many Co')
    const now = new Date()
    const values = Array.from({ length: ROLE_LIST_CAP + 200 }, (_, i) =>
      roleRow(id, 'Many Co', {
        title: i % 3 === 0 ? `Intern ${i}` : `Trainee ${i}`,
        roleSummary: 'Join our intern programme.',
        type: ROLE_TYPES[i % 3]!,
        createdAt: new Date(now.getTime() - i * 37 * 60_000),
      }),
    )
    for (let i = 0; i < values.length; i += 300) {
      await t.database.db.insert(roles).values(values.slice(i, i + 300))
    }
    const filter = PublicRolesQuerySchema.parse({ sort: 'relevant', search: 'intern', limit: 50 })
    const wide: string[] = []
    for (const page of [1, 2, 3, 20]) {
      const { docs, meta } = await listPublicRoles(t.app.ctx, { ...filter, page }, now)
      expect(meta.totalDocsCapped).toBe(true)
      wide.push(...docs.map((role) => role.id))
    }
    const criteria = { search: filter.search, now }
    const rows = await t.database.db.select().from(roles)
    const ranked = newestMatchesByRelevance(rows, criteria, ROLE_LIST_CAP).map((role) => role.id)
    expect(wide).toEqual([...ranked.slice(0, 150), ...ranked.slice(950, 1000)])
    // The 200 oldest matches are past the cap and not ranked, though 'Intern 1002' scores more
    // than the last role listed.
    const pastCap = rows.find((role) => role.title === 'Intern 1002')!
    const last = rows.find((role) => role.id === wide.at(-1))!
    expect(relevanceScore(pastCap, criteria)).toBeGreaterThan(relevanceScore(last, criteria))
    expect(wide).not.toContain(pastCap.id)

    // The unfiltered list takes the prepared queries (decision 041): the same order, above the cap.
    const everything = PublicRolesQuerySchema.parse({ sort: 'relevant', limit: 50 })
    const all: string[] = []
    for (const page of [1, 2, 3, 20]) {
      const { docs, meta } = await listPublicRoles(t.app.ctx, { ...everything, page }, now)
      expect(meta.totalDocsCapped).toBe(true)
      all.push(...docs.map((role) => role.id))
    }
    const rankedAll = newestMatchesByRelevance(rows, { now }, ROLE_LIST_CAP).map((role) => role.id)
    expect(all).toEqual([...rankedAll.slice(0, 150), ...rankedAll.slice(950, 1000)])
  })

  it('ranks by relevance in the database exactly as the domain rule orders roles', async () => {
    // A seeded generator, so a failure can be replayed.
    let seed = 20_261_124
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
    const words = [
      'Data',
      'DATA',
      'analyst',
      'École',
      'éCOLE',
      'Straße',
      'İzmir',
      'Dev-Ops',
      'UI/UX',
      'Node.js',
      'Lagos',
      'lagos',
      'Ikeja',
      'ABUJA',
      'Kano',
      'Intern',
    ]
    const text = () =>
      Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(words)).join(' ')
    const criterion = () => {
      if (random() < 0.25) return undefined
      const word = pick(words)
      const part = word.slice(0, 1 + Math.floor(random() * word.length))
      return (random() < 0.5 ? part.toUpperCase() : part) + (random() < 0.3 ? '  ' : '')
    }
    const now = new Date('2026-11-24T09:30:00.000Z')
    const id = await companyNamed('Random Co')
    // Every word known to 'did you mean' (decision 073), so that no search here is put right.
    await addRole(t.database.db, id, 'Random Co', { title: words.join(' '), deletedAt: new Date() })
    let titlePointsSeen = 0

    for (let round = 0; round < 12; round++) {
      await t.database.db.delete(roles)
      const instants = Array.from({ length: 12 }, () => {
        const days = Math.floor(random() * 25) - 1
        const jitter = pick([0, -1, 1, Math.floor(random() * 86_400_000)])
        return new Date(now.getTime() - days * DAY - jitter)
      })
      for (let i = 0; i < 40; i++) {
        await addRole(t.database.db, id, 'Random Co', {
          title: text(),
          location: text(),
          type: pick(ROLE_TYPES),
          createdAt: pick(instants),
        })
      }
      // Small pages too, so every page is ranked on its own.
      const query: PublicRolesQuery = { sort: 'relevant', limit: pick([3, 7, 50, 4]) }
      const search = random() < 0.5 ? criterion() : undefined
      const location = criterion()
      if (search) query.search = search
      if (location) query.location = location
      const filter = PublicRolesQuerySchema.parse(query)
      const first = await listPublicRoles(t.app.ctx, filter, now)
      const ids = first.docs.map((role) => role.id)
      for (let page = 2; page <= first.meta.totalPages; page++) {
        const next = await listPublicRoles(t.app.ctx, { ...filter, page }, now)
        ids.push(...next.docs.map((role) => role.id))
      }
      expect(new Set(ids).size).toBe(first.meta.totalDocs)

      // The search as the lists read it (decision 073): a place in it is the location, unless
      // one was chosen. Every word here starts a word of some role, so none is put right.
      const read = filter.search ? readSearchText(filter.search) : undefined
      const criteria = {
        search: read?.rest || undefined,
        location: filter.location || read?.place || undefined,
        now,
      }
      const found = await t.database.db.select().from(roles).where(inArray(roles.id, ids))
      const expected = found
        .sort((a, b) => compareByRelevance(criteria)(a, b) || (a.id < b.id ? 1 : -1))
        .map((role) => role.id)
      expect(ids, JSON.stringify({ round, criteria })).toEqual(expected)
      titlePointsSeen += found.filter(
        (role) => relevanceScore(role, criteria) !== relevanceScore(role, { now }),
      ).length
    }
    expect(titlePointsSeen).toBeGreaterThan(0)
  })
})
