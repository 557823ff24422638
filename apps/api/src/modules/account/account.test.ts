import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, DEFAULT_ACCOUNT_PREFERENCES } from '@app/domain'
import {
  accounts,
  applications,
  companies,
  files,
  notifications,
  roles,
  sessions,
} from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount } from '../../../test/factories.js'
import { pngBytes, uploadAs } from '../../../test/file-fixtures.js'
import { createSession } from '../../lib/sessions.js'

const t = useTestApp()

const ROLE = {
  title: 'Sales Intern',
  roleSummary: 'Meet merchants across Lagos.',
  responsibilities: ['Visit shops'],
  requirements: ['Good English'],
  minimumSalary: 40_000,
  location: 'Ikeja, Lagos',
  type: 'on_site',
  duration: 3,
  term: 'month',
}

const completeCompany = (companyName = 'Kobo Ledger') =>
  createAccount(t.database.db, 'company', { company: { ...COMPLETE_COMPANY, companyName } })

async function postRole(token: string, title = ROLE.title) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/roles/add-role',
    token,
    payload: { ...ROLE, title },
  })
  expect(res.status).toBe(201)
  return res.body.data.id as string
}

async function applyTo(roleId: string) {
  const intern = await createAccount(t.database.db, 'intern')
  const [application] = await t.database.db
    .insert(applications)
    .values({ roleId, internId: intern.account.id, resumeUrl: '/api/v1/files/cv.pdf' })
    .returning()
  return { intern, application: application! }
}

