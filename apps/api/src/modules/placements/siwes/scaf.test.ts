import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SIWES_MESSAGES, WRITE_LIMITS, formatDay, lagosDayLabel, scafDeadline } from '@app/domain'
import { companies, noticeSends, notifications, placements, scafs } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createAdmin } from '../../../../test/factories.js'
import {
  NYSC_ROLE,
  SCHEDULE,
  SIGNATORY,
  STUDENT_DETAILS,
  placed,
  siwesReady,
} from '../../../../test/placement-fixtures.js'
import { verifyPhone } from '../../../../test/phone-fixtures.js'
import { downloadAs, readPdf } from '../../../../test/pdf-fixtures.js'

const t = useTestApp()

const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', url, ...(token && { token }) })
const post = (url: string, token?: string, payload?: object) =>
  call(t.app, { method: 'POST', url, ...(token && { token }), ...(payload && { payload }) })

const sign = (id: string, token: string, payload: object = SIGNATORY) =>
  post(`/company/placements/${id}/scaf/sign`, token, payload)
const submitted = (id: string, token?: string) =>
  post(`/users/placements/${id}/scaf/submitted`, token)

const storedScaf = async (id: string) =>
  (await t.database.db.select().from(scafs).where(eq(scafs.placementId, id)))[0]

const noticesTo = async (accountId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.accountId, accountId))

/** 24 weeks from 14 May 2026: under way long ago, on the day these forms can be checked. */
const MAY_SCHEDULE = { ...SCHEDULE, startDate: '2026-05-14', endDate: '2026-10-28' }

