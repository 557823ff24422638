import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { call, useTestApp } from '../../../test/test-app.js'

const t = useTestApp()

describe('GET /health/live and /health/ready', () => {
  it('live answers without touching the database', async () => {
    const res = await call(t.app, { method: 'GET', url: '/health/live' })
    expect(res).toMatchObject({ status: 200, body: { status: 'success', data: { live: true } } })
  })

  it('ready answers when the database is reachable and migrated', async () => {
    const res = await call(t.app, { method: 'GET', url: '/health/ready' })
    expect(res).toMatchObject({ status: 200, body: { status: 'success', data: { ready: true } } })
  })

  it('ready answers 503 while a migration this code needs is missing', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`
    await t.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    )
    try {
      const res = await call(t.app, { method: 'GET', url: '/health/ready' })
      expect(res).toMatchObject({
        status: 503,
        body: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'Not ready: database migrations are not current',
        },
      })
    } finally {
      await t.database.db.execute(
        sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
      )
    }
    expect((await call(t.app, { method: 'GET', url: '/health/ready' })).status).toBe(200)
  })

  it('ready answers 503 once the process is shutting down, while live still answers', async () => {
    t.app.shuttingDown = true
    try {
      const res = await call(t.app, { method: 'GET', url: '/health/ready' })
      expect(res).toMatchObject({ status: 503, body: { message: 'Not ready: shutting down' } })
      expect((await call(t.app, { method: 'GET', url: '/health/live' })).status).toBe(200)
    } finally {
      t.app.shuttingDown = false
    }
  })

  it('names every answer with a request id', async () => {
    const first = await call(t.app, { method: 'GET', url: '/health/live' })
    const second = await call(t.app, { method: 'GET', url: '/health/live' })
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
  })
})

describe('GET /health', () => {
  it('reports the database as reachable', async () => {
    const res = await call(t.app, { method: 'GET', url: '/health' })
    expect(res).toMatchObject({ status: 200, body: { status: 'success', data: { db: 'ok' } } })
  })

  it('sends security headers and no server details', async () => {
    const res = await call(t.app, { method: 'GET', url: '/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toContain('max-age=')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call(t.app, { method: 'GET', url: '/nowhere' })
    expect(res).toMatchObject({ status: 404, body: { status: 'error', message: 'Not found' } })
  })

  it('has no metrics path unless METRICS_TOKEN is set', async () => {
    const res = await call(t.app, { method: 'GET', url: '/metrics' })
    expect(res).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })

  it('serves the OpenAPI document', async () => {
    const res = await call(t.app, { method: 'GET', url: '/docs' })
    expect(res.status).toBe(200)
    expect(res.body.paths).toHaveProperty('/roles/recent')
  })
})
