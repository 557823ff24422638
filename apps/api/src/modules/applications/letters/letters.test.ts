import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LETTER_MESSAGES } from '@app/domain'
import { companies, letters, notifications, roles } from '../../../db/schema.js'
import { call, useTestApp, type TestContext } from '../../../../test/test-app.js'
import { createAccount, createAdmin, createCompleteIntern } from '../../../../test/factories.js'
import { applied, companyWithRole } from '../../../../test/conversation-fixtures.js'
import { pngBytes, SIMPLE_SVG, uploadAs } from '../../../../test/file-fixtures.js'
import { downloadAs, readPdf } from '../../../../test/pdf-fixtures.js'

const t = useTestApp()

const SIWES = {
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
}
const OFFER = {
  kind: 'offer',
  internName: 'Ada Okafor',
  signatoryName: 'Bola Adeyemi',
  signatoryTitle: 'Head of People',
  startDate: '2026-06-01',
  roleTitle: 'Front-End Developer Intern',
  durationMonths: 6,
  monthlyStipend: 50_000,
}
const NYSC = {
  kind: 'nysc',
  internName: 'Ada Okafor',
  signatoryName: 'Bola Adeyemi',
  signatoryTitle: 'Head of People',
  startDate: '2026-03-02',
  stateCode: 'la/26a/1234',
  ppaAddress: '12 Admiralty Way, Lekki, Lagos',
  accommodationProvided: true,
  transportProvided: false,
}

/** A company, an intern (Ada Okafor) who applied, and the company's acceptance. */
async function accepted(t: TestContext) {
  const parties = await applied(t)
  const res = await call(t.app, {
    method: 'PATCH',
    url: `/company/applications/${parties.applicationId}/accept`,
    token: parties.company.token,
  })
  expect(res.status).toBe(200)
  return parties
}

const issue = (token: string, applicationId: string, payload: object) =>
  call(t.app, {
    method: 'POST',
    url: `/company/applications/${applicationId}/letter`,
    token,
    payload,
  })

const download = (path: string, token: string) => downloadAs(t, path, token)

const storedLetters = () => t.database.db.select().from(letters)

const setCompany = (accountId: string, values: Partial<typeof companies.$inferInsert>) =>
  t.database.db.update(companies).set(values).where(eq(companies.accountId, accountId))

/** The year in Lagos now: a letter's reference year. */
const lagosYear = () => new Date(Date.now() + 3_600_000).getUTCFullYear()

