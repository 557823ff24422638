import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PLACEMENT_MESSAGES, WRITE_LIMITS, formatDay } from '@app/domain'
import { notifications, placements } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createAdmin } from '../../../test/factories.js'
import {
  NYSC_ROLE,
  SCHEDULE,
  SIWES_ROLE,
  dayFromToday,
  decided,
  placed,
} from '../../../test/placement-fixtures.js'
import { downloadAs } from '../../../test/pdf-fixtures.js'

const t = useTestApp()

const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', url, ...(token && { token }) })
const patch = (url: string, token: string, payload: unknown) =>
  call(t.app, { method: 'PATCH', url, token, payload: payload as object })

const storedPlacement = async (id: string) =>
  (await t.database.db.select().from(placements).where(eq(placements.id, id)))[0]

describe('a placement begins when an application is accepted', () => {
  it('is made with the acceptance, of the role kind and weeks, and both sides see it', async () => {
    const { company, intern, applicationId, placementId } = await placed(t)

    const mine = await get('/users/placements', intern.token)
    expect(mine.status).toBe(200)
    expect(mine.body.data.meta).toMatchObject({ page: 1, totalDocs: 1, hasNextPage: false })
    expect(mine.body.data.docs[0]).toMatchObject({
      id: placementId,
      applicationId,
      kind: 'siwes',
      roleTitle: 'SIWES Trainee (Software)',
      companyName: 'Kobo Ledger Technologies',
      internName: 'Ada Okafor',
      startDate: null,
      endDate: null,
      supervisor: { name: null, email: null, phone: null },
      // The school and course come from the profile the intern applied with.
      student: {
        matricNumber: null,
        institution: 'University of Lagos',
        course: 'Computer Science',
        programme: null,
      },
      weeksDone: 0,
      weeksTotal: 24,
      stage: 'unscheduled',
      next: 'Fill in your matriculation number and programme',
    })

    const theirs = await get(`/company/placements/${placementId}`, company.token)
    expect(theirs.status).toBe(200)
    expect(theirs.body.data).toMatchObject({
      id: placementId,
      next: 'Add the start and end dates and the supervisor',
    })
    const list = await get('/company/placements?limit=5', company.token)
    expect(list.body.data.docs.map((doc: { id: string }) => doc.id)).toEqual([placementId])
  })

  it('is not made for a rejection, and other kinds have no school details', async () => {
    const rejected = await decided(t, SIWES_ROLE, 'reject')
    expect((await get('/users/placements', rejected.intern.token)).body.data.docs).toEqual([])

    const nysc = await placed(t, NYSC_ROLE)
    const res = await get(`/users/placements/${nysc.placementId}`, nysc.intern.token)
    expect(res.body.data).toMatchObject({
      kind: 'nysc',
      student: null,
      weeksTotal: null,
      next: 'Waiting for the company to add the start and end dates and the supervisor',
    })
  })

  it('lists newest first, a page at a time', async () => {
    const first = await placed(t)
    const second = await placed(t, NYSC_ROLE)
    await t.database.db
      .update(placements)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(placements.id, first.placementId))
    // Two companies, so each lists only its own.
    expect((await get('/company/placements', first.company.token)).body.data.meta.totalDocs).toBe(1)
    const page = await get('/company/placements?limit=1&page=1', second.company.token)
    expect(page.body.data.docs.map((doc: { id: string }) => doc.id)).toEqual([second.placementId])
    const bad = await get('/company/placements?limit=500', second.company.token)
    expect(bad.status).toBe(400)
  })
})

