import { expect, test, type Page } from '@playwright/test'
import { createCompany, postRole } from './support/companies'

const SPLASH_TIMEOUT_MS = 10_000

const roleList = (page: Page) => page.getByRole('list', { name: 'Roles' })
const roleCards = (page: Page) => roleList(page).locator(':scope > li')
const cardTitles = (page: Page) => roleCards(page).locator('h3 button')
/** Titles repeat across companies; the cards' element ids carry the role ids. */
const cardIds = (page: Page) =>
  cardTitles(page).evaluateAll((cards) => cards.map((card) => card.id))
const roleCount = async (page: Page) =>
  Number((await page.locator('#results-title').innerText()).split(' ')[0])
const detailWorkType = (page: Page) =>
  page.locator('dt', { hasText: 'Work type' }).locator('xpath=following-sibling::dd')

async function openBrowse(page: Page, query = '') {
  await page.goto(`/find-internships${query}`)
  await expect(cardTitles(page).first()).toBeVisible()
}

/** WCAG contrast ratio of two computed 'rgb(r, g, b)' colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, bl = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number)
    const channel = (v: number) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(bl)
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

test('the hero calls to action, and their keyboard focus, stand out from the dark banner', async ({
  page,
}) => {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const banner = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
    await expect(banner).toContainText('Nigerian workplace', { timeout: SPLASH_TIMEOUT_MS })
    const bannerColor = await banner.evaluate((el) => getComputedStyle(el).backgroundColor)
    for (const name of ['Find Your Internship', 'Hire Top Talent']) {
      const cta = banner.getByRole('link', { name })
      const look = () =>
        cta.evaluate((el) => {
          const style = getComputedStyle(el)
          return {
            isFocused: el === document.activeElement,
            background: style.backgroundColor,
            border: style.borderTopColor,
            outline: style.outlineStyle === 'none' ? null : style.outlineColor,
          }
        })
      if (name === 'Find Your Internship') {
        // WCAG 1.4.11: a control's own surface is at least 3:1 against what surrounds it.
        expect(
          contrast((await look()).background, bannerColor),
          `${name} at ${width}`,
        ).toBeGreaterThanOrEqual(3)
      } else {
        expect(
          contrast((await look()).border, bannerColor),
          `${name} at ${width}`,
        ).toBeGreaterThanOrEqual(3)
      }
      await page.locator('body').click({ position: { x: 1, y: 1 } })
      for (let presses = 0; presses < 30 && !(await look()).isFocused; presses += 1) {
        await page.keyboard.press('Tab')
      }
      const focused = await look()
      expect(focused.isFocused, `${name} reached by Tab at ${width}`).toBe(true)
      expect(focused.outline, `${name} shows its focus at ${width}`).not.toBeNull()
      // The ring's colour eases in (transition-colors), so it is read once it has settled.
      await expect
        .poll(async () => contrast((await look()).outline ?? bannerColor, bannerColor), {
          message: `${name}'s focus ring against the banner at ${width}`,
        })
        .toBeGreaterThanOrEqual(3)
    }
  }
})

test('the home page shows the splash once, then the hero', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('Loading Internplace')).toBeAttached()
  const hero = page.getByRole('heading', { level: 1 })
  await expect(hero).toContainText('Nigerian workplace', { timeout: SPLASH_TIMEOUT_MS })
  await expect(page.getByRole('link', { name: 'Find Your Internship' })).toBeVisible()
  await page.reload()
  await expect(hero).toBeVisible({ timeout: 2_000 })
})

test.describe('find internships', () => {
  // More open roles than a page of ten holds, of two work types, so filters and paging have work to do.
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
    const company = await createCompany(request)
    for (let i = 0; i < 12; i++) {
      await postRole(request, company, { type: i % 3 === 0 ? 'on_site' : 'remote' })
    }
    await request.dispose()
  })

  test('lists remote roles from the server and shows the first in detail', async ({ page }) => {
    await openBrowse(page)
    await expect(page.getByRole('button', { name: 'Remote', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const firstTitle = await cardTitles(page).first().innerText()
    await expect(page.getByRole('heading', { level: 2, name: firstTitle })).toBeVisible()
    await expect(detailWorkType(page)).toHaveText('Remote')
  })

  test('the On-Site pill shows on-site roles instead', async ({ page }) => {
    await openBrowse(page)
    const remoteIds = await cardIds(page)
    await page.getByRole('button', { name: 'On-Site', exact: true }).click()
    await expect(page).toHaveURL(/filter=on_site/)
    await expect(detailWorkType(page)).toHaveText('On-Site')
    await expect.poll(() => cardIds(page)).not.toEqual(remoteIds)
  })

  test('searching by title narrows the list and survives a refresh', async ({ page }) => {
    await openBrowse(page, '?filter=recent')
    const total = await roleCount(page)
    const title = await cardTitles(page).first().innerText()
    await page.getByRole('searchbox', { name: 'Search by role title' }).fill(title)
    await expect(page).toHaveURL(/search=/)
    await expect.poll(() => roleCount(page)).toBeLessThan(total)
    await expect(cardTitles(page).filter({ hasText: title }).first()).toBeVisible()
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search by role title' })).toHaveValue(title)
  })

  test('pages through every role', async ({ page }) => {
    await openBrowse(page, '?filter=recent')
    expect(await roleCount(page)).toBeGreaterThan(10)
    const pageOne = await cardIds(page)
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
    await expect.poll(() => cardIds(page)).not.toEqual(pageOne)
    await page.getByRole('button', { name: 'Previous', exact: true }).click()
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  })

  test('a chosen card opens its detail, and Apply leads a visitor to sign in and come back to apply', async ({
    page,
  }) => {
    await openBrowse(page, '?filter=recent')
    const second = cardTitles(page).nth(1)
    const title = await second.innerText()
    await second.click()
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await page.getByRole('link', { name: 'Apply' }).click()
    // Issue 33: the same address the server's role page links to (decision 077).
    await expect(page).toHaveURL(/\/intern\/sign-in\?returnTo=%2Froles%2Fapply%2F[0-9a-f-]{36}$/)
    await expect(page.getByRole('textbox', { name: /email/i })).toBeVisible()
  })
})

test('the contact form sends once per email', async ({ page }) => {
  const email = `e2e-contact-${Date.now()}@example.com`
  await page.goto('/contact')
  const fill = async () => {
    await page.getByLabel('First name', { exact: true }).fill('Ngozi')
    await page.getByLabel('Last name', { exact: true }).fill('Adeyemi')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Phone number', { exact: true }).fill('+234 803 555 0101')
    await page.getByLabel('Message', { exact: true }).fill('How do I post a SIWES placement?')
    await page.getByRole('button', { name: 'Send Message' }).click()
  }
  await fill()
  await expect(page.getByText('Message sent successfully!')).toBeVisible()
  await expect(page.getByLabel('First name', { exact: true })).toHaveValue('')
  await fill()
  await expect(page.getByRole('alert')).toHaveText(
    'You have already filled the contact form, thanks',
  )
})

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('the menu opens, locks the page and closes on Escape', async ({ page }) => {
    await page.goto('/about')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
    await expect(toggle).toBeFocused()
  })

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Contact Us' })
      .click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })
})

test('an unknown address shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/this-page-does-not-exist')
  await expect(page.getByRole('heading', { name: 'Oh No! Error 404' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Homepage' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: 'Find Your Internship' })).toBeVisible({
    timeout: SPLASH_TIMEOUT_MS,
  })
})
