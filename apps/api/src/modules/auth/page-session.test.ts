import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PAGE_SESSION_HEADER, PAGE_SESSION_PATH } from '@app/domain'
import { sessions } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin } from '../../../test/factories.js'
import { browser } from '../../../test/script-free-browser.js'

const t = useTestApp()

const OWN_SCRIPT = { [PAGE_SESSION_HEADER]: '1', 'sec-fetch-site': 'same-origin' }
const setCookies = (res: { headers: Record<string, unknown> }) =>
  [res.headers['set-cookie'] ?? []].flat() as string[]

/** A browser whose cookie carries this session, as the forms' sign-in leaves it. */
async function signedInBrowser(kind: 'intern' | 'company' = 'intern') {
  const member = await createAccount(t.database.db, kind)
  const b = browser(t.app)
  b.cookies.set('session', member.token)
  return { ...member, b }
}

const ask = (cookie: string | undefined, headers: Record<string, string> = OWN_SCRIPT) =>
  t.app.inject({
    method: 'GET',
    url: PAGE_SESSION_PATH,
    headers: { ...headers, ...(cookie && { cookie: `session=${cookie}` }) },
  })

describe("the app adopts the cookie's session (GET /page-session)", () => {
  it("answers the cookie's own token, expiry and account to the app's script", async () => {
    const { account, token } = await signedInBrowser()
    const res = await ask(token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { data } = res.json()
    expect(data.token).toBe(token)
    expect(data.account).toMatchObject({ id: account.id, kind: 'intern', email: account.email })
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now())
  })

  it('refuses a request without the header, or from another site: nothing another site can send', async () => {
    const { token } = await signedInBrowser()
    expect((await ask(token, {})).statusCode).toBe(403)
    expect(
      (await ask(token, { [PAGE_SESSION_HEADER]: '1', 'sec-fetch-site': 'cross-site' })).statusCode,
    ).toBe(403)
    expect(
      (await ask(token, { [PAGE_SESSION_HEADER]: '1', 'sec-fetch-site': 'same-site' })).statusCode,
    ).toBe(403)
  })

  it('a visitor (no cookie) is a 401', async () => {
    expect((await ask(undefined)).statusCode).toBe(401)
  })

  it('an expired session is a 440, a revoked one a 401; either clears the cookie and its hint', async () => {
    const expired = await signedInBrowser()
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.accountId, expired.account.id))
    const late = await ask(expired.token)
    expect(late.statusCode).toBe(440)
    expect(setCookies(late).some((line) => /^session=;/.test(line))).toBe(true)
    expect(setCookies(late).some((line) => /^signed_in=;/.test(line))).toBe(true)

    const revoked = await signedInBrowser()
    await call(t.app, { method: 'DELETE', url: '/session', token: revoked.token })
    const gone = await ask(revoked.token)
    expect(gone.statusCode).toBe(401)
    expect(setCookies(gone).some((line) => /^session=;/.test(line))).toBe(true)
  })

  it("an operator's session is never handed over through the cookie", async () => {
    const { token } = await createAdmin(t.database.db)
    expect((await ask(token)).statusCode).toBe(403)
  })
})

describe("the app hands its session to the server's pages (POST /page-session)", () => {
  it('with its bearer: sets the HttpOnly session cookie to that very token, and the readable hint', async () => {
    const { token, account } = await createAccount(t.database.db, 'intern')
    const b = browser(t.app)
    const res = await b.postBare(PAGE_SESSION_PATH, {}, { authorization: `Bearer ${token}` })
    expect(res.statusCode).toBe(204)
    const session = setCookies(res).find((line) => line.startsWith('session='))!
    expect(session).toContain(`session=${token};`)
    expect(session).toMatch(/; HttpOnly/)
    expect(session).toMatch(/; SameSite=Lax/)
    expect(session).toMatch(/; Secure/)
    const hint = setCookies(res).find((line) => line.startsWith('signed_in='))!
    expect(hint).not.toMatch(/HttpOnly/)
    // The server's member pages now know the person.
    const page = await b.get('/intern/roles/saved')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Saved Roles')
    expect(account.kind).toBe('intern')
  })

  it('a form of another site (a cookie, no bearer, no CSRF token) is refused as forged and sets nothing', async () => {
    const { b } = await signedInBrowser()
    const res = await b.postBare(PAGE_SESSION_PATH, {})
    expect(res.statusCode).toBe(403)
    expect(setCookies(res).some((line) => line.startsWith('session='))).toBe(false)
  })

  it('a post with a CSRF token but no bearer is a 401: there is no session to hand over', async () => {
    const b = browser(t.app)
    await b.get('/intern/sign-in')
    const res = await b.post(PAGE_SESSION_PATH, {})
    expect(res.statusCode).toBe(401)
  })

  it("an ended bearer sets no cookie; an operator's is refused", async () => {
    const { token } = await createAccount(t.database.db, 'company')
    await call(t.app, { method: 'DELETE', url: '/session', token })
    const res = await browser(t.app).postBare(
      PAGE_SESSION_PATH,
      {},
      { authorization: `Bearer ${token}` },
    )
    expect(res.statusCode).toBe(401)
    expect(setCookies(res)).toEqual([])

    const admin = await createAdmin(t.database.db)
    const operator = await browser(t.app).postBare(
      PAGE_SESSION_PATH,
      {},
      { authorization: `Bearer ${admin.token}` },
    )
    expect(operator.statusCode).toBe(403)
    expect(setCookies(operator)).toEqual([])
  })
})

describe('one sign-out for both', () => {
  it("the app's sign-out (POST /sign-out with its bearer) ends the bearer's and the cookie's sessions and clears the cookie", async () => {
    const cookieSide = await signedInBrowser()
    const appSide = await createAccount(t.database.db, 'intern')
    const res = await cookieSide.b.postBare(
      '/sign-out',
      {},
      { authorization: `Bearer ${appSide.token}` },
    )
    expect(res.statusCode).toBe(303)
    expect(cookieSide.b.cookies.has('session')).toBe(false)
    expect(cookieSide.b.cookies.has('signed_in')).toBe(false)
    for (const token of [cookieSide.token, appSide.token]) {
      expect((await call(t.app, { method: 'GET', url: '/auth/me', token })).status).toBe(401)
    }
  })

  it('the JSON API never reads the cookie', async () => {
    const { token } = await signedInBrowser()
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { cookie: `session=${token}` },
    })
    expect(res.statusCode).toBe(401)
  })
})
