import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  AUTH_MESSAGES,
  OTP_MAX_ACCOUNTS_FAILED_PER_IP_PER_HOUR,
  SIGN_IN_LINK_MAX_FAILURES_PER_IP_PER_HOUR,
} from '@app/domain'
import { codeChallenges } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, uniqueEmail } from '../../../test/factories.js'

const t = useTestApp()

type Prefix = 'company' | 'auth'
const login = (prefix: Prefix, email: string, remoteAddress = '127.0.0.1') =>
  call(t.app, { method: 'POST', url: `/${prefix}/login`, payload: { email }, remoteAddress })
const verify = (prefix: Prefix, id: string, otp: string, remoteAddress = '127.0.0.1') =>
  call(t.app, {
    method: 'POST',
    url: `/${prefix}/verify-otp`,
    payload: { id, otp },
    remoteAddress,
  })
const openLink = (token: unknown, remoteAddress = '127.0.0.1') =>
  call(t.app, { method: 'POST', url: '/auth/link', payload: { token }, remoteAddress })

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0')
const ageChallenges = () =>
  t.database.db.execute(
    sql`UPDATE code_challenges SET created_at = created_at - interval '1 minute'`,
  )

const LINK = /https:\/\/internplace\.example\/app\/sign-in\/link\?token=([\w-]{43})\b/

function latestMailTo(email: string) {
  const mail = t.mail.mails.filter((m) => m.to === email).at(-1)
  if (!mail) throw new Error(`nothing was mailed to ${email}`)
  return mail
}
const latestLinkTokenFor = (email: string) => {
  const token = LINK.exec(latestMailTo(email).text)?.[1]
  if (!token) throw new Error(`no sign-in link in the mail to ${email}`)
  return token
}

async function requestSignIn(kind: 'company' | 'intern', prefix: Prefix) {
  const { account } = await createAccount(t.database.db, kind)
  const res = await login(prefix, account.email)
  expect(res.status).toBe(200)
  return {
    account,
    challengeId: res.body.data.id as string,
    code: t.mail.latestCodeFor(account.email),
    linkToken: latestLinkTokenFor(account.email),
  }
}

describe('the sign-in mail', () => {
  it('carries a one-tap link on PUBLIC_URL beside the code, and only its hash is stored', async () => {
    const { account, code, linkToken } = await requestSignIn('company', 'company')
    const { text } = latestMailTo(account.email)
    expect(text).toContain(code)
    expect(text).toMatch(LINK)
    const [challenge] = await t.database.db.select().from(codeChallenges)
    expect(challenge!.linkTokenHash).toBeTruthy()
    expect(challenge!.linkTokenHash).not.toContain(linkToken)
  })
})