describe('POST /company/applications/{id}/letter', () => {
  it('issues a SIWES letter that both parties download as a PDF naming the intern, the company and the scheme', async () => {
    const { company, intern, applicationId } = await accepted(t)
    await setCompany(company.account.id, { rcNumber: 'RC1234567' })
    t.mail.mails.length = 0

    const res = await issue(company.token, applicationId, SIWES)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(LETTER_MESSAGES.issued)
    expect(res.body.data).toMatchObject({ kind: 'siwes', issuedAt: expect.any(String) })

    for (const [path, token] of [
      [`/company/applications/${applicationId}/letter`, company.token],
      [`/users/applications/${applicationId}/letter`, intern.token],
    ] as const) {
      const pdf = await download(path, token)
      expect(pdf.statusCode).toBe(200)
      expect(pdf.headers['content-type']).toBe('application/pdf')
      expect(pdf.headers['content-disposition']).toBe(
        'attachment; filename="siwes-acceptance-letter-ada-okafor-kobo-ledger-technologies.pdf"',
      )
      const { pages, text } = await readPdf(pdf.rawPayload)
      expect(pages).toBeGreaterThanOrEqual(1)
      expect(text).toContain('Ada Okafor')
      expect(text).toContain('Kobo Ledger Technologies')
      // What a school's SIWES unit files the letter by: the company's CAC number, the letter's
      // reference and date, the student's matriculation number and level.
      expect(text).toContain('RC 1234567')
      expect(text).toMatch(new RegExp(`Our ref: IP/${lagosYear()}/\\d{6}`))
      expect(text).toMatch(/Date: \d{1,2} [A-Z][a-z]+ \d{4}/)
      expect(text).toContain('Matriculation number: YCT/HND/2021/045')
      expect(text).toContain('Level: HND I')
      expect(text).toContain('Programme and course: HND, Computer Science')
      expect(text).toContain('Students Industrial Work Experience Scheme (SIWES)')
      expect(text).toContain('The SIWES Coordinator')
      expect(text).toContain('an HND student of Computer Science at Yaba College of Technology')
      expect(text).toContain('24 weeks, beginning on 14 May 2026')
      expect(text).toContain('Emeka Nwosu')
      expect(text).toContain('+234 803 123 4567')
      expect(text).toContain('Bola Adeyemi')
      expect(text).toContain('Head of People')
      expect(text).toContain('12 Admiralty Way, Lekki, Lagos')
    }

    // The intern is told, in the app and by mail.
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
      .then((rows) => rows.filter((n) => n.title === 'Acceptance letter issued'))
    expect(notice).toMatchObject({ type: 'status', applicationId })
    expect(notice?.description).toBe(
      'Kobo Ledger Technologies issued your SIWES/IT acceptance letter for Front-End Developer Intern',
    )
    expect(t.mail.mails.map((m) => [m.to, m.subject])).toEqual([
      [intern.account.email, 'SIWES/IT acceptance letter: Front-End Developer Intern'],
    ])

    // Both parties' answers say a letter exists, so the web shows the download.
    const mine = await call(t.app, {
      method: 'GET',
      url: `/users/applications/${applicationId}`,
      token: intern.token,
    })
    expect(mine.body.data.letter).toEqual(res.body.data)
    const list = await call(t.app, {
      method: 'GET',
      url: '/users/applications',
      token: intern.token,
    })
    expect(list.body.data.docs[0].letter).toEqual(res.body.data)
    const theirs = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    expect(theirs.body.data.letter).toEqual(res.body.data)
  })

  it('writes an offer letter with the stipend in naira, or says the placement is unpaid', async () => {
    const { company, intern, applicationId } = await accepted(t)
    expect((await issue(company.token, applicationId, OFFER)).status).toBe(201)
    const paid = await readPdf(
      (await download(`/users/applications/${applicationId}/letter`, intern.token)).rawPayload,
    )
    expect(paid.text).toContain('OFFER OF PLACEMENT: FRONT-END DEVELOPER INTERN')
    expect(paid.text).toContain('Dear Ada Okafor,')
    expect(paid.text).toContain('6 months, beginning on 1 June 2026')
    expect(paid.text).toContain('monthly stipend of NGN 50,000')

    expect(
      (await issue(company.token, applicationId, { ...OFFER, monthlyStipend: null })).status,
    ).toBe(201)
    const unpaid = await readPdf(
      (await download(`/users/applications/${applicationId}/letter`, intern.token)).rawPayload,
    )
    expect(unpaid.text).toContain('This is an unpaid placement')
    expect(unpaid.text).not.toContain('NGN')
  })

  it('writes an NYSC letter with the state code, the PPA, the reporting date and what is provided', async () => {
    const { company, intern, applicationId } = await accepted(t)
    const res = await issue(company.token, applicationId, NYSC)
    expect(res.status).toBe(201)
    const { text } = await readPdf(
      (await download(`/users/applications/${applicationId}/letter`, intern.token)).rawPayload,
    )
    expect(text).toContain('National Youth Service Corps')
    // Not an NYSC role: the letter goes to the state the company is in.
    expect(text).toContain('The State Coordinator National Youth Service Corps (NYSC) Lagos State')
    expect(text).toContain('Ada Okafor (state code LA/26A/1234)')
    expect(text).toContain('place of primary assignment (PPA)')
    expect(text).toContain('report on 2 March 2026 at 12 Admiralty Way, Lekki, Lagos')
    expect(text).toContain('accommodation; transport is not provided')

    // A state code not yet given is left out.
    await issue(company.token, applicationId, { ...NYSC, stateCode: '' })
    const blank = await readPdf(
      (await download(`/users/applications/${applicationId}/letter`, intern.token)).rawPayload,
    )
    expect(blank.text).not.toContain('state code')
  })

  it('issuing again replaces the letter: one per application', async () => {
    const { company, applicationId } = await accepted(t)
    await issue(company.token, applicationId, SIWES)
    const again = await issue(company.token, applicationId, OFFER)
    expect(again.status).toBe(201)
    const rows = await storedLetters()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ kind: 'offer', applicationId })
    expect(rows[0]?.input).toMatchObject({ roleTitle: 'Front-End Developer Intern' })
  })

  it('is part of the intern’s data export', async () => {
    const { company, intern, applicationId } = await accepted(t)
    await issue(company.token, applicationId, NYSC)
    const res = await call(t.app, { method: 'GET', url: '/account/export', token: intern.token })
    expect(res.body.data.applications[0].letter).toMatchObject({
      kind: 'nysc',
      details: { stateCode: 'LA/26A/1234', ppaAddress: NYSC.ppaAddress },
    })
  })

  it('the same letter downloads as the same bytes', async () => {
    const { company, applicationId } = await accepted(t)
    await issue(company.token, applicationId, SIWES)
    const path = `/company/applications/${applicationId}/letter`
    const [first, second] = [
      await download(path, company.token),
      await download(path, company.token),
    ]
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true)
  })

  it('puts the company’s PNG logo on the letter, and an SVG logo drawn as a picture', async () => {
    const { company, intern, applicationId } = await accepted(t)
    const png = await uploadAs(t.app, company.token, await pngBytes(64, 64), 'logo.png')
    await t.database.db
      .update(companies)
      .set({ logoUrl: png.body.data.fileUrl })
      .where(eq(companies.accountId, company.account.id))
    await issue(company.token, applicationId, SIWES)
    const withLogo = await download(`/users/applications/${applicationId}/letter`, intern.token)
    expect(withLogo.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/)

    const svg = await uploadAs(t.app, company.token, Buffer.from(SIMPLE_SVG), 'logo.svg')
    await t.database.db
      .update(companies)
      .set({ logoUrl: svg.body.data.fileUrl })
      .where(eq(companies.accountId, company.account.id))
    await issue(company.token, applicationId, SIWES)
    const withSvg = await download(`/users/applications/${applicationId}/letter`, intern.token)
    expect(withSvg.statusCode).toBe(200)
    expect(withSvg.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/)
    expect((await readPdf(withSvg.rawPayload)).text).toContain('Kobo Ledger Technologies')
  })

  it('writes an NYSC letter to the coordinator of the role’s state: the FCT', async () => {
    const { company, intern, applicationId } = await accepted(t)
    await t.database.db
      .update(roles)
      .set({ placementType: 'nysc', nyscState: 'Abuja FCT' })
      .where(eq(roles.id, company.roleId))
    await issue(company.token, applicationId, NYSC)
    const { text } = await readPdf(
      (await download(`/users/applications/${applicationId}/letter`, intern.token)).rawPayload,
    )
    expect(text).toContain('The State Coordinator National Youth Service Corps (NYSC) FCT, Abuja')
    expect(text).not.toContain('Lagos State')
  })

  it('writes each part of the company’s address once in the letterhead', async () => {
    const { company, intern, applicationId } = await accepted(t)
    await setCompany(company.account.id, {
      address: '3 Herbert Macaulay Way, Yaba, Lagos',
      city: 'Lagos',
      state: 'Lagos',
    })
    await issue(company.token, applicationId, OFFER)
    const { text } = await readPdf(
      (await download(`/users/applications/${applicationId}/letter`, intern.token)).rawPayload,
    )
    expect(text).toContain('3 Herbert Macaulay Way, Yaba, Lagos')
    expect(text).not.toMatch(/Lagos, Lagos/)
  })

  it('keeps a letter’s reference when it is issued again; another letter has its own', async () => {
    const { company, intern, applicationId } = await accepted(t)
    const referenceOf = async (id: string, token: string) =>
      /Our ref: (IP\/\d{4}\/\d{6})/.exec(
        (await readPdf((await download(`/users/applications/${id}/letter`, token)).rawPayload))
          .text,
      )?.[1]
    await issue(company.token, applicationId, SIWES)
    const first = await referenceOf(applicationId, intern.token)
    expect(first).toMatch(new RegExp(`^IP/${lagosYear()}/`))
    await issue(company.token, applicationId, OFFER)
    expect(await referenceOf(applicationId, intern.token)).toBe(first)

    const other = await companyWithRole(t, 'Savannah Agro')
    const applied2 = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${other.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    const secondId = applied2.body.data.id as string
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${secondId}/accept`,
      token: other.token,
    })
    expect((await issue(other.token, secondId, SIWES)).status).toBe(201)
    const second = await referenceOf(secondId, intern.token)
    expect(second).toMatch(/^IP\/\d{4}\/\d{6}$/)
    expect(second).not.toBe(first)
  })

  it('names an intern’s letters apart by kind and company, so one download does not replace another', async () => {
    const { company, intern, applicationId } = await accepted(t)
    const other = await companyWithRole(t, 'Savannah Agro')
    const applied2 = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${other.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    const secondId = applied2.body.data.id as string
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${secondId}/accept`,
      token: other.token,
    })
    await issue(company.token, applicationId, OFFER)
    await issue(other.token, secondId, SIWES)
    const names = await Promise.all(
      [applicationId, secondId].map(
        async (id) =>
          (await download(`/users/applications/${id}/letter`, intern.token)).headers[
            'content-disposition'
          ],
      ),
    )
    expect(names).toEqual([
      'attachment; filename="offer-letter-ada-okafor-kobo-ledger-technologies.pdf"',
      'attachment; filename="siwes-acceptance-letter-ada-okafor-savannah-agro.pdf"',
    ])
  })

  it('refuses a letter for an application that is not accepted, and stores nothing', async () => {
    const { company, intern, applicationId } = await applied(t)
    const res = await issue(company.token, applicationId, SIWES)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ status: 'error', message: LETTER_MESSAGES.notAccepted })

    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/reject`,
      token: company.token,
    })
    expect((await issue(company.token, applicationId, SIWES)).status).toBe(409)
    expect(await storedLetters()).toEqual([])
    const none = await download(`/users/applications/${applicationId}/letter`, intern.token)
    expect(none.statusCode).toBe(404)
  })

  it.each([
    ['an unknown kind', { ...SIWES, kind: 'reference' }, 'kind', LETTER_MESSAGES.kind],
    ['no kind', { ...SIWES, kind: undefined }, 'kind', LETTER_MESSAGES.kind],
    [
      'a blank signatory',
      { ...SIWES, signatoryName: '  ' },
      'signatoryName',
      LETTER_MESSAGES.required,
    ],
    [
      'an impossible date',
      { ...SIWES, startDate: '2026-02-30' },
      'startDate',
      LETTER_MESSAGES.date,
    ],
    ['no weeks', { ...SIWES, weeks: undefined }, 'weeks', LETTER_MESSAGES.weeks],
    ['too many weeks', { ...SIWES, weeks: 60 }, 'weeks', LETTER_MESSAGES.weeks],
    [
      'an unknown programme',
      { ...SIWES, programme: 'PhD' },
      'programme',
      LETTER_MESSAGES.programme,
    ],
    [
      'a phone of letters',
      { ...SIWES, supervisorPhone: 'call me' },
      'supervisorPhone',
      LETTER_MESSAGES.phone,
    ],
    [
      'a negative stipend',
      { ...OFFER, monthlyStipend: -5 },
      'monthlyStipend',
      LETTER_MESSAGES.stipend,
    ],
    [
      'a wrong state code',
      { ...NYSC, stateCode: 'Lagos 2026' },
      'stateCode',
      LETTER_MESSAGES.stateCode,
    ],
    ['no PPA address', { ...NYSC, ppaAddress: undefined }, 'ppaAddress', LETTER_MESSAGES.required],
    [
      'a matriculation number that is a formula',
      { ...SIWES, matricNumber: '=cmd|x' },
      'matricNumber',
      LETTER_MESSAGES.matricNumber,
    ],
    ['an overlong level', { ...SIWES, level: 'L'.repeat(31) }, 'level', LETTER_MESSAGES.level],
  ])(
    'answers 400 for %s, naming the field, and stores nothing',
    async (_, payload, field, message) => {
      const { company, applicationId } = await accepted(t)
      const res = await issue(company.token, applicationId, payload)
      expect(res.status).toBe(400)
      expect(res.body.errors?.[field]).toBe(message)
      expect(await storedLetters()).toEqual([])
    },
  )

  it('is limited per account', async () => {
    const { company, applicationId } = await accepted(t)
    let last = 0
    for (let n = 0; n < 31; n++) last = (await issue(company.token, applicationId, SIWES)).status
    expect(last).toBe(429)
  })
})

describe('who may issue and download a letter', () => {
  it('another company, another intern, an admin and a signed-out caller cannot', async () => {
    const { company, intern, applicationId } = await accepted(t)
    await issue(company.token, applicationId, SIWES)
    const otherCompany = await companyWithRole(t, 'Savannah Agro')
    const otherIntern = await createCompleteIntern(t, { firstName: 'Tunde' })
    const admin = await createAdmin(t.database.db)

    const companyPath = `/company/applications/${applicationId}/letter`
    const internPath = `/users/applications/${applicationId}/letter`
    expect((await issue(otherCompany.token, applicationId, OFFER)).status).toBe(404)
    expect((await download(companyPath, otherCompany.token)).statusCode).toBe(404)
    expect((await download(internPath, otherIntern.token)).statusCode).toBe(404)
    // An admin's token and an intern's are not a company's, nor a company's an intern's.
    expect((await issue(admin.token, applicationId, OFFER)).status).toBe(403)
    expect((await download(companyPath, admin.token)).statusCode).toBe(403)
    expect((await download(internPath, admin.token)).statusCode).toBe(403)
    expect((await issue(intern.token, applicationId, OFFER)).status).toBe(403)
    expect((await download(internPath, company.token)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1${internPath}` })).statusCode).toBe(
      401,
    )
    // A malformed id is not found, like an unknown one.
    expect((await download('/users/applications/nope/letter', intern.token)).statusCode).toBe(404)

    const rows = await storedLetters()
    expect(rows.map((r) => r.kind)).toEqual(['siwes'])
  })

  it('answers 404 when no letter was issued', async () => {
    const { company, intern, applicationId } = await accepted(t)
    const res = await download(`/company/applications/${applicationId}/letter`, company.token)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(LETTER_MESSAGES.notFound)
    expect(
      (await download(`/users/applications/${applicationId}/letter`, intern.token)).statusCode,
    ).toBe(404)
    const mine = await call(t.app, {
      method: 'GET',
      url: `/users/applications/${applicationId}`,
      token: intern.token,
    })
    expect(mine.body.data.letter).toBeNull()
  })

  it('a company with an incomplete profile cannot issue', async () => {
    const { applicationId } = await accepted(t)
    const bare = await createAccount(t.database.db, 'company')
    expect((await issue(bare.token, applicationId, SIWES)).status).toBe(403)
  })
})
