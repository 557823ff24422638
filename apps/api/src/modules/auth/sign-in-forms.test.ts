import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, SESSION_LIFETIME_MS } from '@app/domain'
import { codeChallenges, sessions } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin, uniqueEmail } from '../../../test/factories.js'
import { browser, type Browser } from '../../../test/script-free-browser.js'

// PUBLIC_URL is https in the test app, so every cookie must be Secure.
const t = useTestApp()

const LINK = /\/sign-in\/link\?token=([\w-]{43})\b/
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0')
const setCookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat() as string[]
const sessionCookieOf = (res: { headers: Record<string, unknown> }) =>
  setCookies(res).find((line) => line.startsWith('session='))

/** An intern who has asked for a code by the form: on the code page now. */
async function onTheCodePage(kind: 'intern' | 'company' = 'intern', returnTo?: string) {
  const { account } = await createAccount(t.database.db, kind)
  const b = browser(t.app)
  const form = await b.get(
    `/${kind}/sign-in${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  )
  // The form sends what its hidden field holds: where the person was going, if ours.
  const hidden = /name="returnTo" value="([^"]*)"/.exec(form.body)?.[1]
  const sent = await b.post(`/${kind}/sign-in`, {
    email: account.email,
    ...(hidden && { returnTo: hidden.replaceAll('&amp;', '&') }),
  })
  expect(sent.statusCode).toBe(303)
  expect(sent.headers.location).toBe(`/verification/${kind}`)
  const page = await b.get(`/verification/${kind}`)
  expect(page.statusCode).toBe(200)
  return { account, b, code: t.mail.latestCodeFor(account.email), page }
}

const signedInCount = async () => (await t.database.db.select().from(sessions)).length

describe('signing in by form, without JavaScript', () => {
  it('email → 303 to the code page → the code sets an HttpOnly, Secure, SameSite=Lax session cookie and 303s to the dashboard', async () => {
    const { account, b, code, page } = await onTheCodePage()
    expect(page.body).toContain(account.email)
    const before = await signedInCount()

    const res = await b.post('/verification/intern', { code })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/intern/roles')
    const cookie = sessionCookieOf(res)!
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; Secure/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    // The session's own lifetime, in the store like a bearer session's.
    const expires = new Date(/Expires=([^;]+)/.exec(cookie)![1]!).getTime()
    expect(Math.abs(expires - (Date.now() + SESSION_LIFETIME_MS))).toBeLessThan(60_000)
    expect(await signedInCount()).toBe(before + 1)
    // The code's sign-in is over: its cookie is cleared.
    expect(b.cookies.has('sign_in')).toBe(false)
  })

  it("the cookie's session is a session of the store: its token reads the same account through the API", async () => {
    const { account, b, code } = await onTheCodePage('company')
    await b.post('/verification/company', { code })
    const me = await call(t.app, {
      method: 'GET',
      url: '/company/me',
      token: b.cookies.get('session')!,
    })
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({ id: account.id, email: account.email })
  })

  it('goes back to the page the person was going to, and never to another host', async () => {
    const going = await onTheCodePage('intern', '/intern/applications?status=pending')
    const res = await going.b.post('/verification/intern', { code: going.code })
    expect(res.headers.location).toBe('/intern/applications?status=pending')

    const elsewhere = await onTheCodePage('intern', '//evil.example/x')
    const res2 = await elsewhere.b.post('/verification/intern', { code: elsewhere.code })
    expect(res2.headers.location).toBe('/intern/roles')
  })

  it("a wrong code answers the code form again with the domain's message, 400, and signs nobody in", async () => {
    const { b, code } = await onTheCodePage()
    const before = await signedInCount()
    const res = await b.post('/verification/intern', { code: wrongCodeFor(code) })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain(AUTH_MESSAGES.wrongCode)
    expect(res.body).toContain('action="/verification/intern"')
    expect(sessionCookieOf(res)).toBeUndefined()
    expect(await signedInCount()).toBe(before)

    const short = await b.post('/verification/intern', { code: '12' })
    expect(short.statusCode).toBe(400)
    expect(short.body).toContain(AUTH_MESSAGES.otpIncomplete)
  })

  it("an unknown or malformed email answers the form again with the domain's message, and mails nothing", async () => {
    const b = browser(t.app)
    await b.get('/intern/sign-in')
    const unknown = await b.post('/intern/sign-in', { email: uniqueEmail('nobody') })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toContain(AUTH_MESSAGES.accountNotFound)
    const malformed = await b.post('/intern/sign-in', { email: 'not an email' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.body).toContain(AUTH_MESSAGES.signInEmailInvalid)
    expect(malformed.body).toContain('value="not an email"')
    expect(t.mail.mails).toHaveLength(0)
  })

  it("the code mail's limits hold for the form: a second code within 30 s is a 429 with Retry-After", async () => {
    const { account, b } = await onTheCodePage()
    const again = await b.post('/intern/sign-in', { email: account.email })
    expect(again.statusCode).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
    expect(t.mail.mails.filter((mail) => mail.to === account.email)).toHaveLength(1)
  })

  it('the code page without a code asked for goes back to the sign-in page', async () => {
    const res = await browser(t.app).get('/verification/intern')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/intern/sign-in')
  })
})

describe('CSRF on form posts', () => {
  const countWrites = async () => ({
    challenges: (await t.database.db.select().from(codeChallenges)).length,
    mails: t.mail.mails.length,
  })

  async function refused(b: Browser, form: Record<string, string>) {
    const before = await countWrites()
    const res = await b.postBare('/intern/sign-in', form)
    expect(res.statusCode).toBe(403)
    expect(res.body).toContain('This form has expired')
    expect(await countWrites()).toEqual(before)
  }

  it('a post without a token, with a wrong one, or without the secret cookie is a 403 and writes nothing', async () => {
    const { account } = await createAccount(t.database.db, 'intern')
    const b = browser(t.app)
    await b.get('/intern/sign-in')
    await refused(b, { email: account.email })
    await refused(b, { email: account.email, _csrf: `${b.token!.slice(0, -2)}xx` })
    // A form from a page of ours, sent by a browser that never had our cookie.
    await refused(browser(t.app), { email: account.email, _csrf: b.token! })
  })

  it("another browser's token is a 403 in this browser", async () => {
    const { account } = await createAccount(t.database.db, 'intern')
    const victim = browser(t.app)
    await victim.get('/intern/sign-in')
    const attacker = browser(t.app)
    await attacker.get('/intern/sign-in')
    await refused(victim, { email: account.email, _csrf: attacker.token! })
  })

  it('a token in the query is not read', async () => {
    const { account } = await createAccount(t.database.db, 'intern')
    const b = browser(t.app)
    await b.get('/intern/sign-in')
    const res = await b.postBare(`/intern/sign-in?_csrf=${encodeURIComponent(b.token!)}`, {
      email: account.email,
    })
    expect(res.statusCode).toBe(403)
  })

  it('a request with a bearer token needs none: it signs out its own session', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const res = await browser(t.app).postBare('/sign-out', {}, { authorization: `Bearer ${token}` })
    expect(res.statusCode).toBe(303)
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token })).status).toBe(401)
  })
})

describe('form bodies stay on the pages', () => {
  it('a JSON API route answers 415 to a urlencoded body, and mails no code', async () => {
    const { account } = await createAccount(t.database.db, 'intern')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(account.email)}`,
    })
    expect(res.statusCode).toBe(415)
    await t.app.ctx.jobs.settle()
    expect(t.mail.mails).toHaveLength(0)
  })

  it('the API never takes the cookie as a session', async () => {
    const { b, code } = await onTheCodePage()
    await b.post('/verification/intern', { code })
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: `session=${b.cookies.get('session')}` },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('signing out by form', () => {
  it('ends the session in the store, as DELETE /session does: the cookie is cleared and its token refused', async () => {
    const { b, code } = await onTheCodePage()
    await b.post('/verification/intern', { code })
    const token = b.cookies.get('session')!
    const res = await b.post('/sign-out')
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/')
    expect(b.cookies.has('session')).toBe(false)
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token })).status).toBe(401)
  })

  it('needs the CSRF token: a forged sign-out ends nothing', async () => {
    const { b, code } = await onTheCodePage()
    await b.post('/verification/intern', { code })
    const token = b.cookies.get('session')!
    const res = await b.postBare('/sign-out', {})
    expect(res.statusCode).toBe(403)
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token })).status).toBe(200)
  })
})

