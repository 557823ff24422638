import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accounts, codeChallenges, companies, sessions } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, uniqueEmail } from '../../../test/factories.js'

const t = useTestApp()

const register = (kind: 'company' | 'auth', body: unknown) =>
  call(t.app, { method: 'POST', url: `/${kind}/register`, payload: body as object })
const login = (kind: 'company' | 'auth', email: string) =>
  call(t.app, { method: 'POST', url: `/${kind}/login`, payload: { email } })
const verify = (kind: 'company' | 'auth', id: string, otp: string) =>
  call(t.app, { method: 'POST', url: `/${kind}/verify-otp`, payload: { id, otp } })

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0')

/** Lets the next code mail go out at once, as if the resend interval had passed. */
const ageChallenges = () =>
  t.database.db.execute(
    sql`UPDATE code_challenges SET created_at = created_at - interval '1 minute'`,
  )

async function signUpAndRequestCode(kind: 'company' | 'auth' = 'company') {
  const email = uniqueEmail()
  expect((await register(kind, { email, acceptPolicies: true })).status).toBe(201)
  const challenge = await login(kind, email)
  expect(challenge.status).toBe(200)
  return { email, challengeId: challenge.body.data.id as string, code: t.mail.latestCodeFor(email) }
}

describe('registration', () => {
  it('creates a company account with an empty profile', async () => {
    const res = await register('company', {
      email: '  New.Company@Example.com ',
      acceptPolicies: true,
    })
    expect(res.status).toBe(201)
    const [account] = await t.database.db
      .select()
      .from(accounts)
      .where(eq(accounts.id, res.body.data.id))
    expect(account).toMatchObject({ email: 'new.company@example.com', kind: 'company' })
    const profile = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.accountId, account!.id))
    expect(profile).toHaveLength(1)
  })

  it('refuses an email already registered for that kind, but allows the other kind', async () => {
    const email = uniqueEmail()
    await register('company', { email, acceptPolicies: true })
    const again = await register('company', { email: email.toUpperCase(), acceptPolicies: true })
    expect(again.status).toBe(409)
    expect(again.body.message).toMatch(/already exists/)
    expect((await register('auth', { email, acceptPolicies: true })).status).toBe(201)
  })

  it('answers the spec messages for a bad email or unaccepted policies and writes nothing', async () => {
    const badEmail = await register('auth', { email: 'not-an-email', acceptPolicies: true })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.errors.email).toBe('Invalid email address')
    const empty = await register('auth', { email: '', acceptPolicies: true })
    expect(empty.body.errors.email).toBe('Email is required')
    const noPolicies = await register('company', { email: uniqueEmail(), acceptPolicies: false })
    expect(noPolicies.status).toBe(400)
    expect(noPolicies.body.errors.acceptPolicies).toBe('You must accept the policies to sign up')
    const notJson = await call(t.app, {
      method: 'POST',
      url: '/company/register',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
    expect(await t.database.db.select().from(accounts)).toHaveLength(0)
  })
})

