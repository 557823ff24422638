import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, MEMBER_AUTH_WORDS } from '@app/domain'
import { accounts } from '../../db/schema.js'
import { useTestApp } from '../../../test/test-app.js'
import { createAccount, uniqueEmail } from '../../../test/factories.js'
import { browser } from '../../../test/script-free-browser.js'

const t = useTestApp()

const accountsOf = (email: string) =>
  t.database.db.select().from(accounts).where(eq(accounts.email, email))

describe('signing up by form, without JavaScript', () => {
  it("shows the app's sign-up in AuthLayout: the brand panel's words, the form, a CSRF field", async () => {
    const res = await browser(t.app).get('/intern/sign-up')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(MEMBER_AUTH_WORDS.intern.signUpTitle)
    expect(res.body).toContain(MEMBER_AUTH_WORDS.intern.headline)
    expect(res.body).toContain('name="acceptPolicies"')
    expect(res.body).toMatch(/name="_csrf" value="[^"]+"/)
    // The auth frame, not the site's: no site header navigation.
    expect(res.body).not.toContain('aria-label="Main"')
  })

  for (const kind of ['intern', 'company'] as const) {
    it(`a ${kind}: email and policies → the code page → the code signs them in and opens the profile wizard`, async () => {
      const email = uniqueEmail(kind)
      const b = browser(t.app)
      await b.get(`/${kind}/sign-up`)
      const sent = await b.post(`/${kind}/sign-up`, { email, acceptPolicies: 'true' })
      expect(sent.statusCode).toBe(303)
      expect(sent.headers.location).toBe(`/verification/${kind}`)
      expect(await accountsOf(email)).toMatchObject([{ kind }])

      const page = await b.get(`/verification/${kind}`)
      expect(page.body).toContain(email)
      const done = await b.post(`/verification/${kind}`, { code: t.mail.latestCodeFor(email) })
      expect(done.statusCode).toBe(303)
      expect(done.headers.location).toBe(`/profile/${kind}`)
      expect(b.cookies.get('session')).toBeTruthy()
      expect(b.cookies.get('signed_in')).toBe('1')
    })
  }

  it('without the policies accepted: the form again, 400, the email kept, no account made', async () => {
    const email = uniqueEmail('intern')
    const b = browser(t.app)
    await b.get('/intern/sign-up')
    const res = await b.post('/intern/sign-up', { email })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(AUTH_MESSAGES.policiesRequired)
    expect(res.body).toContain(`value="${email}"`)
    expect(await accountsOf(email)).toEqual([])
  })

  it("a malformed email: the form again with the domain's message under the field", async () => {
    const b = browser(t.app)
    await b.get('/intern/sign-up')
    const res = await b.post('/intern/sign-up', { email: 'not-an-email', acceptPolicies: 'true' })
    expect(res.statusCode).toBe(400)
    expect(res.body).toContain(AUTH_MESSAGES.emailInvalid)
    expect(res.body).toContain('aria-describedby="email-error"')
  })

  it("an email that has an account: the service's words with a way to sign in, nothing new", async () => {
    const { account } = await createAccount(t.database.db, 'intern')
    const b = browser(t.app)
    await b.get('/intern/sign-up')
    const res = await b.post('/intern/sign-up', { email: account.email, acceptPolicies: 'true' })
    expect(res.statusCode).toBe(409)
    expect(res.body).toContain(AUTH_MESSAGES.emailTaken)
    expect(res.body).toContain('href="/intern/sign-in"')
    expect(await accountsOf(account.email)).toHaveLength(1)
  })

  it('a forged post (no CSRF token) is a 403 and makes no account', async () => {
    const email = uniqueEmail('intern')
    const b = browser(t.app)
    await b.get('/intern/sign-up')
    const res = await b.postBare('/intern/sign-up', { email, acceptPolicies: 'true' })
    expect(res.statusCode).toBe(403)
    expect(await accountsOf(email)).toEqual([])
  })

  it("the code mail's limits hold: asking again at once from the code page is a 429 with Retry-After", async () => {
    const email = uniqueEmail('intern')
    const b = browser(t.app)
    await b.get('/intern/sign-up')
    await b.post('/intern/sign-up', { email, acceptPolicies: 'true' })
    await b.get('/verification/intern')
    const again = await b.post('/intern/sign-in', { email })
    expect(again.statusCode).toBe(429)
    expect(again.headers['retry-after']).toBeTruthy()
  })
})
