import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ROLE_MESSAGES, isTakingApplications, todayInLagos, type RoleInput } from '@app/domain'
import { applications, notifications, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'

const t = useTestApp()

const ROLE: RoleInput = {
  title: 'Front-End Developer Intern',
  roleSummary: 'Build the dashboard our merchants use every day.',
  responsibilities: 'Build pages\n\n  Write tests  \n',
  requirements: ['React', 'Curiosity'],
  minimumSalary: 50_000,
  maximumSalary: 80_000,
  location: 'Lekki, Lagos',
  type: 'hybrid',
  duration: 6,
  term: 'month',
  applicationDeadline: null,
}

const completeCompany = (companyName = 'Kobo Ledger Technologies') =>
  createAccount(t.database.db, 'company', { company: { ...COMPLETE_COMPANY, companyName } })

const addRole = (token: string, role: Partial<RoleInput> = {}) =>
  call(t.app, { method: 'POST', url: '/roles/add-role', token, payload: { ...ROLE, ...role } })

async function applyTo(roleId: string) {
  const intern = await createAccount(t.database.db, 'intern')
  const [application] = await t.database.db
    .insert(applications)
    .values({ roleId, internId: intern.account.id, resumeUrl: '/api/v1/files/cv.pdf' })
    .returning()
  return { intern, application: application! }
}

describe('POST /roles/add-role', () => {
  it('posts a role for a company with a complete profile and answers it with its id', async () => {
    const { token } = await completeCompany()
    const res = await addRole(token)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Role created successfully!')
    expect(res.body.data).toMatchObject({
      id: expect.any(String),
      title: 'Front-End Developer Intern',
      responsibilities: ['Build pages', 'Write tests'],
      requirements: ['React', 'Curiosity'],
      type: 'hybrid',
      duration: 6,
      term: 'month',
      applicants: 0,
      applicationDeadline: null,
    })
    const search = await call(t.app, { method: 'GET', url: '/roles/recent?search=kobo' })
    expect(search.body.data.docs.map((role: { id: string }) => role.id)).toEqual([res.body.data.id])
  })

  it('stores a duration in years as months', async () => {
    const { token } = await completeCompany()
    const res = await addRole(token, { duration: 2, term: 'year(s)' })
    expect(res.body.data).toMatchObject({ duration: 24, term: 'year(s)' })
    const [row] = await t.database.db.select().from(roles)
    expect(row!.durationMonths).toBe(24)
  })

  it('refuses a company whose profile is not complete with 403', async () => {
    const { token } = await createAccount(t.database.db, 'company', {
      company: { ...COMPLETE_COMPANY, verificationDocument: null },
    })
    const res = await addRole(token)
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({
      message: ROLE_MESSAGES.profileIncomplete,
      code: 'PROFILE_INCOMPLETE',
    })
    expect(await t.database.db.select().from(roles)).toHaveLength(0)
  })

  it('answers each rule with its message and writes nothing', async () => {
    const { token } = await completeCompany()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Role title is required'],
      [{ title: 'x'.repeat(51) }, 'title', 'Role title must be at most 50 characters'],
      [{ roleSummary: '  ' }, 'roleSummary', 'Role summary is required'],
      [{ responsibilities: '\n \n' }, 'responsibilities', 'Responsibilities are required'],
      [{ requirements: [] }, 'requirements', 'Requirements are required'],
      [{ minimumSalary: undefined }, 'minimumSalary', 'Minimum compensation is required'],
      [{ minimumSalary: -1 }, 'minimumSalary', 'Compensation cannot be negative'],
      [{ maximumSalary: -5 }, 'maximumSalary', 'Compensation cannot be negative'],
      [
        { minimumSalary: 90_000, maximumSalary: 80_000 },
        'maximumSalary',
        'Maximum compensation cannot be less than the minimum',
      ],
      [{ location: '' }, 'location', 'Location is required'],
      [{ type: 'office' }, 'type', 'Work type is required'],
      [{ duration: 13 }, 'duration', 'Choose a duration from 1 to 12'],
      [{ term: 'week' }, 'term', 'Choose month or year(s)'],
      [{ applicationDeadline: '2020-01-01' }, 'applicationDeadline', ROLE_MESSAGES.deadlinePast],
      [{ title: ['a', 'b'] }, 'title', 'Role title is required'],
      [{ minimumSalary: '50000' }, 'minimumSalary', 'Minimum compensation is required'],
    ]
    for (const [change, field, message] of cases) {
      const res = await addRole(token, change as Partial<RoleInput>)
      expect(res.status, field).toBe(400)
      expect(res.body.errors[field], JSON.stringify(change)).toBe(message)
    }
    expect(await t.database.db.select().from(roles)).toHaveLength(0)
  })

  it('keeps a blank location as Not specified, and answers 400, never 500, for odd bodies', async () => {
    const { token } = await completeCompany()
    const blank = await addRole(token, { location: '   ' })
    expect(blank.body.data.location).toBe('Not specified')
    for (const payload of ['{"title":', '[]', 'null', '"role"']) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/roles/add-role',
        token,
        payload,
        headers: { 'content-type': 'application/json' },
      })
      expect(res.status, payload).toBe(400)
    }
    const huge = await addRole(token, { roleSummary: 'x'.repeat(40_000) })
    expect(huge.status).toBe(413)
  })

  it('answers 401 without a token and 403 for an intern', async () => {
    expect(
      (await call(t.app, { method: 'POST', url: '/roles/add-role', payload: ROLE })).status,
    ).toBe(401)
    const intern = await createAccount(t.database.db, 'intern')
    expect((await addRole(intern.token)).status).toBe(403)
  })
})

