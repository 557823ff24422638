import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { CHAT_PAGE_WORDS } from '@app/domain'
import { signIn } from './support/account'
import { callApi, sendMessageByApi } from './support/api'
import { createCompany, postRole } from './support/companies'
import { createIntern } from './support/intern'
import { nextCodeFor, waitOutResendPause } from './support/mailbox'

/*
 * Issue 33: an intern with a complete profile signs in with the mailed code, applies to a role
 * (answering its screening question), sees the application in the list, reads the company's
 * message and answers it; the company reads the answer. Once with JavaScript off (the server's
 * pages, decision 080), once with it on (the app), the same steps and words.
 */

const QUESTION = 'Can you work from our Yaba office three days a week?'

/** No serious or critical axe finding on this page as it is now. */
async function expectNoAxeViolations(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
  expect(found, what).toEqual([])
}

/**
 * axe on the page as a browser without JavaScript has it. axe runs as a script, which a context
 * with JavaScript off never runs (its evaluate waits for ever), so the same address is opened in
 * a context with JavaScript on, the same cookies, and every script of the page held back: the
 * server's HTML alone, as the first context shows it.
 */
async function expectNoAxeViolationsWithoutApp(page: Page, what: string) {
  // Said outright: a context made in a test takes the test's options (JavaScript off) otherwise.
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: true, serviceWorkers: 'block' })
  await context.addCookies(await page.context().cookies())
  const copy = await context.newPage()
  await copy.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? route.abort() : route.continue(),
  )
  await copy.goto(page.url())
  await expectNoAxeViolations(copy, what)
  await context.close()
}

/** Without JavaScript: the page asks to sign in, the server's form takes the email and the code. */
async function signInWithoutJavaScript(page: Page, email: string, address: string) {
  await page.goto(address)
  // The note a member's page shows a browser without JavaScript, in place of the app.
  await page.locator('a[href^="/intern/sign-in?returnTo="]').click()
  await expect(page).toHaveURL(/\/intern\/sign-in\?returnTo=/)
  await page.getByLabel('Email address').fill(email)
  const code = await nextCodeFor(email, async () => {
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL('/verification/intern')
  })
  await page.getByLabel('Verification code').fill(code)
  await page.getByRole('button', { name: 'Proceed' }).click()
  // Back where the intern was going.
  await expect(page).toHaveURL(address)
}

async function applyAndChat(page: Page, request: APIRequestContext, hasJavaScript: boolean) {
  const company = await createCompany(request)
  const role = await postRole(request, company, {
    questions: [{ kind: 'yes_no', text: QUESTION, required: true }],
  })
  const intern = await createIntern(request)
  // The intern was signed in by the API a moment ago: a new code waits out the resend pause.
  await waitOutResendPause(intern.email)
  const applyAddress = `/roles/apply/${role.id}`

  if (hasJavaScript) {
    await signIn(page, 'intern', intern.email)
    await page.goto(applyAddress)
  } else {
    await signInWithoutJavaScript(page, intern.email, applyAddress)
  }
  await expect(page.getByRole('heading', { name: 'Apply for this role', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: role.title })).toBeVisible()
  await page.getByRole(hasJavaScript ? 'button' : 'link', { name: 'Proceed' }).click()

  await expect(page).toHaveURL(`/application/review/${role.id}`)
  await expect(page.getByRole('heading', { name: 'Review Your Application' })).toBeVisible()
  if (!hasJavaScript) await expectNoAxeViolationsWithoutApp(page, 'the review page')
  await page.getByLabel(QUESTION).selectOption('true')
  await page.getByRole('button', { name: 'Submit Your Application' }).click()

  // The app's dialog takes the intern to the list; the server's page answers with it at once.
  if (hasJavaScript) {
    await expect(page.getByRole('dialog', { name: 'Application Complete' })).toBeVisible()
  } else {
    await expect(page.getByText('Your application has been successfully submitted!')).toBeVisible()
  }
  await expect(page).toHaveURL('/intern/applications', { timeout: 15_000 })
  await expect(page.getByRole('heading', { name: 'Monitor Your Application Status' })).toBeVisible()
  const row = page.getByRole('article', { name: role.title })
  await expect(row.getByText('Pending')).toBeVisible()
  if (!hasJavaScript) await expectNoAxeViolationsWithoutApp(page, 'the applications list')

  await row.getByRole('link', { name: role.title }).click()
  await expect(page).toHaveURL(/\/intern\/applications\/[0-9a-f-]{36}$/)
  const applicationId = page.url().split('/').at(-1)!

  // The company writes (through the API) before the intern opens the chat.
  await sendMessageByApi(request, company, applicationId, 'Can you start on Monday?')
  await page.getByRole('link', { name: 'Message Company' }).click()
  await expect(page).toHaveURL(`/internchat/${applicationId}`)
  await expect(page.getByText('Can you start on Monday?')).toBeVisible()
  if (!hasJavaScript) {
    // Said in a <noscript> (where scripts run, the app shows new messages as they come), which
    // Playwright's text matching passes over: the paragraph is found by its place.
    const reloadNote = page.locator('form noscript > p')
    await expect(reloadNote).toBeVisible()
    await expect(reloadNote).toHaveText(CHAT_PAGE_WORDS.reloadForNew)
    await expectNoAxeViolationsWithoutApp(page, 'the chat')
  }
  await page.getByLabel('Message', { exact: true }).fill('Yes, Monday works for me.')
  await page.getByRole('button', { name: /^Send/ }).click()
  await expect(page.getByText('Yes, Monday works for me.')).toBeVisible()

  const read = await callApi<{ docs: { sender: string; message: string }[] }>(
    request,
    'GET',
    `/company/applications/${applicationId}/messages`,
    { token: company.token },
  )
  expect(read.docs.at(-1)).toMatchObject({ sender: 'user', message: 'Yes, Monday works for me.' })
}

// The app's service worker would answer from its cache; these journeys are about the server.
test.use({ serviceWorkers: 'block' })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('an intern signs in with the code, applies, sees the application and answers the chat', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    await applyAndChat(page, request, false)
  })
})

test.describe('with JavaScript', () => {
  test('the same journey in the app', async ({ page, request }) => {
    test.setTimeout(240_000)
    await applyAndChat(page, request, true)
  })
})
