import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  APPLICATION_LETTER_MESSAGES,
  APPLICATION_LETTERS_MAX,
  COVER_NOTE_MAX_WORDS,
  lagosDayLabel,
  wordCount,
} from '@app/domain'
import { applicationLetters } from '../../../db/schema.js'
import { call, useTestApp, type TestContext } from '../../../../test/test-app.js'
import {
  COMPLETE_COMPANY,
  createAccount,
  createAdmin,
  createCompleteIntern,
} from '../../../../test/factories.js'
import { SIWES_ROLE } from '../../../../test/placement-fixtures.js'
import { downloadAs, readPdf } from '../../../../test/pdf-fixtures.js'

const t = useTestApp()

const SIWES_REQUEST = {
  kind: 'siwes-request',
  companyName: 'Paystride Technologies Ltd',
  companyAddress: '4 Broad Street\nLagos Island, Lagos',
  programme: 'siwes',
  durationWeeks: 24,
  startDate: '2026-06-01',
  level: '300 Level',
}

const write = (token: string | undefined, payload: object) =>
  call(t.app, { method: 'POST', url: '/users/letters', ...(token && { token }), payload })
const get = (url: string, token?: string) =>
  call(t.app, { method: 'GET', url, ...(token && { token }) })
const storedLetters = () => t.database.db.select().from(applicationLetters)

/** A verified company's open role of the kind (a SIWES role unless told). */
async function postedRole(ctx: TestContext, role: object = SIWES_ROLE) {
  const company = await createAccount(ctx.database.db, 'company', { company: COMPLETE_COMPANY })
  const res = await call(ctx.app, {
    method: 'POST',
    url: '/roles/add-role',
    token: company.token,
    payload: role,
  })
  expect(res.status).toBe(201)
  return { company, roleId: res.body.data.id as string }
}

