import { describe, expect, it } from 'vitest'
import {
  PublicRolesQuerySchema,
  ROLE_LIST_CAP,
  ROLE_TYPES,
  foldCase,
  newestMatchesByRelevance,
  type PublicRolesQuery,
} from '@app/domain'
import { roleSearchWords, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { PgDialect } from 'drizzle-orm/pg-core'
import { readRoleFilter, roleSearchQuery, roleWordColumns } from './role-search.js'
import { internRoleConditions, rolesPage } from './roles.queries.js'
import { listPublicRoles } from './roles.service.js'

// Searches as people type them (decision 073): a misspelled word, a place among the words, a
// place alone, a common word. On PGlite, and on PostgreSQL under scripts/with-postgres.sh.
const t = useTestApp()
const DAY = 86_400_000

interface RoleSpec {
  title: string
  location: string
  type?: (typeof ROLE_TYPES)[number]
  summary?: string
  createdAt: Date
}

async function companyWithRoles(specs: RoleSpec[], name = 'Ledger House') {
  const { account } = await createAccount(t.database.db, 'company', {
    company: { ...COMPLETE_COMPANY, companyName: name },
  })
  const values = specs.map((spec) => {
    const words = {
      title: spec.title,
      roleSummary: spec.summary ?? 'Work with a friendly team.',
      requirements: ['Curiosity'],
    }
    return {
      companyId: account.id,
      ...words,
      responsibilities: ['Ship features'],
      location: spec.location,
      type: spec.type ?? ('on_site' as const),
      minimumSalary: 50_000,
      maximumSalary: 80_000,
      durationMonths: 6,
      term: 'month' as const,
      createdAt: spec.createdAt,
      ...roleWordColumns({ ...words, companyName: name }),
    }
  })
  for (let i = 0; i < values.length; i += 200) {
    await t.database.db.insert(roles).values(values.slice(i, i + 200))
  }
  return t.database.db.select().from(roles)
}

const browse = async (query: Record<string, string>) => {
  const res = await call(t.app, {
    method: 'GET',
    url: `/roles/recent?${new URLSearchParams(query).toString()}`,
  })
  expect(res.status).toBe(200)
  return res.body.data as {
    docs: { id: string; title: string; location: string }[]
    meta: { totalDocs: number }
  }
}

const now = Date.now()
const ago = (days: number) => new Date(now - days * DAY)

describe('role search as people type it', () => {
  it('puts a misspelled word right: acounting finds the accounting roles', async () => {
    await companyWithRoles([
      { title: 'Accounting Intern', location: 'Lagos', createdAt: ago(1) },
      { title: 'Accounting Clerk', location: 'Kano', createdAt: ago(2) },
      { title: 'Nursing Intern', location: 'Lagos', createdAt: ago(0) },
    ])
    const found = await browse({ search: 'acounting' })
    expect(found.docs.map((role) => role.title)).toEqual(['Accounting Intern', 'Accounting Clerk'])
    // Put right, the word still has to find its roles together with the other words.
    expect((await browse({ search: 'nursing acounting' })).docs).toEqual([])
    // A word like no word of any role finds nothing rather than something unrelated.
    expect((await browse({ search: 'zzqx' })).docs).toEqual([])
  })

  it('reads a place among the words as the location: accountant abuja', async () => {
    await companyWithRoles([
      { title: 'Accounting Intern', location: 'Abuja FCT', createdAt: ago(3) },
      { title: 'Accounting Trainee', location: 'Wuse, Abuja', createdAt: ago(1) },
      { title: 'Accounting Intern', location: 'Lagos', createdAt: ago(0) },
      { title: 'Nursing Intern', location: 'Abuja FCT', createdAt: ago(0) },
    ])
    const found = await browse({ search: 'accountant abuja' })
    expect(found.docs.map((role) => [role.title, role.location])).toEqual([
      ['Accounting Trainee', 'Wuse, Abuja'],
      ['Accounting Intern', 'Abuja FCT'],
    ])
    expect(found.meta.totalDocs).toBe(2)
    // A chosen location wins over a place in the text.
    const chosen = await browse({ search: 'accounting abuja', location: 'Lagos' })
    expect(chosen.docs.map((role) => role.location)).toEqual(['Lagos'])
  })

  it('reads a place alone as the location, in every order', async () => {
    await companyWithRoles([
      { title: 'Data Analyst', location: 'Ikeja, Lagos', createdAt: ago(2) },
      { title: 'Lagos Desk Reporter', location: 'Kano', createdAt: ago(1) },
      { title: 'Nursing Intern', location: 'Lagos', createdAt: ago(3), type: 'remote' },
    ])
    for (const sort of ['recent', 'relevant']) {
      const found = await browse({ search: 'Lagos', sort })
      expect(found.docs.map((role) => role.location)).toEqual(
        sort === 'recent' ? ['Ikeja, Lagos', 'Lagos'] : ['Lagos', 'Ikeja, Lagos'],
      )
    }
  })

  it('fills a page of a common word, most relevant first, as the domain rule ranks it', async () => {
    const rows = await companyWithRoles(
      Array.from({ length: 60 }, (_, i) => ({
        title: i % 4 === 0 ? `Data Analyst ${i}` : `Trainee ${i}`,
        summary: 'Work with data every day.',
        location: i % 3 === 0 ? 'Lagos' : 'Enugu',
        type: ROLE_TYPES[i % 3]!,
        createdAt: ago(i * 0.6),
      })),
    )
    const at = new Date()
    const filter = PublicRolesQuerySchema.parse({ sort: 'relevant', search: 'data', limit: 10 })
    const { docs, meta } = await listPublicRoles(t.app.ctx, filter, at)
    expect(meta.totalDocs).toBe(60)
    const ranked = newestMatchesByRelevance(rows, { search: 'data', now: at }, ROLE_LIST_CAP)
    expect(docs.map((role) => role.id)).toEqual(ranked.slice(0, 10).map((role) => role.id))
    expect(docs[0]!.title).toMatch(/^Data Analyst/)
  })

  it('ranks a misspelled search with a place exactly as the domain rule ranks what was meant', async () => {
    // A seeded generator, so a failure can be replayed.
    let seed = 73
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return seed / 2_147_483_648
    }
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
    const titles = ['Accounting Intern', 'Accounting', 'Data Analyst', 'Junior Accounting Clerk']
    const places = ['Lagos', 'Ikeja, Lagos', 'Abuja FCT', 'Kano', 'LAGOS']
    const instants = Array.from({ length: 8 }, () => ago(Math.floor(random() * 30) - 1))
    const rows = await companyWithRoles(
      Array.from({ length: 80 }, () => ({
        title: pick(titles),
        location: pick(places),
        type: pick(ROLE_TYPES),
        createdAt: pick(instants),
      })),
    )
    const at = new Date()
    const cases: [PublicRolesQuery, { search: string; location: string }][] = [
      [
        { search: 'acounting lagos', sort: 'relevant', limit: 7 },
        { search: 'accounting', location: 'Lagos' },
      ],
      [
        { search: 'Lagos acounting', limit: 4 },
        { search: 'accounting', location: 'Lagos' },
      ],
      [
        { search: 'accountant kano', sort: 'relevant', limit: 3 },
        { search: 'accounting', location: 'Kano' },
      ],
    ]
    for (const [query, meant] of cases) {
      const filter = PublicRolesQuerySchema.parse(query)
      const ids: string[] = []
      for (let page = 1; ; page++) {
        const { docs, meta } = await listPublicRoles(t.app.ctx, { ...filter, page }, at)
        ids.push(...docs.map((role) => role.id))
        if (page >= meta.totalPages) break
      }
      const matches = rows.filter(
        (role) =>
          foldCase(role.title)
            .split(' ')
            .some((word) => word.startsWith(meant.search)) &&
          foldCase(role.location).includes(foldCase(meant.location)),
      )
      const criteria = { ...meant, now: at }
      const expected =
        filter.sort === 'relevant'
          ? newestMatchesByRelevance(matches, criteria, ROLE_LIST_CAP)
          : newestMatchesByRelevance(matches, { now: at }, ROLE_LIST_CAP).sort(
              (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
            )
      expect(expected.length).toBeGreaterThan(3)
      expect(ids, JSON.stringify(query)).toEqual(expected.map((role) => role.id))
    }
  })

  it('finds the same newest matches however far it walks the newest roles first', async () => {
    // Over the cap, the newest 100 roles without the word: a short walk finds none, a longer one
    // some, the longest enough (decision 073's SEARCH_WALK, shortened here).
    const rows = await companyWithRoles(
      Array.from({ length: 1_700 }, (_, i) => ({
        title: i >= 100 && i % 3 !== 0 ? `Data Analyst ${i}` : `Trainee ${i}`,
        location: i % 2 === 0 ? 'Lagos' : 'Kano',
        type: ROLE_TYPES[i % 3]!,
        // Every fifth pair at one instant: the walk's last instant may hold more than one role.
        createdAt: ago(Math.floor(i / 2) * 0.01),
      })),
    )
    const at = new Date()
    const walks = [
      { first: 50, longest: 60 }, // none in the first walk: every match
      { first: 200, longest: 1_500 }, // too few: every match
      { first: 200, longest: 8_000 }, // a second, longer walk
      { first: 1_700, longest: 8_000 }, // one walk
    ]
    const matches = rows.filter((role) => role.title.startsWith('Data'))
    expect(matches.length).toBeGreaterThan(ROLE_LIST_CAP)
    const rule = { REQUIRE_VERIFIED_COMPANIES: false }
    for (const [search, location, read] of [
      ['data', undefined, false],
      ['data', 'lagos', false],
      // As the lists run it: the word written out as the one word of the roles it starts.
      ['data', 'lagos', true],
    ] as const) {
      const typed = { search, location }
      const filter = read ? await readRoleFilter(t.database.db, typed) : typed
      const conditions = internRoleConditions(rule, filter)
      const meant = matches.filter((role) => !location || role.location === 'Lagos')
      const relevant = newestMatchesByRelevance(meant, { search, location, now: at }, ROLE_LIST_CAP)
      const newest = newestMatchesByRelevance(meant, { now: at }, ROLE_LIST_CAP).sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
      )
      for (const walk of walks) {
        const context = JSON.stringify({ search, location, read, walk })
        for (const [order, expected] of [
          ['recent', newest],
          [{ search, location, now: at }, relevant],
        ] as const) {
          for (const page of [1, 2, 30]) {
            const found = await rolesPage(t.database.db, conditions, order, page, 20, 'role', walk)
            const wanted = expected.slice((page - 1) * 20, page * 20).map((role) => role.id)
            expect(
              found.rows.map((row) => row.id),
              context,
            ).toEqual(wanted)
            expect(found.total, context).toBe(Math.min(meant.length, ROLE_LIST_CAP))
            expect(found.capped, context).toBe(meant.length > ROLE_LIST_CAP)
          }
        }
      }
    }
  })

  it('writes a word out as the words of the roles it starts, finding what its prefix finds', async () => {
    // 'data' starts four words of these roles; 'ana' starts eighteen, more than a search writes
    // out (decision 083), so it stays a prefix.
    const many = Array.from({ length: 17 }, (_, i) => `ana${String.fromCharCode(97 + i)}`)
    const titles = ['Data Analyst', 'Database Clerk', 'Dataset Curator', 'Datacentre Tech']
    const rows = await companyWithRoles(
      [...titles, ...many.map((word) => `Data ${word}`), 'Nursing Intern'].map((title, i) => ({
        title,
        location: i % 2 === 0 ? 'Lagos' : 'Kano',
        createdAt: ago(i * 0.1),
      })),
    )
    const { wordsStarted } = await readRoleFilter(t.database.db, { search: 'data ana acounting' })
    expect([...(wordsStarted?.get('data') ?? [])].sort()).toEqual([
      'data',
      'database',
      'datacentre',
      'dataset',
    ])
    expect(wordsStarted?.get('ana')).toHaveLength(17)
    const query = new PgDialect().sqlToQuery(roleSearchQuery('data ana', wordsStarted)!)
    expect(query.params[0]).toMatch(
      /^\((data|database|dataset|datacentre)( \| [a-z]+){3}\) & ana:\*$/,
    )

    const rule = { REQUIRE_VERIFIED_COMPANIES: false }
    for (const search of ['data', 'ana', 'data ana', 'dat analyst', 'datab', 'nursing', 'zzqx']) {
      for (const location of [undefined, 'Lagos']) {
        const typed = { search, location }
        const written = await readRoleFilter(t.database.db, typed)
        const byPrefix = await rolesPage(
          t.database.db,
          internRoleConditions(rule, typed),
          'recent',
          1,
          50,
          'role',
          { first: 1, longest: 1 },
        )
        const byWords = await rolesPage(
          t.database.db,
          internRoleConditions(rule, written),
          'recent',
          1,
          50,
          'role',
          { first: 1, longest: 1 },
        )
        const wanted = rows.filter(
          (role) =>
            search.split(' ').every((typedWord) =>
              foldCase(role.title)
                .split(' ')
                .some((word) => word.startsWith(typedWord)),
            ) &&
            (!location || role.location === location),
        )
        const context = JSON.stringify(typed)
        expect(byWords.rows.map((row) => row.id).sort(), context).toEqual(
          wanted.map((role) => role.id).sort(),
        )
        expect(byPrefix.rows.map((row) => row.id).sort(), context).toEqual(
          wanted.map((role) => role.id).sort(),
        )
      }
    }
  })

  it('keeps every word of a role for did-you-mean, also of roles added and rewritten later', async () => {
    await companyWithRoles([{ title: 'Geologist', location: 'Jos, Plateau', createdAt: ago(0) }])
    await t.database.db.update(roles).set(
      roleWordColumns({
        title: 'Hydrogeologist',
        roleSummary: 'Field work.',
        requirements: [],
        companyName: 'Ledger House',
      }),
    )
    const words = (await t.database.db.select().from(roleSearchWords)).map((row) => row.word)
    expect(words).toEqual(
      expect.arrayContaining(['geologist', 'hydrogeologist', 'ledger', 'field']),
    )
    expect((await browse({ search: 'hydrogeolgist' })).docs).toHaveLength(1)
  })
})

describe('GET /users/roles with a search as people type it', () => {
  it('reads a misspelled word and a place in the intern list too', async () => {
    await companyWithRoles([
      { title: 'Accounting Intern', location: 'Abuja FCT', createdAt: ago(1) },
      { title: 'Accounting Intern', location: 'Lagos', createdAt: ago(0) },
    ])
    const { token } = await createAccount(t.database.db, 'intern')
    for (const sort of ['recent', 'relevant']) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/users/roles?search=acounting%20abuja&sort=${sort}`,
        token,
      })
      expect(res.status).toBe(200)
      const docs = (res.body.data as { docs: { location: string }[] }).docs
      expect(docs.map((role) => role.location)).toEqual(['Abuja FCT'])
    }
  })
})