describe('the company signs the SCAF', () => {
  it('signs once, tells the student, and the placement and its papers follow', async () => {
    const { company, intern, placementId } = await siwesReady(t)
    const deadline = scafDeadline(SCHEDULE.startDate)
    const before = await get(`/company/placements/${placementId}`, company.token)
    expect(before.body.data.next).toBe('Sign the SCAF')
    const unsigned = await get(`/users/placements/${placementId}/siwes`, intern.token)
    expect(unsigned.status).toBe(200)
    expect(unsigned.body.data).toMatchObject({ scaf: null, itfForm8: null })

    const res = await sign(placementId, company.token)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(SIWES_MESSAGES.scafSigned)
    expect(res.body.data.scaf).toMatchObject({
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
      startDate: SCHEDULE.startDate,
      itfDeadline: deadline,
      submittedAt: null,
    })

    const stored = await storedScaf(placementId)
    expect(stored).toMatchObject({
      signedBy: company.account.id,
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
      startDate: SCHEDULE.startDate,
      // Signed before the start: the first reminder waits for the start.
      remindedAt: null,
      company: { name: 'Kobo Ledger Technologies', address: '12 Admiralty Way, Lekki, Lagos' },
      form: {
        studentName: 'Ada Okafor',
        ...STUDENT_DETAILS,
        weeks: 24,
        supervisorName: 'Emeka Nwosu',
        supervisorPhone: '+2348031234567',
      },
    })

    const titles = (await noticesTo(intern.account.id)).map((notice) => notice.title)
    expect(titles).toContain('Your SCAF is signed')
    const mail = t.mail.mails.find((m) => m.to === intern.account.email && /SCAF/.test(m.subject))
    expect(mail?.subject).toBe(`Your SCAF is signed: take it to the ITF by ${formatDay(deadline)}`)
    expect(mail?.text).toContain(`Your placement starts ${formatDay(SCHEDULE.startDate)}`)
    expect(mail?.text).toContain(`/app/intern/placements/${placementId}`)

    expect((await get(`/company/placements/${placementId}`, company.token)).body.data.next).toBe(
      `Starts ${formatDay(SCHEDULE.startDate)}`,
    )
    expect((await get(`/users/placements/${placementId}`, intern.token)).body.data.next).toBe(
      `Take your SCAF to the ITF Area Office by ${formatDay(deadline)}`,
    )

    for (const [token, base] of [
      [intern.token, '/users'],
      [company.token, '/company'],
    ] as const) {
      const docs = await get(`${base}/placements/${placementId}/documents`, token)
      expect(docs.body.data.docs).toContainEqual({
        kind: 'scaf',
        title: "Students' Commencement of Attachment Form (SCAF)",
        date: res.body.data.scaf.signedAt,
        path: `${base}/placements/${placementId}/scaf`,
      })
    }

    const again = await sign(placementId, company.token, {
      signatoryName: 'Someone Else',
      signatoryTitle: 'CEO',
    })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({
      code: 'SIWES_PAPER_STATE',
      message: SIWES_MESSAGES.scafAlreadySigned,
    })
    expect(await storedScaf(placementId)).toEqual(stored)
  })

  it('sends the signing notice to a verified phone too', async () => {
    const { company, intern, placementId } = await siwesReady(t)
    await verifyPhone(t, intern.account.id, '+2348035551234', { smsNotices: true })
    expect((await sign(placementId, company.token)).status).toBe(200)
    await t.app.ctx.jobs.settle()
    const sends = await t.database.db
      .select({ channel: noticeSends.channel })
      .from(noticeSends)
      .where(eq(noticeSends.event, 'scaf-signed'))
    expect(sends.map((send) => send.channel).sort()).toEqual(['mail', 'sms'])
  })

  it('prints the letterhead, the student, the employer, the dates, the supervisor and the signature', async () => {
    const { company, intern, placementId } = await siwesReady(t, MAY_SCHEDULE)
    expect((await sign(placementId, company.token)).status).toBe(200)
    // Signed after the start: the notice is the first reminder, with the ITF's deadline.
    expect((await storedScaf(placementId))?.remindedAt).not.toBeNull()
    const mail = t.mail.mails.find((m) => m.to === intern.account.email && /SCAF/.test(m.subject))
    expect(mail?.text).toContain('Take it to the nearest ITF Area Office by 28 May 2026')

    const pdf = await downloadAs(t, `/company/placements/${placementId}/scaf`, company.token)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="scaf-ada-okafor-kobo-ledger-technologies.pdf"',
    )
    expect(pdf.headers['cache-control']).toBe('private, no-store')
    const { pages, text } = await readPdf(pdf.rawPayload)
    expect(pages).toBe(1)
    for (const words of [
      'Kobo Ledger Technologies',
      "STUDENTS' COMMENCEMENT OF ATTACHMENT FORM (SCAF)",
      'Name: Ada Okafor',
      'Matriculation number: YCT/HND/2021/045',
      'Institution: Yaba College of Technology',
      'Course of study: Computer Engineering',
      'Programme: HND',
      'Address: 12 Admiralty Way, Lekki, Lagos',
      'Date of commencement: 14 May 2026',
      'Period of attachment: 24 weeks (14 May 2026 to 28 October 2026)',
      'Name: Emeka Nwosu',
      'Phone: +234 803 123 4567',
      'by 28 May 2026',
      `Signed electronically by Bola Adeyemi, Head of People, for Kobo Ledger Technologies on ${lagosDayLabel(new Date())}`,
    ]) {
      expect(text).toContain(words)
    }

    // The same form for the student, byte for byte, whatever changed since it was signed.
    await t.database.db
      .update(companies)
      .set({ companyName: 'Kobo Ledger Holdings', address: '1 Marina' })
      .where(eq(companies.accountId, company.account.id))
    await t.database.db
      .update(placements)
      .set({ supervisorName: 'Someone New' })
      .where(eq(placements.id, placementId))
    const theirs = await downloadAs(t, `/users/placements/${placementId}/scaf`, intern.token)
    expect(theirs.statusCode).toBe(200)
    expect(theirs.rawPayload.equals(pdf.rawPayload)).toBe(true)
  })
})