describe("an intern's SIWES application letter", () => {
  it('is written from the profile, edited, listed and downloaded as a formal letter', async () => {
    const intern = await createCompleteIntern(t)
    const res = await write(intern.token, SIWES_REQUEST)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(APPLICATION_LETTER_MESSAGES.created)
    const letter = res.body.data
    expect(letter).toMatchObject({
      kind: 'siwes-request',
      companyName: 'Paystride Technologies Ltd',
      companyAddress: '4 Broad Street\nLagos Island, Lagos',
      roleId: null,
      programme: 'siwes',
      durationWeeks: 24,
      durationMonths: null,
      startDate: '2026-06-01',
      subject: 'APPLICATION FOR SIWES PLACEMENT',
    })
    expect(letter.body).toMatch(
      /^I am Ada Chiamaka Okafor, a 300 Level student of Computer Science at the University of Lagos\. I write to apply for a placement at Paystride Technologies Ltd for my Students Industrial Work Experience Scheme \(SIWES\)\./,
    )
    expect(letter.body).toContain('requires me to complete 24 weeks of it')
    expect(letter.body).toContain('from 1 June 2026 to 15 November 2026')
    expect(letter.body).toContain('(SCAF) for your signature')
    expect(letter.body).toContain('on +234 803 456 7890 or at')

    const edited = {
      companyName: 'Paystride Technologies Limited',
      companyAddress: '4 Broad Street\nLagos Island\nLagos',
      subject: 'Application for SIWES placement (Software)',
      body: 'I am Ada Okafor, and I would like to train with your software team.\n\nI can start in June.',
    }
    const saved = await call(t.app, {
      method: 'PUT',
      url: `/users/letters/${letter.id}`,
      token: intern.token,
      payload: edited,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe(APPLICATION_LETTER_MESSAGES.saved)
    const again = await get(`/users/letters/${letter.id}`, intern.token)
    expect(again.body.data).toMatchObject(edited)

    const cover = await write(intern.token, {
      kind: 'cover',
      roleId: (await postedRole(t, { ...SIWES_ROLE, title: 'Data Analyst Intern' })).roleId,
    })
    expect(cover.status).toBe(201)
    const list = await get('/users/letters', intern.token)
    expect(list.body.data.max).toBe(APPLICATION_LETTERS_MAX)
    expect(list.body.data.docs.map((doc: { id: string }) => doc.id)).toEqual([
      cover.body.data.id,
      letter.id,
    ])
    expect(list.body.data.docs[1]).not.toHaveProperty('body')

    const pdf = await downloadAs(t, `/users/letters/${letter.id}.pdf`, intern.token)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="siwes-application-letter-paystride-technologies-limited.pdf"',
    )
    const { text, pages } = await readPdf(Buffer.from(pdf.rawPayload))
    expect(pages).toBe(1)
    const inOrder = [
      '15 Herbert Macaulay Way, Yaba, Lagos',
      '+234 803 456 7890',
      lagosDayLabel(new Date()),
      'The Human Resources Manager,',
      'Paystride Technologies Limited, 4 Broad Street Lagos Island Lagos',
      'Dear Sir/Madam,',
      'APPLICATION FOR SIWES PLACEMENT (SOFTWARE)',
      'I am Ada Okafor, and I would like to train with your software team.',
      'I can start in June.',
      'Yours faithfully,',
      'Ada Chiamaka Okafor',
    ]
    let from = 0
    for (const words of inOrder) {
      const at = text.indexOf(words, from)
      expect(at, words).toBeGreaterThanOrEqual(from)
      from = at + words.length
    }

    const deleted = await call(t.app, {
      method: 'DELETE',
      url: `/users/letters/${letter.id}`,
      token: intern.token,
    })
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe(APPLICATION_LETTER_MESSAGES.deleted)
    expect((await get(`/users/letters/${letter.id}`, intern.token)).status).toBe(404)
    expect(await storedLetters()).toHaveLength(1)
  })

  it("takes the company's name and address and the weeks from a SIWES role", async () => {
    const { roleId } = await postedRole(t)
    const intern = await createCompleteIntern(t)
    const res = await write(intern.token, { kind: 'siwes-request', roleId })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      roleId,
      roleTitle: 'SIWES Trainee (Software)',
      companyName: 'Kobo Ledger Technologies',
      companyAddress: expect.stringContaining('12 Admiralty Way, Lekki'),
      programme: 'siwes',
      durationWeeks: 24,
    })
    expect(res.body.data.body).toContain(
      'at Kobo Ledger Technologies as a SIWES Trainee (Software) for my Students Industrial',
    )
    expect(res.body.data.body).toContain('at a time that suits your organisation')
  })

  it('writes a cover note of at most 200 words for a role', async () => {
    const { roleId } = await postedRole(t, { ...SIWES_ROLE, title: 'Data Analyst Intern' })
    const intern = await createCompleteIntern(t)
    const res = await write(intern.token, { kind: 'cover', roleId })
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      kind: 'cover',
      programme: null,
      durationWeeks: null,
      subject: 'APPLICATION FOR THE ROLE OF DATA ANALYST INTERN',
    })
    expect(res.body.data.body).toMatch(
      /^I am applying for the Data Analyst Intern role at Kobo Ledger Technologies\. I study Computer Science at the University of Lagos, graduating in 2025\./,
    )
    expect(wordCount(res.body.data.body)).toBeLessThanOrEqual(COVER_NOTE_MAX_WORDS)
    const pdf = await downloadAs(t, `/users/letters/${res.body.data.id}.pdf`, intern.token)
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="cover-note-kobo-ledger-technologies.pdf"',
    )
  })

  it('names the matriculation number of a placement the intern has', async () => {
    const { roleId } = await postedRole(t)
    const intern = await createCompleteIntern(t)
    const applied = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    expect(applied.status).toBe(201)
    const { placements } = await import('../../../db/schema.js')
    await t.database.db.insert(placements).values({
      applicationId: applied.body.data.id,
      companyId: (await get(`/users/roles/${roleId}`, intern.token)).body.data.company.id,
      internId: intern.account.id,
      kind: 'siwes',
      matricNumber: 'CSC/2021/045',
    })
    const res = await write(intern.token, { ...SIWES_REQUEST, level: undefined })
    expect(res.body.data.body).toContain(
      'a student of Computer Science at the University of Lagos (matriculation number CSC/2021/045), admitted in 2021 and due to graduate in 2025.',
    )
  })
})