describe('the one-tap link without JavaScript', () => {
  const linkTokenFor = (email: string) =>
    LINK.exec(t.mail.mails.filter((mail) => mail.to === email).at(-1)!.text)![1]!

  it('opening it shows a button and signs nobody in; the post sets the session cookie', async () => {
    const { account } = await onTheCodePage('company')
    const token = linkTokenFor(account.email)
    const before = await signedInCount()
    const b = browser(t.app)
    const page = await b.get(`/sign-in/link?token=${token}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(await signedInCount()).toBe(before)

    const res = await b.post('/sign-in/link', { token })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/company/dashboard')
    expect(sessionCookieOf(res)).toMatch(/HttpOnly; Secure; SameSite=Lax/)
    const used = await b.post('/sign-in/link', { token })
    expect(used.statusCode).toBe(400)
    expect(used.body).toContain(AUTH_MESSAGES.linkInvalid)
  })

  it("an operator's link never gets a cookie: the console needs the app", async () => {
    const { account } = await createAdmin(t.database.db)
    await call(t.app, { method: 'POST', url: '/admin/login', payload: { email: account.email } })
    const token = linkTokenFor(account.email)
    const before = await signedInCount()
    const b = browser(t.app)
    await b.get(`/sign-in/link?token=${token}`)
    const res = await b.post('/sign-in/link', { token })
    expect(res.statusCode).toBe(403)
    expect(sessionCookieOf(res)).toBeUndefined()
    const live = (await t.database.db.select().from(sessions)).filter((s) => !s.revokedAt)
    expect(live).toHaveLength(before)
  })
})
