import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { COMPLETE_COMPANY, createAccount, createCompleteIntern } from '../../../test/factories.js'
import { applied, sendMessageAs } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const send = (side: 'company' | 'intern', token: string, applicationId: string, message: string) =>
  sendMessageAs(t, side, token, applicationId, message)
const companyInbox = (token: string, query = '') =>
  call(t.app, { method: 'GET', url: `/company/conversations${query}`, token })
const internInbox = (token: string, query = '') =>
  call(t.app, { method: 'GET', url: `/messages/conversations${query}`, token })
const unreadMessageNotices = (accountId: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.accountId, accountId),
        eq(notifications.type, 'message'),
        isNull(notifications.readAt),
      ),
    )

/** A second intern applies to the same role, so the company has two applications. */
async function secondApplicant(roleId: string) {
  const intern = await createCompleteIntern(t, { firstName: 'Tunde', lastName: 'Bello' })
  const res = await call(t.app, {
    method: 'POST',
    url: `/users/roles/${roleId}/apply`,
    token: intern.token,
    payload: { resumeUrl: intern.resumeUrl },
  })
  expect(res.status).toBe(201)
  return { intern, applicationId: res.body.data.id as string }
}

describe('the inbox of conversations', () => {
  it('lists each chat once with its newest message, newest chat first, with unread counts', async () => {
    const { company, intern, applicationId } = await applied(t)
    const second = await secondApplicant(company.roleId)
    const silent = await secondApplicant(company.roleId)

    expect((await send('company', company.token, applicationId, 'Hello Ada')).status).toBe(201)
    await send('intern', intern.token, applicationId, 'Hi! Thanks for writing.')
    await send('intern', intern.token, applicationId, 'When do we talk?')
    await send('intern', second.intern.token, second.applicationId, 'Is the role still open?')

    const inbox = await companyInbox(company.token)
    expect(inbox.status).toBe(200)
    expect(inbox.body.data.meta).toMatchObject({ page: 1, limit: 15, totalDocs: 2, totalPages: 1 })
    const docs = inbox.body.data.docs
    // The silent applicant has no chat yet, so is not a conversation.
    expect(docs.map((c: { application: { id: string } }) => c.application.id)).toEqual([
      second.applicationId,
      applicationId,
    ])
    expect(docs.map((c: { application: { id: string } }) => c.application.id)).not.toContain(
      silent.applicationId,
    )
    expect(docs[0]).toMatchObject({
      roleTitle: 'Front-End Developer Intern',
      counterpart: { name: 'Tunde Bello' },
      lastMessage: { sender: 'user', message: 'Is the role still open?' },
      unreadCount: 1,
    })
    expect(docs[1]).toMatchObject({
      counterpart: { name: 'Ada Okafor' },
      lastMessage: { sender: 'user', message: 'When do we talk?' },
      unreadCount: 2,
    })
    expect(docs[1].counterpart.imageUrl).toMatch(/^\/api\/v1\/files\//)

    const mine = await internInbox(intern.token)
    expect(mine.status).toBe(200)
    expect(mine.body.data.docs).toHaveLength(1)
    expect(mine.body.data.docs[0]).toMatchObject({
      application: { id: applicationId },
      counterpart: { name: 'Kobo Ledger Technologies' },
      lastMessage: { sender: 'user', message: 'When do we talk?' },
      // The intern's own messages never count as unread for the intern.
      unreadCount: 1,
    })
  })

  it('pages with limit, and refuses a bad page or limit with 400', async () => {
    const { company, intern, applicationId } = await applied(t)
    const second = await secondApplicant(company.roleId)
    await send('intern', intern.token, applicationId, 'First')
    await send('intern', second.intern.token, second.applicationId, 'Second')
    const page2 = await companyInbox(company.token, '?page=2&limit=1')
    expect(page2.body.data.meta).toMatchObject({ page: 2, limit: 1, totalDocs: 2, totalPages: 2 })
    expect(page2.body.data.docs[0].lastMessage.message).toBe('First')
    for (const query of ['?limit=0', '?page=abc', '?limit=1000', '?page=0']) {
      const res = await companyInbox(company.token, query)
      expect(res.status, query).toBe(400)
    }
  })
})

describe('marking a conversation read', () => {
  it("marks the other party's messages and the reader's message notifications read", async () => {
    const { company, intern, applicationId } = await applied(t)
    const second = await secondApplicant(company.roleId)
    await send('intern', intern.token, applicationId, 'Hello')
    await send('intern', intern.token, applicationId, 'Are you there?')
    await send('intern', second.intern.token, second.applicationId, 'Me too')
    await send('company', company.token, applicationId, 'Yes, here')
    expect(await unreadMessageNotices(company.account.id)).toHaveLength(3)

    const read = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/messages/read`,
      token: company.token,
    })
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual({ updated: 2 })
    // Only this chat's notice is read; the other applicant's stays unread.
    const left = await unreadMessageNotices(company.account.id)
    expect(left.map((n) => n.applicationId)).toEqual([second.applicationId])
    const inbox = await companyInbox(company.token)
    const byId = Object.fromEntries(
      inbox.body.data.docs.map((c: { application: { id: string }; unreadCount: number }) => [
        c.application.id,
        c.unreadCount,
      ]),
    )
    expect(byId).toEqual({ [applicationId]: 0, [second.applicationId]: 1 })

    // The company's own message is still unread for the intern until the intern reads.
    expect((await internInbox(intern.token)).body.data.docs[0].unreadCount).toBe(1)
    const internRead = await call(t.app, {
      method: 'PATCH',
      url: `/messages/applications/${applicationId}/read`,
      token: intern.token,
    })
    expect(internRead.body.data).toEqual({ updated: 1 })
    expect((await internInbox(intern.token)).body.data.docs[0].unreadCount).toBe(0)

    const again = await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/messages/read`,
      token: company.token,
    })
    expect(again.body.data).toEqual({ updated: 0 })
  })
})

