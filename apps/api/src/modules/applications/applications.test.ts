import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { APPLICATION_MESSAGES, type ApplicationStatus, type RoleInput } from '@app/domain'
import { accounts, applications, interns, notifications, roles } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createCompleteIntern } from '../../../test/factories.js'
import { pngBytes, uploadAs } from '../../../test/file-fixtures.js'

const t = useTestApp()

const ROLE: RoleInput = {
  title: 'Front-End Developer Intern',
  roleSummary: 'Build the dashboard our merchants use every day.',
  responsibilities: ['Build pages'],
  requirements: ['React'],
  minimumSalary: 50_000,
  maximumSalary: null,
  location: 'Remote',
  type: 'remote',
  duration: 3,
  term: 'month',
  applicationDeadline: null,
}

type Company = Awaited<ReturnType<typeof createAccount>>
type Intern = Awaited<ReturnType<typeof createCompleteIntern>>

const newCompany = (companyName = 'Kobo Ledger Technologies') =>
  createAccount(t.database.db, 'company', { company: { ...COMPLETE_COMPANY, companyName } })

async function postRole(company: Company, role: Partial<RoleInput> = {}) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: { ...ROLE, ...role },
  })
  return res.body.data.id as string
}

async function applyTo(intern: Intern, roleId: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${roleId}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl },
  })
  expect(res.status).toBe(201)
  return res.body.data.id as string
}

const setApplication = (id: string, values: Partial<typeof applications.$inferInsert>) =>
  t.database.db.update(applications).set(values).where(eq(applications.id, id))

const get = (token: string | undefined, url: string) => call(t.app, { method: 'GET', url, token })
const ids = (res: { body: { data: { docs: { id: string }[] } } }) =>
  res.body.data.docs.map((doc) => doc.id)

/** Three applications of one intern, to three roles of two companies, applied a day apart. */
async function threeApplications() {
  const kobo = await newCompany('Kobo Ledger Technologies')
  const farm = await newCompany('Arewa Harvest 100% Agritech')
  const intern = await createCompleteIntern(t)
  const titles = ['Front-End Developer Intern', 'Data Analyst Intern', 'Agronomy Intern']
  const roleIds = [
    await postRole(kobo, { title: titles[0] }),
    await postRole(kobo, { title: titles[1] }),
    await postRole(farm, { title: titles[2] }),
  ]
  const appIds: string[] = []
  for (const [i, roleId] of roleIds.entries()) {
    const id = await applyTo(intern, roleId)
    const createdAt = new Date(Date.UTC(2026, 0, 10 + i))
    await setApplication(id, { createdAt, updatedAt: createdAt })
    appIds.push(id)
  }
  return { kobo, farm, intern, roleIds, appIds }
}

