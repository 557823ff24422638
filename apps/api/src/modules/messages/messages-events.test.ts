import { describe, expect, it, vi } from 'vitest'
import { randomUUID } from 'node:crypto'
import { publishEvent, type LiveEvent } from '../../lib/events.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { applied } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

/**
 * NOTIFY reaches a listener after the change commits, on its own connection; vitest's default
 * one-second wait lost that race on a busy two-core CI machine with PostgreSQL.
 */
const UNTIL_DELIVERED = { timeout: 10_000, interval: 25 }

async function listen(accountId: string) {
  const events: LiveEvent[] = []
  const stop = await t.app.ctx.events.subscribe(accountId, {
    onEvent: (event) => events.push(event),
    onLost: () => {},
  })
  return { events, stop }
}

/**
 * Waits until everything committed so far has reached the listener, then forgets it. NOTIFYs
 * arrive in commit order, so once a marker sent now is heard, a late event of an earlier change
 * (the fixture's own apply, on a busy machine) can no longer be mistaken for a new one.
 */
async function drainDelivered(accountId: string, events: LiveEvent[]) {
  const marker: LiveEvent = { type: 'notification', data: { marker: randomUUID() } }
  await t.app.ctx.db.transaction((tx) => publishEvent(tx, accountId, marker))
  await vi.waitFor(() => expect(events).toContainEqual(marker), UNTIL_DELIVERED)
  events.length = 0
}

describe('realtime events', () => {
  it('publishes messages to both parties, and notifications and status changes to the intern', async () => {
    const { company, intern, applicationId } = await applied(t)
    const forIntern = await listen(intern.account.id)
    const forCompany = await listen(company.account.id)
    await drainDelivered(intern.account.id, forIntern.events)
    await drainDelivered(company.account.id, forCompany.events)

    await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    await call(t.app, {
      method: 'PUT',
      url: `/company/applications/${applicationId}/message`,
      token: company.token,
      payload: { message: 'Hello' },
    })
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })

    await vi.waitFor(() => {
      const types = forIntern.events.map((e) => e.type)
      expect(types.filter((type) => type === 'notification')).toHaveLength(3)
      expect(types.filter((type) => type === 'status')).toHaveLength(2)
      expect(types.filter((type) => type === 'message')).toHaveLength(1)
      expect(forCompany.events.map((e) => e.type).sort()).toEqual(['message', 'status'])
    }, UNTIL_DELIVERED)
    // New messages arrive with their text.
    expect(forIntern.events.find((e) => e.type === 'message')?.data).toMatchObject({
      applicationId,
      sender: 'company',
      message: 'Hello',
    })
    expect(forIntern.events).toContainEqual({
      type: 'status',
      data: { id: applicationId, status: 'accepted' },
    })
    forIntern.stop()
    forCompany.stop()
  })

  it('pushes a new application and a withdrawal to the company, a deleted role to its applicant', async () => {
    const { company, intern, applicationId } = await applied(t)
    const forCompany = await listen(company.account.id)
    const forIntern = await listen(intern.account.id)

    const withdrawn = await call(t.app, {
      method: 'DELETE',
      url: `/users/applications/${applicationId}`,
      token: intern.token,
    })
    expect(withdrawn.status).toBe(200)
    await vi.waitFor(() => {
      expect(forCompany.events).toContainEqual({
        type: 'status',
        data: { id: applicationId, status: 'withdrawn' },
      })
      expect(forCompany.events.filter((e) => e.type === 'notification')).toHaveLength(1)
    }, UNTIL_DELIVERED)

    const again = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    expect(again.status).toBe(201)
    const newId = again.body.data.id as string
    await vi.waitFor(() => {
      expect(forCompany.events).toContainEqual({
        type: 'status',
        data: { id: newId, status: 'pending' },
      })
      expect(forCompany.events).toContainEqual({
        type: 'notification',
        data: expect.objectContaining({ applicationId: newId }),
      })
    }, UNTIL_DELIVERED)

    const deleted = await call(t.app, {
      method: 'DELETE',
      url: `/roles/${company.roleId}`,
      token: company.token,
    })
    expect(deleted.status).toBe(200)
    await vi.waitFor(() => {
      expect(forIntern.events).toContainEqual({
        type: 'status',
        data: { id: newId, status: 'closed' },
      })
      expect(forIntern.events).toContainEqual({
        type: 'notification',
        data: expect.objectContaining({ applicationId: newId }),
      })
    }, UNTIL_DELIVERED)
    forCompany.stop()
    forIntern.stop()
  })

  it('pushes nothing when the change does not happen', async () => {
    const { company, intern } = await applied(t)
    const forCompany = await listen(company.account.id)
    await drainDelivered(company.account.id, forCompany.events)
    // Applying twice is refused; the refused attempt must not tell the company anything.
    const twice = await call(t.app, {
      method: 'POST',
      url: `/users/roles/${company.roleId}/apply`,
      token: intern.token,
      payload: { resumeUrl: intern.resumeUrl },
    })
    expect(twice.status).toBe(409)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(forCompany.events).toEqual([])
    forCompany.stop()
  })
})