describe('the company completes the dates and the supervisor', () => {
  it('saves them, tells the intern when it starts, and progress follows', async () => {
    const { company, intern, placementId } = await placed(t)
    const res = await patch(`/company/placements/${placementId}`, company.token, SCHEDULE)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(PLACEMENT_MESSAGES.saved)
    expect(res.body.data).toMatchObject({
      startDate: SCHEDULE.startDate,
      endDate: SCHEDULE.endDate,
      supervisor: { name: 'Emeka Nwosu', email: 'emeka@example.com', phone: '+2348031234567' },
      stage: 'upcoming',
      weeksDone: 0,
      weeksTotal: 24,
      next: "Waiting for the student's matriculation number and programme",
    })

    const starts = `Your placement starts ${formatDay(SCHEDULE.startDate)}`
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(notices.map((notice) => notice.title)).toContain(starts)
    const mail = t.mail.mails.find((m) => m.to === intern.account.email && m.subject === starts)
    expect(mail?.text).toContain('with Emeka Nwosu as your industry supervisor')
    expect(mail?.text).toContain(`/app/intern/placements/${placementId}`)

    // Saving the same supervisor again tells nobody twice.
    t.mail.mails.length = 0
    await patch(`/company/placements/${placementId}`, company.token, {
      supervisor: SCHEDULE.supervisor,
    })
    expect(t.mail.mails.filter((m) => m.subject === starts)).toHaveLength(0)

    // Ten days in, the placement is under way.
    await t.database.db
      .update(placements)
      .set({ startDate: dayFromToday(-15), endDate: dayFromToday(-15 + 24 * 7 - 1) })
      .where(eq(placements.id, placementId))
    await patch(`/users/placements/${placementId}`, intern.token, {
      matricNumber: 'YCT/HND/2021/045',
      programme: 'HND',
    })
    const now = await get(`/users/placements/${placementId}`, intern.token)
    // A SIWES/IT student's weeks done are the logbook weeks signed (decision 061): none yet.
    expect(now.body.data).toMatchObject({ stage: 'ongoing', weeksDone: 0, weeksTotal: 24 })
    expect(now.body.data.next).toMatch(/^Week 3 of 24; ends /)
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const { company, placementId } = await placed(t)
    const before = await storedPlacement(placementId)
    const url = `/company/placements/${placementId}`
    const cases: [unknown, string, string][] = [
      [{}, '', PLACEMENT_MESSAGES.nothingToSave],
      [{ startDate: '2026-05-04' }, 'endDate', PLACEMENT_MESSAGES.datesTogether],
      [{ ...SCHEDULE, endDate: SCHEDULE.startDate }, 'endDate', PLACEMENT_MESSAGES.endAfterStart],
      [{ ...SCHEDULE, startDate: '14/05/2026' }, 'startDate', 'Enter a date such as 2026-05-14.'],
      [
        { supervisor: { ...SCHEDULE.supervisor, phone: '01 234 5678' } },
        'supervisor.phone',
        PLACEMENT_MESSAGES.supervisorPhone,
      ],
      [
        { supervisor: { ...SCHEDULE.supervisor, email: 'emeka@' } },
        'supervisor.email',
        PLACEMENT_MESSAGES.supervisorEmail,
      ],
    ]
    for (const [payload, field, message] of cases) {
      const res = await patch(url, company.token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(JSON.stringify(res.body)).toContain(message)
      if (field) expect(Object.keys(res.body.errors ?? {})).toContain(field)
    }
    expect(await storedPlacement(placementId)).toEqual(before)
  })
})

describe('a SIWES/IT student gives their school details', () => {
  it('saves them for SIWES, and refuses them for other kinds with a clear 400', async () => {
    const siwes = await placed(t)
    const res = await patch(`/users/placements/${siwes.placementId}`, siwes.intern.token, {
      matricNumber: 'YCT/HND/2021/045',
      institution: 'Yaba College of Technology',
      course: 'Computer Engineering',
      programme: 'HND',
    })
    expect(res.status).toBe(200)
    expect(res.body.data.student).toEqual({
      matricNumber: 'YCT/HND/2021/045',
      institution: 'Yaba College of Technology',
      course: 'Computer Engineering',
      programme: 'HND',
    })
    expect(res.body.data.next).toBe(
      'Waiting for the company to add the start and end dates and the supervisor',
    )

    const bad = await patch(`/users/placements/${siwes.placementId}`, siwes.intern.token, {
      programme: 'PhD',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ programme: PLACEMENT_MESSAGES.programme })
    expect((await storedPlacement(siwes.placementId))?.programme).toBe('HND')

    const nysc = await placed(t, NYSC_ROLE)
    const refused = await patch(`/users/placements/${nysc.placementId}`, nysc.intern.token, {
      matricNumber: 'UNILAG/2020/1',
    })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      code: 'NOT_SIWES_PLACEMENT',
      message: PLACEMENT_MESSAGES.notSiwes,
    })
    expect((await storedPlacement(nysc.placementId))?.matricNumber).toBeNull()
  })
})