describe('GET /users/applications', () => {
  it("lists only the intern's own applications, newest first, in the intern's view", async () => {
    const { intern, appIds, roleIds, kobo } = await threeApplications()
    const other = await createCompleteIntern(t)
    await applyTo(other, roleIds[0]!)

    const res = await get(intern.token, '/users/applications')

    expect(res.status).toBe(200)
    expect(ids(res)).toEqual([...appIds].reverse())
    expect(res.body.data.meta).toEqual({
      page: 1,
      limit: 10,
      totalDocs: 3,
      totalPages: 1,
      hasPrevPage: false,
      hasNextPage: false,
    })
    expect(res.body.data.docs[2]).toMatchObject({
      id: appIds[0],
      status: 'pending',
      closed: false,
      roleTitle: 'Front-End Developer Intern',
      companyName: 'Kobo Ledger Technologies',
      role: { id: roleIds[0] },
      company: { id: kobo.account.id, industryType: 'Finance' },
      createdAt: '2026-01-10T00:00:00.000Z',
    })
    expect(res.body.data.docs[2].resumeUrl).toContain(`${intern.resumeUrl}?expires=`)
  })

  it('measures compatibility against the current profile', async () => {
    const company = await newCompany()
    const roleId = await postRole(company)
    const intern = await createCompleteIntern(t, { skills: [], locationPreference: 'Remote' })
    await applyTo(intern, roleId)
    // React unmet, Remote matches (15), 6 months vs 3 (10) = 25.
    const before = await get(intern.token, '/users/applications')
    expect(before.body.data.docs[0].compatibility).toBe(25)

    await t.database.db
      .update(interns)
      .set({ skills: ['React'] })
      .where(eq(interns.accountId, intern.account.id))
    const after = await get(intern.token, '/users/applications')
    expect(after.body.data.docs[0].compatibility).toBe(65)
    const detail = await get(intern.token, `/users/applications/${after.body.data.docs[0].id}`)
    expect(detail.body.data.match).toMatchObject({
      score: 65,
      requirementsMet: ['React'],
      requirementsMissing: [],
      parts: {
        requirements: { points: 40, of: 40, hasBasis: true },
        location: { points: 15, of: 15, hasBasis: true },
        duration: { points: 10, of: 10, hasBasis: true },
      },
    })
  })

  it('filters by status', async () => {
    const { intern, appIds } = await threeApplications()
    await setApplication(appIds[1]!, { status: 'accepted' })

    const accepted = await get(intern.token, '/users/applications?status=accepted')
    expect(ids(accepted)).toEqual([appIds[1]])
    const pending = await get(intern.token, '/users/applications?status=pending')
    expect(ids(pending)).toEqual([appIds[2], appIds[0]])
    const rejected = await get(intern.token, '/users/applications?status=rejected')
    expect(rejected.body.data).toMatchObject({ docs: [], meta: { totalDocs: 0, totalPages: 1 } })
  })

  it("searches the role's title and the company's name, ignoring case", async () => {
    const { intern, appIds } = await threeApplications()

    expect(ids(await get(intern.token, '/users/applications?search=ANALYST'))).toEqual([appIds[1]])
    expect(ids(await get(intern.token, '/users/applications?search=kobo'))).toEqual([
      appIds[1],
      appIds[0],
    ])
    expect(ids(await get(intern.token, '/users/applications?search=100%25'))).toEqual([appIds[2]])
    expect(ids(await get(intern.token, '/users/applications?search=%25'))).toEqual([appIds[2]])
    expect(ids(await get(intern.token, '/users/applications?search=_'))).toEqual([])
    expect(ids(await get(intern.token, '/users/applications?search=nothing'))).toEqual([])
    expect(ids(await get(intern.token, '/users/applications?search=%20%20'))).toHaveLength(3)
  })

  it('sorts by date either way and by status', async () => {
    const { intern, appIds } = await threeApplications()
    await setApplication(appIds[0]!, { status: 'rejected', updatedAt: new Date('2026-02-01') })
    await setApplication(appIds[2]!, { status: 'in_review' })

    const oldest = await get(intern.token, '/users/applications?sortBy=createdAt&sortOrder=asc')
    expect(ids(oldest)).toEqual(appIds)
    const updated = await get(intern.token, '/users/applications?sortBy=updatedAt')
    expect(ids(updated)).toEqual([appIds[0], appIds[2], appIds[1]])
    const byStatus = await get(intern.token, '/users/applications?sortBy=status&sortOrder=asc')
    const statuses = byStatus.body.data.docs.map((doc: { status: ApplicationStatus }) => doc.status)
    expect(statuses).toEqual(['pending', 'in_review', 'rejected'])
  })

  it('pages', async () => {
    const { intern, appIds } = await threeApplications()

    const first = await get(intern.token, '/users/applications?page=1&limit=2')
    expect(ids(first)).toEqual([appIds[2], appIds[1]])
    expect(first.body.data.meta).toMatchObject({ totalDocs: 3, totalPages: 2, hasNextPage: true })
    const second = await get(intern.token, '/users/applications?page=2&limit=2')
    expect(ids(second)).toEqual([appIds[0]])
    expect(second.body.data.meta).toMatchObject({ hasPrevPage: true, hasNextPage: false })
    const beyond = await get(intern.token, '/users/applications?page=9&limit=2')
    expect(beyond.body.data.docs).toEqual([])
  })

  it('marks an application closed when the company deletes the role, and keeps it', async () => {
    const { intern, appIds, roleIds, kobo } = await threeApplications()
    await call(t.app, { method: 'DELETE', url: `/roles/${roleIds[0]}`, token: kobo.token })

    const res = await get(intern.token, '/users/applications?sortOrder=asc')
    expect(res.body.data.docs.map((doc: { closed: boolean }) => doc.closed)).toEqual([
      true,
      false,
      false,
    ])
    const detail = await get(intern.token, `/users/applications/${appIds[0]}`)
    expect(detail.body.data.closed).toBe(true)
  })

  it.each([
    [
      'status=declined',
      'status',
      'status must be pending, in_review, accepted, rejected or no_response',
    ],
    ['sortBy=title', 'sortBy', 'sortBy must be createdAt, updatedAt or status'],
    ['sortOrder=up', 'sortOrder', 'sortOrder must be asc or desc'],
    ['page=0', 'page', 'page must be at least 1'],
    ['limit=500', 'limit', 'limit must be at most 50'],
    ['limit=abc', 'limit', 'limit must be a number'],
    [`search=${'a'.repeat(101)}`, 'search', 'search must be at most 100 characters'],
  ])('answers %s with 400 and the field', async (query, field, message) => {
    const intern = await createCompleteIntern(t)
    const res = await get(intern.token, `/users/applications?${query}`)
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ [field]: message })
  })
})

