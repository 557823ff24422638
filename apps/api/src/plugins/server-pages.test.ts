import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { WRITE_LIMITS } from '@app/domain'
import { registerErrorHandler } from '../lib/error-handler.js'
import { html } from '../lib/html.js'
import { appContextPlugin } from './app-context.js'
import { authPlugin, signedIn } from './auth.js'
import { serverPagesPlugin } from './server-pages.js'
import { writeLimitsPlugin } from './write-rate-limits.js'
import { call, useTestApp } from '../../test/test-app.js'
import { createAccount, createAdmin } from '../../test/factories.js'
import { browser } from '../../test/script-free-browser.js'

/*
 * The server pages' scope with pages of its own, over the test app's database: a cookie-signed-in
 * read, and a post with the API's authorization and a write limit (the alerts limit), as the
 * pages of issue 33 will have. The full app beside it suspends accounts as an admin does.
 */
const t = useTestApp()
let pages: FastifyInstance
const saved: string[] = []

beforeAll(async () => {
  pages = Fastify({ trustProxy: true })
  await pages.register(appContextPlugin, {
    config: t.app.ctx.config,
    db: t.database.db,
    otpSecret: t.app.ctx.otpSecret,
  })
  await pages.register(authPlugin)
  await pages.register(writeLimitsPlugin)
  registerErrorHandler(pages)
  await pages.register(serverPagesPlugin, {
    // Plain http: Secure only when the request came over HTTPS ('auto', with trustProxy).
    publicUrl: 'http://localhost:3000',
    webDist: '/nonexistent',
    // The app reads these from the interns module; this scope's pages show a complete profile.
    internFrame: async () => ({ profileComplete: true, initial: 'I', profileImageUrl: null }),
    routes: [
      async (scope) => {
        scope.get('/alerts/new', async (_request, reply) =>
          reply.sendPage({
            title: 'New alert',
            main: html`<form method="post">${reply.csrfField()}</form>`,
          }),
        )
        scope.get('/me', { preHandler: scope.requireAccount() }, async (request, reply) =>
          reply.sendPage({ title: 'Me', main: html`<p id="account">${signedIn(request).id}</p>` }),
        )
        scope.get(
          '/intern-page',
          { preHandler: scope.requirePageAccount('intern') },
          async (request, reply) =>
            reply.sendPage({
              title: 'Intern',
              main: html`<p id="account">${signedIn(request).id}</p>`,
            }),
        )
        scope.post(
          '/intern-page',
          { preHandler: scope.requirePageAccount('intern') },
          async (_request, reply) => reply.header('Location', '/intern-page').status(303).send(),
        )
        scope.post(
          '/alerts/new',
          { preHandler: scope.requireAccount('intern'), config: { writeLimit: 'alerts' } },
          async (request, reply) => {
            saved.push(signedIn(request).id)
            return reply.header('Location', '/alerts').status(303).send()
          },
        )
      },
    ],
  })
  await pages.ready()
})
afterAll(async () => {
  await pages?.close()
})
beforeEach(() => {
  saved.length = 0
})

/** A browser holding an account's session in the cookie, with a form's CSRF token. */
async function signedInBrowser(token: string) {
  const b = browser(pages)
  b.cookies.set('session', token)
  await b.get('/alerts/new')
  return b
}
const accountOnPage = (body: string) => /<p id="account">([^<]+)<\/p>/.exec(body)?.[1]

