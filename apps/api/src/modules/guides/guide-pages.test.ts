import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatDay, guideDateLine } from '@app/domain'
import { useTestApp } from '../../../test/test-app.js'
import { loadGuides } from './guides.service.js'

// A built web app, so the guides are seen to win over its catch-all route.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'guides-web-dist-'))
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>')
const t = useTestApp({ env: () => ({ WEB_DIST: webDist }) })

const MAX_PAGE_BYTES = 60 * 1024
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#39;')

describe('GET /guides/{slug}', () => {
  it('serves every guide as a whole HTML page with its title, date and reading time', async () => {
    const guides = await loadGuides()
    expect(guides.length).toBeGreaterThanOrEqual(12)
    for (const guide of guides) {
      const res = await get(`/guides/${guide.slug}`)
      expect(res.statusCode, guide.slug).toBe(200)
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
      const html = res.body
      expect(html).toMatch(/^<!doctype html><html lang="en-NG">/)
      expect(html).toContain(`<title>${escaped(guide.title)} — Internplace guides</title>`)
      expect(html).toContain(`<meta name="description" content="${escaped(guide.summary)}">`)
      expect(html).toContain(
        `<link rel="canonical" href="https://internplace.example/app/guides/${guide.slug}">`,
      )
      expect(html).toContain(`<h1 id="guide-title">${escaped(guide.title)}</h1>`)
      const line = guideDateLine(guide.updatedAt, guide.readingMinutes)
      expect(line).toBe(`Updated ${formatDay(guide.updatedAt)} · ${guide.readingMinutes} min read`)
      expect(html).toContain(line)
      expect(html).toContain('<h2 id=')
      expect(html).toContain('Related guides')
      expect(html).toContain('href="/intern/sign-up"')
      expect(html).toContain('href="/"')
      expect(html).not.toMatch(/<script/i)
      expect(html).not.toMatch(/ on[a-z]+=/i)
      expect(res.rawPayload.byteLength, guide.slug).toBeLessThanOrEqual(MAX_PAGE_BYTES)
    }
  })

  it('links each guide to the others, in its footer and its related guides', async () => {
    const guides = await loadGuides()
    const html = (await get(`/guides/${guides[0]!.slug}`)).body
    for (const other of guides) expect(html).toContain(`href="/guides/${other.slug}"`)
  })

  it('answers an unknown guide with a real 404 page that lists the guides', async () => {
    const res = await get('/guides/how-to-become-a-billionaire')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.body).toContain('<h1>We could not find that guide</h1>')
    expect(res.body).toContain('<meta name="robots" content="noindex">')
    expect(res.body).toContain('href="/guides/cv-with-no-experience"')
    expect(res.body).not.toMatch(/<script/i)
    expect(res.headers['content-security-policy']).toContain("script-src 'none'")
    const odd = await get('/guides/%3Cscript%3E')
    expect(odd.statusCode).toBe(404)
    expect(odd.body).not.toContain('<script>')
  })

  it('sends /guides/ to /guides', async () => {
    const res = await get('/guides/')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/guides')
  })
})

describe('GET /guides', () => {
  it('lists every guide with its summary, date and reading time, ahead of the web app', async () => {
    const res = await get('/guides')
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('<div id="root">')
    expect(res.body).toContain('<h1>Career guides for Nigerian students and graduates</h1>')
    expect(res.body).toContain('<a href="/guides" aria-current="page">Guides</a>')
    for (const guide of await loadGuides()) {
      expect(res.body).toContain(`href="/guides/${guide.slug}">${escaped(guide.title)}</a>`)
      expect(res.body).toContain(guideDateLine(guide.updatedAt, guide.readingMinutes))
    }
    expect(res.body).not.toMatch(/<script/i)
    expect(res.rawPayload.byteLength).toBeLessThanOrEqual(MAX_PAGE_BYTES)
  })

  it('leaves other page addresses to the web app', async () => {
    const res = await get('/guidesx')
    expect(res.body).toContain('<div id="root">')
  })
})

describe("the guides' headers", () => {
  it('keeps the security headers, with a policy that allows no script and only its stylesheet', async () => {
    const res = await get('/guides/siwes-step-by-step')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("script-src 'none'")
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/)
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000')
    expect(res.body.match(/<style>/g)).toHaveLength(1)
    expect(res.body).not.toMatch(/ style="/)
  })

  it('is cached briefly by anyone, and revalidated with its ETag', async () => {
    const res = await get('/guides/cv-with-no-experience')
    expect(res.headers['cache-control']).toBe('public, max-age=600')
    const etag = String(res.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get('/guides/cv-with-no-experience', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const list = await get('/guides')
    expect(list.headers.etag).not.toBe(etag)
    expect(list.headers['cache-control']).toBe('public, max-age=600')
  })

  it('is compressed for browsers that take it', async () => {
    const res = await get('/guides/preparing-for-an-interview', { 'accept-encoding': 'br, gzip' })
    expect(res.headers['content-encoding']).toBe('br')
  })

  it("leaves the app's own policy as it was", async () => {
    const res = await get('/find-internships')
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'")
  })
})