describe('GET /users/applications/{id}', () => {
  it('reads one of the intern’s applications', async () => {
    const { intern, appIds, roleIds } = await threeApplications()
    const res = await get(intern.token, `/users/applications/${appIds[1]}`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      id: appIds[1],
      roleTitle: 'Data Analyst Intern',
      role: { id: roleIds[1] },
      // The country code too, so the phone reads whole ('+234 803 456 7890').
      countryCode: '+234',
      phoneNumber: '8034567890',
    })
  })

  it("carries the role's placement, named as on role answers, in the list and the detail", async () => {
    const company = await newCompany()
    const intern = await createCompleteIntern(t)
    const siwes = await postRole(company, {
      title: 'Electrical SIWES Trainee',
      placementType: 'siwes',
      siwesWeeks: 24,
      siwesProgrammes: ['ND', 'HND'],
    })
    const nysc = await postRole(company, {
      title: 'Legal NYSC Corps Member',
      placementType: 'nysc',
      nyscState: 'Lagos',
    })
    const siwesApplication = await applyTo(intern, siwes)
    const nyscApplication = await applyTo(intern, nysc)

    const detail = await get(intern.token, `/users/applications/${siwesApplication}`)
    expect(detail.body.data).toMatchObject({
      placementType: 'siwes',
      siwesWeeks: 24,
      siwesProgrammes: ['ND', 'HND'],
      nyscState: null,
    })
    const list = await get(intern.token, '/users/applications')
    const byId = new Map(
      (
        list.body.data.docs as { id: string; placementType: string; nyscState: string | null }[]
      ).map((doc) => [doc.id, doc]),
    )
    expect(byId.get(nyscApplication)).toMatchObject({ placementType: 'nysc', nyscState: 'Lagos' })
    expect(byId.get(siwesApplication)).toMatchObject({ placementType: 'siwes' })
  })

  it("answers another intern's, an unknown and a malformed id with 404", async () => {
    const { appIds } = await threeApplications()
    const other = await createCompleteIntern(t)
    for (const id of [appIds[0], '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'nope', '%27']) {
      const res = await get(other.token, `/users/applications/${id}`)
      expect(res.status, id).toBe(404)
      expect(res.body.message).toBe(APPLICATION_MESSAGES.notFound)
    }
  })
})

