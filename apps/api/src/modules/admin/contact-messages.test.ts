import { describe, expect, it } from 'vitest'
import { adminActions, contactMessages } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin, uniqueEmail } from '../../../test/factories.js'

const t = useTestApp()

const sendContact = (firstName: string) =>
  call(t.app, {
    method: 'PUT',
    url: '/contacts',
    payload: {
      firstName,
      lastName: 'Eze',
      email: uniqueEmail(firstName.toLowerCase()),
      phone: '+234 803 123 4567',
      message: 'Can NYSC members use Internplace to find a place of primary assignment?',
    },
  })

const list = (token: string | undefined, query = '') =>
  call(t.app, { method: 'GET', url: `/admin/contacts${query}`, token })
const resolve = (token: string | undefined, id: string, payload: object = {}) =>
  call(t.app, { method: 'POST', url: `/admin/contacts/${id}/resolve`, token, payload })

describe('contact messages in the console', () => {
  it('lists open messages oldest first, resolves one with a note and audits it', async () => {
    const first = await sendContact('Chiamaka')
    await sendContact('Tunde')
    const admin = await createAdmin(t.database.db)

    const open = await list(admin.token)
    expect(open.status).toBe(200)
    expect(open.body.data.docs.map((d: { firstName: string }) => d.firstName)).toEqual([
      'Chiamaka',
      'Tunde',
    ])
    expect(open.body.data.docs[0]).toMatchObject({ status: 'open', handledAt: null, note: null })

    const done = await resolve(admin.token, first.body.data.id, { note: 'Answered by mail.' })
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({
      id: first.body.data.id,
      status: 'handled',
      note: 'Answered by mail.',
      handledBy: admin.account.email,
    })
    expect((await list(admin.token)).body.data.docs).toHaveLength(1)
    const handled = await list(admin.token, '?status=handled')
    expect(handled.body.data.docs.map((d: { id: string }) => d.id)).toEqual([first.body.data.id])
    expect(await t.database.db.select().from(adminActions)).toMatchObject([
      { action: 'contact.resolve', targetType: 'contact', targetId: first.body.data.id },
    ])

    const again = await resolve(admin.token, first.body.data.id)
    expect(again.status).toBe(409)
  })

  it('answers 400 for bad input, 404 for an unknown message', async () => {
    const sent = await sendContact('Chiamaka')
    const admin = await createAdmin(t.database.db)
    expect((await list(admin.token, '?status=everything')).status).toBe(400)
    expect((await list(admin.token, '?page=0')).status).toBe(400)
    expect((await resolve(admin.token, sent.body.data.id, { note: 'x'.repeat(1001) })).status).toBe(
      400,
    )
    expect((await resolve(admin.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    const [row] = await t.database.db.select().from(contactMessages)
    expect(row?.handledAt).toBeNull()
  })

  it('is for admins only', async () => {
    const sent = await sendContact('Chiamaka')
    for (const kind of ['intern', 'company'] as const) {
      const { token } = await createAccount(t.database.db, kind)
      expect((await list(token)).status).toBe(403)
      expect((await resolve(token, sent.body.data.id)).status).toBe(403)
    }
    expect((await list(undefined)).status).toBe(401)
  })
})
