import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { noticeSends, notifications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin } from '../../../test/factories.js'
import { applied } from '../../../test/conversation-fixtures.js'

/**
 * The console's notices go through the outbox (issue 27, decision 055): each is one event, its
 * mail a recorded send, written in the transaction of the action that it tells of.
 */
const t = useTestApp()

const sendsOf = async (accountId: string) =>
  (
    await t.database.db
      .select({ event: noticeSends.event })
      .from(noticeSends)
      .where(eq(noticeSends.accountId, accountId))
      .orderBy(asc(noticeSends.createdAt))
  ).map((send) => send.event)

const act = (token: string, url: string, payload: object = {}) =>
  call(t.app, { method: 'POST', url, token, payload })

describe('console notices through the outbox', () => {
  it('records the suspension and the restore mails as sends of their events', async () => {
    const admin = await createAdmin(t.database.db)
    const intern = await createAccount(t.database.db, 'intern')
    const url = `/admin/accounts/${intern.account.id}`
    expect((await act(admin.token, `${url}/suspend`, { reason: 'Fake roles.' })).status).toBe(200)
    expect((await act(admin.token, `${url}/restore`)).status).toBe(200)
    await t.app.ctx.jobs.settle()
    expect(await sendsOf(intern.account.id)).toEqual(['account-suspended', 'account-restored'])
  })

  it('writes no mail and no notice when the suspension is refused', async () => {
    const admin = await createAdmin(t.database.db)
    const { company, intern } = await applied(t)
    const url = `/admin/accounts/${company.account.id}/suspend`
    expect((await act(admin.token, url, { reason: 'Fake roles.' })).status).toBe(200)
    const refused = await act(admin.token, url, { reason: 'Again.' })
    expect(refused.status).toBe(409)
    await t.app.ctx.jobs.settle()
    expect(await sendsOf(company.account.id)).toEqual(['account-suspended'])
    const held = await t.database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.accountId, intern.account.id))
    expect(held.map((notice) => notice.title)).toEqual(['Role on hold'])
  })
})
