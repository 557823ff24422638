import { expect, test, type Page } from '@playwright/test'
import { createCompany, postRole } from './support/companies'
import { createIntern, type ApiIntern } from './support/intern'

/** The app's entry script: index.html's module script, `/assets/index-<hash>.js`. */
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/

// page.route cannot hold back what the service worker answers: once the worker controls the page
// (sooner or later, with the machine's load) it serves the entry script from its precache and the
// app runs, so a journey that holds the app back blocks the worker.
test.use({ serviceWorkers: 'block' })

/** Signed in as the app keeps a session (lib/session.ts), before any page script runs. */
const signedIn = (page: Page, intern: ApiIntern) =>
  page.addInitScript((account) => {
    localStorage.setItem('userId', account.id)
    localStorage.setItem('userEmail', account.email)
    localStorage.setItem('authToken', account.token)
    localStorage.setItem('sessionExpiry', String(Date.now() + 3_600_000))
    localStorage.setItem('accountKind', 'intern')
    localStorage.setItem('profileCompleted', 'true')
  }, intern)

test('a signed-in intern sees the first roles on /intern/roles before the app has run, then the app replaces them', async ({
  page,
  request,
}) => {
  const company = await createCompany(request)
  await postRole(request, company)
  const intern = await createIntern(request)
  await signedIn(page, intern)

  // The app's scripts never arrive: what shows is drawn by /early.js from its early answer.
  await page.route(ENTRY_SCRIPT, (route) => route.abort())
  await page.goto('/intern/roles')
  const earlyList = page.getByRole('list', { name: 'Recommended roles' })
  await expect(earlyList.locator('.fr-card').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Recommended Roles', level: 1 })).toBeVisible()
  await expect(page.getByText(/^\d+ roles? found$/)).toBeVisible()
  const firstTitle = await earlyList.getByRole('heading', { level: 3 }).first().innerText()
  await expect(earlyList.getByRole('link', { name: firstTitle }).first()).toHaveAttribute(
    'href',
    /^\/roles\/[0-9a-f-]{36}$/,
  )
  // No app: none of its cards.
  await expect(page.locator('[id^="intern-role-"]')).toHaveCount(0)

  // With the scripts, the app's own cards replace the early ones, none shown twice.
  await page.unroute(ENTRY_SCRIPT)
  await page.reload()
  await expect(page.getByRole('article', { name: firstTitle })).toBeVisible()
  await expect(page.locator('.fr-card')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Recommended Roles', level: 1 })).toHaveCount(1)
})

test('opening /intern/roles again shows the roles seen last at once, while the network has not answered', async ({
  page,
  request,
}) => {
  const company = await createCompany(request)
  await postRole(request, company)
  const intern = await createIntern(request)
  await signedIn(page, intern)
  await page.goto('/intern/roles')
  // The app's cards: each titled by an element with the role's id.
  const firstCardTitle = page.locator('[id^="intern-role-"]').first()
  await expect(firstCardTitle).toBeVisible()
  const firstTitle = await firstCardTitle.innerText()

  // Again, with the app's scripts and the API held back: /early.js draws the roles it kept. The app
  // has handed its session to the server's pages (decision 079), which would now answer the roles
  // as a whole page; without that cookie, the page is the app's shell that /early.js draws into.
  await page.context().clearCookies()
  await page.route(ENTRY_SCRIPT, (route) => route.abort())
  await page.route('**/api/v1/users/roles?**', () => {
    // Never answered: the network is slow.
  })
  await page.reload()
  const keptList = page.getByRole('list', { name: 'Recommended roles' })
  await expect(keptList.getByRole('link', { name: firstTitle })).toBeVisible()
})
