import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { call, useTestApp } from '../../test/test-app.js'

/** Every line the app logs, parsed. */
const lines: Record<string, unknown>[] = []
const t = useTestApp({
  env: () => ({ LOG_LEVEL: 'info' }),
  logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
})
beforeEach(() => {
  lines.length = 0
})

const requestLines = () => lines.filter((line) => line.msg === 'request')

describe('the request log', () => {
  it('writes one line per request, with its id, route pattern, status and time', async () => {
    const res = await call(t.app, { method: 'GET', url: '/roles/recent?search=ada' })
    expect(res.status).toBe(200)
    const requestId = res.headers['x-request-id']
    expect(requestLines()).toEqual([
      expect.objectContaining({
        requestId,
        method: 'GET',
        route: '/api/v1/roles/recent',
        path: '/api/v1/roles/recent?[query hidden]',
        status: 200,
        ms: expect.any(Number),
      }),
    ])
    expect(lines.filter((line) => line.requestId === requestId)).toHaveLength(1)
  })

  it('logs the route pattern, not the ids in the address', async () => {
    await call(t.app, { method: 'GET', url: '/roles/00000000-0000-4000-8000-000000000000/company' })
    expect(requestLines()[0]).toMatchObject({ route: '/api/v1/roles/:roleId/company', status: 404 })
  })

  it('carries no email, sign-in code or session token through a whole sign-in', async () => {
    const email = 'ada.private@example.com'
    await call(t.app, {
      method: 'POST',
      url: '/auth/register',
      payload: { email, acceptPolicies: true },
    })
    const challenge = await call(t.app, { method: 'POST', url: '/auth/login', payload: { email } })
    const code = t.mail.latestCodeFor(email)
    const verified = await call(t.app, {
      method: 'POST',
      url: '/auth/verify-otp',
      payload: { id: challenge.body.data.id, otp: code },
    })
    expect(verified.status).toBe(200)
    const token: string = verified.body.data.token
    expect((await call(t.app, { method: 'GET', url: '/auth/me', token })).status).toBe(200)

    expect(requestLines()).toHaveLength(4)
    const logged = JSON.stringify(lines)
    for (const secret of [email, 'ada.private', code, token, challenge.body.data.id]) {
      expect(logged).not.toContain(secret)
    }
  })

  it('answers an unexpected failure with the request id people can quote, logged with it', async () => {
    await t.database.db.execute(sql`ALTER TABLE roles RENAME TO roles_away`)
    try {
      const res = await call(t.app, { method: 'GET', url: '/roles/recent' })
      expect(res.status).toBe(500)
      expect(res.body).toMatchObject({ code: 'INTERNAL', requestId: res.headers['x-request-id'] })
      const logged = lines.filter((line) => line.requestId === res.body.requestId)
      expect(logged.map((line) => line.msg)).toEqual(['request failed', 'request'])
      expect(logged[1]).toMatchObject({ level: 50, status: 500 })
    } finally {
      await t.database.db.execute(sql`ALTER TABLE roles_away RENAME TO roles`)
    }
  })
})