describe('sign-in with a code', () => {
  it('mails a 4-digit code and opens a 10-hour session for the right code', async () => {
    const { email, challengeId, code } = await signUpAndRequestCode('auth')
    expect(code).toMatch(/^\d{4}$/)
    const res = await verify('auth', challengeId, code)
    expect(res.status).toBe(200)
    expect(res.body.data.account).toMatchObject({ email, kind: 'intern', profileComplete: false })
    const lifetime = Date.parse(res.body.data.expiresAt) - Date.now()
    expect(lifetime).toBeGreaterThan(36_000_000 - 60_000)
    expect(lifetime).toBeLessThanOrEqual(36_000_000)
    const me = await call(t.app, { method: 'GET', url: '/auth/me', token: res.body.data.token })
    expect(me.status).toBe(200)
    expect(me.body.data).toMatchObject({
      email,
      progress: expect.any(Number),
      profileComplete: false,
    })
  })

  it('stores neither the code nor the token in plain form', async () => {
    const { challengeId, code } = await signUpAndRequestCode()
    const { token } = (await verify('company', challengeId, code)).body.data
    const [challenge] = await t.database.db.select().from(codeChallenges)
    expect(challenge!.codeHmac).not.toContain(code)
    const [session] = await t.database.db.select().from(sessions)
    expect(session!.tokenHash).not.toBe(token)
  })

  it('says plainly when no account has the email', async () => {
    const res = await login('company', uniqueEmail())
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('No account found for this email. Sign up first.')
  })

  it('rejects a sign-in email without @', async () => {
    const res = await login('auth', 'ada.example.com')
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Please enter a valid email address.')
  })

  it('answers the wrong-code message for a wrong code', async () => {
    const { challengeId, code } = await signUpAndRequestCode()
    const res = await verify('company', challengeId, wrongCodeFor(code))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('You have entered the wrong code')
  })

  it('rejects codes that are not 4 digits', async () => {
    const { challengeId } = await signUpAndRequestCode()
    const res = await verify('company', challengeId, '12a4')
    expect(res.status).toBe(400)
    expect(res.body.errors.otp).toBe('Please enter all 4 digits.')
    const noId = await call(t.app, {
      method: 'POST',
      url: '/company/verify-otp',
      payload: { otp: '1234' },
    })
    expect(noId.body.errors.id).toBe('User ID and OTP are required.')
  })

  it('uses a code only once', async () => {
    const { challengeId, code } = await signUpAndRequestCode()
    expect((await verify('company', challengeId, code)).status).toBe(200)
    const again = await verify('company', challengeId, code)
    expect(again.status).toBe(400)
    expect(again.body.code).toBe('CODE_EXPIRED')
  })

  it('kills a code after three wrong tries', async () => {
    const { challengeId, code } = await signUpAndRequestCode()
    for (let i = 0; i < 3; i++) await verify('company', challengeId, wrongCodeFor(code))
    const right = await verify('company', challengeId, code)
    expect(right.status).toBe(400)
    expect(right.body.code).toBe('CODE_EXPIRED')
  })

  it('lets parallel guesses use no more than three attempts', async () => {
    const { challengeId, code } = await signUpAndRequestCode()
    const guesses = Array.from({ length: 8 }, () =>
      verify('company', challengeId, wrongCodeFor(code)),
    )
    await Promise.all(guesses)
    const [challenge] = await t.database.db.select().from(codeChallenges)
    expect(challenge!.attempts).toBe(3)
  })

  it('refuses a code after 10 minutes', async () => {
    const { challengeId, code } = await signUpAndRequestCode()
    await t.database.db.execute(
      sql`UPDATE code_challenges SET expires_at = now() - interval '1 second'`,
    )
    expect((await verify('company', challengeId, code)).body.code).toBe('CODE_EXPIRED')
  })

  it('waits 30 seconds between code mails to one address, with Retry-After', async () => {
    const { email } = await signUpAndRequestCode()
    const again = await login('company', email)
    expect(again.status).toBe(429)
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30)
    expect(again.body.message).toMatch(/Please wait \d+ seconds? before requesting another code/)
    expect(t.mail.mails).toHaveLength(1)
  })

  it('makes only the newest code work after a resend', async () => {
    const first = await signUpAndRequestCode()
    await ageChallenges()
    const resend = await login('company', first.email)
    expect(resend.status).toBe(200)
    const newCode = t.mail.latestCodeFor(first.email)
    expect((await verify('company', first.challengeId, first.code)).body.code).toBe('CODE_EXPIRED')
    expect((await verify('company', resend.body.data.id, newCode)).status).toBe(200)
  })

  it('does not accept a company challenge on the intern endpoint', async () => {
    const { challengeId, code } = await signUpAndRequestCode('company')
    const res = await verify('auth', challengeId, code)
    expect(res.status).toBe(400)
    expect((await verify('company', challengeId, code)).status).toBe(200)
  })

  it('stops an account after 10 failed checks in a day', async () => {
    const { email } = await signUpAndRequestCode()
    for (let round = 0; round < 4; round++) {
      await ageChallenges()
      const { id } = (await login('company', email)).body.data
      const code = t.mail.latestCodeFor(email)
      for (let i = 0; i < 3; i++) await verify('company', id, wrongCodeFor(code))
    }
    await ageChallenges()
    const { id } = (await login('company', email)).body.data
    const blocked = await verify('company', id, t.mail.latestCodeFor(email))
    expect(blocked.status).toBe(429)
    expect(blocked.headers['retry-after']).toBeDefined()
    expect(blocked.body.message).toMatch(/try again tomorrow/)
  })

  it('stops an address whose failed checks spread over more than 10 accounts in an hour', async () => {
    const targets = await Promise.all(
      Array.from({ length: 11 }, () => createAccount(t.database.db, 'company')),
    )
    let last = { status: 0, body: {} as { message?: string } }
    for (const { account } of targets) {
      const { id } = (await login('company', account.email)).body.data
      const code = t.mail.latestCodeFor(account.email)
      for (let i = 0; i < 3; i++) last = await verify('company', id, wrongCodeFor(code))
    }
    expect(last.status).toBe(429)
    expect(last.body.message).toMatch(/from this network/)
  })
})