describe('only the two parties see or change a placement', () => {
  it('answers 404 to another account, 403 to the wrong kind or an admin, 401 without a session', async () => {
    const { company, intern, placementId } = await placed(t)
    const otherCompany = await createAccount(t.database.db, 'company', {
      company: COMPLETE_COMPANY,
    })
    const otherIntern = await createAccount(t.database.db, 'intern')
    const admin = await createAdmin(t.database.db)
    const before = await storedPlacement(placementId)

    const companyUrl = `/company/placements/${placementId}`
    const internUrl = `/users/placements/${placementId}`
    expect((await get(companyUrl, otherCompany.token)).status).toBe(404)
    expect((await get(internUrl, otherIntern.token)).status).toBe(404)
    expect((await patch(companyUrl, otherCompany.token, SCHEDULE)).status).toBe(404)
    expect((await patch(internUrl, otherIntern.token, { programme: 'HND' })).status).toBe(404)
    expect((await get('/company/placements', otherCompany.token)).body.data.docs).toEqual([])
    expect((await get('/users/placements', otherIntern.token)).body.data.docs).toEqual([])
    expect((await get('/company/placements/not-a-uuid', company.token)).status).toBe(404)

    expect((await get(companyUrl, intern.token)).status).toBe(403)
    expect((await get(internUrl, company.token)).status).toBe(403)
    expect((await patch(companyUrl, intern.token, SCHEDULE)).status).toBe(403)
    expect((await patch(internUrl, company.token, { programme: 'HND' })).status).toBe(403)
    for (const url of [companyUrl, internUrl, '/company/placements', '/users/placements']) {
      expect((await get(url, admin.token)).status).toBe(403)
      expect((await get(url)).status).toBe(401)
    }
    expect((await patch(companyUrl, admin.token, SCHEDULE)).status).toBe(403)
    expect(await storedPlacement(placementId)).toEqual(before)
  })

  it('limits the changes one account makes', async () => {
    const { intern, placementId } = await placed(t)
    const max = WRITE_LIMITS.placements.perAccount.max
    for (let i = 0; i < max; i++) {
      const res = await patch(`/users/placements/${placementId}`, intern.token, {
        course: `Course ${i}`,
      })
      expect(res.status).toBe(200)
    }
    const over = await patch(`/users/placements/${placementId}`, intern.token, {
      course: 'One too many',
    })
    expect(over.status).toBe(429)
    expect((await storedPlacement(placementId))?.course).toBe(`Course ${max - 1}`)
  })
})

describe("the placement's papers", () => {
  it('lists the acceptance letter for both sides, each with its own download path', async () => {
    const { company, intern, applicationId, placementId } = await placed(t)
    const none = await get(`/users/placements/${placementId}/documents`, intern.token)
    expect(none.status).toBe(200)
    expect(none.body.data.docs).toEqual([])

    const issued = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/letter`,
      token: company.token,
      payload: {
        kind: 'siwes',
        internName: 'Ada Okafor',
        signatoryName: 'Bola Adeyemi',
        signatoryTitle: 'Head of People',
        startDate: '2026-05-14',
        institutionName: 'Yaba College of Technology',
        programme: 'HND',
        courseOfStudy: 'Computer Science',
        weeks: 24,
        supervisorName: 'Emeka Nwosu',
        supervisorPhone: '+234 803 123 4567',
        matricNumber: 'YCT/HND/2021/045',
        level: 'HND I',
      },
    })
    expect(issued.status).toBe(201)

    for (const [side, token, base] of [
      ['intern', intern.token, '/users'],
      ['company', company.token, '/company'],
    ] as const) {
      const res = await get(`${base}/placements/${placementId}/documents`, token)
      expect(res.status, side).toBe(200)
      expect(res.body.data.docs).toEqual([
        {
          kind: 'acceptance-letter',
          title: 'SIWES/IT acceptance letter',
          date: issued.body.data.issuedAt,
          path: `${base}/applications/${applicationId}/letter`,
        },
      ])
      const pdf = await downloadAs(t, res.body.data.docs[0].path, token)
      expect(pdf.headers['content-type']).toBe('application/pdf')
    }

    const stranger = await createAccount(t.database.db, 'intern')
    const otherCompany = await createAccount(t.database.db, 'company')
    expect((await get(`/users/placements/${placementId}/documents`, stranger.token)).status).toBe(
      404,
    )
    expect(
      (await get(`/company/placements/${placementId}/documents`, otherCompany.token)).status,
    ).toBe(404)
    expect((await get(`/company/placements/${placementId}/documents`, intern.token)).status).toBe(
      403,
    )
    expect((await get(`/users/placements/not-an-id/documents`, intern.token)).status).toBe(404)
  })
})

describe('the data export', () => {
  it("carries each side's placements with their details", async () => {
    const { company, intern, placementId } = await placed(t)
    await patch(`/company/placements/${placementId}`, company.token, SCHEDULE)
    for (const token of [intern.token, company.token]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/export',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().data.placements).toMatchObject([
        {
          id: placementId,
          kind: 'siwes',
          startDate: SCHEDULE.startDate,
          supervisorName: 'Emeka Nwosu',
          supervisorPhone: '+2348031234567',
          institution: 'University of Lagos',
        },
      ])
    }
  })
})
