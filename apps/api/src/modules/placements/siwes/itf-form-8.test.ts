import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  SIWES_MESSAGES,
  WRITE_LIMITS,
  formatDay,
  itfForm8OpensOn,
  lagosDayLabel,
} from '@app/domain'
import { itfForm8s, notifications, placements } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createAdmin } from '../../../../test/factories.js'
import {
  NYSC_ROLE,
  SCHEDULE,
  SIGNATORY,
  dayFromToday,
  placed,
  siwesReady,
} from '../../../../test/placement-fixtures.js'
import { downloadAs, readPdf } from '../../../../test/pdf-fixtures.js'

const t = useTestApp()

const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', url, ...(token && { token }) })
const fill = (id: string, token?: string, payload: object = ASSESSMENT) =>
  call(t.app, {
    method: 'PUT',
    url: `/company/placements/${id}/itf-form-8`,
    ...(token && { token }),
    payload,
  })

const ASSESSMENT = {
  grade: 'B',
  attendance: 'good',
  comments: 'Ada learnt our codebase quickly and shipped two features to customers.',
  ...SIGNATORY,
}

/** 24 weeks from 14 May 2026: over by the time these tests run. */
const MAY_SCHEDULE = { ...SCHEDULE, startDate: '2026-05-14', endDate: '2026-10-28' }
/** Ends in ten days: inside its last two weeks. */
const ENDING_SOON = { ...SCHEDULE, startDate: dayFromToday(-158), endDate: dayFromToday(10) }

const storedForm = async (id: string) =>
  (await t.database.db.select().from(itfForm8s).where(eq(itfForm8s.placementId, id)))[0]

describe('the company fills ITF Form 8', () => {
  it('fills and signs Part B once, tells the student, and both download the same PDF', async () => {
    const { company, intern, placementId } = await siwesReady(t, MAY_SCHEDULE)
    expect((await get(`/company/placements/${placementId}`, company.token)).body.data.next).toBe(
      'Fill ITF Form 8',
    )
    const none = await get(`/users/placements/${placementId}/itf-form-8`, intern.token)
    expect(none.status).toBe(404)
    expect(none.body.message).toBe(SIWES_MESSAGES.itfForm8NotSigned)

    const res = await fill(placementId, company.token)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(SIWES_MESSAGES.itfForm8Signed)
    expect(res.body.data.itfForm8).toMatchObject({
      grade: 'B',
      attendance: 'good',
      comments: ASSESSMENT.comments,
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
    })
    expect(await storedForm(placementId)).toMatchObject({
      signedBy: company.account.id,
      partA: {
        studentName: 'Ada Okafor',
        matricNumber: 'YCT/HND/2021/045',
        startDate: '2026-05-14',
        endDate: '2026-10-28',
        weeks: 24,
      },
      company: { name: 'Kobo Ledger Technologies' },
    })
    expect((await get(`/company/placements/${placementId}`, company.token)).body.data.next).toBe(
      'Ended 28 October 2026',
    )

    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(notices.map((notice) => notice.title)).toContain('Your ITF Form 8 is signed')
    const mail = t.mail.mails.find((m) => m.to === intern.account.email && /Form 8/.test(m.subject))
    expect(mail?.text).toContain('with an overall grade of B (Very good)')

    const pdf = await downloadAs(t, `/users/placements/${placementId}/itf-form-8`, intern.token)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="itf-form-8-ada-okafor-kobo-ledger-technologies.pdf"',
    )
    const { text } = await readPdf(pdf.rawPayload)
    for (const words of [
      'ITF FORM 8',
      "Part A: The student's particulars",
      'Name: Ada Okafor',
      'Matriculation number: YCT/HND/2021/045',
      'Institution: Yaba College of Technology',
      'Course of study: Computer Engineering',
      'Programme: HND',
      'Employer: Kobo Ledger Technologies, 12 Admiralty Way, Lekki, Lagos',
      'Period of attachment: 24 weeks (14 May 2026 to 28 October 2026)',
      "Part B: The employer's assessment",
      'Overall grade: B (Very good)',
      'Attendance and punctuality: Good (rarely absent or late)',
      ASSESSMENT.comments,
      `Signed electronically by Bola Adeyemi, Head of People, for Kobo Ledger Technologies on ${lagosDayLabel(new Date())}`,
    ]) {
      expect(text).toContain(words)
    }
    const theirs = await downloadAs(
      t,
      `/company/placements/${placementId}/itf-form-8`,
      company.token,
    )
    expect(theirs.rawPayload.equals(pdf.rawPayload)).toBe(true)

    for (const [token, base] of [
      [intern.token, '/users'],
      [company.token, '/company'],
    ] as const) {
      const docs = await get(`${base}/placements/${placementId}/documents`, token)
      expect(docs.body.data.docs).toContainEqual({
        kind: 'itf-form-8',
        title: 'ITF Form 8',
        date: res.body.data.itfForm8.signedAt,
        path: `${base}/placements/${placementId}/itf-form-8`,
      })
    }

    // Signed is final: a second assessment changes nothing.
    const stored = await storedForm(placementId)
    const again = await fill(placementId, company.token, { ...ASSESSMENT, grade: 'A' })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 'SIWES_PAPER_STATE',
      message: SIWES_MESSAGES.itfForm8AlreadySigned,
    })
    expect(await storedForm(placementId)).toEqual(stored)
  })

  it('can be filled from the last two weeks on, not before', async () => {
    const early = await siwesReady(t)
    const opensOn = itfForm8OpensOn(SCHEDULE.endDate)
    const refused = await fill(early.placementId, early.company.token)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(SIWES_MESSAGES.itfForm8NotOpen(opensOn))
    expect(refused.body.message).toContain(formatDay(opensOn))
    expect(await storedForm(early.placementId)).toBeUndefined()
    const papers = await get(`/company/placements/${early.placementId}/siwes`, early.company.token)
    expect(papers.body.data.itfForm8OpensOn).toBe(opensOn)

    const ending = await siwesReady(t, ENDING_SOON)
    expect((await fill(ending.placementId, ending.company.token)).status).toBe(200)
  })

  it('needs the dates and the student details Part A prints', async () => {
    const { company, placementId } = await placed(t)
    const res = await fill(placementId, company.token)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      code: 'SIWES_DETAILS_MISSING',
      message:
        "Before ITF Form 8 can be signed, add the start and end dates, the student's matriculation number and the student's programme.",
    })
    expect(await storedForm(placementId)).toBeUndefined()
  })

  it('is for SIWES/IT placements only', async () => {
    const { company, intern, placementId } = await placed(t, NYSC_ROLE)
    await t.database.db
      .update(placements)
      .set({ startDate: '2026-01-05', endDate: '2026-10-28' })
      .where(eq(placements.id, placementId))
    for (const res of [
      await fill(placementId, company.token),
      await get(`/company/placements/${placementId}/itf-form-8`, company.token),
      await get(`/users/placements/${placementId}/itf-form-8`, intern.token),
    ]) {
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ code: 'NOT_SIWES_PLACEMENT' })
    }
    expect(await storedForm(placementId)).toBeUndefined()
  })

  it('refuses a bad assessment with 400 by field, and writes nothing', async () => {
    const { company, placementId } = await siwesReady(t, MAY_SCHEDULE)
    const cases: [object, Record<string, string>][] = [
      [{ ...ASSESSMENT, grade: 'E' }, { grade: SIWES_MESSAGES.grade }],
      [{ ...ASSESSMENT, grade: 'b' }, { grade: SIWES_MESSAGES.grade }],
      [{ ...ASSESSMENT, attendance: 12 }, { attendance: SIWES_MESSAGES.attendance }],
      [{ ...ASSESSMENT, comments: ' ' }, { comments: SIWES_MESSAGES.comments }],
      [{ ...ASSESSMENT, comments: 'x'.repeat(1001) }, { comments: SIWES_MESSAGES.comments }],
      [
        { grade: 'A', attendance: 'excellent', comments: 'Good.' },
        {
          signatoryName: SIWES_MESSAGES.signatoryName,
          signatoryTitle: SIWES_MESSAGES.signatoryTitle,
        },
      ],
    ]
    for (const [payload, errors] of cases) {
      const res = await fill(placementId, company.token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.errors).toEqual(errors)
    }
    expect(await storedForm(placementId)).toBeUndefined()
  })
})