describe('what a letter refuses', () => {
  it('refuses bad input with the field and its message, and writes nothing', async () => {
    const intern = await createCompleteIntern(t)
    for (const [payload, field, message] of [
      [{ kind: 'siwes-request' }, 'companyName', APPLICATION_LETTER_MESSAGES.companyName],
      [{ kind: 'cover' }, 'roleId', APPLICATION_LETTER_MESSAGES.coverNeedsRole],
      [{ kind: 'memo' }, 'kind', APPLICATION_LETTER_MESSAGES.kind],
      [
        { ...SIWES_REQUEST, durationMonths: 6 },
        'durationMonths',
        APPLICATION_LETTER_MESSAGES.durationBoth,
      ],
      [
        { ...SIWES_REQUEST, companyName: 'x'.repeat(101) },
        'companyName',
        APPLICATION_LETTER_MESSAGES.companyNameTooLong,
      ],
      [
        { kind: 'siwes-request', roleId: crypto.randomUUID() },
        'roleId',
        APPLICATION_LETTER_MESSAGES.roleNotFound,
      ],
    ] as const) {
      const res = await write(intern.token, payload)
      expect(res.status, JSON.stringify(payload)).toBe(400)
      expect(res.body.errors[field]).toBe(message)
    }
    // A role that is not SIWES gives no weeks: the intern must give the duration.
    const { roleId } = await postedRole(t, { ...SIWES_ROLE, placementType: 'internship' })
    const noWeeks = await write(intern.token, { kind: 'siwes-request', roleId })
    expect(noWeeks.status).toBe(400)
    expect(noWeeks.body.errors).toEqual({
      durationWeeks: APPLICATION_LETTER_MESSAGES.durationMissing,
    })
    expect(await storedLetters()).toHaveLength(0)

    const letter = (await write(intern.token, SIWES_REQUEST)).body.data
    const badEdit = await call(t.app, {
      method: 'PUT',
      url: `/users/letters/${letter.id}`,
      token: intern.token,
      payload: { companyName: 'Paystride', subject: 'Hello', body: ' ' },
    })
    expect(badEdit.status).toBe(400)
    expect(badEdit.body.errors).toEqual({ body: APPLICATION_LETTER_MESSAGES.body })
    const [stored] = await storedLetters()
    expect(stored?.body).toBe(letter.body)
  })

  it(`keeps at most ${APPLICATION_LETTERS_MAX} letters an intern`, async () => {
    const intern = await createCompleteIntern(t)
    await t.database.db.insert(applicationLetters).values(
      Array.from({ length: APPLICATION_LETTERS_MAX }, () => ({
        internId: intern.account.id,
        kind: 'cover' as const,
        companyName: 'Kobo',
        subject: 'APPLICATION',
        body: 'Words.',
      })),
    )
    const res = await write(intern.token, SIWES_REQUEST)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'APPLICATION_LETTERS_FULL',
      message: APPLICATION_LETTER_MESSAGES.full,
    })
    expect(await storedLetters()).toHaveLength(APPLICATION_LETTERS_MAX)
  })
})

describe('who reaches a letter', () => {
  it('another intern finds none; companies and admins are refused; no token is 401', async () => {
    const intern = await createCompleteIntern(t)
    const letter = (await write(intern.token, SIWES_REQUEST)).body.data
    const other = await createCompleteIntern(t)
    const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    const admin = await createAdmin(t.database.db)
    const edit = { companyName: 'Mine now', subject: 'Taken', body: 'Taken.' }
    const requests = [
      { method: 'GET', url: '/users/letters' },
      { method: 'POST', url: '/users/letters', payload: SIWES_REQUEST },
      { method: 'GET', url: `/users/letters/${letter.id}` },
      { method: 'GET', url: `/users/letters/${letter.id}.pdf` },
      { method: 'PUT', url: `/users/letters/${letter.id}`, payload: edit },
      { method: 'DELETE', url: `/users/letters/${letter.id}` },
    ] as const

    for (const request of requests.slice(2)) {
      const res = await call(t.app, { ...request, token: other.token })
      expect(res.status, `${request.method} ${request.url}`).toBe(404)
      expect(res.body.message).toBe(APPLICATION_LETTER_MESSAGES.notFound)
    }
    expect((await get('/users/letters', other.token)).body.data.docs).toEqual([])
    for (const token of [company.token, admin.token]) {
      for (const request of requests) {
        const res = await call(t.app, { ...request, token })
        expect(res.status, `${request.method} ${request.url}`).toBe(403)
      }
    }
    for (const request of requests) {
      expect((await call(t.app, request)).status).toBe(401)
    }
    const [stored] = await storedLetters()
    expect(stored).toMatchObject({ companyName: 'Paystride Technologies Ltd', body: letter.body })
    expect((await get(`/users/letters/not-a-letter`, intern.token)).status).toBe(404)
  })
})

describe("the intern's data", () => {
  it('exports the letters, and deleting the account removes them', async () => {
    const intern = await createCompleteIntern(t)
    const letter = (await write(intern.token, SIWES_REQUEST)).body.data
    const exported = await get('/account/export', intern.token)
    expect(exported.status).toBe(200)
    expect(exported.body.data.applicationLetters).toEqual([
      expect.objectContaining({
        id: letter.id,
        kind: 'siwes-request',
        companyName: 'Paystride Technologies Ltd',
        body: letter.body,
      }),
    ])
    const deleted = await call(t.app, {
      method: 'DELETE',
      url: '/account',
      token: intern.token,
      payload: { confirm: 'DELETE' },
    })
    expect(deleted.status).toBe(200)
    expect(
      await t.database.db
        .select()
        .from(applicationLetters)
        .where(eq(applicationLetters.internId, intern.account.id)),
    ).toEqual([])
  })
})
