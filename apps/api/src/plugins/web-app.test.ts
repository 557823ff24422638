import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { openDatabase, type Database } from '../db/client.js'

let app: FastifyInstance
let database: Database
const logLines: string[] = []

beforeAll(async () => {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'))
  fs.mkdirSync(path.join(webDist, 'assets'))
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><div id="root"></div>${'<!-- -->'.repeat(300)}`,
  )
  fs.writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)')
  // The build writes a Brotli and a gzip copy beside each file (apps/web/build/precompress.ts).
  const bundle = `export const big = '${'x'.repeat(4000)}'`
  fs.writeFileSync(path.join(webDist, 'assets', 'page-5678.js'), bundle)
  // Marked, so a test can tell the copy from a compression made per request.
  const copy = `${bundle}// precompressed`
  fs.writeFileSync(path.join(webDist, 'assets', 'page-5678.js.br'), zlib.brotliCompressSync(copy))
  fs.writeFileSync(path.join(webDist, 'assets', 'page-5678.js.gz'), zlib.gzipSync(copy))
  fs.mkdirSync(path.join(webDist, '.vite'))
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}')
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  fs.writeFileSync(path.join(webDist, 'workbox-5678.js'), 'self.workbox = {}')
  fs.writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Internplace"}')
  database = await openDatabase({})
  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'info', WEB_DIST: webDist, DATA_DIR: '/nonexistent' }),
    db: database.db,
    otpSecret: crypto.randomBytes(32).toString('hex'),
    logStream: { write: (line: string) => void logLines.push(line) },
  })
})
afterAll(async () => {
  await app.close()
  await database.close()
})

describe('serving the web app', () => {
  it('answers any page path with the app, compressed, so deep links work', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/company/dashboard?tab=inbox',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-1234.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('immutable')
  })

  it("sends the build's precompressed copy of an asset, with the right type, cached for a year", async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/page-5678.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(brotli.statusCode).toBe(200)
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(brotli.headers['content-type']).toContain('javascript')
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('// precompressed')

    const gzip = await app.inject({
      method: 'GET',
      url: '/assets/page-5678.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('// precompressed')

    const plain = await app.inject({ method: 'GET', url: '/assets/page-5678.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('export const big')
  })

  it("does not serve the build's manifest, which only the budget check reads", async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' })
    expect(res.body).not.toContain('src/main.tsx')
  })

  it('serves the service worker and the manifest for revalidation on every visit, so an update is seen at once', async () => {
    const sw = await app.inject({ method: 'GET', url: '/sw.js' })
    expect(sw.statusCode).toBe(200)
    expect(sw.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    expect(sw.headers['cache-control']).toBe('no-cache')
    // Its scope is the whole site: it is served from the root, and nothing narrows it.
    expect(sw.headers['service-worker-allowed']).toBeUndefined()
    const workbox = await app.inject({ method: 'GET', url: '/workbox-5678.js' })
    expect(workbox.headers['cache-control']).toBe('no-cache')

    const manifest = await app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toContain('application/manifest+json')
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect(manifest.json()).toEqual({ name: 'Internplace' })
  })

  it('keeps JSON 404s for unknown API paths and non-GET requests', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' })
    expect(api.statusCode).toBe(404)
    expect(api.json()).toMatchObject({ status: 'error', message: 'Not found' })
    const post = await app.inject({ method: 'POST', url: '/somewhere' })
    expect(post.statusCode).toBe(404)
  })
})

describe('the sign-in pages without JavaScript (decision 075)', () => {
  it('are the app with the form in its root, a CSRF token in it, never stored by a cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/intern/sign-in' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/^<!doctype html><div id="root">.*<form[^>]* method="post"/s)
    expect(res.body).toMatch(
      /<form[^>]*action="\/intern\/sign-in"[^>]*>\s*<input type="hidden" name="_csrf" value="[^"]+"/,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    expect([res.headers['set-cookie']].flat().join()).toMatch(/^_csrf=.*; HttpOnly; SameSite=Lax/)
  })
})

describe('the sign-in link page', () => {
  const token = 'Zm9yLXRoZS1sb2ctdGVzdC1vbmx5LW5vdC1hLXRva2VuMQ'

  it('is served the app, without a referrer, and its token never reaches the log', async () => {
    logLines.length = 0
    const res = await app.inject({ method: 'GET', url: `/sign-in/link?token=${token}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['referrer-policy']).toBe('no-referrer')
    const log = logLines.join('')
    expect(log).toContain('/sign-in/link')
    expect(log).not.toContain(token)
  })

  it('keeps no query string in the log for any request, such as a signed file link', async () => {
    logLines.length = 0
    await app.inject({ method: 'GET', url: '/api/v1/files/x.pdf?expires=1&signature=s3cr3tSig' })
    await app.inject({ method: 'POST', url: `/api/v1/auth/link?token=${token}`, payload: {} })
    const log = logLines.join('')
    expect(log).toContain('/api/v1/files/x.pdf')
    expect(log).not.toMatch(/s3cr3tSig|Zm9yLXRo/)
  })
})
