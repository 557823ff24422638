import { describe, expect, it } from 'vitest'
import { ALERT_MESSAGES, HOME_PAGE, SHELL_SPLASH_HTML, WRITE_LIMITS, escapeHtml } from '@app/domain'
import { emailSubscriptions } from '../../db/schema.js'
import { useTestApp } from '../../../test/test-app.js'
import { createAccount, uniqueEmail } from '../../../test/factories.js'
import { browser } from '../../../test/script-free-browser.js'

const t = useTestApp()

const subscriptions = () => t.database.db.select().from(emailSubscriptions)
let address = 0
const visitor = () => browser(t.app, `10.33.2.${++address}`)

describe('the home page without JavaScript', () => {
  it('has every section in the app’s words, the search as a GET form and the email box as a post', async () => {
    const res = await visitor().get('/')
    expect(res.statusCode).toBe(200)
    for (const text of [
      HOME_PAGE.hero.heading,
      HOME_PAGE.hero.text,
      HOME_PAGE.benefitsHeading,
      ...HOME_PAGE.benefits.map((benefit) => benefit.text),
      HOME_PAGE.fieldsHeading,
      ...HOME_PAGE.panels.flatMap((panel) => panel.points),
      HOME_PAGE.updates.heading,
    ]) {
      expect(res.body).toContain(escapeHtml(text))
    }
    expect(res.body).toMatch(/<form\s+method="get"\s+action="\/find-internships"/)
    expect(res.body).toContain('name="search"')
    expect(res.body).toContain('name="location"')
    expect(res.body).toMatch(/<form\s+method="post"\s+action="\/email-updates"/)
    expect(res.body).toMatch(/name="_csrf" value="[^"]+"/)
  })

  it('carries the splash for scripts (decision 036), hidden from a browser without them', async () => {
    const home = (await visitor().get('/')).body
    expect(home).toContain(SHELL_SPLASH_HTML)
    expect(home).toMatch(
      /<noscript\s*><style>\s*\.shell-splash\s*\{\s*display:\s*none;?\s*\}\s*<\/style><\/noscript\s*>/,
    )
    // Other pages have none, and the loading skeleton is gone: the page stands in its place.
    expect(home).not.toContain('shell-block')
    expect((await visitor().get('/about')).body).not.toContain('shell-splash')
    expect((await visitor().get('/find-internships')).body).not.toContain('shell-splash')
  })
})

describe('the email box as a form', () => {
  it('subscribes with double opt-in: a pending subscription, a confirmation mail, then back to the box with the app’s notice', async () => {
    const b = visitor()
    await b.get('/')
    const email = uniqueEmail('tolu')
    const res = await b.post('/email-updates', { email: email.toUpperCase() })
    // A 303, so a reload of the next page sends nothing again.
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/#updates')
    expect(await subscriptions()).toMatchObject([{ email, confirmedAt: null }])
    const home = await b.get('/')
    expect(home.body).toContain(escapeHtml(ALERT_MESSAGES.subscribed))
    // Said once: the next visit shows the box as it was.
    expect((await b.get('/')).body).not.toContain(escapeHtml(ALERT_MESSAGES.subscribed))
    const mails = await t.mail.waitForMails(1)
    expect(mails.at(-1)?.to).toBe(email)
  })

  it('an empty or bad address is the box again with the message and what was typed', async () => {
    const b = visitor()
    await b.get('/')
    const empty = await b.post('/email-updates', { email: '  ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.body).toContain(HOME_PAGE.updates.emailRequired)
    const bad = await b.post('/email-updates', { email: 'tolu"<unilag' })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Invalid email address')
    expect(bad.body).toContain('value="tolu&quot;&lt;unilag"')
    expect(bad.body).toContain('aria-invalid="true"')
    // The answer to a post has no scripts to take a splash away, so it has no splash.
    expect(bad.body).not.toContain('shell-splash')
    expect(await subscriptions()).toHaveLength(0)
  })

  it('a post without the page’s CSRF token is refused and subscribes nobody', async () => {
    const b = visitor()
    await b.get('/')
    const res = await b.postBare('/email-updates', { email: uniqueEmail('tolu') })
    expect(res.statusCode).toBe(403)
    expect(await subscriptions()).toHaveLength(0)
  })

  it('the subscriptions write limit holds for the form', async () => {
    const b = visitor()
    const { max } = WRITE_LIMITS.subscriptions.perAddress
    for (let i = 0; i < max; i++) {
      await b.get('/')
      expect((await b.post('/email-updates', { email: uniqueEmail('tolu') })).statusCode).toBe(303)
    }
    await b.get('/')
    const typed = uniqueEmail('tolu')
    const limited = await b.post('/email-updates', { email: typed })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toMatch(/^\d+$/)
    // The box again with the refusal and the address typed (the limit refuses before the handler).
    expect(limited.body).toContain(WRITE_LIMITS.subscriptions.message)
    expect(limited.body).toContain(`value="${typed}"`)
    expect(await subscriptions()).toHaveLength(max)
  })

  it('needs no account: a signed-in intern subscribes the same way', async () => {
    const { token } = await createAccount(t.database.db, 'intern')
    const b = visitor()
    b.cookies.set('session', token)
    expect((await b.get('/')).body).toContain('Sign out')
    const res = await b.post('/email-updates', { email: uniqueEmail('tolu') })
    expect(res.statusCode).toBe(303)
    expect((await b.get('/')).body).toContain(ALERT_MESSAGES.subscribed)
  })
})
