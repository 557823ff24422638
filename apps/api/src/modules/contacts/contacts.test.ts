import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessages } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { uniqueEmail } from '../../../test/factories.js'

const t = useTestApp()

const message = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Chiamaka',
  lastName: 'Eze',
  email: uniqueEmail('chiamaka'),
  phone: '+234 803 123 4567',
  message: 'Can NYSC members use Internplace to find a place of primary assignment?',
  ...overrides,
})
const send = (payload: object) => call(t.app, { method: 'PUT', url: '/contacts', payload })

describe('PUT /contacts', () => {
  it('stores a message', async () => {
    const body = message()
    const res = await send(body)
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Message sent successfully!')
    const rows = await t.database.db.select().from(contactMessages)
    expect(rows).toMatchObject([
      { email: body.email, firstName: 'Chiamaka', message: body.message },
    ])
  })

  it('refuses the same email again within 24 hours, but not after', async () => {
    const body = message()
    await send(body)
    const again = await send({ ...body, email: body.email.toUpperCase() })
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('You have already filled the contact form, thanks')
    await t.database.db.execute(
      sql`UPDATE contact_messages SET created_at = now() - interval '25 hours'`,
    )
    expect((await send(body)).status).toBe(201)
  })

  it('requires every field and a real email, and writes nothing on bad input', async () => {
    const missing = await send({})
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      message: 'Message is required',
    })
    expect((await send(message({ email: 'chiamaka@' }))).body.errors.email).toBe(
      'Invalid email address',
    )
    expect((await send(message({ firstName: '   ' }))).status).toBe(400)
    expect((await send(message({ message: 'x'.repeat(2001) }))).status).toBe(400)
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0)
  })
})
