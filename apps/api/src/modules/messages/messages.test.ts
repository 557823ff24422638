import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CHAT_MESSAGES } from '@app/domain'
import { applications, messages, notifications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createCompleteIntern } from '../../../test/factories.js'
import { applied, away, companyWithRole } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const companySend = (token: string | undefined, id: string, payload: unknown) =>
  call(t.app, {
    method: 'PUT',
    url: `/company/applications/${id}/message`,
    token,
    payload: payload as object,
  })
const internSend = (token: string | undefined, id: string, payload: unknown) =>
  call(t.app, {
    method: 'PUT',
    url: `/messages/applications/${id}/message`,
    token,
    payload: payload as object,
  })
const noticesOf = (accountId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .then((rows) => rows.filter((n) => n.type === 'message'))

/** `count` company messages m1, m2, … a second apart, a minute ago. */
const earlierMessages = (applicationId: string, count: number) => {
  const base = Date.now() - 60_000
  return t.database.db.insert(messages).values(
    Array.from({ length: count }, (_, i) => ({
      applicationId,
      sender: 'company' as const,
      body: `m${i + 1}`,
      createdAt: new Date(base + i * 1000),
    })),
  )
}

describe('sending and reading the chat', () => {
  it('both parties send; the session decides the sender; both read the same thread', async () => {
    const { company, intern, applicationId } = await applied(t)
    const sent = await companySend(company.token, applicationId, {
      message: '  Hello Ada, when can you start?  ',
      sender: 'user',
      type: 'image',
    })
    expect(sent.status).toBe(201)
    expect(sent.body.data).toMatchObject({
      sender: 'company',
      message: 'Hello Ada, when can you start?',
      type: 'text',
      application: { id: applicationId },
    })
    const reply = await internSend(intern.token, applicationId, {
      message: 'Next Monday',
      sender: 'company',
    })
    expect(reply.status).toBe(201)
    expect(reply.body.data.sender).toBe('user')

    for (const url of [`/company/applications/${applicationId}/messages`]) {
      const res = await call(t.app, { method: 'GET', url, token: company.token })
      expect(res.status).toBe(200)
      expect(res.body.data.docs.map((m: { message: string }) => m.message)).toEqual([
        'Hello Ada, when can you start?',
        'Next Monday',
      ])
      expect(res.body.data.meta).toMatchObject({ page: 1, totalPages: 1, limit: 15, totalDocs: 2 })
    }
    for (const url of [
      `/messages/applications/${applicationId}/`,
      `/messages/applications/${applicationId}`,
    ]) {
      const res = await call(t.app, { method: 'GET', url, token: intern.token })
      expect(res.status).toBe(200)
      expect(res.body.data.docs.map((m: { sender: string }) => m.sender)).toEqual([
        'company',
        'user',
      ])
    }
  })

  it('counts pages from the newest: 16 messages → page 1 holds the newest 15, page 2 the oldest', async () => {
    const { company, intern, applicationId } = await applied(t)
    await earlierMessages(applicationId, 16)
    const texts = (res: { body: { data: { docs: { message: string }[] } } }) =>
      res.body.data.docs.map((m) => m.message)
    for (const [url, token] of [
      [`/company/applications/${applicationId}/messages`, company.token],
      [`/messages/applications/${applicationId}/`, intern.token],
    ] as const) {
      const opened = await call(t.app, { method: 'GET', url, token })
      expect(opened.status).toBe(200)
      expect(opened.body.data.meta).toMatchObject({
        page: 1,
        totalPages: 2,
        totalDocs: 16,
        hasPrevPage: false,
        hasNextPage: true,
      })
      // Inside a page the chat reads oldest → newest, as a chat does.
      expect(texts(opened)).toEqual(Array.from({ length: 15 }, (_, i) => `m${i + 2}`))
      const older = await call(t.app, { method: 'GET', url, token, query: { page: '2' } })
      expect(texts(older)).toEqual(['m1'])
      expect(older.body.data.meta).toMatchObject({ page: 2, hasPrevPage: true, hasNextPage: false })
    }
  })

  it('keeps an older page still while new messages arrive, when counted up to a message', async () => {
    const { company, intern, applicationId } = await applied(t)
    await earlierMessages(applicationId, 15)
    // Sent for real, so its time has the database's microseconds.
    const upTo = (await internSend(intern.token, applicationId, { message: 'm16' })).body.data.id
    await internSend(intern.token, applicationId, { message: 'm17' })
    const url = `/company/applications/${applicationId}/messages`
    const page = (query: Record<string, string>) =>
      call(t.app, { method: 'GET', url, token: company.token, query })
    const texts = (res: { body: { data: { docs: { message: string }[] } } }) =>
      res.body.data.docs.map((m) => m.message)

    const pinnedNewest = await page({ page: '1', upTo })
    expect(texts(pinnedNewest)).toEqual(Array.from({ length: 15 }, (_, i) => `m${i + 2}`))
    const pinnedOlder = await page({ page: '2', upTo })
    expect(texts(pinnedOlder)).toEqual(['m1'])
    expect(pinnedOlder.body.data.meta).toMatchObject({ page: 2, totalPages: 2, totalDocs: 16 })
    expect(texts(await page({ page: '2' }))).toEqual(['m1', 'm2'])
  })

  it('refuses a page counted up to a message of another chat or no message at all', async () => {
    const { company, applicationId } = await applied(t)
    const other = await applied(t)
    const [foreign] = await t.database.db
      .insert(messages)
      .values({ applicationId: other.applicationId, sender: 'company', body: 'elsewhere' })
      .returning()
    const url = `/company/applications/${applicationId}/messages`
    for (const upTo of [foreign!.id, 'not-an-id']) {
      const res = await call(t.app, { method: 'GET', url, token: company.token, query: { upTo } })
      expect(res.status).toBe(400)
      expect(res.body.status).toBe('error')
    }
  })

  it('answers an empty chat as one empty page', async () => {
    const { intern, applicationId } = await applied(t)
    const res = await call(t.app, {
      method: 'GET',
      url: `/messages/applications/${applicationId}/`,
      token: intern.token,
    })
    expect(res.body.data).toEqual({
      docs: [],
      meta: {
        page: 1,
        limit: 15,
        totalDocs: 0,
        totalPages: 1,
        hasPrevPage: false,
        hasNextPage: false,
      },
    })
  })

  it('refuses empty and too long messages, and writes nothing', async () => {
    const { company, intern, applicationId } = await applied(t)
    for (const payload of [{ message: '   ' }, {}, { message: 42 }]) {
      const res = await companySend(company.token, applicationId, payload)
      expect(res.status).toBe(400)
      expect(res.body.errors?.message).toBe(CHAT_MESSAGES.empty)
    }
    const long = await internSend(intern.token, applicationId, { message: 'a'.repeat(2001) })
    expect(long.status).toBe(400)
    expect(long.body.errors?.message).toBe(CHAT_MESSAGES.tooLong)
    expect(
      (await internSend(intern.token, applicationId, { message: 'a'.repeat(2000) })).status,
    ).toBe(201)
    expect(await t.database.db.select().from(messages)).toHaveLength(1)
  })
})

describe('notifying and mailing the other party', () => {
  it('notifies with the company name for interns and the masked applicant name for companies', async () => {
    const { company, intern, applicationId } = await applied(t)
    await companySend(company.token, applicationId, { message: 'Hello' })
    await internSend(intern.token, applicationId, { message: 'Hi there' })
    expect(await noticesOf(intern.account.id)).toMatchObject([
      { title: 'New message from Kobo Ledger Technologies', description: 'Hello', applicationId },
    ])
    expect(await noticesOf(company.account.id)).toMatchObject([
      { title: 'A*a O****r sent a message', description: 'Hi there', applicationId },
    ])
    const res = await call(t.app, {
      method: 'GET',
      url: '/notifications/comps',
      token: company.token,
    })
    expect(res.body.data.docs[0]).toMatchObject({
      type: 'message',
      title: 'A*a O****r sent a message',
    })
    expect(JSON.stringify(res.body.data.docs)).not.toContain('Okafor')
  })

  it('mails only a recipient who is away, at most once per 15 minutes per conversation', async () => {
    const { company, intern, applicationId } = await applied(t)
    // Both are active (their sessions were just used): no mail.
    await companySend(company.token, applicationId, { message: 'One' })
    expect(t.mail.mails).toHaveLength(0)

    await away(t, intern.account.id)
    await companySend(company.token, applicationId, { message: 'Two' })
    await companySend(company.token, applicationId, { message: 'Three' })
    expect(t.mail.mails).toHaveLength(1)
    expect(t.mail.mails[0]).toMatchObject({ to: intern.account.email })
    expect(t.mail.mails[0]?.subject).toContain('New message from Kobo Ledger Technologies')
    expect(t.mail.mails[0]?.text).toContain('Two')
    expect(t.mail.mails[0]?.text).toContain(
      `https://internplace.example/app/internchat/${applicationId}`,
    )

    // The company's own slot is separate: the intern messages an away company.
    await away(t, company.account.id)
    await internSend(intern.token, applicationId, { message: 'Reply' })
    expect(t.mail.mails).toHaveLength(2)
    expect(t.mail.mails[1]).toMatchObject({ to: company.account.email })
    expect(t.mail.mails[1]?.subject).toContain('A*a O****r sent a message')
    expect(t.mail.mails[1]?.text).toContain(`https://internplace.example/app/chat/${applicationId}`)

    // Sixteen minutes later the intern may be mailed again.
    await away(t, intern.account.id)
    await t.database.db
      .update(applications)
      .set({ internMessageMailedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(applications.id, applicationId))
    await companySend(company.token, applicationId, { message: 'Four' })
    expect(t.mail.mails).toHaveLength(3)
    // Every message still notified.
    expect(await noticesOf(intern.account.id)).toHaveLength(4)
  })

  it('does not mail about messages when the intern turned company messages off', async () => {
    const { company, intern, applicationId } = await applied(t)
    const saved = await call(t.app, {
      method: 'PUT',
      url: '/account/preferences',
      token: intern.token,
      payload: { notifications: { companyMessages: false } },
    })
    expect(saved.status).toBe(200)
    await away(t, intern.account.id)
    await companySend(company.token, applicationId, { message: 'Hello' })
    expect(t.mail.mails).toHaveLength(0)
  })
})

describe('GET /messages/applications/{id}/header', () => {
  it('shows each party the other', async () => {
    const { company, intern, applicationId } = await applied(t)
    const url = `/messages/applications/${applicationId}/header`
    const forCompany = await call(t.app, { method: 'GET', url, token: company.token })
    expect(forCompany.status).toBe(200)
    expect(forCompany.body.data).toMatchObject({
      applicationId,
      roleTitle: 'Front-End Developer Intern',
      status: 'pending',
      counterpart: { name: 'Ada Okafor' },
    })
    expect(forCompany.body.data.counterpart.imageUrl).toMatch(/signature=/)
    const forIntern = await call(t.app, { method: 'GET', url, token: intern.token })
    expect(forIntern.body.data).toMatchObject({ counterpart: { name: 'Kobo Ledger Technologies' } })
  })
})

describe('only the two parties', () => {
  it('answers 404 to a third company and a third intern, 403 to the wrong kind, 401 without a session', async () => {
    const { company, intern, applicationId } = await applied(t)
    const otherCompany = await companyWithRole(t, 'Other Ltd')
    const otherIntern = await createCompleteIntern(t)
    const payload = { message: 'Hello' }
    const companyCalls = [
      { method: 'GET', url: `/company/applications/${applicationId}/messages` },
      { method: 'PUT', url: `/company/applications/${applicationId}/message`, payload },
    ] as const
    const internCalls = [
      { method: 'GET', url: `/messages/applications/${applicationId}/` },
      { method: 'GET', url: `/messages/applications/${applicationId}` },
      { method: 'PUT', url: `/messages/applications/${applicationId}/message`, payload },
    ] as const
    const header = { method: 'GET', url: `/messages/applications/${applicationId}/header` } as const
    for (const request of [...companyCalls, header]) {
      expect((await call(t.app, { ...request, token: otherCompany.token })).status).toBe(404)
    }
    for (const request of [...internCalls, header]) {
      expect((await call(t.app, { ...request, token: otherIntern.token })).status).toBe(404)
    }
    for (const request of companyCalls) {
      expect((await call(t.app, { ...request, token: intern.token })).status).toBe(403)
    }
    for (const request of internCalls) {
      expect((await call(t.app, { ...request, token: company.token })).status).toBe(403)
    }
    for (const request of [...companyCalls, ...internCalls, header]) {
      expect((await call(t.app, request)).status).toBe(401)
    }
    const incomplete = await createAccount(t.database.db, 'company')
    expect((await call(t.app, { ...companyCalls[0], token: incomplete.token })).status).toBe(403)
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/company/applications/nope/messages',
          token: company.token,
        })
      ).status,
    ).toBe(404)
    expect(await t.database.db.select().from(messages)).toHaveLength(0)
  })
})