describe('the student marks the SCAF taken to the ITF', () => {
  it('marks it once, after it is signed, and the next step moves on', async () => {
    const { company, intern, placementId } = await siwesReady(t)
    const early = await submitted(placementId, intern.token)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({
      code: 'SIWES_PAPER_STATE',
      message: SIWES_MESSAGES.submitBeforeSigned,
    })

    await sign(placementId, company.token)
    const res = await submitted(placementId, intern.token)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(SIWES_MESSAGES.scafSubmitted)
    expect(res.body.data.scaf.submittedAt).toEqual(expect.any(String))
    expect((await storedScaf(placementId))?.submittedAt).toEqual(
      new Date(res.body.data.scaf.submittedAt),
    )
    expect((await get(`/users/placements/${placementId}`, intern.token)).body.data.next).toBe(
      `Starts ${formatDay(SCHEDULE.startDate)}`,
    )

    const twice = await submitted(placementId, intern.token)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(SIWES_MESSAGES.scafAlreadySubmitted)
    expect((await storedScaf(placementId))?.submittedAt).toEqual(
      new Date(res.body.data.scaf.submittedAt),
    )
  })
})

describe('what the SCAF refuses', () => {
  it('has no draft: the PDF is not found until the form is signed', async () => {
    const { company, intern, placementId } = await siwesReady(t)
    for (const [path, token] of [
      [`/company/placements/${placementId}/scaf`, company.token],
      [`/users/placements/${placementId}/scaf`, intern.token],
    ] as const) {
      const res = await get(path, token)
      expect(res.status).toBe(404)
      expect(res.body.message).toBe(SIWES_MESSAGES.scafNotSigned)
    }
  })

  it('names each detail the form still needs, and signs nothing', async () => {
    const { company, intern, placementId } = await placed(t)
    const bare = await sign(placementId, company.token)
    expect(bare.status).toBe(409)
    expect(bare.body.code).toBe('SIWES_DETAILS_MISSING')
    expect(bare.body.message).toBe(
      "Before the SCAF can be signed, add the start and end dates, the industry supervisor's name and phone, the student's matriculation number and the student's programme.",
    )
    await call(t.app, {
      method: 'PATCH',
      url: `/company/placements/${placementId}`,
      token: company.token,
      payload: SCHEDULE,
    })
    await call(t.app, {
      method: 'PATCH',
      url: `/users/placements/${placementId}`,
      token: intern.token,
      payload: STUDENT_DETAILS,
    })
    await t.database.db
      .update(companies)
      .set({ address: null, city: null, state: null })
      .where(eq(companies.accountId, company.account.id))
    const noAddress = await sign(placementId, company.token)
    expect(noAddress.status).toBe(409)
    expect(noAddress.body.message).toBe(
      "Before the SCAF can be signed, add the company's address (on the company profile).",
    )
    expect(await storedScaf(placementId)).toBeUndefined()
  })

  it('is for SIWES/IT placements only', async () => {
    const { company, intern, placementId } = await placed(t, NYSC_ROLE)
    const answers = [
      await sign(placementId, company.token),
      await submitted(placementId, intern.token),
      await get(`/company/placements/${placementId}/scaf`, company.token),
      await get(`/users/placements/${placementId}/scaf`, intern.token),
      await get(`/users/placements/${placementId}/siwes`, intern.token),
    ]
    for (const res of answers) {
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({
        code: 'NOT_SIWES_PLACEMENT',
        message: SIWES_MESSAGES.notSiwes,
      })
    }
    expect(await storedScaf(placementId)).toBeUndefined()
  })

  it('refuses a bad signatory with 400 by field, and writes nothing', async () => {
    const { company, placementId } = await siwesReady(t)
    const cases: [object, Record<string, string>][] = [
      [
        {},
        {
          signatoryName: SIWES_MESSAGES.signatoryName,
          signatoryTitle: SIWES_MESSAGES.signatoryTitle,
        },
      ],
      [{ ...SIGNATORY, signatoryName: '   ' }, { signatoryName: SIWES_MESSAGES.signatoryName }],
      [
        { ...SIGNATORY, signatoryTitle: 'x'.repeat(101) },
        { signatoryTitle: SIWES_MESSAGES.signatoryTitle },
      ],
      [{ ...SIGNATORY, signatoryName: 42 }, { signatoryName: SIWES_MESSAGES.signatoryName }],
    ]
    for (const [payload, errors] of cases) {
      const res = await sign(placementId, company.token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.errors).toEqual(errors)
    }
    expect(await storedScaf(placementId)).toBeUndefined()
  })
})

