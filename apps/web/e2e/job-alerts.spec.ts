import { expect, test, type Page } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { uniqueEmail, uniqueWord } from './support/api'
import { createCompany, postRole } from './support/companies'
import { completeInternProfileByApi } from './support/intern'
import { latestMailFor, linkAfter } from './support/mailbox'

/** With E2E_SCREENSHOTS set, the page at a phone's and a laptop's width, for people to look at. */
async function shoot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (!folder) return
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 720 })
}

test('an intern sets an alert, a company publishes a matching role, and the intern hears of it in the app and by mail', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('alert')
  const account = await signUpAndSignIn(page, 'intern', email)
  await completeInternProfileByApi(request, account)
  const word = uniqueWord()

  // The intern asks to hear of roles like the ones their search would find.
  await page.goto(`/intern/roles?search=${word}`)
  await shoot(page, 'roles-empty')
  await page.getByRole('button', { name: 'Alert me about roles like these' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get an alert for new roles' })
  await expect(dialog).toContainText(word)
  await shoot(page, 'alert-dialog')
  await dialog.getByRole('radio', { name: /As soon as a role is posted/ }).check()
  await dialog.getByRole('button', { name: 'Save alert' }).click()
  await expect(
    page.getByText("Alert saved. We'll tell you about new roles like these."),
  ).toBeVisible()

  // The alert is in their settings.
  await page.goto('/intern/settings/alerts')
  await expect(page.getByRole('list', { name: 'Job alerts' })).toContainText(word)
  await shoot(page, 'settings-alerts')

  // A company publishes a matching role, and one that does not match.
  const company = await createCompany(request)
  await postRole(request, company, { title: `Accounts Clerk ${uniqueWord()}` })
  const role = await postRole(request, company, {
    title: `Designer ${word}`,
    applicationDeadline: null,
  })

  // In the app: a notification on the dashboard's inbox.
  await page.goto('/intern/dashboard')
  const inbox = page.getByRole('region', { name: 'Inbox' })
  await inbox.getByRole('tab', { name: 'Notifications' }).click()
  await expect(inbox.getByRole('button', { name: /New role for your alert/ })).toBeVisible({
    timeout: 20_000,
  })
  await expect(inbox).toContainText(role.title)
  await page.goto(`/intern/roles?search=${word}`)
  await expect(page.getByRole('article', { name: role.title })).toBeVisible()
  await shoot(page, 'roles-with-match')

  // By mail: the role, its company, stipend and deadline, and a one-click unsubscribe.
  const mail = await latestMailFor(email, /^New role:/)
  expect(mail.subject).toBe(`New role: ${role.title} at ${company.companyName}`)
  expect(mail.text).toContain('Stipend: NGN 70,000–90,000 a month')
  expect(mail.text).toContain('Deadline: Open until filled')
  await page.goto(linkAfter(mail, 'See the role'))
  await expect(page.getByRole('heading', { name: role.title })).toBeVisible()
  await shoot(page, 'role-detail')

  await page.goto(linkAfter(mail, 'Stop this alert in one click'))
  await page.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(
    page.getByText("You're unsubscribed. We won't email you about this again."),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible()
  await page.goto('/intern/settings/alerts')
  await expect(page.getByText(/No alerts yet/)).toBeVisible()
})

test('the home page email box subscribes only after the mailed link is confirmed', async ({
  page,
}) => {
  const email = uniqueEmail('reader')
  await page.goto('/')
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Get Started' }).click()
  await expect(page.getByText(/Check your inbox: we sent a link/)).toContainText(email)

  const mail = await latestMailFor(email, /Confirm your Internplace subscription/)
  await page.goto(linkAfter(mail, 'Confirm your subscription'))
  await page.getByRole('button', { name: 'Confirm subscription' }).click()
  await expect(
    page.getByText("You're subscribed. New roles will reach you every week."),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible()
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 760 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/confirmed-${width}.png` })
    }
  }
})