describe('DELETE /users/applications/{id}', () => {
  const withdraw = (token: string | undefined, id: string) =>
    call(t.app, { method: 'DELETE', url: `/users/applications/${id}`, token })
  const withdrawals = () =>
    t.database.db.select().from(notifications).where(eq(notifications.type, 'withdrawal'))

  it.each(['pending', 'in_review'] as const)(
    'withdraws an application while %s and tells the company',
    async (status) => {
      const { intern, appIds, kobo } = await threeApplications()
      await setApplication(appIds[1]!, { status })

      const res = await withdraw(intern.token, appIds[1]!)

      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        status: 'success',
        message: APPLICATION_MESSAGES.withdrawn,
        data: null,
      })
      const left = await t.database.db.select().from(applications)
      expect(left.map((a) => a.id).sort()).toEqual([appIds[0], appIds[2]].sort())
      expect(await withdrawals()).toEqual([
        expect.objectContaining({
          accountId: kobo.account.id,
          title: 'Application withdrawn',
          description: 'A*a O****r withdrew their application for Data Analyst Intern',
          applicationId: null,
        }),
      ])
      expect((await get(intern.token, `/users/applications/${appIds[1]}`)).status).toBe(404)
    },
  )

  it.each(['accepted', 'rejected'] as const)(
    'refuses to withdraw once %s, with 409',
    async (status) => {
      const { intern, appIds } = await threeApplications()
      await setApplication(appIds[0]!, { status, decidedAt: new Date() })

      const res = await withdraw(intern.token, appIds[0]!)

      expect(res.status).toBe(409)
      expect(res.body).toMatchObject({
        message: APPLICATION_MESSAGES.cannotWithdraw,
        code: 'APPLICATION_DECIDED',
      })
      expect(await t.database.db.select().from(applications)).toHaveLength(3)
      expect(await withdrawals()).toHaveLength(0)
    },
  )

  it("answers another intern's or a malformed id with 404 and deletes nothing", async () => {
    const { appIds } = await threeApplications()
    const other = await createCompleteIntern(t)
    expect((await withdraw(other.token, appIds[0]!)).status).toBe(404)
    expect((await withdraw(other.token, 'x')).status).toBe(404)
    expect(await t.database.db.select().from(applications)).toHaveLength(3)
  })

  it('lets the intern apply again after withdrawing', async () => {
    const { intern, appIds, roleIds } = await threeApplications()
    await withdraw(intern.token, appIds[0]!)
    await applyTo(intern, roleIds[0]!)
  })
})

describe('GET /users/applications/{roleId}/company', () => {
  it('shows the company of an open role to an intern who has not applied, even when its profile is private', async () => {
    const company = await newCompany()
    const gallery = await uploadAs(t.app, company.token, await pngBytes(), 'office.png')
    await call(t.app, {
      method: 'PATCH',
      url: '/company/set-medias',
      token: company.token,
      payload: { media1Url: gallery.body.data.fileUrl },
    })
    await t.database.db
      .update(accounts)
      .set({ preferences: { privacy: { profileVisibility: 'private' } } })
      .where(eq(accounts.id, company.account.id))
    const roleId = await postRole(company)
    const intern = await createCompleteIntern(t)
    const url = `/users/applications/${roleId}/company`

    const res = await get(intern.token, url)

    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      id: company.account.id,
      companyName: 'Kobo Ledger Technologies',
      logoUrl: COMPLETE_COMPANY.logoUrl,
      industryType: 'Finance',
      bio: COMPLETE_COMPANY.bio,
      establishedDate: '2019-03-01',
      workHours: COMPLETE_COMPANY.workHours,
      activeWeekDays: COMPLETE_COMPANY.activeWeekDays,
      socialMedia: {},
      media: [gallery.body.data.fileUrl],
      verified: true,
      medianResponseDays: null,
      paysOnTime: null,
    })
    // Gallery images are public: the URL opens without a signature.
    const image = await t.app.inject({ method: 'GET', url: res.body.data.media[0] })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
  })

  it('answers 404 for a closed or deleted role unless the intern applied to it, and for unknown ids', async () => {
    const company = await newCompany()
    const closedId = await postRole(company)
    const deletedId = await postRole(company)
    const applicant = await createCompleteIntern(t)
    await applyTo(applicant, closedId)
    await applyTo(applicant, deletedId)
    await t.database.db
      .update(roles)
      .set({ applicationDeadline: '2020-01-01' })
      .where(eq(roles.id, closedId))
    await call(t.app, { method: 'DELETE', url: `/roles/${deletedId}`, token: company.token })
    const other = await createCompleteIntern(t)
    for (const id of [closedId, deletedId, '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f', 'abc']) {
      expect((await get(other.token, `/users/applications/${id}/company`)).status, id).toBe(404)
    }
    for (const id of [closedId, deletedId]) {
      const own = await get(applicant.token, `/users/applications/${id}/company`)
      expect(own.status, id).toBe(200)
      expect(own.body.data.companyName).toBe('Kobo Ledger Technologies')
    }
  })
})

