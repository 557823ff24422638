import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import {
  APPLICATIONS_PAGE_WORDS,
  APPLY_PAGE_WORDS,
  BROWSE_WORDS,
  CHAT_PAGE_WORDS,
  INTERN_ROLES_WORDS as WORDS,
  MEMBER_AUTH_WORDS,
  PROFILE_COACH_TEXTS,
} from '@app/domain'
import { signIn } from './support/account'
import { uniqueEmail, type ApiAccount } from './support/api'
import { createCompany, postRole, type ApiRole } from './support/companies'
import { applyByApi, completeInternProfileByApi, createIntern } from './support/intern'
import { nextCodeFor, waitOutResendPause } from './support/mailbox'

/*
 * Issue 33, decision 079: an intern signs up or in with the mailed code, sees recommended roles,
 * saves one, finds it in saved roles and signs out — with JavaScript off (the server's pages) and
 * with it on (the app at the same addresses); then the bridge: signed in without JavaScript, the
 * app with JavaScript is signed in too.
 */

// The service worker would answer pages from its precache; these journeys read the server's.
test.use({ serviceWorkers: 'block' })

/**
 * Every axe rule on the server's page as a browser without JavaScript shows it. axe runs as a
 * script in the page, which a context with JavaScript off never runs (frame.evaluate waits for
 * ever), so the same HTML, fetched with this browser's cookies and stripped of its scripts, is
 * served to a page with JavaScript on: what axe sees is what the script-free browser shows.
 */
async function expectAccessible(page: Page, where: string) {
  const url = page.url()
  const answer = await page.request.get(url)
  const withoutScripts = (await answer.text())
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
  // Explicitly on: a context made in a test takes the test's options, JavaScript off included.
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: true, serviceWorkers: 'block' })
  try {
    const checked = await context.newPage()
    await checked.route(url, (route) =>
      route.fulfill({ body: withoutScripts, contentType: 'text/html; charset=utf-8' }),
    )
    await checked.goto(url)
    const { violations } = await new AxeBuilder({ page: checked }).analyze()
    const found = violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    expect(found, where).toEqual([])
  } finally {
    await context.close()
  }
}

async function openRole(request: APIRequestContext): Promise<ApiRole> {
  const company = await createCompany(request)
  return postRole(request, company, { location: 'Lagos' })
}

/** The recommended roles → save one → saved roles → unsave; the same words with or without JS. */
async function saveARole(page: Page, role: ApiRole, { checkAxe }: { checkAxe: boolean }) {
  await page.goto(`/intern/roles?search=${encodeURIComponent(role.title)}`)
  await expect(page.getByRole('heading', { name: WORDS.recommendedTitle, level: 1 })).toBeVisible()
  const card = page.getByRole('article', { name: role.title })
  await expect(card).toBeVisible()
  if (checkAxe) await expectAccessible(page, 'recommended roles')

  await card.getByRole('button', { name: WORDS.save }).click()
  await expect(card.getByText(WORDS.saved, { exact: true })).toBeVisible()

  await page.goto('/intern/roles/saved')
  await expect(page.getByRole('heading', { name: WORDS.savedTitle, level: 1 })).toBeVisible()
  const saved = page.getByRole('article', { name: role.title })
  await expect(saved).toBeVisible()
  if (checkAxe) await expectAccessible(page, 'saved roles')
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an intern signs up with the mailed code, lands on the profile wizard, then saves a role and signs out', async ({
    page,
    request,
  }) => {
    test.slow() // four pages checked by axe, each in a page of its own
    const role = await openRole(request)
    const email = uniqueEmail('nojs')

    await page.goto('/intern/sign-up')
    await expect(
      page.getByRole('heading', { name: MEMBER_AUTH_WORDS.intern.signUpTitle }),
    ).toBeVisible()
    await expectAccessible(page, 'sign-up')
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
    const code = await nextCodeFor(email, async () => {
      await page.getByRole('button', { name: 'Sign Up' }).click()
      await expect(page).toHaveURL('/verification/intern')
    })
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible()
    await expectAccessible(page, 'code page')
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Proceed' }).click()
    await expect(page).toHaveURL('/profile/intern')

    // The wizard needs JavaScript; the profile is completed through the API with the cookie's
    // session, which is the same session a bearer carries.
    const token = (await page.context().cookies()).find((c) => c.name === 'session')?.value ?? ''
    expect(token).not.toBe('')
    const account: ApiAccount = { kind: 'intern', email, id: '', token }
    await completeInternProfileByApi(request, account)

    await saveARole(page, role, { checkAxe: true })
    // The intern's pages wear the app's account frame: its 'Log out', a form here.
    await page.getByRole('button', { name: 'Log out' }).first().click()
    await expect(page).toHaveURL('/')
    await page.goto('/intern/roles/saved')
    await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible()
    await expect(page.getByRole('article', { name: role.title })).toHaveCount(0)
  })

  test('the sign-in and code pages: an existing intern signs in with the code', async ({
    page,
    request,
  }) => {
    test.slow() // the code mailed when the intern was made must be 30 s old before another
    const intern = await createIntern(request)
    await waitOutResendPause(intern.email)
    await page.goto('/intern/sign-in')
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible()
    await expectAccessible(page, 'sign-in')
    await page.getByLabel('Email address').fill(intern.email)
    const code = await nextCodeFor(intern.email, async () => {
      await page.getByRole('button', { name: 'Sign In' }).click()
      await expect(page).toHaveURL('/verification/intern')
    })
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Proceed' }).click()
    await expect(page).toHaveURL('/intern/roles')
    await expect(
      page.getByRole('heading', { name: WORDS.recommendedTitle, level: 1 }),
    ).toBeVisible()
  })
})

