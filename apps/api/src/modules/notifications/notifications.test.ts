import { describe, expect, it } from 'vitest'
import { NOTIFICATION_MESSAGES } from '@app/domain'
import { notifications } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createCompleteIntern } from '../../../test/factories.js'
import { applied, companyWithRole } from '../../../test/conversation-fixtures.js'

const t = useTestApp()

describe('GET /notifications/comps and /notifications/users', () => {
  it('lists the account’s own notifications, newest first, 15 a page by default', async () => {
    const { company, intern, applicationId } = await applied(t)
    await t.database.db.insert(notifications).values(
      Array.from({ length: 16 }, (_, i) => ({
        accountId: intern.account.id,
        type: 'status',
        title: `n${i + 1}`,
        description: 'd',
        applicationId,
        createdAt: new Date(Date.now() - (100 - i) * 1000),
      })),
    )
    const users = await call(t.app, {
      method: 'GET',
      url: '/notifications/users',
      token: intern.token,
    })
    expect(users.status).toBe(200)
    expect(users.body.data.meta).toMatchObject({ page: 1, limit: 15, totalDocs: 16, totalPages: 2 })
    expect(users.body.data.docs[0]).toMatchObject({
      title: 'n16',
      read: false,
      application: { id: applicationId },
    })
    const page2 = await call(t.app, {
      method: 'GET',
      url: '/notifications/users?page=2',
      token: intern.token,
    })
    expect(page2.body.data.docs.map((n: { title: string }) => n.title)).toEqual(['n1'])

    const comps = await call(t.app, {
      method: 'GET',
      url: '/notifications/comps',
      token: company.token,
    })
    expect(comps.body.data.docs).toMatchObject([
      {
        type: 'application',
        title: 'New application',
        read: false,
        application: { id: applicationId },
      },
    ])
    expect(comps.body.data.docs[0].description).toContain('A*a O****r')
  })

  it('is for the right kind only, and needs a session', async () => {
    const { company, intern } = await applied(t)
    expect(
      (await call(t.app, { method: 'GET', url: '/notifications/comps', token: intern.token }))
        .status,
    ).toBe(403)
    expect(
      (await call(t.app, { method: 'GET', url: '/notifications/users', token: company.token }))
        .status,
    ).toBe(403)
    expect((await call(t.app, { method: 'GET', url: '/notifications/users' })).status).toBe(401)
    expect((await call(t.app, { method: 'PATCH', url: '/notifications/read-all' })).status).toBe(
      401,
    )
  })
})

describe('marking read', () => {
  it('marks one, then all; another account’s notification is not found', async () => {
    const { company, intern, applicationId } = await applied(t)
    await call(t.app, {
      method: 'GET',
      url: `/company/applications/${applicationId}`,
      token: company.token,
    })
    await call(t.app, {
      method: 'PATCH',
      url: `/company/applications/${applicationId}/accept`,
      token: company.token,
    })
    const list = await call(t.app, {
      method: 'GET',
      url: '/notifications/users',
      token: intern.token,
    })
    const [first, second] = list.body.data.docs
    expect(list.body.data.docs).toHaveLength(2)

    const read = await call(t.app, {
      method: 'PATCH',
      url: `/notifications/${first.id}/read`,
      token: intern.token,
    })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      message: NOTIFICATION_MESSAGES.read,
      data: { id: first.id, read: true },
    })
    // Reading again is harmless.
    expect(
      (
        await call(t.app, {
          method: 'PATCH',
          url: `/notifications/${first.id}/read`,
          token: intern.token,
        })
      ).body.data.read,
    ).toBe(true)

    const stranger = await createCompleteIntern(t)
    const otherCompany = await companyWithRole(t, 'Other Ltd')
    for (const token of [stranger.token, otherCompany.token, company.token]) {
      const res = await call(t.app, {
        method: 'PATCH',
        url: `/notifications/${second.id}/read`,
        token,
      })
      expect(res.status).toBe(404)
      expect(res.body.message).toBe(NOTIFICATION_MESSAGES.notFound)
    }
    expect(
      (await call(t.app, { method: 'PATCH', url: '/notifications/nope/read', token: intern.token }))
        .status,
    ).toBe(404)

    // Mark-all by someone else leaves the intern's alone.
    await call(t.app, { method: 'PATCH', url: '/notifications/read-all', token: stranger.token })
    const still = await call(t.app, {
      method: 'GET',
      url: '/notifications/users',
      token: intern.token,
    })
    expect(still.body.data.docs.filter((n: { read: boolean }) => !n.read)).toHaveLength(1)

    const all = await call(t.app, {
      method: 'PATCH',
      url: '/notifications/read-all',
      token: intern.token,
    })
    expect(all.body).toMatchObject({ message: NOTIFICATION_MESSAGES.allRead, data: { updated: 1 } })
    const after = await call(t.app, {
      method: 'GET',
      url: '/notifications/users',
      token: intern.token,
    })
    expect(after.body.data.docs.every((n: { read: boolean }) => n.read)).toBe(true)
    // The company's stay unread.
    const comps = await call(t.app, {
      method: 'GET',
      url: '/notifications/comps',
      token: company.token,
    })
    expect(comps.body.data.docs[0].read).toBe(false)
  })
})
