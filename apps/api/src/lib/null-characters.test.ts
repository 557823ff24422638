import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MAX_PAGE } from '@app/domain'
import { accounts, companies, letters, messages } from '../db/schema.js'
import { applied } from '../../test/conversation-fixtures.js'
import { COMPLETE_COMPANY, createAccount, createCompleteIntern } from '../../test/factories.js'
import { call, useTestApp } from '../../test/test-app.js'
import { LONE_SURROGATE_MESSAGE, NULL_CHARACTER_MESSAGE, unsafeTextIn } from './null-characters.js'

const t = useTestApp()

describe('unsafeTextIn', () => {
  const nul = { message: NULL_CHARACTER_MESSAGE }
  const surrogate = { message: LONE_SURROGATE_MESSAGE }

  it('finds U+0000 in strings, nested values and keys, and nowhere else', () => {
    expect(unsafeTextIn('a\u0000b')).toEqual(nul)
    expect(unsafeTextIn({ a: [{ b: 'x\u0000' }] })).toEqual({ ...nul, field: 'a' })
    expect(unsafeTextIn({ ['k\u0000']: 1 })).toEqual({ ...nul, field: 'k\u0000' })
    expect(unsafeTextIn({ a: ['plain', 1, null, true], b: 'ẹ̀ ń ọ́' })).toBeNull()
    expect(unsafeTextIn(undefined)).toBeNull()
  })

  it('finds a lone surrogate, high or low, anywhere, but not a whole emoji', () => {
    expect(unsafeTextIn('a\ud800')).toEqual(surrogate)
    expect(unsafeTextIn('\udc00b')).toEqual(surrogate)
    expect(unsafeTextIn('\udbff\ud800')).toEqual(surrogate)
    expect(unsafeTextIn({ internName: ['x', 'Ada \ud83d'] })).toEqual({
      ...surrogate,
      field: 'internName',
    })
    expect(unsafeTextIn({ ['\udfff']: 'x' })).toEqual({ ...surrogate, field: '\udfff' })
    expect(unsafeTextIn({ name: 'Adé 😀 𝔸 ọ́' })).toBeNull()
  })
})

describe('requests carrying the null character', () => {
  it('a chat message with U+0000 is refused with 400 and nothing is stored', async () => {
    const { company, intern, applicationId } = await applied(t)
    for (const [token, url] of [
      [company.token, `/company/applications/${applicationId}/message`],
      [intern.token, `/messages/applications/${applicationId}/message`],
    ] as const) {
      const res = await call(t.app, { method: 'PUT', url, token, payload: { message: 'a\u0000b' } })
      expect(res.status, url).toBe(400)
      expect(res.body).toMatchObject({
        status: 'error',
        code: 'VALIDATION_FAILED',
        message: NULL_CHARACTER_MESSAGE,
      })
    }
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.applicationId, applicationId))
    expect(stored).toEqual([])
  })

  it('a search with U+0000 in the query string is refused with 400', async () => {
    const res = await call(t.app, { method: 'GET', url: '/roles/recent?search=data%00analyst' })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(NULL_CHARACTER_MESSAGE)
  })
})

describe('requests carrying a lone UTF-16 surrogate', () => {
  const expectRefused = (res: { status: number; body: any }, field: string) => {
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      status: 'error',
      code: 'VALIDATION_FAILED',
      message: LONE_SURROGATE_MESSAGE,
      errors: { [field]: LONE_SURROGATE_MESSAGE },
    })
  }

  it("a letter's intern name is refused with 400 and no letter is stored", async () => {
    const { company, applicationId } = await applied(t)
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })
    const res = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/letter`,
      token: company.token,
      payload: {
        kind: 'offer',
        internName: 'Ada \ud800',
        signatoryName: 'Bola Adeyemi',
        signatoryTitle: 'Head of People',
        startDate: '2026-06-01',
        roleTitle: 'Front-End Developer Intern',
        durationMonths: 6,
        monthlyStipend: 50_000,
      },
    })
    expectRefused(res, 'internName')
    expect(await t.database.db.select().from(letters)).toEqual([])
  })

  it("a company's social links are refused with 400 and not saved", async () => {
    const { account, token } = await createAccount(t.database.db, 'company', {
      company: { ...COMPLETE_COMPANY },
    })
    const res = await call(t.app, {
      method: 'PATCH',
      url: '/company/set-socials',
      token,
      payload: { socialMedia: { linkedin: 'https://linkedin.com/company/\ud800' } },
    })
    expectRefused(res, 'socialMedia')
    const [row] = await t.database.db
      .select({ socialMedia: companies.socialMedia })
      .from(companies)
      .where(eq(companies.accountId, account.id))
    expect(JSON.stringify(row?.socialMedia ?? {})).not.toContain('linkedin.com/company/')
  })

  it("an account change's company name is refused with 400 and no code is mailed", async () => {
    const { account, token } = await createAccount(t.database.db, 'company', {
      company: { ...COMPLETE_COMPANY },
    })
    const res = await call(t.app, {
      method: 'POST',
      url: '/account/changes',
      token,
      payload: { field: 'companyName', value: 'Sahel \udc00 Pay' },
    })
    expectRefused(res, 'value')
    expect(t.mail.mails.filter((mail) => mail.to === account.email)).toEqual([])
    const [row] = await t.database.db
      .select({ email: accounts.email })
      .from(accounts)
      .where(eq(accounts.id, account.id))
    expect(row?.email).toBe(account.email)
  })
})

describe('page numbers', () => {
  it('a page far past any list is refused with 400, not a server error', async () => {
    const intern = await createCompleteIntern(t)
    for (const page of ['1e9', String(MAX_PAGE + 1)]) {
      const res = await call(t.app, {
        method: 'GET',
        url: `/users/roles?page=${page}`,
        token: intern.token,
      })
      expect(res.status, page).toBe(400)
      expect(res.body.errors?.page, page).toBe(
        `page must be at most ${MAX_PAGE.toLocaleString('en-NG')}`,
      )
    }
    const huge = await call(t.app, {
      method: 'GET',
      url: '/users/roles?page=9007199254740993',
      token: intern.token,
    })
    expect(huge.status).toBe(400)
    const last = await call(t.app, {
      method: 'GET',
      url: `/users/roles?page=${MAX_PAGE}`,
      token: intern.token,
    })
    expect(last.status).toBe(200)
    expect(last.body.data.docs).toEqual([])
  })

  it('the public role list takes the same page rule', async () => {
    const res = await call(t.app, { method: 'GET', url: '/roles/recent?page=1e9' })
    expect(res.status).toBe(400)
    expect(res.body.errors?.page).toBe(`page must be at most ${MAX_PAGE.toLocaleString('en-NG')}`)
  })
})

describe('framework errors', () => {
  it('an overlong path segment answers 414 in the error envelope', async () => {
    const res = await call(t.app, { method: 'GET', url: `/roles/${'a'.repeat(300)}` })
    expect(res.status).toBe(414)
    expect(res.body).toEqual({
      status: 'error',
      message: 'The address is too long.',
      code: 'URI_TOO_LONG',
    })
  })

  it('a malformed path encoding answers 400 in the error envelope', async () => {
    const res = await call(t.app, { method: 'GET', url: '/roles/%E0%A4%A' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: 'error', code: 'BAD_REQUEST' })
  })
})