describe('GET /roles/{roleId}/company', () => {
  const makePublic = (company: Company, privacy: Record<string, string>) =>
    t.database.db
      .update(accounts)
      .set({ preferences: { privacy } })
      .where(eq(accounts.id, company.account.id))

  it('shows a visitor the public fields of the company of an open role on the public browse', async () => {
    const company = await newCompany()
    await makePublic(company, { profileVisibility: 'public' })
    const roleId = await postRole(company)
    const res = await get(undefined, `/roles/${roleId}/company`)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      id: company.account.id,
      companyName: 'Kobo Ledger Technologies',
      industryType: 'Finance',
      bio: COMPLETE_COMPANY.bio,
    })
    // The spec's company details screen shows no contact details.
    expect(Object.keys(res.body.data).sort()).toEqual(
      [
        'activeWeekDays',
        'bio',
        'companyName',
        'establishedDate',
        'id',
        'industryType',
        'logoUrl',
        'media',
        'socialMedia',
        'verified',
        'medianResponseDays',
        'paysOnTime',
        'workHours',
      ].sort(),
    )
  })

  it("answers a visitor 404 for a closed role, a private profile or job board, and an id that is not a role's", async () => {
    const company = await newCompany()
    await makePublic(company, { profileVisibility: 'public' })
    const closedId = await postRole(company)
    await t.database.db
      .update(roles)
      .set({ applicationDeadline: '2020-01-01' })
      .where(eq(roles.id, closedId))
    const privateProfile = await newCompany('Quiet Ltd')
    const privateProfileRole = await postRole(privateProfile)
    const hiddenBoard = await newCompany('Hidden Ltd')
    await makePublic(hiddenBoard, { profileVisibility: 'public', jobBoardVisibility: 'private' })
    const hiddenBoardRole = await postRole(hiddenBoard)
    for (const id of [
      closedId,
      privateProfileRole,
      hiddenBoardRole,
      '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      'abc',
    ]) {
      const res = await get(undefined, `/roles/${id}/company`)
      expect(res.status, id).toBe(404)
      expect(res.body.message).toBe('Company not found.')
    }
  })
})

describe('who may call', () => {
  it('needs an intern session on every endpoint: 401 without one, 403 for a company', async () => {
    const { appIds, roleIds, kobo } = await threeApplications()
    const endpoints: [string, string][] = [
      ['GET', '/users/applications'],
      ['GET', `/users/applications/${appIds[0]}`],
      ['DELETE', `/users/applications/${appIds[0]}`],
      ['GET', `/users/applications/${roleIds[0]}/company`],
    ]
    for (const [method, url] of endpoints) {
      const anonymous = await call(t.app, { method: method as 'GET', url })
      expect(anonymous.status, `${method} ${url}`).toBe(401)
      const asCompany = await call(t.app, { method: method as 'GET', url, token: kobo.token })
      expect(asCompany.status, `${method} ${url}`).toBe(403)
    }
    expect(await t.database.db.select().from(applications)).toHaveLength(3)
  })
})
