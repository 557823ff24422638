import fs from 'node:fs'
import path from 'node:path'
import { eq, getTableName, is, sql } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import * as schema from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { CHAT_MESSAGES, DEFAULT_ACCOUNT_PREFERENCES } from '@app/domain'
import {
  applied,
  companyWithRole,
  ROLE,
  sendMessageAs,
} from '../../../test/conversation-fixtures.js'
import { createAdmin, createCompleteIntern, uniqueEmail } from '../../../test/factories.js'
import { createSession } from '../../lib/sessions.js'
import { pdfBytes, pngBytes, uploadAs } from '../../../test/file-fixtures.js'

const t = useTestApp()

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
)

/** Every table of the database, and which of them hold any of the needles anywhere in a row. */
async function tracesOf(needles: string[]) {
  const inDatabase = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public'`,
  )) as unknown as { rows: { table_name: string }[] }
  const names = TABLES.map((table) => getTableName(table)).sort()
  expect(inDatabase.rows.map((row) => row.table_name).sort()).toEqual(names)
  const found: string[] = []
  for (const table of TABLES) {
    const text = JSON.stringify(await t.database.db.select().from(table)).toLowerCase()
    for (const needle of needles) {
      if (text.includes(needle.toLowerCase())) found.push(`${getTableName(table)}: ${needle}`)
    }
  }
  return found
}

const storedFiles = () => {
  const folder = path.join(t.app.ctx.config.dataDir, 'files')
  return fs.existsSync(folder) ? fs.readdirSync(folder) : []
}
const keyOf = (url: string) => path.basename(url.split('?')[0]!)

const DAY_MS = 24 * 60 * 60 * 1000

const OFFER_LETTER = {
  kind: 'offer',
  internName: 'Ada Okafor',
  signatoryName: 'Bola Adeyemi',
  signatoryTitle: 'Head of People',
  startDate: '2026-06-01',
  roleTitle: 'Front-End Developer Intern',
  durationMonths: 6,
  monthlyStipend: 50_000,
}

/** The company's logo and CAC document uploaded (storage keys), and its CAC number. */
async function withFilesAndCac(token: string, companyId: string) {
  const logo = await uploadAs(t.app, token, await pngBytes(), 'logo.png')
  const cac = await uploadAs(t.app, token, pdfBytes(), 'cac.pdf')
  expect(cac.status).toBe(201)
  const document = await call(t.app, {
    method: 'PUT',
    url: '/company/set-documents',
    token,
    payload: { type: 'CAC_Document', fileName: 'cac.pdf', s3Url: cac.body.data.fileUrl },
  })
  expect(document.status).toBe(200)
  const rcNumber = 'RC1234567'
  await t.database.db
    .update(schema.companies)
    .set({ rcNumber })
    .where(eq(schema.companies.accountId, companyId))
  return { logoKey: keyOf(logo.body.data.fileUrl), cacKey: keyOf(cac.body.data.fileUrl), rcNumber }
}

const deleteAccount = (token: string) =>
  call(t.app, { method: 'DELETE', url: '/account', token, payload: { confirm: 'DELETE' } })

const exportOf = (token: string | undefined) =>
  call(t.app, { method: 'GET', url: '/account/export', token })

