import { describe, expect, it } from 'vitest'
import {
  CONTACT_MESSAGES,
  CONTACT_OPTIONS,
  CONTACT_PAGE,
  FAQ,
  WRITE_LIMITS,
  escapeHtml,
} from '@app/domain'
import { contactMessages } from '../../db/schema.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createAccount, createAdmin, uniqueEmail } from '../../../test/factories.js'
import { browser } from '../../../test/script-free-browser.js'

const t = useTestApp()

const message = (overrides: Record<string, string> = {}) => ({
  firstName: 'Chiamaka',
  lastName: 'Eze',
  email: uniqueEmail('chiamaka'),
  phone: '+234 803 123 4567',
  message: 'Can NYSC members use Internplace to find a place of primary assignment?',
  ...overrides,
})
const stored = () => t.database.db.select().from(contactMessages)
/** Each test its own network address, so the write limit of one does not reach another. */
let address = 0
const visitor = () => browser(t.app, `10.33.1.${++address}`)

describe('the contact page without JavaScript', () => {
  it('shows the intro, the form, the ways to reach us and the FAQ, in the app’s words', async () => {
    const res = await visitor().get('/contact')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    for (const text of [CONTACT_PAGE.heading, CONTACT_PAGE.intro, CONTACT_PAGE.formHeading]) {
      expect(res.body).toContain(escapeHtml(text))
    }
    for (const option of CONTACT_OPTIONS) expect(res.body).toContain(escapeHtml(option.link.label))
    for (const { question, answer } of FAQ.questions) {
      expect(res.body).toContain(escapeHtml(question))
      expect(res.body).toContain(escapeHtml(answer))
    }
    // The accordion opens without a script; the form posts to the page with its CSRF token.
    expect(res.body).toContain('<details')
    expect(res.body).toMatch(/<form\s+method="post"\s+action="\/contact"/)
    expect(res.body).toMatch(/name="_csrf" value="[^"]+"/)
  })

  it('a sent message is a 303 to the thank-you state and lands in the console’s contacts list', async () => {
    const b = visitor()
    await b.get('/contact')
    const body = message()
    const res = await b.post('/contact', body)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/contact?sent=1')
    const thanks = await b.get(res.headers.location!)
    expect(thanks.body).toContain(CONTACT_MESSAGES.sent)
    expect(await stored()).toMatchObject([{ email: body.email, firstName: 'Chiamaka' }])

    const admin = await createAdmin(t.database.db)
    const list = await call(t.app, { method: 'GET', url: '/admin/contacts', token: admin.token })
    expect(list.body.data.docs).toMatchObject([{ email: body.email, message: body.message }])
  })

  it('a bad form comes back with each field’s error and what was typed, and stores nothing', async () => {
    const b = visitor()
    await b.get('/contact')
    const empty = await b.post('/contact', {})
    expect(empty.statusCode).toBe(400)
    for (const text of [
      CONTACT_MESSAGES.firstNameRequired,
      CONTACT_MESSAGES.lastNameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.phoneRequired,
      CONTACT_MESSAGES.messageRequired,
    ]) {
      expect(empty.body).toContain(text)
    }
    expect(empty.body).toContain('aria-describedby="contact-first-name-error"')

    const typed = message({ email: 'chiamaka@', message: 'Is it <b>free</b>?' })
    const bad = await b.post('/contact', typed)
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain(CONTACT_MESSAGES.emailInvalid)
    expect(bad.body).toContain('value="Chiamaka"')
    expect(bad.body).toContain('value="chiamaka@"')
    // Typed text comes back escaped, never as markup.
    expect(bad.body).toContain('Is it &lt;b&gt;free&lt;/b&gt;?</textarea>')
    expect(bad.body).not.toContain(CONTACT_MESSAGES.sent)
    expect(await stored()).toHaveLength(0)
  })

  it('the same email again today is the form again with the service’s message', async () => {
    const b = visitor()
    await b.get('/contact')
    const body = message()
    expect((await b.post('/contact', body)).statusCode).toBe(303)
    await b.get('/contact')
    const again = await b.post('/contact', body)
    expect(again.statusCode).toBe(400)
    expect(again.body).toContain(CONTACT_MESSAGES.alreadySent)
    expect(again.body).toContain(`value="${body.email}"`)
    expect(await stored()).toHaveLength(1)
  })

  it('a post without the page’s CSRF token is refused and stores nothing', async () => {
    const b = visitor()
    await b.get('/contact')
    const res = await b.postBare('/contact', message())
    expect(res.statusCode).toBe(403)
    const forged = await b.post('/contact', { ...message(), _csrf: 'forged' })
    expect(forged.statusCode).toBe(403)
    expect(await stored()).toHaveLength(0)
  })

  it('the contact write limit holds for the form', async () => {
    const b = visitor()
    const { max } = WRITE_LIMITS.contact.perAddress
    for (let i = 0; i < max; i++) {
      await b.get('/contact')
      expect((await b.post('/contact', message())).statusCode).toBe(303)
    }
    await b.get('/contact')
    const typed = 'A long question about SIWES placements, typed before the limit'
    const limited = await b.post('/contact', message({ message: typed }))
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toMatch(/^\d+$/)
    expect(limited.body).toContain(WRITE_LIMITS.contact.message)
    // The form again with what was typed (the limit refuses before the handler).
    expect(limited.body).toContain(typed)
    expect(await stored()).toHaveLength(max)
  })

  it('needs no account: a signed-in intern reads and sends it the same way', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const b = visitor()
    b.cookies.set('session', token)
    const page = await b.get('/contact')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Sign out')
    expect((await b.post('/contact', message())).statusCode).toBe(303)
  })
})