describe('sessions', () => {
  it("lists the account's live sessions, marking the current one", async () => {
    const { account, token } = await createAccount(t.database.db, 'company')
    await createSession(t.database.db, account.id, { ip: '10.0.0.7', userAgent: 'Phone browser' })
    const revoked = await createSession(t.database.db, account.id, { ip: '::1', userAgent: 'Old' })
    await call(t.app, { method: 'DELETE', url: '/session', token: revoked.token })
    const expired = await createSession(t.database.db, account.id, { ip: '::1', userAgent: 'Gone' })
    await t.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_agent = 'Gone'`,
    )
    void expired
    await createAccount(t.database.db, 'company')

    const res = await call(t.app, { method: 'GET', url: '/account/sessions', token })
    expect(res.status).toBe(200)
    expect(res.body.data).toHaveLength(2)
    const current = res.body.data.filter((session: { current: boolean }) => session.current)
    expect(current).toHaveLength(1)
    expect(current[0]).toMatchObject({ userAgent: 'test', ip: '127.0.0.1' })
    expect(res.body.data.find((s: { current: boolean }) => !s.current)).toMatchObject({
      id: expect.any(String),
      userAgent: 'Phone browser',
      ip: '10.0.0.7',
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
    })
  })

  it('signs one own device out; another account gets 404 for it', async () => {
    const { account, token } = await createAccount(t.database.db, 'intern')
    const phone = await createSession(t.database.db, account.id, { ip: '::1', userAgent: 'Phone' })
    const list = (await call(t.app, { method: 'GET', url: '/account/sessions', token })).body.data
    const phoneId = list.find((session: { current: boolean }) => !session.current).id

    const other = await createAccount(t.database.db, 'intern')
    const theirs = await call(t.app, {
      method: 'DELETE',
      url: `/account/sessions/${phoneId}`,
      token: other.token,
    })
    expect(theirs.status).toBe(404)
    expect(
      (await call(t.app, { method: 'DELETE', url: '/account/sessions/nonsense', token })).status,
    ).toBe(404)

    const res = await call(t.app, { method: 'DELETE', url: `/account/sessions/${phoneId}`, token })
    expect(res.status).toBe(200)
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token: phone.token })).status).toBe(
      401,
    )
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token })).status).toBe(200)
    const again = await call(t.app, {
      method: 'DELETE',
      url: `/account/sessions/${phoneId}`,
      token,
    })
    expect(again.status).toBe(404)
    expect((await call(t.app, { method: 'GET', url: '/account/sessions' })).status).toBe(401)
  })

  it('notes when a session was last used', async () => {
    const { token } = await createAccount(t.database.db, 'company')
    await t.database.db.execute(sql`UPDATE sessions SET last_seen_at = now() - interval '1 day'`)
    await call(t.app, { method: 'GET', url: '/company/me', token })
    const [session] = await t.database.db.select().from(sessions)
    expect(Date.now() - session!.lastSeenAt.getTime()).toBeLessThan(60_000)
  })
})

describe('preferences', () => {
  it("answers the spec's defaults, then what was saved", async () => {
    const { token } = await createAccount(t.database.db, 'company')
    const defaults = await call(t.app, { method: 'GET', url: '/account/preferences', token })
    expect(defaults.status).toBe(200)
    expect(defaults.body.data).toEqual(DEFAULT_ACCOUNT_PREFERENCES.company)
    expect(defaults.body.data).toMatchObject({
      notifications: { frequency: 'immediate', newApplications: true },
      privacy: { jobBoardVisibility: 'public', profileVisibility: 'private' },
    })

    const chosen = {
      notifications: {
        newApplications: false,
        applicationUpdates: {
          newMessages: true,
          interviewRequests: false,
          interviewSchedules: true,
        },
        systemAlerts: { platformUpdates: false, accountActivity: true, announcements: false },
        frequency: 'daily',
      },
      privacy: {
        jobBoardVisibility: 'private',
        profileVisibility: 'public',
        thirdPartyIntegration: false,
      },
    }
    const saved = await call(t.app, {
      method: 'PUT',
      url: '/account/preferences',
      token,
      payload: chosen,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe('Preferences saved')
    expect(saved.body.data).toEqual(chosen)
    const read = await call(t.app, { method: 'GET', url: '/account/preferences', token })
    expect(read.body.data).toEqual(chosen)
  })

  it('refuses unknown values and keys with 400, saving nothing', async () => {
    const { account, token } = await createAccount(t.database.db, 'intern')
    const cases: [object, string, string][] = [
      [
        { notifications: { frequency: 'weekly' } },
        'notifications.frequency',
        ACCOUNT_MESSAGES.frequencyInvalid,
      ],
      [
        { privacy: { jobBoardVisibility: 'friends' } },
        'privacy.jobBoardVisibility',
        ACCOUNT_MESSAGES.visibilityInvalid,
      ],
      [
        { notifications: { statusChanges: 'yes' } },
        'notifications.statusChanges',
        ACCOUNT_MESSAGES.preferenceToggle,
      ],
      // A company's item is not an intern's.
      [
        { notifications: { newApplications: false } },
        'notifications',
        'Unrecognized key: "newApplications"',
      ],
    ]
    for (const [payload, field, message] of cases) {
      const res = await call(t.app, { method: 'PUT', url: '/account/preferences', token, payload })
      expect(res.status).toBe(400)
      expect(res.body.errors[field]).toBe(message)
    }
    const extra = await call(t.app, {
      method: 'PUT',
      url: '/account/preferences',
      token,
      payload: { theme: 'dark' },
    })
    expect(extra.status).toBe(400)
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id))
    expect(row!.preferences).toEqual({})
  })

  it("keeps an intern's own items: company messages, status changes, matching roles, deadlines", async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const defaults = await call(t.app, { method: 'GET', url: '/account/preferences', token })
    expect(defaults.body.data).toEqual(DEFAULT_ACCOUNT_PREFERENCES.intern)
    expect(defaults.body.data.notifications).not.toHaveProperty('newApplications')

    const chosen = {
      notifications: {
        companyMessages: true,
        statusChanges: false,
        matchingRoles: false,
        savedRoleDeadlines: true,
        systemAlerts: { platformUpdates: true, accountActivity: true, announcements: false },
        frequency: 'daily',
      },
      privacy: {
        jobBoardVisibility: 'public',
        profileVisibility: 'private',
        thirdPartyIntegration: true,
      },
    }
    const saved = await call(t.app, {
      method: 'PUT',
      url: '/account/preferences',
      token,
      payload: chosen,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toEqual(chosen)
    const read = await call(t.app, { method: 'GET', url: '/account/preferences', token })
    expect(read.body.data).toEqual(chosen)
  })

  it("refuses an intern's items from a company", async () => {
    const { account, token } = await createAccount(t.database.db, 'company')
    const res = await call(t.app, {
      method: 'PUT',
      url: '/account/preferences',
      token,
      payload: { notifications: { statusChanges: false } },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ notifications: 'Unrecognized key: "statusChanges"' })
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id))
    expect(row!.preferences).toEqual({})
  })

  it('hides a company with a private job board from the signed-out browse', async () => {
    const hidden = await completeCompany('Quiet Co')
    const open = await completeCompany('Loud Co')
    await postRole(hidden.token, 'Quiet role')
    await postRole(open.token, 'Loud role')
    const browse = async () =>
      (await call(t.app, { method: 'GET', url: '/roles/recent' })).body.data.docs.map(
        (role: { title: string }) => role.title,
      )
    expect((await browse()).sort()).toEqual(['Loud role', 'Quiet role'])
    await call(t.app, {
      method: 'PUT',
      url: '/account/preferences',
      token: hidden.token,
      payload: { privacy: { jobBoardVisibility: 'private' } },
    })
    expect(await browse()).toEqual(['Loud role'])
    const relevant = await call(t.app, { method: 'GET', url: '/roles/recent?sort=relevant' })
    expect(relevant.body.data.meta.totalDocs).toBe(1)
    // The company still manages its roles.
    const own = await call(t.app, { method: 'GET', url: '/roles', token: hidden.token })
    expect(own.body.data.docs).toHaveLength(1)
  })
})

describe('DELETE /account', () => {
  it('deletes a company with its roles and files, notifying its applicants first', async () => {
    const { account, token } = await completeCompany('Kobo Ledger')
    const roleId = await postRole(token)
    const { intern } = await applyTo(roleId)
    const upload = await uploadAs(t.app, token, await pngBytes(), 'logo.png')
    expect(upload.status).toBe(201)
    const stored = path.join(
      t.app.ctx.config.dataDir,
      'files',
      path.basename(upload.body.data.fileUrl),
    )
    expect(fs.existsSync(stored)).toBe(true)

    const refused = await call(t.app, { method: 'DELETE', url: '/account', token, payload: {} })
    expect(refused.status).toBe(400)
    expect(refused.body.errors.confirm).toBe('Type DELETE to confirm')

    const res = await call(t.app, {
      method: 'DELETE',
      url: '/account',
      token,
      payload: { confirm: 'DELETE' },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Your account has been deleted.')
    expect((await call(t.app, { method: 'GET', url: '/company/me', token })).status).toBe(401)

    const db = t.database.db
    expect(await db.select().from(accounts).where(eq(accounts.id, account.id))).toEqual([])
    expect(await db.select().from(companies)).toEqual([])
    expect(await db.select().from(roles)).toEqual([])
    expect(await db.select().from(applications)).toEqual([])
    expect(await db.select().from(files)).toEqual([])
    expect(await db.select().from(sessions).where(eq(sessions.accountId, account.id))).toEqual([])
    expect(fs.existsSync(stored)).toBe(false)
    const [note] = await db.select().from(notifications)
    expect(note).toMatchObject({
      accountId: intern.account.id,
      type: 'role_closed',
      title: 'Role closed',
      // Nothing of the company stays, its name included (decision 037).
      description:
        'The company behind the Sales Intern role deleted its account, so the role is closed.',
      applicationId: null,
    })
    expect(
      (await call(t.app, { method: 'GET', url: '/auth/me', token: intern.token })).status,
    ).toBe(200)
  })

  it('deletes an intern account, and answers 401 without a token', async () => {
    const { account, token } = await createAccount(t.database.db, 'intern')
    expect(
      (await call(t.app, { method: 'DELETE', url: '/account', payload: { confirm: 'DELETE' } }))
        .status,
    ).toBe(401)
    const res = await call(t.app, {
      method: 'DELETE',
      url: '/account',
      token,
      payload: { confirm: 'DELETE' },
    })
    expect(res.status).toBe(200)
    expect(await t.database.db.select().from(accounts).where(eq(accounts.id, account.id))).toEqual(
      [],
    )
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token })).status).toBe(401)
  })
})