describe('GET /roles', () => {
  it("lists this company's live roles, newest first, with applicant counts and paging", async () => {
    const { token } = await completeCompany()
    const other = await completeCompany('Other Co')
    const ids: string[] = []
    for (let i = 0; i < 3; i++)
      ids.push((await addRole(token, { title: `Role ${i}` })).body.data.id)
    await addRole(other.token, { title: 'Not mine' })
    await applyTo(ids[0]!)
    await applyTo(ids[0]!)
    await call(t.app, { method: 'DELETE', url: `/roles/${ids[1]}`, token })

    const res = await call(t.app, { method: 'GET', url: '/roles?page=1&limit=10', token })
    expect(res.status).toBe(200)
    expect(res.body.data.docs.map((role: { title: string }) => role.title)).toEqual([
      'Role 2',
      'Role 0',
    ])
    expect(res.body.data.docs[1].applicants).toBe(2)
    expect(res.body.data.meta).toMatchObject({ page: 1, totalDocs: 2, totalPages: 1 })
    const paged = await call(t.app, { method: 'GET', url: '/roles?page=2&limit=1', token })
    expect(paged.body.data.docs.map((role: { title: string }) => role.title)).toEqual(['Role 0'])
    expect(paged.body.data.meta).toMatchObject({ hasPrevPage: true, hasNextPage: false })
    expect((await call(t.app, { method: 'GET', url: '/roles?limit=0', token })).status).toBe(400)
  })

  it('counts the roles taking applications across all of them, not only the page shown', async () => {
    const { token } = await completeCompany()
    const other = await completeCompany('Other Co')
    const oldestOpen = (await addRole(token, { title: 'Still open' })).body.data.id
    const past = []
    for (let i = 0; i < 10; i++)
      past.push((await addRole(token, { title: `Closed ${i}` })).body.data.id)
    // A past deadline cannot be posted; roles get one by time passing.
    await t.database.db
      .update(roles)
      .set({ applicationDeadline: '2020-01-31' })
      .where(inArray(roles.id, past))
    const deleted = (await addRole(token, { title: 'Deleted' })).body.data.id
    await call(t.app, { method: 'DELETE', url: `/roles/${deleted}`, token })
    const removed = (await addRole(token, { title: 'Removed' })).body.data.id
    await t.database.db
      .update(roles)
      .set({ removedByAdminAt: new Date() })
      .where(eq(roles.id, removed))
    await addRole(other.token, { title: 'Not mine' })

    const res = await call(t.app, { method: 'GET', url: '/roles?page=1&limit=10', token })
    expect(res.body.data.docs.map((role: { id: string }) => role.id)).not.toContain(oldestOpen)
    expect(res.body.data.takingApplications).toBe(1)

    await t.database.db
      .update(roles)
      .set({ applicationDeadline: '2020-01-31' })
      .where(eq(roles.id, oldestOpen))
    const none = await call(t.app, { method: 'GET', url: '/roles?page=1&limit=10', token })
    expect(none.body.data.takingApplications).toBe(0)
  })

  it('counts a role as taking applications exactly when the domain rule says so', async () => {
    const { token } = await completeCompany()
    const today = todayInLagos()
    const dayFrom = (days: number) =>
      new Date(Date.parse(today) + days * 86_400_000).toISOString().slice(0, 10)
    const deadlines = [null, dayFrom(-400), dayFrom(-1), today, dayFrom(1), dayFrom(400)]
    for (const deadline of deadlines) {
      const id = (await addRole(token)).body.data.id
      await t.database.db
        .update(roles)
        .set({ applicationDeadline: deadline })
        .where(eq(roles.id, id))
      const res = await call(t.app, { method: 'GET', url: '/roles?page=1&limit=1', token })
      const expected = isTakingApplications(deadline, today) ? 1 : 0
      expect({ deadline, counted: res.body.data.takingApplications }).toEqual({
        deadline,
        counted: expected,
      })
      await call(t.app, { method: 'DELETE', url: `/roles/${id}`, token })
    }
  })
})

