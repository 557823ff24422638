import { describe, expect, it } from 'vitest'
import {
  ABOUT_PAGE,
  COOKIE_POLICY,
  LEGAL_LAST_UPDATED,
  PRIVACY_POLICY,
  SUPPORT_EMAIL,
  TERMS_OF_SERVICE,
  escapeHtml,
  type LegalDocument,
  type SiteInline,
} from '@app/domain'
import { useTestApp } from '../../../test/test-app.js'
import { createAccount } from '../../../test/factories.js'
import { browser } from '../../../test/script-free-browser.js'

const t = useTestApp()

/** Every sentence of a document, as the page must show it. */
const textsOf = (document: LegalDocument) =>
  [...document.intro, ...document.sections.flatMap((section) => section.blocks)].flatMap((block) =>
    ('paragraph' in block ? [block.paragraph] : block.list).flatMap((runs) =>
      runs.map((run: SiteInline) =>
        typeof run === 'string' ? run : 'strong' in run ? run.strong : run.text,
      ),
    ),
  )

describe('the reading pages without JavaScript', () => {
  it('the about page has the mission, the story and the founders', async () => {
    const res = await browser(t.app).get('/about')
    expect(res.statusCode).toBe(200)
    for (const text of [ABOUT_PAGE.heading, ABOUT_PAGE.intro, ...ABOUT_PAGE.story]) {
      expect(res.body).toContain(escapeHtml(text))
    }
    for (const founder of ABOUT_PAGE.founders) {
      expect(res.body).toContain(escapeHtml(founder.bio))
      expect(res.body).toContain(`title="${founder.role}"`)
    }
  })

  it.each([
    ['/termofservice', TERMS_OF_SERVICE],
    ['/privacypolicy', PRIVACY_POLICY],
    ['/cookies', COOKIE_POLICY],
  ] as const)('%s has every section and sentence of the document', async (address, document) => {
    const res = await browser(t.app).get(address)
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(`<title>${document.title} — Internplace</title>`)
    expect(res.body).toContain(`Last updated ${LEGAL_LAST_UPDATED}`)
    document.sections.forEach((section, index) => {
      expect(res.body).toContain(`id="${section.id}"`)
      expect(res.body).toContain(`${index + 1}. ${escapeHtml(section.heading)}`)
    })
    for (const text of textsOf(document)) expect(res.body).toContain(escapeHtml(text))
    // Long documents list their contents; the cookie policy is short.
    expect(res.body.includes('aria-label="Contents"')).toBe(document.sections.length > 3)
  })

  it('links the legal pages to each other and to the support mailbox', async () => {
    const privacy = (await browser(t.app).get('/privacypolicy')).body
    expect(privacy).toContain('href="/cookies"')
    expect(privacy).toContain(`href="mailto:${SUPPORT_EMAIL}"`)
    expect((await browser(t.app).get('/termofservice')).body).toContain('href="/privacypolicy"')
  })

  it('needs no account, and shows a signed-in member as signed in', async () => {
    const { token } = await createAccount(t.database.db, 'company')
    const b = browser(t.app)
    b.cookies.set('session', token)
    const res = await b.get('/about')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Sign out')
    expect((await browser(t.app).get('/about')).body).toContain('Get Started')
  })

  it('takes no form posts', async () => {
    const b = browser(t.app)
    await b.get('/about')
    expect((await b.post('/about', {})).statusCode).toBe(404)
  })
})