describe('POST /auth/link', () => {
  it.each([
    ['company', 'company'],
    ['intern', 'auth'],
  ] as const)('signs a %s in with the same answer as the code', async (kind, prefix) => {
    const { account, linkToken } = await requestSignIn(kind, prefix)
    const res = await openLink(linkToken)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      token: expect.any(String),
      expiresAt: expect.any(String),
      account: { id: account.id, email: account.email, kind, profileComplete: false },
    })
    const me = await call(t.app, {
      method: 'GET',
      url: kind === 'company' ? '/company/me' : '/auth/me',
      token: res.body.data.token,
    })
    expect(me.status).toBe(200)
  })

  it('works once, and uses up the code mailed with it', async () => {
    const { challengeId, code, linkToken } = await requestSignIn('company', 'company')
    expect((await openLink(linkToken)).status).toBe(200)
    const again = await openLink(linkToken)
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({
      code: 'SIGN_IN_LINK_INVALID',
      message: AUTH_MESSAGES.linkInvalid,
    })
    expect((await verify('company', challengeId, code)).body.code).toBe('CODE_EXPIRED')
  })

  it('dies with its code after 10 minutes', async () => {
    const { linkToken } = await requestSignIn('intern', 'auth')
    await t.database.db.execute(
      sql`UPDATE code_challenges SET expires_at = now() - interval '1 second'`,
    )
    expect((await openLink(linkToken)).body.code).toBe('SIGN_IN_LINK_INVALID')
  })

  it('dies when a newer code is sent; the newer link works', async () => {
    const first = await requestSignIn('company', 'company')
    await ageChallenges()
    expect((await login('company', first.account.email)).status).toBe(200)
    const newer = latestLinkTokenFor(first.account.email)
    expect(newer).not.toBe(first.linkToken)
    expect((await openLink(first.linkToken)).status).toBe(400)
    expect((await openLink(newer)).status).toBe(200)
  })

  it("still signs in when the account's code checks are locked by wrong guesses", async () => {
    const { account } = await createAccount(t.database.db, 'company')
    for (let round = 0; round < 4; round++) {
      await ageChallenges()
      const { id } = (await login('company', account.email, '10.9.8.7')).body.data
      const code = t.mail.latestCodeFor(account.email)
      for (let i = 0; i < 3; i++) await verify('company', id, wrongCodeFor(code), '10.9.8.7')
    }
    await ageChallenges()
    const { id } = (await login('company', account.email)).body.data
    const locked = await verify('company', id, t.mail.latestCodeFor(account.email))
    expect(locked.status).toBe(429)
    expect(locked.body.message).toMatch(/sign-in link/)

    await ageChallenges()
    await login('company', account.email)
    const res = await openLink(latestLinkTokenFor(account.email))
    expect(res.status).toBe(200)
    expect(res.body.data.account.id).toBe(account.id)
  })

  it("one email with both kinds: each link opens its own kind's account, and no other", async () => {
    const email = uniqueEmail('both')
    const company = await createAccount(t.database.db, 'company', { email })
    const intern = await createAccount(t.database.db, 'intern', { email })
    await login('company', email)
    const companyLink = latestLinkTokenFor(email)
    await ageChallenges()
    expect((await login('auth', email)).status).toBe(200)
    const internLink = latestLinkTokenFor(email)

    const asIntern = await openLink(internLink)
    expect(asIntern.body.data.account).toMatchObject({ id: intern.account.id, kind: 'intern' })
    const asCompany = await openLink(companyLink)
    expect(asCompany.body.data.account).toMatchObject({ id: company.account.id, kind: 'company' })
    const companyAsIntern = await call(t.app, {
      method: 'GET',
      url: '/auth/me',
      token: asCompany.body.data.token,
    })
    expect(companyAsIntern.status).toBe(403)
  })

  it('is no key for a settings change: a change code mails no link', async () => {
    const { account, token } = await createAccount(t.database.db, 'company')
    const res = await call(t.app, {
      method: 'POST',
      url: '/account/changes',
      token,
      payload: { field: 'companyName', value: 'Sahel Pay' },
    })
    expect(res.status).toBe(200)
    const [challenge] = await t.database.db.select().from(codeChallenges)
    expect(challenge).toMatchObject({ purpose: 'change', linkTokenHash: null })
    expect(latestMailTo(account.email).text).not.toMatch(/sign-in\/link/)
  })

  it('refuses a missing or malformed token with 400', async () => {
    for (const token of [undefined, '', 'short', 42, 'x'.repeat(43) + '!']) {
      const res = await openLink(token)
      expect(res.status).toBe(400)
    }
    const noBody = await call(t.app, { method: 'POST', url: '/auth/link' })
    expect(noBody.status).toBe(400)
  })

  it('stops an address after many wrong links, and not another address', async () => {
    const wrong = () => 'A'.repeat(42) + String.fromCharCode(65 + Math.floor(Math.random() * 26))
    for (let i = 0; i < SIGN_IN_LINK_MAX_FAILURES_PER_IP_PER_HOUR; i++) {
      expect((await openLink(wrong(), '102.89.2.1')).status).toBe(400)
    }
    const blocked = await openLink(wrong(), '102.89.2.1')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    const { linkToken } = await requestSignIn('intern', 'auth')
    expect((await openLink(linkToken, '102.89.2.1')).status).toBe(429)
    expect((await openLink(linkToken, '102.89.2.2')).status).toBe(200)
  })
})

describe('the per-address limit on codes', () => {
  it('does not stop others behind a shared address when people mistype their own codes', async () => {
    const shared = '102.89.3.1'
    // Three people, each mistyping until their own account's codes lock: 30 failures in all.
    for (let person = 0; person < 3; person++) {
      const { account } = await createAccount(t.database.db, 'intern')
      for (let round = 0; round < 4; round++) {
        await ageChallenges()
        const { id } = (await login('auth', account.email, shared)).body.data
        const code = t.mail.latestCodeFor(account.email)
        for (let i = 0; i < 3; i++) await verify('auth', id, wrongCodeFor(code), shared)
      }
    }
    await ageChallenges()
    const neighbour = await createAccount(t.database.db, 'intern')
    const { id } = (await login('auth', neighbour.account.email, shared)).body.data
    const res = await verify('auth', id, t.mail.latestCodeFor(neighbour.account.email), shared)
    expect(res.status).toBe(200)
  })

  it('stops an address whose failed codes spread over many accounts', async () => {
    const sprayer = '102.89.4.1'
    const targets = await Promise.all(
      Array.from({ length: OTP_MAX_ACCOUNTS_FAILED_PER_IP_PER_HOUR + 1 }, () =>
        createAccount(t.database.db, 'company'),
      ),
    )
    const answers: number[] = []
    for (const { account } of targets) {
      const { id } = (await login('company', account.email, sprayer)).body.data
      const code = t.mail.latestCodeFor(account.email)
      answers.push((await verify('company', id, wrongCodeFor(code), sprayer)).status)
    }
    expect(answers.slice(0, OTP_MAX_ACCOUNTS_FAILED_PER_IP_PER_HOUR)).toEqual(
      Array(OTP_MAX_ACCOUNTS_FAILED_PER_IP_PER_HOUR).fill(400),
    )
    expect(answers.at(-1)).toBe(429)
  })
})