describe('privacy', () => {
  it('shows nobody else’s chats, and refuses to mark them read', async () => {
    const { company, intern, applicationId } = await applied(t)
    await send('intern', intern.token, applicationId, 'Private words')
    const otherCompany = await createAccount(t.database.db, 'company', {
      company: { companyName: 'Another Company' },
    })
    const otherIntern = await createCompleteIntern(t)

    const thirdCompany = await createAccount(t.database.db, 'company', {
      company: { ...COMPLETE_COMPANY, companyName: 'Third Company' },
    })
    const theirs = await companyInbox(thirdCompany.token)
    expect(theirs.status).toBe(200)
    expect(theirs.body.data.docs).toEqual([])
    expect((await internInbox(otherIntern.token)).body.data.docs).toEqual([])

    const calls = [
      { token: thirdCompany.token, url: `/company/applications/${applicationId}/messages/read` },
      { token: otherIntern.token, url: `/messages/applications/${applicationId}/read` },
      { token: company.token, url: `/company/applications/not-an-id/messages/read` },
      {
        token: intern.token,
        url: `/messages/applications/00000000-0000-4000-8000-000000000000/read`,
      },
    ]
    for (const { token, url } of calls) {
      const res = await call(t.app, { method: 'PATCH', url, token })
      expect(res.status, url).toBe(404)
    }
    // Nothing was marked read by those calls.
    expect(await unreadMessageNotices(company.account.id)).toHaveLength(1)

    // The wrong kind is refused; no session is 401; an incomplete company is 403.
    expect((await companyInbox(intern.token)).status).toBe(403)
    expect((await internInbox(company.token)).status).toBe(403)
    expect((await call(t.app, { method: 'GET', url: '/company/conversations' })).status).toBe(401)
    expect((await companyInbox(otherCompany.token)).status).toBe(403)
  })
})
