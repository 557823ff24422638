import { describe, expect, it } from 'vitest'
import { call, useTestApp } from '../../../test/test-app.js'

const t = useTestApp()

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

  it('serves the OpenAPI document', async () => {
    const res = await call(t.app, { method: 'GET', url: '/docs' })
    expect(res.status).toBe(200)
    expect(res.body.paths).toHaveProperty('/roles/recent')
  })
})