describe('cookie flags', () => {
  it('are HttpOnly and SameSite=Lax, and Secure only over HTTPS when the public address is http', async () => {
    const plain = await pages.inject({ method: 'GET', url: '/alerts/new' })
    const plainCookie = [plain.headers['set-cookie']].flat().join()
    expect(plainCookie).toMatch(/^_csrf=.*; Path=\/; HttpOnly; SameSite=Lax$/)

    const proxied = await pages.inject({
      method: 'GET',
      url: '/alerts/new',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect([proxied.headers['set-cookie']].flat().join()).toMatch(/; Secure/)
  })
})

describe('a session carried by the cookie', () => {
  it('reads the same account as its bearer twin', async () => {
    const { account, token } = await createAccount(t.database.db, 'company')
    const byCookie = await (await signedInBrowser(token)).get('/me')
    const byBearer = await pages.inject({
      method: 'GET',
      url: '/me',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(byCookie.statusCode).toBe(200)
    expect(accountOnPage(byCookie.body)).toBe(account.id)
    expect(accountOnPage(byBearer.body)).toBe(account.id)
  })

  it("gets the API's authorization: a company's cookie cannot post an intern's form", async () => {
    const { token } = await createAccount(t.database.db, 'company')
    const b = await signedInBrowser(token)
    const res = await b.post('/alerts/new')
    expect(res.statusCode).toBe(403)
    expect(saved).toHaveLength(0)
  })

  it('without a cookie or a bearer, the page says to sign in (401)', async () => {
    const res = await browser(pages).get('/me')
    expect(res.statusCode).toBe(401)
    expect(res.body).toContain('Sign in to continue.')
  })

  it("counts against the API's write limit: past it, a 429 with Retry-After, and nothing saved", async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const b = await signedInBrowser(token)
    const { max } = WRITE_LIMITS.alerts.perAccount!
    for (let i = 0; i < max; i++) expect((await b.post('/alerts/new')).statusCode).toBe(303)
    const over = await b.post('/alerts/new')
    expect(over.statusCode).toBe(429)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect(over.body).toContain(WRITE_LIMITS.alerts.message)
    expect(saved).toHaveLength(max)
  })

  it('needs the CSRF token on a post; a bearer post needs none', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const b = await signedInBrowser(token)
    expect((await b.postBare('/alerts/new', {})).statusCode).toBe(403)
    expect(saved).toHaveLength(0)
    const bearer = await pages.inject({
      method: 'POST',
      url: '/alerts/new',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(bearer.statusCode).toBe(303)
    expect(saved).toHaveLength(1)
  })

  it('stops working when the account is suspended, as its bearer does', async () => {
    const { account, token } = await createAccount(t.database.db, 'intern')
    const b = await signedInBrowser(token)
    expect((await b.get('/me')).statusCode).toBe(200)
    const admin = await createAdmin(t.database.db)
    const suspended = await call(t.app, {
      method: 'POST',
      url: `/admin/accounts/${account.id}/suspend`,
      token: admin.token,
      payload: { reason: 'Asked interns for a registration fee in chat.' },
    })
    expect(suspended.status).toBe(200)

    expect((await b.get('/me')).statusCode).toBe(401)
    expect((await b.post('/alerts/new')).statusCode).toBe(401)
    expect(saved).toHaveLength(0)
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token })).status).toBe(401)
  })
})

describe("a member's page (requirePageAccount)", () => {
  it("shows the page to the cookie's intern, in the site's frame with a sign-out form", async () => {
    const { account, token } = await createAccount(t.database.db, 'intern')
    const res = await (await signedInBrowser(token)).get('/intern-page')
    expect(res.statusCode).toBe(200)
    expect(accountOnPage(res.body)).toBe(account.id)
    expect(res.body).toMatch(/<form method="post" action="\/sign-out">/)
    expect(res.body).not.toContain('>Get Started<')
  })

  it('asks a visitor, or another kind of account, to sign in and come back, changing nothing', async () => {
    const visitor = await browser(pages).get('/intern-page?tab=1')
    expect(visitor.statusCode).toBe(401)
    expect(visitor.body).toContain('href="/intern/sign-in?returnTo=%2Fintern-page%3Ftab%3D1"')
    expect(accountOnPage(visitor.body)).toBeUndefined()

    const { token } = await createAccount(t.database.db, 'company')
    const company = await signedInBrowser(token)
    expect((await company.get('/intern-page')).statusCode).toBe(401)
    const post = await company.post('/intern-page', {}, { referer: 'http://localhost/intern-page' })
    expect(post.statusCode).toBe(303)
    expect(post.headers.location).toBe('/intern/sign-in?returnTo=%2Fintern-page')
  })

  it('acts for the bearer a post sends, never for the cookie beside it (the bearer skips CSRF)', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const b = await signedInBrowser(token)
    const junk = await b.postBare('/intern-page', {}, { authorization: 'Bearer not-a-session' })
    expect(junk.statusCode).toBe(303)
    expect(junk.headers.location).toMatch(/^\/intern\/sign-in\?returnTo=/)
    const own = await b.postBare('/intern-page', {}, { authorization: `Bearer ${token}` })
    expect(own.headers.location).toBe('/intern-page')
  })

  it('sends a post from another site back to the home page after sign-in, not to that site', async () => {
    const b = browser(pages)
    await b.get('/alerts/new')
    const post = await b.post('/intern-page', {}, { referer: 'https://evil.example/intern-page' })
    expect(post.statusCode).toBe(303)
    expect(post.headers.location).toBe('/intern/sign-in?returnTo=%2F')
  })
})