describe('only the two parties fill or read ITF Form 8', () => {
  it('answers 404 to another account, 403 to the wrong kind or an admin, 401 without a session', async () => {
    const { company, intern, placementId } = await siwesReady(t, MAY_SCHEDULE)
    const otherCompany = await createAccount(t.database.db, 'company', {
      company: COMPLETE_COMPANY,
    })
    const otherIntern = await createAccount(t.database.db, 'intern')
    const admin = await createAdmin(t.database.db)

    expect((await fill(placementId, otherCompany.token)).status).toBe(404)
    expect((await fill(placementId, intern.token)).status).toBe(403)
    expect((await fill(placementId, admin.token)).status).toBe(403)
    expect((await fill(placementId)).status).toBe(401)
    expect((await fill('not-a-uuid', company.token)).status).toBe(404)
    expect(await storedForm(placementId)).toBeUndefined()

    await fill(placementId, company.token)
    const companyUrl = `/company/placements/${placementId}/itf-form-8`
    const internUrl = `/users/placements/${placementId}/itf-form-8`
    expect((await get(companyUrl, otherCompany.token)).status).toBe(404)
    expect((await get(internUrl, otherIntern.token)).status).toBe(404)
    expect((await get(companyUrl, intern.token)).status).toBe(403)
    expect((await get(internUrl, company.token)).status).toBe(403)
    for (const url of [companyUrl, internUrl]) {
      expect((await get(url, admin.token)).status).toBe(403)
      expect((await get(url)).status).toBe(401)
    }
  })

  it('limits how often a company fills it', async () => {
    const { company, placementId } = await siwesReady(t, MAY_SCHEDULE)
    const max = WRITE_LIMITS.siwesPapers.perAccount.max
    expect((await fill(placementId, company.token)).status).toBe(200)
    for (let i = 1; i < max; i++) expect((await fill(placementId, company.token)).status).toBe(409)
    expect((await fill(placementId, company.token)).status).toBe(429)
  })
})

describe('the data export', () => {
  it('carries the signed Form 8 for both parties', async () => {
    const { company, intern, placementId } = await siwesReady(t, MAY_SCHEDULE)
    await fill(placementId, company.token)
    for (const token of [intern.token, company.token]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/export',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.json().data.siwesPapers.itfForm8s).toMatchObject([
        {
          placementId,
          grade: 'B',
          attendance: 'good',
          comments: ASSESSMENT.comments,
          signatoryName: 'Bola Adeyemi',
          signatoryTitle: 'Head of People',
          signedBy: company.account.id,
          signedAt: expect.any(String),
          partA: { studentName: 'Ada Okafor' },
          company: { name: 'Kobo Ledger Technologies' },
        },
      ])
    }
  })
})