describe('GET /roles/{id}', () => {
  it("answers one of the company's own live roles, and 404 for anyone else's", async () => {
    const { token } = await completeCompany()
    const other = await completeCompany('Other Co')
    const intern = await createAccount(t.database.db, 'intern')
    const { id } = (await addRole(token, { duration: 2, term: 'year(s)' })).body.data
    const mine = await call(t.app, { method: 'GET', url: `/roles/${id}`, token })
    expect(mine.status).toBe(200)
    expect(mine.body.data).toMatchObject({ id, title: ROLE.title, duration: 24, term: 'year(s)' })
    expect(
      (await call(t.app, { method: 'GET', url: `/roles/${id}`, token: other.token })).status,
    ).toBe(404)
    expect(
      (await call(t.app, { method: 'GET', url: `/roles/${id}`, token: intern.token })).status,
    ).toBe(403)
    expect((await call(t.app, { method: 'GET', url: `/roles/${id}` })).status).toBe(401)
    expect((await call(t.app, { method: 'GET', url: '/roles/not-a-uuid', token })).status).toBe(404)
    await call(t.app, { method: 'DELETE', url: `/roles/${id}`, token })
    expect((await call(t.app, { method: 'GET', url: `/roles/${id}`, token })).status).toBe(404)
  })
})

describe('PATCH /roles/{id}', () => {
  it('updates the role, its duration in months and its search document', async () => {
    const { token } = await completeCompany()
    const { id } = (await addRole(token)).body.data
    const deadline = todayInLagos(new Date(Date.now() + 10 * 86_400_000))
    const { type: _type, ...withoutType } = ROLE
    const res = await call(t.app, {
      method: 'PATCH',
      url: `/roles/${id}`,
      token,
      payload: {
        ...withoutType,
        title: 'Data Analyst Trainee',
        duration: 1,
        term: 'year(s)',
        applicationDeadline: deadline,
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Role updated successfully!')
    expect(res.body.data).toMatchObject({
      id,
      title: 'Data Analyst Trainee',
      type: 'hybrid',
      duration: 12,
      term: 'year(s)',
      applicationDeadline: deadline,
    })
    const search = await call(t.app, { method: 'GET', url: '/roles/recent?search=analyst' })
    expect(search.body.data.docs).toHaveLength(1)
  })

  it("answers 404 for another company's role, a deleted one and a malformed id; 403 for an intern", async () => {
    const owner = await completeCompany()
    const other = await completeCompany('Other Co')
    const { id } = (await addRole(owner.token)).body.data
    const patch = (token: string, roleId: string) =>
      call(t.app, { method: 'PATCH', url: `/roles/${roleId}`, token, payload: ROLE })
    expect((await patch(other.token, id)).status).toBe(404)
    expect((await patch(owner.token, 'not-a-uuid')).status).toBe(404)
    const intern = await createAccount(t.database.db, 'intern')
    expect((await patch(intern.token, id)).status).toBe(403)
    const [row] = await t.database.db.select().from(roles).where(eq(roles.id, id))
    expect(row!.title).toBe(ROLE.title)
    await call(t.app, { method: 'DELETE', url: `/roles/${id}`, token: owner.token })
    expect((await patch(owner.token, id)).status).toBe(404)
    const bad = await call(t.app, {
      method: 'PATCH',
      url: `/roles/${id}`,
      token: owner.token,
      payload: { ...ROLE, minimumSalary: undefined },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.minimumSalary).toBe('Minimum compensation is required')
  })
})

describe('DELETE /roles/{id}', () => {
  it('removes the role from every list, closes its applications and notifies each applicant', async () => {
    const { token } = await completeCompany('Kobo Ledger')
    const { id } = (await addRole(token)).body.data
    const first = await applyTo(id)
    const second = await applyTo(id)

    const res = await call(t.app, { method: 'DELETE', url: `/roles/${id}`, token })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Role deleted successfully!')
    expect((await call(t.app, { method: 'GET', url: '/roles', token })).body.data.docs).toEqual([])
    expect((await call(t.app, { method: 'GET', url: '/roles/recent' })).body.data.docs).toEqual([])

    const kept = await t.database.db.select().from(applications)
    expect(kept).toHaveLength(2)
    expect(kept.every((application) => application.closedAt !== null)).toBe(true)
    const notes = await t.database.db.select().from(notifications)
    expect(notes.map((note) => note.accountId).sort()).toEqual(
      [first.intern.account.id, second.intern.account.id].sort(),
    )
    expect(notes[0]).toMatchObject({
      type: 'role_closed',
      title: 'Role closed',
      description: 'Kobo Ledger closed the Front-End Developer Intern role.',
    })
    expect(notes.map((note) => note.applicationId).sort()).toEqual(
      [first.application.id, second.application.id].sort(),
    )
    expect((await call(t.app, { method: 'DELETE', url: `/roles/${id}`, token })).status).toBe(404)
  })

  it("answers 404 for another company's role and 401 without a token", async () => {
    const owner = await completeCompany()
    const other = await completeCompany('Other Co')
    const { id } = (await addRole(owner.token)).body.data
    expect(
      (await call(t.app, { method: 'DELETE', url: `/roles/${id}`, token: other.token })).status,
    ).toBe(404)
    expect((await call(t.app, { method: 'DELETE', url: `/roles/${id}` })).status).toBe(401)
    const [row] = await t.database.db.select().from(roles)
    expect(row!.deletedAt).toBeNull()
  })
})