describe('sessions', () => {
  it('answers 401 without a token, 403 for the other kind, 440 when expired', async () => {
    const company = await createAccount(t.database.db, 'company')
    const intern = await createAccount(t.database.db, 'intern')
    expect((await call(t.app, { method: 'GET', url: '/company/me' })).status).toBe(401)
    expect(
      (await call(t.app, { method: 'GET', url: '/company/me', token: 'nonsense' })).status,
    ).toBe(401)
    expect(
      (await call(t.app, { method: 'GET', url: '/company/me', token: intern.token })).status,
    ).toBe(403)
    expect(
      (await call(t.app, { method: 'GET', url: '/auth/me', token: company.token })).status,
    ).toBe(403)
    const me = await call(t.app, { method: 'GET', url: '/company/me', token: company.token })
    expect(me.body.data).toMatchObject({ progress: 0, profileComplete: false, companyName: null })
    await t.database.db.execute(sql`UPDATE sessions SET expires_at = now() - interval '1 second'`)
    const expired = await call(t.app, { method: 'GET', url: '/company/me', token: company.token })
    expect(expired.status).toBe(440)
  })

  it('stops a token on log out', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    expect((await call(t.app, { method: 'DELETE', url: '/session', token })).status).toBe(200)
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token })).status).toBe(401)
  })

  it('logs out everywhere, and only that account', async () => {
    const { account, token } = await createAccount(t.database.db, 'company')
    const other = await createAccount(t.database.db, 'company')
    const second = await createAccount(t.database.db, 'company', { email: `x.${account.email}` })
    const { createSession } = await import('../../lib/sessions.js')
    const { token: secondDevice } = await createSession(t.database.db, account.id, {
      ip: '::1',
      userAgent: undefined,
    })
    expect((await call(t.app, { method: 'DELETE', url: '/sessions', token })).status).toBe(200)
    expect(
      (await call(t.app, { method: 'GET', url: '/company/me', token: secondDevice })).status,
    ).toBe(401)
    expect(
      (await call(t.app, { method: 'GET', url: '/company/me', token: other.token })).status,
    ).toBe(200)
    expect(
      (await call(t.app, { method: 'GET', url: '/company/me', token: second.token })).status,
    ).toBe(200)
  })

  it('refuses a suspended account', async () => {
    const { account, token } = await createAccount(t.database.db, 'company')
    await t.database.db
      .update(accounts)
      .set({ status: 'suspended' })
      .where(eq(accounts.id, account.id))
    expect((await call(t.app, { method: 'GET', url: '/company/me', token })).status).toBe(401)
    expect((await login('company', account.email)).status).toBe(403)
  })
})
