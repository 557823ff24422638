import fs from 'node:fs'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { conversations } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { applied, sendMessageAs } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

const send = (side: 'company' | 'intern', token: string, applicationId: string, message: string) =>
  sendMessageAs(t, side, token, applicationId, message)
const summaryOf = async (applicationId: string) => {
  const [row] = await t.database.db
    .select()
    .from(conversations)
    .where(eq(conversations.applicationId, applicationId))
  return row
}

/** Signed image links carry the second they were made in; the file they name is what matters. */
const withoutLinkExpiry = (page: unknown) =>
  JSON.parse(JSON.stringify(page).replace(/\?expires=\d+&signature=[\w-]+/g, '')) as {
    docs: Record<string, unknown>[]
  }

describe('the conversation summary', () => {
  it('holds the newest message and each side’s unread count, and mark-read clears that side', async () => {
    const { company, intern, applicationId } = await applied(t)
    expect(await summaryOf(applicationId)).toBeUndefined()

    await send('intern', intern.token, applicationId, 'Hello')
    await send('intern', intern.token, applicationId, 'Are you there?')
    const reply = await send('company', company.token, applicationId, 'Yes, here')
    expect(reply.status).toBe(201)
    expect(await summaryOf(applicationId)).toMatchObject({
      companyId: company.account.id,
      internId: intern.account.id,
      lastMessageId: reply.body.data.id,
      lastMessageSender: 'company',
      lastMessageBody: 'Yes, here',
      lastMessageAt: new Date(reply.body.data.createdAt),
      companyUnread: 2,
      internUnread: 1,
    })

    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/messages/read`,
      token: company.token,
    })
    expect(await summaryOf(applicationId)).toMatchObject({ companyUnread: 0, internUnread: 1 })
    await call(t.app, {
      method: 'PATCH',
      url: `/messages/applications/${applicationId}/read`,
      token: intern.token,
    })
    expect(await summaryOf(applicationId)).toMatchObject({
      lastMessageBody: 'Yes, here',
      companyUnread: 0,
      internUnread: 0,
    })
  })

  it('stays as it was when the message’s transaction fails', async () => {
    const { company, intern, applicationId } = await applied(t)
    await send('intern', intern.token, applicationId, 'Hello')
    const before = await summaryOf(applicationId)
    // The message's notification cannot be saved, so the whole send rolls back.
    await t.database.db.execute(
      sql`ALTER TABLE notifications ADD CONSTRAINT refuse_for_test CHECK (description <> 'Refused')`,
    )
    try {
      const res = await send('company', company.token, applicationId, 'Refused')
      expect(res.status).toBe(500)
    } finally {
      await t.database.db.execute(sql`ALTER TABLE notifications DROP CONSTRAINT refuse_for_test`)
    }
    expect(await summaryOf(applicationId)).toEqual(before)
    expect(before).toMatchObject({ lastMessageBody: 'Hello', companyUnread: 1, internUnread: 0 })
  })

  it('is rebuilt by the migration’s backfill into the same inboxes', async () => {
    const first = await applied(t)
    const second = await applied(t)
    await send('intern', first.intern.token, first.applicationId, 'One')
    await send('company', first.company.token, first.applicationId, 'Two')
    await send('intern', first.intern.token, first.applicationId, 'Three')
    await send('company', second.company.token, second.applicationId, 'Four')
    await call(t.app, {
      method: 'PATCH',
      url: `/messages/applications/${first.applicationId}/read`,
      token: first.intern.token,
    })
    const inboxes = () =>
      Promise.all([
        call(t.app, { method: 'GET', url: '/company/conversations', token: first.company.token }),
        call(t.app, { method: 'GET', url: '/company/conversations', token: second.company.token }),
        call(t.app, { method: 'GET', url: '/messages/conversations', token: first.intern.token }),
        call(t.app, { method: 'GET', url: '/messages/conversations', token: second.intern.token }),
      ]).then((answers) => answers.map((res) => withoutLinkExpiry(res.body.data)))
    const kept = await inboxes()
    expect(kept[0]?.docs[0]).toMatchObject({ lastMessage: { message: 'Three' }, unreadCount: 2 })
    expect(kept[2]?.docs[0]).toMatchObject({ unreadCount: 0 })
    expect(kept[3]?.docs[0]).toMatchObject({ lastMessage: { message: 'Four' }, unreadCount: 1 })

    await t.database.db.delete(conversations)
    const migration = fs.readFileSync(
      new URL('../../db/migrations/0006_conversation_summary.sql', import.meta.url),
      'utf8',
    )
    const backfill = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('INSERT INTO "conversations"'))
    expect(backfill).toBeDefined()
    await t.database.db.execute(sql.raw(backfill!))

    expect(await inboxes()).toEqual(kept)
  })
})
