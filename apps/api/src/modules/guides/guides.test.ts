import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { GUIDE_LINKS, countWords, readingMinutes } from '@app/domain'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin } from '../../../test/factories.js'
import { GUIDES_FOLDER, loadGuides, readGuide, splitFrontMatter } from './guides.service.js'

const t = useTestApp()

const HEAD = `---
slug: a-test-guide
title: A guide for the tests
summary: A summary long enough to be a page's description, written for the tests of the guides.
updatedAt: 2026-11-14
tags: [cv, students]
---
`

describe('GET /guides', () => {
  it('lists every guide on one page, newest first, with its reading time and date', async () => {
    const res = await call(t.app, { method: 'GET', url: '/guides' })
    expect(res.status).toBe(200)
    const { docs, meta } = res.body.data
    expect(docs.length).toBeGreaterThanOrEqual(12)
    expect(meta).toMatchObject({ page: 1, totalDocs: docs.length, totalPages: 1 })
    expect(meta.hasNextPage).toBe(false)
    for (const doc of docs) {
      expect(Object.keys(doc).sort()).toEqual(
        ['readingMinutes', 'slug', 'summary', 'tags', 'title', 'updatedAt'].sort(),
      )
      expect(doc.updatedAt).toMatch(/^2026-\d{2}-\d{2}$/)
    }
    const dates = docs.map((doc: { updatedAt: string }) => doc.updatedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it("computes each guide's reading time from its words, at 200 a minute", async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/guides' })
    for (const doc of body.data.docs) {
      const file = fs.readFileSync(path.join(GUIDES_FOLDER, `${doc.slug}.md`), 'utf8')
      const words = countWords(splitFrontMatter(file).body)
      expect(words, doc.slug).toBeGreaterThanOrEqual(700)
      expect(doc.readingMinutes).toBe(readingMinutes(words))
    }
  })

  it('pages like every list', async () => {
    const res = await call(t.app, { method: 'GET', url: '/guides?page=2&limit=5' })
    expect(res.status).toBe(200)
    expect(res.body.data.docs).toHaveLength(5)
    expect(res.body.data.meta).toMatchObject({ page: 2, limit: 5, hasPrevPage: true })
  })

  it('refuses a bad page or limit with a clear 400', async () => {
    const res = await call(t.app, { method: 'GET', url: '/guides?limit=500' })
    expect(res.status).toBe(400)
    expect(res.body.errors.limit).toBe('limit must be at most 50')
    const page = await call(t.app, { method: 'GET', url: '/guides?page=abc' })
    expect(page.status).toBe(400)
    expect(page.body.errors.page).toBe('page must be a number')
  })

  it('is public: anyone reads it, signed in or not', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    const company = await createAccount(t.database.db, 'company')
    const admin = await createAdmin(t.database.db)
    for (const token of [undefined, intern.token, company.token, admin.token]) {
      const res = await call(t.app, { method: 'GET', url: '/guides', ...(token && { token }) })
      expect(res.status).toBe(200)
    }
  })
})

describe('the articles', () => {
  it('has every guide the web app links to', async () => {
    const slugs = new Set((await loadGuides()).map((guide) => guide.slug))
    for (const link of Object.values(GUIDE_LINKS)) expect(slugs, link.slug).toContain(link.slug)
  })

  it('gives each h2 an id and lists the h2 headings for the contents', () => {
    const guide = readGuide(
      'a-test-guide.md',
      `${HEAD}Intro.\n\n## Your *first* CV\n\nText.\n\n### Detail\n\nMore.`,
    )
    expect(guide.html).toContain('<h2 id="your-first-cv">Your <em>first</em> CV</h2>')
    expect(guide.html).toContain('<h3>Detail</h3>')
    expect(guide.headings).toEqual([{ id: 'your-first-cv', text: 'Your first CV' }])
    expect(guide.readingMinutes).toBe(1)
  })

  it('refuses an article with a bad head, an h1, or a file named otherwise', () => {
    expect(() => readGuide('a-test-guide.md', 'No head at all')).toThrow(/head/)
    expect(() =>
      readGuide('a-test-guide.md', HEAD.replace('2026-11-14', '14 November 2026')),
    ).toThrow(/updatedAt/)
    expect(() => readGuide('a-test-guide.md', `${HEAD}# A second title`)).toThrow(/h1/)
    expect(() => readGuide('other-name.md', HEAD)).toThrow(/name the file/)
  })

  it('refuses to load guides that link to a missing guide', async () => {
    const folder = fs.mkdtempSync(path.join(t.app.ctx.config.dataDir, 'guides-'))
    for (const link of Object.values(GUIDE_LINKS)) {
      const head = HEAD.replace('a-test-guide', link.slug)
      fs.writeFileSync(path.join(folder, `${link.slug}.md`), `${head}See [x](/guides/nowhere).`)
    }
    await expect(loadGuides(folder)).rejects.toThrow(/missing guide 'nowhere'/)
  })

  it('reads a quoted value and a list in the head', () => {
    const { head } = splitFrontMatter(`---\ntitle: 'SIWES: step by step'\ntags: [a, b]\n---\nx`)
    expect(head).toEqual({ title: 'SIWES: step by step', tags: ['a', 'b'] })
  })
})