/** An intern with a full life on the platform: applied, chatted, reported and was reported. */
async function busyIntern() {
  const { company, intern, applicationId } = await applied(t)
  await sendMessageAs(t, 'company', company.token, applicationId, 'Hello Ada, welcome.')
  // The scam-signal rule files an automatic report about the intern's message.
  await sendMessageAs(t, 'intern', intern.token, applicationId, 'WhatsApp me on 08034567890')
  await call(t.app, {
    method: 'POST',
    url: '/reports',
    token: intern.token,
    payload: { targetType: 'role', targetId: company.roleId, reason: 'fees', details: 'Fees' },
  })
  await call(t.app, {
    method: 'POST',
    url: '/reports',
    token: company.token,
    payload: { targetType: 'intern', targetId: intern.account.id, reason: 'fake' },
  })
  // Saving is a POST (the helper's PUT was refused, so no test had a saved role).
  const saved = await call(t.app, {
    method: 'POST',
    url: `/users/roles/save/${company.roleId}`,
    token: intern.token,
  })
  expect(saved.status).toBe(200)
  const alert = await call(t.app, {
    method: 'POST',
    url: '/users/alerts',
    token: intern.token,
    payload: { search: 'design', location: 'Lagos', frequency: 'daily' },
  })
  expect(alert.status).toBe(201)
  await call(t.app, {
    method: 'PUT',
    url: '/contacts',
    payload: {
      firstName: 'Ada',
      lastName: 'Okafor',
      email: intern.account.email,
      phone: '+234 803 456 7890',
      message: 'How do I change my school?',
    },
  })
  // Both take the home page's weekly mail of new roles.
  for (const email of [intern.account.email, company.account.email]) {
    const subscribed = await call(t.app, {
      method: 'POST',
      url: '/subscriptions',
      payload: { email },
    })
    expect(subscribed.status).toBe(201)
  }
  return { company, intern, applicationId }
}

describe('GET /account/export', () => {
  it("gives an intern everything held about them, and nothing of another account's", async () => {
    const { company, intern, applicationId } = await busyIntern()
    const other = await createCompleteIntern(t, { firstName: 'Tunde', lastName: 'Bakare' })
    await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: other.token,
      payload: { resumeUrl: other.resumeUrl },
    })

    const res = await exportOf(intern.token)
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="internplace-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    const data = res.body.data
    expect(data.account).toMatchObject({ id: intern.account.id, email: intern.account.email })
    expect(data.consents.policiesAcceptedAt).toEqual(expect.any(String))
    expect(data.profile).toMatchObject({ firstName: 'Ada', lastName: 'Okafor' })
    expect(data.roles).toEqual([])
    expect(data.applications).toMatchObject([
      { id: applicationId, roleTitle: 'Front-End Developer Intern', status: 'pending' },
    ])
    expect(data.messages).toMatchObject([
      { message: 'Hello Ada, welcome.', fromMe: false },
      { message: 'WhatsApp me on 08034567890', fromMe: true },
    ])
    expect(data.notifications.length).toBeGreaterThan(0)
    expect(data.reportsMade).toMatchObject([{ targetType: 'role', reason: 'fees', status: 'open' }])
    expect(data.savedRoles).toMatchObject([
      {
        roleId: company.roleId,
        roleTitle: 'Front-End Developer Intern',
        companyName: 'Kobo Ledger Technologies',
        savedAt: expect.any(String),
      },
    ])
    expect(data.jobAlerts).toMatchObject([
      { search: 'design', location: 'Lagos', frequency: 'daily', createdAt: expect.any(String) },
    ])
    expect(data.files).toHaveLength(2)
    expect(data.sessions).toHaveLength(1)
    expect(data.sessions[0].tokenHash).toBeUndefined()
    const text = JSON.stringify(data)
    expect(text).not.toContain('Bakare')
    expect(text).not.toContain(other.account.id)
  })

  it('gives a company its profile, roles, applicants by id only, chats and reports', async () => {
    const { company, intern, applicationId } = await busyIntern()
    const res = await exportOf(company.token)
    expect(res.status).toBe(200)
    const data = res.body.data
    expect(data.profile).toMatchObject({ companyName: 'Kobo Ledger Technologies' })
    expect(data.roles).toMatchObject([{ id: company.roleId, title: 'Front-End Developer Intern' }])
    expect(data.applications).toEqual([
      expect.objectContaining({ id: applicationId, applicantId: intern.account.id }),
    ])
    expect(JSON.stringify(data.applications)).not.toContain(intern.account.email)
    expect(data.messages.map((m: { fromMe: boolean }) => m.fromMe)).toEqual([true, false])
    expect(data.reportsMade).toMatchObject([{ targetType: 'intern', targetId: intern.account.id }])
    expect(data.savedRoles).toEqual([])
    expect(data.jobAlerts).toEqual([])
  })

  it('holds the privacy and notification choices that apply from sign-up, and the saved ones after', async () => {
    for (const kind of ['intern', 'company'] as const) {
      const email = uniqueEmail(`new-${kind}`)
      const registered = await call(t.app, {
        method: 'POST',
        url: kind === 'company' ? '/company/register' : '/auth/register',
        payload: { email, acceptPolicies: true },
      })
      expect(registered.status).toBe(201)
      const [account] = await t.database.db
        .select()
        .from(schema.accounts)
        .where(eq(schema.accounts.email, email))
      // Recorded at sign-up, not only once the user saves.
      expect(account!.preferences).toEqual(DEFAULT_ACCOUNT_PREFERENCES[kind])
      const { token } = await createSession(t.database.db, account!.id, {
        ip: '127.0.0.1',
        userAgent: 'test',
      })
      const fresh = await exportOf(token)
      expect(fresh.status).toBe(200)
      expect(fresh.body.data.consents.preferences).toEqual(DEFAULT_ACCOUNT_PREFERENCES[kind])
      expect(fresh.body.data.consents.preferences.privacy).toEqual({
        jobBoardVisibility: 'public',
        profileVisibility: 'private',
        thirdPartyIntegration: true,
      })

      const saved = await call(t.app, {
        method: 'PUT',
        url: '/account/preferences',
        token,
        payload: { privacy: { profileVisibility: 'public', thirdPartyIntegration: false } },
      })
      expect(saved.status).toBe(200)
      const after = await exportOf(token)
      expect(after.body.data.consents.preferences.privacy).toEqual({
        jobBoardVisibility: 'public',
        profileVisibility: 'public',
        thirdPartyIntegration: false,
      })
    }
  })

  it('gives an account that never saved its choices the defaults that apply, not an empty document', async () => {
    const intern = await createCompleteIntern(t)
    await t.database.db
      .update(schema.accounts)
      .set({ preferences: {} })
      .where(eq(schema.accounts.id, intern.account.id))
    const res = await exportOf(intern.token)
    expect(res.body.data.consents.preferences).toEqual(DEFAULT_ACCOUNT_PREFERENCES.intern)
  })

  it('answers 401 without a session and 403 for an admin; it is rate-limited', async () => {
    expect((await exportOf(undefined)).status).toBe(401)
    const admin = await createAdmin(t.database.db)
    expect((await exportOf(admin.token)).status).toBe(403)
    const intern = await createCompleteIntern(t)
    for (let i = 0; i < 5; i++) expect((await exportOf(intern.token)).status).toBe(200)
    expect((await exportOf(intern.token)).status).toBe(429)
  })
})

