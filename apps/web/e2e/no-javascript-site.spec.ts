import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ALERT_MESSAGES } from '@app/domain'
import { adminTokenByApi } from './support/admin'
import { callApi, uniqueEmail, uniqueWord } from './support/api'

/*
 * The public site without JavaScript (issue 33, decision 078): the server writes home, about, the
 * legal pages and contact whole, and the app takes them over with the same words and no shift.
 * Each journey runs twice, with JavaScript off and on; the words checked are the domain's
 * (packages/domain/src/site), which both sides show.
 */

/** With scripts the first visit to '/' shows the splash for SPLASH_MS (3 s) first. */
const SPLASH_TIMEOUT_MS = 10_000

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** Opens a page by a link of the header or the footer, as a visitor would. */
async function follow(page: Page, place: 'Main' | 'Footer', name: string, title: string | RegExp) {
  await page
    .getByRole('navigation', { name: place, exact: true })
    .getByRole('link', { name })
    .click()
  await expect(heading(page, title)).toBeVisible()
}

async function readTheSite(page: Page) {
  await page.goto('/')
  await expect(heading(page, /Nigerian workplace/)).toBeVisible({ timeout: SPLASH_TIMEOUT_MS })

  await follow(page, 'Main', 'About Us', /fair first chance at work/)
  await expect(page.getByRole('heading', { name: 'Meet the founders' })).toBeVisible()
  await expect(page.getByText('Runs partnerships with universities')).toBeVisible()

  await follow(page, 'Footer', 'Terms of Service', 'Terms of Service')
  await expect(page.getByRole('heading', { name: '1. Introduction' })).toBeVisible()
  await page
    .getByRole('navigation', { name: 'Contents' })
    .getByRole('link', { name: 'Privacy' })
    .click()
  await expect(page).toHaveURL(/#privacy$/)

  await follow(page, 'Footer', 'Privacy Policy', 'Privacy Policy')
  await expect(page.getByRole('heading', { name: '8. Your rights' })).toBeVisible()
  await page.getByRole('link', { name: 'Cookie Policy' }).first().click()
  await expect(heading(page, 'Cookie Policy')).toBeVisible()
  await expect(page.getByText('Understanding usage')).toBeVisible()

  // The FAQ is on the contact page: each answer opens on its own, with or without scripts.
  await follow(page, 'Main', 'Contact Us', 'We are here to help')
  const answer = page.getByText('posting internships is free right now')
  await expect(answer).toBeHidden()
  await page.getByText('Is posting an internship free?').click()
  await expect(answer).toBeVisible()
}

async function sendTheContactForm(page: Page, request: Parameters<typeof adminTokenByApi>[0]) {
  await page.goto('/contact')
  await expect(heading(page, 'We are here to help')).toBeVisible()
  const send = page.getByRole('button', { name: 'Send Message' })
  await send.click()
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription('First name is required')
  await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription(
    'Message is required',
  )

  const email = uniqueEmail('no-js-contact')
  const text = `Can corps members apply? ${uniqueWord()}`
  await page.getByLabel('First name').fill('Chiamaka')
  await page.getByLabel('Last name').fill('Eze')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone number').fill('+234 803 555 0101')
  await page.getByLabel('Message', { exact: true }).fill(text)
  await send.click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
  ).toBeVisible()

  // It arrived where the app's does: the console's contacts list.
  const token = await adminTokenByApi(request)
  const list = await callApi<{ docs: { email: string; message: string }[] }>(
    request,
    'GET',
    '/admin/contacts?limit=50',
    { token },
  )
  expect(list.docs).toContainEqual(expect.objectContaining({ email, message: text }))
}

async function searchAndSubscribeFromHome(page: Page) {
  await page.goto('/')
  await expect(heading(page, /Nigerian workplace/)).toBeVisible({ timeout: SPLASH_TIMEOUT_MS })
  const email = uniqueEmail('no-js-updates')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Get Started' }).click()
  // The app names the address; the server's answer (a 303 back to the box) says the same first
  // sentence, and a reload of it sends nothing again.
  await expect(page.getByText(ALERT_MESSAGES.subscribed)).toBeVisible()

  await page.goto('/')
  await expect(heading(page, /Nigerian workplace/)).toBeVisible({ timeout: SPLASH_TIMEOUT_MS })
  const search = page.getByRole('search', { name: 'Search roles' })
  await search.getByLabel('Role or keyword').fill('Analyst')
  await search.getByLabel('Location').fill('Lagos')
  await search.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/find-internships\?search=Analyst&location=Lagos$/)
  await expect(heading(page, 'Find your next internship')).toBeVisible()
}

function journeys() {
  test('a visitor reads home, about, the legal pages and the FAQ by the site’s links', async ({
    page,
  }) => {
    await readTheSite(page)
  })

  test('a visitor sends the contact form, and it reaches the console', async ({
    page,
    request,
  }) => {
    await sendTheContactForm(page, request)
  })

  test('a visitor searches and subscribes from the home page', async ({ page }) => {
    await searchAndSubscribeFromHome(page)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  journeys()

  // axe is a script, and Chromium runs none in a page with JavaScript off (its evaluate hangs), so
  // axe reads the very same server HTML in a page with JavaScript on whose own scripts are refused
  // (page.route): nothing of the app runs, and the <noscript> rule that hides the splash is applied
  // by hand, as a browser without scripts applies it.
  test('the site’s pages pass axe at phone and desktop width', async ({ browser }) => {
    test.setTimeout(240_000)
    const context = await browser.newContext({ javaScriptEnabled: true, serviceWorkers: 'block' })
    const page = await context.newPage()
    await page.route(/\.(js|mjs)(\?.*)?$/, (route) => route.abort())
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of [
        '/',
        '/about',
        '/contact',
        '/termofservice',
        '/privacypolicy',
        '/cookies',
      ]) {
        await page.goto(path)
        await page.addStyleTag({ content: '.shell-splash{display:none}' })
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // The server's frame (its <details> menu), not the app: no script of the app ran.
        await expect(page.locator('header details')).toHaveCount(1)
        const { violations } = await new AxeBuilder({ page }).analyze()
        const found = violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
        expect(found, `${path} at ${width} px`).toEqual([])
      }
    }
    await context.close()
  })
})

test.describe('with JavaScript', () => {
  journeys()

  test('nothing shifts when the app takes the server’s page over', async ({ page }) => {
    await page.addInitScript(() => {
      // A returning visitor: no splash over the page, so the takeover itself is what is measured.
      sessionStorage.setItem('splashSeen', 'true')
      const shifts: number[] = []
      ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/', '/about', '/contact']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // The server's header opens its menu with <details>; the app's does not: once it is gone
        // the app has taken over. Then past the header's skeleton (HEADER_SKELETON_MS).
        await expect(page.locator('header details')).toHaveCount(0)
        await page.waitForTimeout(2_000)
        const total = await page.evaluate(() =>
          (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
        )
        expect(total, `layout shift of ${path} at ${width} px`).toBeLessThanOrEqual(0.1)
      }
    }
  })
})
