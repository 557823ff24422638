import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { BROWSE_WORDS, PUBLIC_ROLES_PAGE_SIZE } from '@app/domain'
import { callApi, uniqueWord } from './support/api'
import { createCompany, postRole, type ApiCompany } from './support/companies'

/*
 * Issue 33: a visitor browses without JavaScript (Opera Mini's data saving) — searches, filters
 * with a pill, pages, opens a role and its company — on pages the server writes whole; the same
 * journey with JavaScript, where the app takes each page over (decision 077) without a shift.
 */

// The server's pages, not the service worker's cached shell, answer every address here.
test.use({ serviceWorkers: 'block' })

/** A company with a public profile and one more role than a page holds, all found by `word`. */
async function rolesToBrowse(request: APIRequestContext) {
  const word = uniqueWord()
  const company = await createCompany(request)
  await callApi(request, 'PUT', '/account/preferences', {
    token: company.token,
    body: { privacy: { profileVisibility: 'public' } },
  })
  const roles = []
  for (let i = 0; i <= PUBLIC_ROLES_PAGE_SIZE; i++) {
    // Every other one on site: the default Remote pill shows half, 'Most Recent' all of them.
    roles.push(
      await postRole(request, company, {
        title: `Ledger ${word} Analyst ${i}`,
        type: i % 2 ? 'on_site' : 'remote',
        applicationDeadline: '2099-05-14',
        minimumSalary: 50_000,
        maximumSalary: null,
      }),
    )
  }
  return { word, company, roles }
}

/** Searches the way each browser can: the form's button without JS, typing with it. */
async function search(page: Page, word: string, hasScripts: boolean) {
  await page.getByRole('searchbox', { name: BROWSE_WORDS.searchLabel }).fill(word)
  if (!hasScripts) await page.getByRole('button', { name: BROWSE_WORDS.searchButton }).click()
  await expect(page).toHaveURL(new RegExp(`search=${word}`))
}

async function browseJourney(
  page: Page,
  { word, company }: { word: string; company: ApiCompany },
  hasScripts: boolean,
) {
  await page.goto('/find-internships')
  await expect(page.getByRole('heading', { level: 1, name: BROWSE_WORDS.heading })).toBeVisible()
  await search(page, word, hasScripts)
  const total = PUBLIC_ROLES_PAGE_SIZE + 1
  await expect(page.getByText(`${Math.ceil(total / 2)} roles found`)).toBeVisible()

  // A pill: every work type, newest first.
  await page.getByRole('group', { name: BROWSE_WORDS.pillsLabel }).getByText('Most Recent').click()
  await expect(page).toHaveURL(/filter=recent/)
  await expect(page.getByText(`${total} roles found`)).toBeVisible()
  const roles = page.getByRole('list', { name: BROWSE_WORDS.rolesLabel })
  await expect(roles.locator(':scope > li')).toHaveCount(PUBLIC_ROLES_PAGE_SIZE)
  await expect(page.getByText('Page 1 of 2')).toBeVisible()

  // Page 2 holds the oldest role.
  await page.getByRole('navigation', { name: BROWSE_WORDS.pagesLabel }).getByText('Next').click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(roles.locator(':scope > li')).toHaveCount(1)
  const title = `Ledger ${word} Analyst 0`
  const card = roles.getByRole('article')
  await expect(card).toContainText(company.companyName)
  await expect(card).toContainText('NGN 50,000')
  await expect(card).toContainText('Closes 14 May')

  // The role: its own page without JS, the panel beside the list with it.
  await card.getByText(title).click()
  if (!hasScripts) await expect(page).toHaveURL(/\/find-internships\/[0-9a-f-]{36}$/)
  const role = page.getByRole('article', { name: title })
  await expect(role.getByText('Build dashboards')).toBeVisible()
  await expect(role.getByText('SQL', { exact: true })).toBeVisible()
  await expect(role.getByRole('link', { name: BROWSE_WORDS.apply })).toHaveAttribute(
    'href',
    /^\/intern\/sign-in\?returnTo=%2Froles%2Fapply%2F[0-9a-f-]{36}$/,
  )

  // Its company's public page.
  await role.getByRole('link', { name: `About ${company.companyName}` }).click()
  await expect(page).toHaveURL(/\/find-internships\/[0-9a-f-]{36}\/company$/)
  await expect(page.getByRole('heading', { level: 1, name: company.companyName })).toBeVisible()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a visitor searches, filters with a pill, pages, opens a role and its company', async ({
    page,
    request,
  }) => {
    await browseJourney(page, await rolesToBrowse(request), false)
  })

  test('a role that is not open is a 404 page in the words of the app', async ({ page }) => {
    const res = await page.goto('/find-internships/00000000-0000-4000-8000-000000000000')
    expect(res?.status()).toBe(404)
    await expect(page.getByText(BROWSE_WORDS.roleNotFoundText)).toBeVisible()
  })
})

test.describe('with JavaScript', () => {
  test('the same journey, the app taking each page over', async ({ page, request }) => {
    await browseJourney(page, await rolesToBrowse(request), true)
  })
})

/**
 * axe on the server's pages as a browser without JavaScript gets them. With javaScriptEnabled false
 * Playwright's evaluate works but axe's analyze() fails (its runPartialRecursive loses the page),
 * so it runs in a page whose own scripts (the app's, the early one) are aborted, which shows
 * exactly the server's HTML (decision 077).
 */
test('the pages without JavaScript pass axe, at phone and desktop width', async ({
  page,
  request,
}) => {
  const { word, roles } = await rolesToBrowse(request)
  const roleId = roles[0]!.id
  await page.route(/\.js$/, (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  )
  for (const size of [
    { width: 360, height: 760 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    for (const path of [
      `/find-internships?search=${word}&filter=recent&page=2`,
      `/find-internships?search=${word}-nothing`,
      `/find-internships/${roleId}`,
      `/find-internships/${roleId}/company`,
    ]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      // The server's page, not the app's: its search form's button is the no-JS one.
      await expect(page.locator('#query-seeds, [role="search"] noscript').first()).toBeAttached()
      const { violations } = await new AxeBuilder({ page }).analyze()
      const found = violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
      expect(found, `${path} at ${size.width} px`).toEqual([])
    }
  }
})

/** The layout shifts of the page so far, summed (CLS without the session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[]) {
            if (!entry.hadRecentInput) sum += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(sum), 500)
      }),
  )

test('nothing shifts when the app takes the server pages over', async ({ page, request }) => {
  const { roles } = await rolesToBrowse(request)
  for (const size of [
    { width: 360, height: 760 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    await page.goto('/find-internships')
    // The app's card titles are buttons; the server's are links.
    await expect(page.locator('button[id^="role-card-"]').first()).toBeVisible()
    expect(await layoutShift(page), `/find-internships at ${size.width} px`).toBeLessThanOrEqual(
      0.1,
    )
    await page.goto(`/find-internships/${roles[0]!.id}`)
    // The app's Back is a button; the server's is a link.
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await layoutShift(page), `a role's page at ${size.width} px`).toBeLessThanOrEqual(0.1)
  }
})