describe('only the two parties see or sign the SCAF', () => {
  it('answers 404 to another account, 403 to the wrong kind or an admin, 401 without a session', async () => {
    const { company, intern, placementId } = await siwesReady(t)
    const otherCompany = await createAccount(t.database.db, 'company', {
      company: COMPLETE_COMPANY,
    })
    const otherIntern = await createAccount(t.database.db, 'intern')
    const admin = await createAdmin(t.database.db)

    expect((await sign(placementId, otherCompany.token)).status).toBe(404)
    expect((await sign('not-a-uuid', company.token)).status).toBe(404)
    expect((await storedScaf(placementId)) ?? null).toBeNull()
    await sign(placementId, company.token)

    const reads = [
      ['/company', `/placements/${placementId}/scaf`],
      ['/company', `/placements/${placementId}/siwes`],
      ['/users', `/placements/${placementId}/scaf`],
      ['/users', `/placements/${placementId}/siwes`],
    ] as const
    for (const [base, path] of reads) {
      const stranger = base === '/company' ? otherCompany : otherIntern
      const wrongKind = base === '/company' ? intern : company
      expect((await get(base + path, stranger.token)).status, base + path).toBe(404)
      expect((await get(base + path, wrongKind.token)).status, base + path).toBe(403)
      expect((await get(base + path, admin.token)).status, base + path).toBe(403)
      expect((await get(base + path)).status, base + path).toBe(401)
    }

    expect((await submitted(placementId, otherIntern.token)).status).toBe(404)
    expect((await submitted(placementId, company.token)).status).toBe(403)
    expect((await submitted(placementId, admin.token)).status).toBe(403)
    expect((await submitted(placementId)).status).toBe(401)
    expect((await sign(placementId, intern.token)).status).toBe(403)
    expect((await sign(placementId, admin.token)).status).toBe(403)
    expect(
      (await post(`/company/placements/${placementId}/scaf/sign`, undefined, SIGNATORY)).status,
    ).toBe(401)
    expect((await storedScaf(placementId))?.submittedAt).toBeNull()
  })

  it('limits how often an account signs and downloads', async () => {
    const { company, intern, placementId } = await siwesReady(t)
    const max = WRITE_LIMITS.siwesPapers.perAccount.max
    expect((await sign(placementId, company.token)).status).toBe(200)
    for (let i = 1; i < max; i++) expect((await sign(placementId, company.token)).status).toBe(409)
    const over = await sign(placementId, company.token)
    expect(over.status).toBe(429)
    expect(over.body.message).toContain(WRITE_LIMITS.siwesPapers.message)

    const downloads = WRITE_LIMITS.siwesDownloads.perAccount.max
    for (let i = 0; i < downloads; i++) {
      expect((await get(`/users/placements/${placementId}/itf-form-8`, intern.token)).status).toBe(
        404,
      )
    }
    expect((await get(`/users/placements/${placementId}/scaf`, intern.token)).status).toBe(429)
  })
})

describe('the data export', () => {
  it('carries the signed SCAF for both parties, every stored field', async () => {
    const { company, intern, placementId } = await siwesReady(t)
    await sign(placementId, company.token)
    await submitted(placementId, intern.token)
    for (const token of [intern.token, company.token]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/account/export',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(200)
      const { scafs: exported, itfForm8s } = res.json().data.siwesPapers
      expect(itfForm8s).toEqual([])
      expect(exported).toHaveLength(1)
      expect(Object.keys(exported[0]).sort()).toEqual(
        [
          'company',
          'form',
          'lastRemindedAt',
          'placementId',
          'remindedAt',
          'signatoryName',
          'signatoryTitle',
          'signedAt',
          'signedBy',
          'startDate',
          'submittedAt',
        ].sort(),
      )
      expect(exported[0]).toMatchObject({
        placementId,
        signedBy: company.account.id,
        signatoryName: 'Bola Adeyemi',
        form: { matricNumber: 'YCT/HND/2021/045' },
        submittedAt: expect.any(String),
      })
    }
  })
})
