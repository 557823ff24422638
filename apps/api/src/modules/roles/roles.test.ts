import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.js'
import { accounts, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { roleSearchDocument } from './role-search.js'

const t = useTestApp()
const DAY = 86_400_000

async function addRole(
  db: Db,
  companyId: string,
  companyName: string,
  role: Partial<typeof roles.$inferInsert> & { title: string },
) {
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
      companyId,
      ...values,
      searchDocument: roleSearchDocument({ ...values, companyName }),
    })
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
      verified: false,
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
})
