import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES } from '@app/domain'
import { runCli } from '../../cli.js'
import { openDatabase } from '../../db/client.js'
import { accounts, sessions } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin, uniqueEmail } from '../../../test/factories.js'
import { createAdminAccount } from './admin-accounts.js'
import { recordPublicUrl } from '../../lib/served-address.js'

const t = useTestApp()

const adminLogin = (email: string) =>
  call(t.app, { method: 'POST', url: '/admin/login', payload: { email } })
const adminVerify = (id: string, otp: string) =>
  call(t.app, { method: 'POST', url: '/admin/verify-otp', payload: { id, otp } })
const linkTokenFor = (email: string) => {
  const mail = t.mail.mails.filter((m) => m.to === email).at(-1)
  return mail?.text.match(/sign-in\/link\?token=([\w-]{43})\b/)?.[1]
}

describe('admin:create', () => {
  const quietOut = () => {
    const lines: string[] = []
    return {
      lines,
      out: { log: (l: string) => lines.push(l), error: (l: string) => lines.push(l) },
    }
  }

  // Three starts of an embedded database on disk: slow on a busy machine.
  it('makes an admin account in the embedded database, once, and says so', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-cli-'))
    try {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'https://ip.example' }
      const first = quietOut()
      expect(await runCli(['admin:create', ' Ops@Example.com '], env, first.out)).toBe(0)
      expect(first.lines.join('\n')).toMatch(
        /Created the admin account ops@example\.com\. Sign in at https:\/\/ip\.example\/admin\/sign-in/,
      )
      const second = quietOut()
      expect(await runCli(['admin:create', 'ops@example.com'], env, second.out)).toBe(0)
      expect(second.lines.join('\n')).toMatch(/already an admin; nothing changed/)

      const database = await openDatabase({ dataDir: `${dataDir}/pgdata` })
      const admins = await database.db
        .select({ email: accounts.email, kind: accounts.kind })
        .from(accounts)
      await database.close()
      expect(admins).toEqual([{ email: 'ops@example.com', kind: 'admin' }])
      // The lock is released, so the server can start on the folder.
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it("prints the sign-in link on the running server's address, or on the PORT it is given", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-cli-'))
    try {
      // What a server started with PORT=4321 leaves in its data folder.
      recordPublicUrl(dataDir, 'http://localhost:4321')
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }
      const fromServer = quietOut()
      expect(await runCli(['admin:create', 'ops@example.com'], env, fromServer.out)).toBe(0)
      expect(fromServer.lines.join('\n')).toContain(
        'Sign in at http://localhost:4321/admin/sign-in',
      )
      const fromPort = quietOut()
      const withPort = { ...env, PORT: '5050' }
      expect(await runCli(['admin:create', 'ada@example.com'], withPort, fromPort.out)).toBe(0)
      expect(fromPort.lines.join('\n')).toContain('Sign in at http://localhost:5050/admin/sign-in')
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('refuses a bad email or a missing argument with a message and a failing exit code', async () => {
    const bad = quietOut()
    expect(
      await runCli(['admin:create', 'not-an-email'], { DATA_DIR: '/nonexistent' }, bad.out),
    ).toBe(1)
    expect(bad.lines.join('\n')).toMatch(/Not an email address/)
    const usage = quietOut()
    expect(await runCli(['admin:create'], {}, usage.out)).toBe(2)
    expect(usage.lines.join('\n')).toMatch(
      /Usage: node apps\/api\/dist\/cli\.js admin:create EMAIL/,
    )
    expect(await runCli(['drop-everything', 'x@example.com'], {}, quietOut().out)).toBe(2)
  })

  it('keeps an admin beside an intern or company account of the same email', async () => {
    const email = uniqueEmail()
    await createAccount(t.database.db, 'company', { email })
    expect((await createAdminAccount(t.database.db, email)).created).toBe(true)
    expect((await createAdminAccount(t.database.db, email.toUpperCase())).created).toBe(false)
    const rows = await t.database.db.select().from(accounts).where(eq(accounts.email, email))
    expect(rows.map((row) => row.kind).sort()).toEqual(['admin', 'company'])
  })
})

describe('admin sign-in', () => {
  it('signs an admin in with the mailed code, as an admin session', async () => {
    const { id, email } = await createAdminAccount(t.database.db, uniqueEmail('ops'))
    const challenge = await adminLogin(email)
    expect(challenge.status).toBe(200)
    const res = await adminVerify(challenge.body.data.id, t.mail.latestCodeFor(email))
    expect(res.status).toBe(200)
    expect(res.body.data.account).toEqual({ id, email, kind: 'admin', profileComplete: true })
    const me = await call(t.app, { method: 'GET', url: '/admin/me', token: res.body.data.token })
    expect(me.status).toBe(200)
    expect(me.body.data).toEqual({ id, email, kind: 'admin' })
  })

  it('signs an admin in with the one-tap link of the mail', async () => {
    const { email } = await createAdminAccount(t.database.db, uniqueEmail('ops'))
    await adminLogin(email)
    const token = linkTokenFor(email)
    expect(token).toBeTruthy()
    const res = await call(t.app, { method: 'POST', url: '/auth/link', payload: { token } })
    expect(res.status).toBe(200)
    expect(res.body.data.account.kind).toBe('admin')
  })

  it("answers an unknown email, or a company's, as it answers an admin's, and mails no one", async () => {
    const admin = await createAdminAccount(t.database.db, uniqueEmail('ops'))
    const company = await createAccount(t.database.db, 'company')
    const answers = []
    for (const email of [admin.email, uniqueEmail(), company.account.email]) {
      const res = await adminLogin(email)
      expect(res.status, email).toBe(200)
      expect(res.body.data.id).toMatch(/^[0-9a-f-]{36}$/)
      answers.push({ ...res.body, data: Object.keys(res.body.data) })
    }
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect(t.mail.mails.map((mail) => mail.to)).toEqual([admin.email])

    // Asking again within 30 s is refused alike.
    const again = [await adminLogin(admin.email), await adminLogin(company.account.email)]
    expect(again.map((res) => res.status)).toEqual([429, 429])
    for (const res of again) {
      expect(res.body.code).toBe('TOO_MANY_REQUESTS')
      expect(res.body.message).toMatch(/^Please wait \d+ seconds before requesting another code\.$/)
    }
  })

  it("fails every code of a made-up challenge as a real one's wrong codes, and opens no session", async () => {
    const admin = await createAdminAccount(t.database.db, uniqueEmail('ops'))
    const real = (await adminLogin(admin.email)).body.data.id as string
    const code = t.mail.latestCodeFor(admin.email)!
    const wrong = code === '0000' ? '1111' : '0000'
    const fake = (await adminLogin(uniqueEmail())).body.data.id as string
    const replies = async (id: string, otps: string[]) => {
      const out = []
      for (const otp of otps) {
        const res = await adminVerify(id, otp)
        out.push([res.status, res.body.code, res.body.message])
      }
      return out
    }
    const tries = [wrong, wrong, wrong, wrong]
    expect(await replies(fake, tries)).toEqual(await replies(real, tries))
    expect((await replies(fake, [code]))[0]?.[0]).toBe(400)
    expect(await t.database.db.select().from(sessions)).toHaveLength(0)
  })

  it('refuses a bad email or code with 400 and opens no session', async () => {
    const badEmail = await adminLogin('nope')
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.errors.email).toBe(AUTH_MESSAGES.signInEmailInvalid)
    const badCode = await call(t.app, {
      method: 'POST',
      url: '/admin/verify-otp',
      payload: { id: 'x', otp: '12' },
    })
    expect(badCode.status).toBe(400)
  })

  it('does not take an admin code at a company endpoint, nor a company code at the admin one', async () => {
    const { email } = await createAdminAccount(t.database.db, uniqueEmail('ops'))
    const challenge = await adminLogin(email)
    const asCompany = await call(t.app, {
      method: 'POST',
      url: '/company/verify-otp',
      payload: { id: challenge.body.data.id, otp: t.mail.latestCodeFor(email) },
    })
    expect(asCompany.status).toBe(400)

    const company = await createAccount(t.database.db, 'company')
    const companyChallenge = await call(t.app, {
      method: 'POST',
      url: '/company/login',
      payload: { email: company.account.email },
    })
    const asAdmin = await adminVerify(
      companyChallenge.body.data.id,
      t.mail.latestCodeFor(company.account.email),
    )
    expect(asAdmin.status).toBe(400)
  })

  it('refuses a suspended admin with the suspension message', async () => {
    const { account } = await createAdmin(t.database.db)
    await t.database.db
      .update(accounts)
      .set({ status: 'suspended' })
      .where(and(eq(accounts.id, account.id)))
    const res = await adminLogin(account.email)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(AUTH_MESSAGES.accountSuspended)
  })
})

describe('the admin guard', () => {
  it('refuses interns, companies and no session on admin routes', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    const company = await createAccount(t.database.db, 'company')
    for (const token of [intern.token, company.token]) {
      for (const url of ['/admin/audit', '/admin/me']) {
        const res = await call(t.app, { method: 'GET', url, token })
        expect(res.status, url).toBe(403)
        expect(res.body.code).toBe('WRONG_ACCOUNT_KIND')
      }
    }
    expect((await call(t.app, { method: 'GET', url: '/admin/audit' })).status).toBe(401)
  })

  it('refuses an admin token on company and intern routes', async () => {
    const admin = await createAdmin(t.database.db)
    for (const url of [
      '/company/me',
      '/auth/me',
      '/roles',
      '/users/roles',
      '/users/applications',
    ]) {
      const res = await call(t.app, { method: 'GET', url, token: admin.token })
      expect(res.status, url).toBe(403)
    }
    const post = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: admin.token,
      payload: {},
    })
    expect(post.status).toBe(403)
  })
})