test.describe('with JavaScript', () => {
  test('an intern signs in with the code, saves a role, sees it saved, and signs out', async ({
    page,
    request,
  }) => {
    test.slow() // the code mailed when the intern was made must be 30 s old before another
    const role = await openRole(request)
    const intern = await createIntern(request)
    await waitOutResendPause(intern.email)
    await signIn(page, 'intern', intern.email)
    await saveARole(page, role, { checkAxe: false })
    // The app handed its session to the server's pages: the cookie is its very token.
    const token = await page.evaluate(() => localStorage.getItem('authToken'))
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'session')?.value)
      .toBe(token)
    await page.getByRole('button', { name: 'Log out' }).first().click()
    await expect(page).toHaveURL('/onboarding')
    // One sign-out for both: the cookie is gone too.
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'session'))
      .toBe(false)
  })
})

test('signed in without JavaScript, the same person opening the app with JavaScript is signed in there', async ({
  browser,
  request,
}) => {
  test.slow() // the code mailed when the intern was made must be 30 s old before another
  const company = await createCompany(request)
  const role = await postRole(request, company, { location: 'Lagos' })
  const intern = await createIntern(request)
  await waitOutResendPause(intern.email)
  const noScript = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block' })
  const page = await noScript.newPage()
  await page.goto('/intern/sign-in')
  await page.getByLabel('Email address').fill(intern.email)
  const code = await nextCodeFor(intern.email, async () => {
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL('/verification/intern')
  })
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page).toHaveURL('/intern/roles')
  const cookies = await noScript.storageState()
  await noScript.close()

  // The same browser, its cookies kept, now running scripts: the app adopts the cookie's session.
  const withScript = await browser.newContext({ storageState: cookies, serviceWorkers: 'block' })
  const app = await withScript.newPage()
  await app.goto('/intern/roles/saved')
  await expect(app.getByRole('heading', { name: WORDS.savedTitle, level: 1 })).toBeVisible()
  await expect(app.getByRole('button', { name: 'Log out' }).first()).toBeVisible()
  const cookieToken = cookies.cookies.find((c) => c.name === 'session')?.value
  expect(await app.evaluate(() => localStorage.getItem('authToken'))).toBe(cookieToken)
  // And the app, signed in, reads the intern's roles through the API with that session.
  await app.goto(`/intern/roles?search=${encodeURIComponent(role.title)}`)
  await expect(app.getByRole('article', { name: role.title })).toBeVisible()

  // The app takes the server's pages over in the same frame: the sidebar, the page's column, its
  // heading and, on the roles, the search and the pills stay where they were. The app's scripts
  // are held back until the server's page is measured.
  const takeover = async (address: string, title: string, parts: (page: Page) => Locator[]) => {
    const held = await withScript.newPage()
    let release = () => {}
    const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve))
    await held.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
      await scriptsMayLoad
      await route.continue()
    })
    // Module scripts hold DOMContentLoaded back: the page is read as soon as it is drawn.
    await held.goto(address, { waitUntil: 'commit' })
    await expect(held.locator('[data-server-page]')).toHaveCount(1)
    await expect(held.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    // The page's column by its place and width (its height is the list's).
    const column = async () => {
      const box = await held.getByRole('main').boundingBox()
      return box && { x: box.x, y: box.y, width: box.width }
    }
    const frame = () =>
      Promise.all([
        held.getByRole('navigation', { name: 'Intern', exact: true }).boundingBox(),
        column(),
        held.getByRole('heading', { name: title, level: 1 }).boundingBox(),
        ...parts(held).map((part) => part.boundingBox()),
      ])
    const served = await frame()
    expect(served.every((box) => box !== null)).toBe(true)
    release()
    await expect(held.locator('[data-server-page]')).toHaveCount(0)
    await expect(held.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect.poll(frame).toEqual(served)
    await held.close()
  }
  const fit = (page: Page) => page.getByRole('complementary', { name: 'Match Score' })
  await takeover('/intern/roles/saved', WORDS.savedTitle, () => [])
  await takeover('/intern/roles', WORDS.recommendedTitle, (page) => [
    page.getByRole('searchbox', { name: WORDS.searchLabel }),
    page.getByRole('group', { name: BROWSE_WORDS.placementLabel }),
    page.getByRole('group', { name: BROWSE_WORDS.pillsLabel }),
  ])
  await takeover(`/roles/${role.id}`, role.title, (page) => [
    page.getByRole('link', { name: WORDS.apply, exact: true }),
    fit(page),
  ])
  await takeover(`/roles/apply/${role.id}`, APPLY_PAGE_WORDS.applyTitle, () => [])
  await takeover(`/application/review/${role.id}`, APPLY_PAGE_WORDS.reviewTitle, () => [])

  // Applied: the list, the application beside the intern's fit, and its chat with the company.
  const applicationId = await applyByApi(request, intern, role.id)
  await takeover('/intern/applications', APPLICATIONS_PAGE_WORDS.title, (page) => [
    page.getByRole('region', { name: PROFILE_COACH_TEXTS.applicationsTitle }),
    page.getByRole('searchbox', { name: APPLICATIONS_PAGE_WORDS.searchLabel }),
    page.getByRole('link', { name: role.title }),
  ])
  await takeover(`/intern/applications/${applicationId}`, role.title, (page) => [fit(page)])
  await takeover(`/internchat/${applicationId}`, company.companyName, (page) => [
    page.getByRole('textbox', { name: CHAT_PAGE_WORDS.messageLabel }),
  ])
  await withScript.close()
})