describe('DELETE /account leaves nothing of the account but its moderation record (decisions 022, 049)', () => {
  it('removes every trace of an intern from every table and the file store', async () => {
    const { company, intern } = await busyIntern()
    const other = await createCompleteIntern(t, { firstName: 'Tunde', lastName: 'Bakare' })
    await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: other.token,
      payload: { resumeUrl: other.resumeUrl },
    })
    const internKeys = [keyOf(intern.resumeUrl), keyOf(intern.profileImageUrl)]
    expect(storedFiles()).toEqual(expect.arrayContaining(internKeys))
    const needles = [intern.account.id, intern.account.email, 'Okafor', ...internKeys]
    expect((await tracesOf(needles)).length).toBeGreaterThan(0)

    expect((await deleteAccount(intern.token)).status).toBe(200)

    expect(await tracesOf(needles)).toEqual([])
    for (const key of internKeys) expect(storedFiles()).not.toContain(key)
    // The other applicant and the company keep theirs, the company its weekly mail too.
    const subscribed = await t.database.db.select().from(schema.emailSubscriptions)
    expect(subscribed.map((row) => row.email)).toEqual([company.account.email])
    expect(storedFiles()).toContain(keyOf(other.resumeUrl))
    const applicants = await call(t.app, {
      method: 'GET',
      url: '/company/applications',
      token: company.token,
    })
    expect(applicants.body.data.docs.map((d: { user: { id: string } }) => d.user.id)).toEqual([
      other.account.id,
    ])
  })

  it("keeps a departed intern's chats for the company as 'Deleted user', and nothing of them", async () => {
    const { company, intern, applicationId } = await busyIntern()
    // A second application, without a chat: it goes with the account.
    const other = await companyWithRole(t, 'Paystack Academy')
    const silent = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${other.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    expect(silent.status).toBe(201)

    expect((await deleteAccount(intern.token)).status).toBe(200)

    const inbox = await call(t.app, {
      method: 'GET',
      url: '/company/conversations',
      token: company.token,
    })
    expect(inbox.body.data.docs).toEqual([
      expect.objectContaining({
        application: { id: applicationId },
        counterpart: { name: 'Deleted user', imageUrl: null, deleted: true },
        lastMessage: expect.objectContaining({ message: 'WhatsApp me on 08034567890' }),
      }),
    ])
    expect(inbox.body.data.meta.totalDocs).toBe(1)
    const header = await call(t.app, {
      method: 'GET',
      url: `/messages/applications/${applicationId}/header`,
      token: company.token,
    })
    expect(header.body.data).toMatchObject({
      roleTitle: 'Front-End Developer Intern',
      counterpart: { name: 'Deleted user', imageUrl: null, deleted: true },
    })
    const chat = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}/messages`,
      token: company.token,
    })
    expect(chat.body.data.docs).toMatchObject([
      { sender: 'company', message: 'Hello Ada, welcome.' },
      { sender: 'user', message: 'WhatsApp me on 08034567890' },
    ])
    // Read only: nobody to answer; nothing was written.
    const reply = await sendMessageAs(t, 'company', company.token, applicationId, 'Still there?')
    expect(reply.status).toBe(409)
    expect(reply.body.message).toBe(CHAT_MESSAGES.counterpartDeleted)
    expect(await t.database.db.select().from(schema.messages)).toHaveLength(2)
    // Not an applicant any more: the application page, the list and its count leave it out.
    const opened = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    expect(opened.status).toBe(404)
    const applicants = await call(t.app, {
      method: 'GET',
      url: '/company/applications',
      token: company.token,
    })
    expect(applicants.body.data.meta.totalDocs).toBe(0)

    // The rows: the kept application names nobody and holds no resume; the other one is gone.
    const kept = await t.database.db.select().from(schema.applications)
    expect(kept).toEqual([
      expect.objectContaining({
        id: applicationId,
        internId: null,
        companyId: null,
        resumeUrl: '',
        applicantSnapshot: null,
        closedAt: expect.any(Date),
      }),
    ])
    expect(await t.database.db.select().from(schema.conversations)).toEqual([
      expect.objectContaining({ applicationId, internId: null, companyId: company.account.id }),
    ])
    const needles = [intern.account.id, intern.account.email, 'Okafor', keyOf(intern.resumeUrl)]
    expect(await tracesOf(needles)).toEqual([])
  })

  it('removes every trace of a company from every table and the file store', async () => {
    const { company, intern } = await busyIntern()
    // An application the intern withdrew after a message: its notice ('New message from Kobo
    // Ledger Technologies') keeps its text, without its link, once the application is gone.
    const earlier = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: company.token,
      payload: { ...ROLE, title: 'Data Analyst Intern' },
    })
    const earlierId = earlier.body.data.id as string
    const withdrawn = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${earlierId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    const withdrawnId = withdrawn.body.data.id as string
    await sendMessageAs(t, 'company', company.token, withdrawnId, 'Are you free on Monday?')
    const withdraw = await call(t.app, {
      method: 'DELETE',
      url: `/users/applications/${withdrawnId}`,
      token: intern.token,
    })
    expect(withdraw.status).toBe(200)
    const unlinked = await t.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.accountId, intern.account.id))
    expect(unlinked).toContainEqual(
      expect.objectContaining({
        title: 'New message from Kobo Ledger Technologies',
        applicationId: null,
      }),
    )
    const { logoKey, cacKey, rcNumber } = await withFilesAndCac(company.token, company.account.id)
    const needles = [
      company.account.id,
      company.account.email,
      'Kobo Ledger Technologies',
      rcNumber,
      logoKey,
      cacKey,
    ]
    expect((await tracesOf(needles)).length).toBeGreaterThan(0)

    expect((await deleteAccount(company.token)).status).toBe(200)

    expect(await tracesOf(needles)).toEqual([])
    expect(storedFiles()).not.toContain(logoKey)
    expect(storedFiles()).not.toContain(cacKey)
    // The applicant keeps their account and files, and was told the role closed.
    expect(storedFiles()).toContain(keyOf(intern.resumeUrl))
    expect(
      (await call(t.app, { method: 'GET', url: '/auth/me', token: intern.token })).status,
    ).toBe(200)
  })

  it("keeps a departed company's chats for the intern as 'Deleted company', and nothing of it", async () => {
    const { company, intern, applicationId } = await applied(t)
    await sendMessageAs(t, 'company', company.token, applicationId, 'Hello Ada, welcome.')
    await sendMessageAs(t, 'intern', intern.token, applicationId, 'Thank you, glad to talk.')
    // The scam-signal rule files an automatic report about the company's message.
    await sendMessageAs(t, 'company', company.token, applicationId, 'Pay a training fee of N5,000')
    const interview = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/interviews`,
      token: company.token,
      payload: {
        slots: [{ startsAt: new Date(Date.now() + 3 * DAY_MS).toISOString(), durationMinutes: 30 }],
        mode: 'video',
        link: 'https://meet.example.com/interview',
      },
    })
    expect(interview.status).toBe(201)
    const accept = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })
    expect(accept.status).toBe(200)
    const letter = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/letter`,
      token: company.token,
      payload: OFFER_LETTER,
    })
    expect(letter.status).toBe(201)
    await call(t.app, {
      method: 'PUT',
      url: `/users/roles/save/${company.roleId}`,
      token: intern.token,
    })
    const report = await call(t.app, {
      method: 'POST',
      url: '/reports',
      token: intern.token,
      payload: { targetType: 'company', targetId: company.account.id, reason: 'fees' },
    })
    expect(report.status).toBe(201)
    // The intern's report, and the automatic one about the company's message.
    expect(await t.database.db.select().from(schema.reports)).toHaveLength(2)
    // Another applicant, without a chat: their application goes with the company.
    const other = await createCompleteIntern(t, { firstName: 'Tunde', lastName: 'Bakare' })
    const silent = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: other.token,
      payload: { resumeUrl: other.resumeUrl },
    })
    expect(silent.status).toBe(201)
    // The audit log names the company's removed role until the company is gone.
    const admin = await createAdmin(t.database.db)
    const second = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: company.token,
      payload: { ...ROLE, title: 'Data Analyst Intern' },
    })
    const secondRoleId = second.body.data.id as string
    const removed = await call(t.app, {
      method: 'POST',
      url: `/admin/roles/${secondRoleId}/remove`,
      token: admin.token,
      payload: { reason: 'Asks applicants to pay a registration fee.' },
    })
    expect(removed.status).toBe(200)
    const { logoKey, cacKey, rcNumber } = await withFilesAndCac(company.token, company.account.id)

    expect((await deleteAccount(company.token)).status).toBe(200)

    const asIntern = (url: string, method: 'GET' | 'PATCH' = 'GET') =>
      call(t.app, { method, url, token: intern.token })
    const deletedCompany = { name: 'Deleted company', imageUrl: null, deleted: true }
    const inbox = await asIntern('/messages/conversations')
    expect(inbox.status).toBe(200)
    expect(inbox.body.data.docs).toEqual([
      expect.objectContaining({
        application: { id: applicationId },
        roleTitle: 'Front-End Developer Intern',
        counterpart: deletedCompany,
        lastMessage: expect.objectContaining({ sender: 'company' }),
      }),
    ])
    expect(inbox.body.data.meta.totalDocs).toBe(1)
    const header = await asIntern(`/messages/applications/${applicationId}/header`)
    expect(header.status).toBe(200)
    expect(header.body.data).toMatchObject({
      roleTitle: 'Front-End Developer Intern',
      counterpart: deletedCompany,
      status: 'accepted',
      safetyNotice: expect.any(String),
    })
    const chat = await asIntern(`/messages/applications/${applicationId}`)
    expect(chat.status).toBe(200)
    expect(
      chat.body.data.docs
        .filter((m: { type: string }) => m.type === 'text')
        .map((m: { sender: string; message: string }) => [m.sender, m.message]),
    ).toEqual([
      ['company', 'Hello Ada, welcome.'],
      ['user', 'Thank you, glad to talk.'],
      ['company', 'Pay a training fee of N5,000'],
    ])
    const messagesBefore = (await t.database.db.select().from(schema.messages)).length
    expect((await asIntern(`/messages/applications/${applicationId}/read`, 'PATCH')).status).toBe(
      200,
    )
    // Read only: nobody to answer; nothing was written.
    const reply = await sendMessageAs(t, 'intern', intern.token, applicationId, 'Hello?')
    expect(reply.status).toBe(409)
    expect(reply.body.message).toBe(CHAT_MESSAGES.companyDeleted)
    expect(await t.database.db.select().from(schema.messages)).toHaveLength(messagesBefore)
    // The company's other party (the applicant) reaches nothing of the company's any more.
    expect((await sendMessageAs(t, 'intern', other.token, applicationId, 'Hi')).status).toBe(404)

    // The intern's copy of their data holds the kept chat.
    const exported = await exportOf(intern.token)
    expect(exported.status).toBe(200)
    expect(exported.body.data.messages.map((m: { message: string }) => m.message)).toContain(
      'Thank you, glad to talk.',
    )
    expect(exported.body.data.applications).toEqual([])

    // Not an application any more: the list, its count, the page, the letter, the company's
    // page, the role, saved roles, interviews and browse leave it out without an error.
    const list = await asIntern('/users/applications')
    expect(list.status).toBe(200)
    expect(list.body.data.meta.totalDocs).toBe(0)
    expect((await asIntern(`/users/applications/${applicationId}`)).status).toBe(404)
    expect((await asIntern(`/users/applications/${applicationId}/letter`)).status).toBe(404)
    expect((await asIntern(`/users/applications/${company.roleId}/company`)).status).toBe(404)
    expect((await asIntern(`/users/roles/${company.roleId}`)).status).toBe(404)
    const saved = await asIntern('/users/roles/saved')
    expect(saved.status).toBe(200)
    expect(saved.body.data.docs).toEqual([])
    const upcoming = await asIntern('/users/interviews/upcoming')
    expect(upcoming.status).toBe(200)
    expect(JSON.stringify(upcoming.body.data)).not.toContain(applicationId)
    const browse = await call(t.app, { method: 'GET', url: '/roles/recent' })
    expect(browse.status).toBe(200)
    expect(browse.body.data.docs).toEqual([])
    expect((await asIntern('/users/roles')).body.data.docs).toEqual([])
    expect(
      (await call(t.app, { method: 'GET', url: `/roles/${company.roleId}/company` })).status,
    ).toBe(404)
    // Told, without the company's name.
    const notices = await asIntern('/notifications/users')
    expect(notices.body.data.docs.map((n: { description: string }) => n.description)).toContain(
      'The company behind the Front-End Developer Intern role deleted its account, so the role is closed.',
    )
    // The console keeps working: the audit line stays, its target 'no longer exists'.
    const audit = await call(t.app, { method: 'GET', url: '/admin/audit', token: admin.token })
    expect(audit.status).toBe(200)
    expect(audit.body.data.docs).toEqual([
      expect.objectContaining({ targetId: secondRoleId, targetName: null }),
    ])
    for (const url of ['/admin/accounts', '/admin/roles', '/admin/reports']) {
      expect((await call(t.app, { method: 'GET', url, token: admin.token })).status).toBe(200)
    }

    // The rows: the kept application names nobody and holds nothing; the conversation keeps the
    // intern's side and the role's title; the other application is gone.
    expect(await t.database.db.select().from(schema.applications)).toEqual([
      expect.objectContaining({
        id: applicationId,
        roleId: null,
        internId: null,
        companyId: null,
        resumeUrl: '',
        applicantSnapshot: null,
        closedAt: expect.any(Date),
      }),
    ])
    expect(await t.database.db.select().from(schema.conversations)).toEqual([
      expect.objectContaining({
        applicationId,
        companyId: null,
        internId: intern.account.id,
        roleTitle: 'Front-End Developer Intern',
      }),
    ])
    for (const table of [schema.letters, schema.interviews, schema.roles]) {
      expect(await t.database.db.select().from(table)).toEqual([])
    }
    // The moderation record stays (decision 049): both reports about the company, pointing to
    // a pseudonymous kept row (keyed hashes, no id, email, name or RC number, as checked below),
    // which blocks its sign-up: it left with open reports against it.
    const [departed] = await t.database.db.select().from(schema.departedAccounts)
    expect(departed).toMatchObject({
      kind: 'company',
      signUpBlockReason: 'open_reports',
      signUpBlockedAt: expect.any(Date),
    })
    const keptReports = await t.database.db.select().from(schema.reports)
    expect(keptReports.map((r) => [r.targetType, r.targetDepartedId]).sort()).toEqual([
      ['company', departed!.id],
      ['message', departed!.id],
    ])
    const needles = [
      company.account.id,
      company.account.email,
      'Kobo Ledger Technologies',
      rcNumber,
      logoKey,
      cacKey,
    ]
    expect(await tracesOf(needles)).toEqual([])
    for (const key of [logoKey, cacKey]) expect(storedFiles()).not.toContain(key)

    // When the intern leaves too, nobody is left to read the chat: it goes. The reports keep
    // the flagged message's words.
    expect((await deleteAccount(intern.token)).status).toBe(200)
    expect(await t.database.db.select().from(schema.applications)).toEqual([])
    expect(await t.database.db.select().from(schema.messages)).toEqual([])
    expect(await t.database.db.select().from(schema.conversations)).toEqual([])
    const flagged = (await t.database.db.select().from(schema.reports)).find(
      (r) => r.source === 'automatic',
    )
    expect(flagged?.flaggedMessages.map((m) => m.body)).toEqual(['Pay a training fee of N5,000'])
  })

  it('lets a kept chat go when its other party leaves too, whichever side left first', async () => {
    const { company, intern, applicationId } = await applied(t)
    await sendMessageAs(t, 'company', company.token, applicationId, 'Hello Ada, welcome.')
    expect((await deleteAccount(intern.token)).status).toBe(200)
    expect(await t.database.db.select().from(schema.conversations)).toHaveLength(1)
    expect((await deleteAccount(company.token)).status).toBe(200)
    for (const table of [schema.applications, schema.messages, schema.conversations]) {
      expect(await t.database.db.select().from(table)).toEqual([])
    }
  })

  it("answers a departed company's kept chat with 404 to another intern and to a company", async () => {
    const { company, applicationId } = await applied(t)
    await sendMessageAs(t, 'company', company.token, applicationId, 'Hello Ada, welcome.')
    expect((await deleteAccount(company.token)).status).toBe(200)
    const stranger = await createCompleteIntern(t, { firstName: 'Tunde', lastName: 'Bakare' })
    const otherCompany = await companyWithRole(t, 'Paystack Academy')
    for (const url of [
      `/messages/applications/${applicationId}/header`,
      `/messages/applications/${applicationId}`,
    ]) {
      expect((await call(t.app, { method: 'GET', url, token: stranger.token })).status).toBe(404)
    }
    const asCompany = await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}/messages`,
      token: otherCompany.token,
    })
    expect(asCompany.status).toBe(404)
    const inbox = await call(t.app, {
      method: 'GET',
      url: '/messages/conversations',
      token: stranger.token,
    })
    expect(inbox.body.data.meta.totalDocs).toBe(0)
  })
})
