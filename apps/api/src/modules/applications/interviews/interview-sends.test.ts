import { asc } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { noticeSends } from '../../../db/schema.js'
import { call, useTestApp } from '../../../../test/test-app.js'
import { applied } from '../../../../test/conversation-fixtures.js'

/**
 * An interview's steps go through the outbox (issue 27, decisions 054 and 056): each mail is on
 * record under the step's event, for the right account, once it went out.
 */
const t = useTestApp()

const inThreeDays = () => {
  const day = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000)
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9),
  ).toISOString()
}

const sends = () =>
  t.database.db
    .select({
      event: noticeSends.event,
      accountId: noticeSends.accountId,
      status: noticeSends.status,
    })
    .from(noticeSends)
    .orderBy(asc(noticeSends.createdAt))

describe('interview mails on record', () => {
  it('records the proposal to the intern, and the chosen time to the company and the intern', async () => {
    const { company, intern, applicationId } = await applied(t)
    const proposed = await call(t.app, {
      method: 'POST',
      url: `/company/applications/${applicationId}/interviews`,
      token: company.token,
      payload: { slots: [{ startsAt: inThreeDays(), durationMinutes: 30 }], mode: 'phone' },
    })
    expect(proposed.status).toBe(201)
    await t.app.ctx.jobs.settle()
    expect(await sends()).toEqual([
      { event: 'interview-proposed', accountId: intern.account.id, status: 'sent' },
    ])

    const chosen = await call(t.app, {
      method: 'POST',
      url: `/users/interviews/${proposed.body.data.id}/choose`,
      token: intern.token,
      payload: { slotId: proposed.body.data.slots[0].id },
    })
    expect(chosen.status).toBe(200)
    await t.app.ctx.jobs.settle()
    expect((await sends()).slice(1)).toEqual(
      expect.arrayContaining([
        { event: 'interview-chosen', accountId: company.account.id, status: 'sent' },
        { event: 'interview-calendar', accountId: intern.account.id, status: 'sent' },
      ]),
    )
    expect(await sends()).toHaveLength(3)
  })
})
