import { expect, test, type Page } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { callApi, sendMessageByApi, uniqueEmail } from './support/api'
import { createCompany, postRole } from './support/companies'
import { applyByApi, completeInternProfileByApi } from './support/intern'

const OFFLINE_BANNER = 'You are offline — showing what you saw last.'

/** The service worker is installed and answers this page's requests, so the app opens offline. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    return registration?.active?.state === 'activated' && !!navigator.serviceWorker.controller
  })
}

test('offline, an intern still reads the saved roles, applications and chat seen last, and a message being typed survives a reload', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  const company = await createCompany(request)
  const saved = await postRole(request, company)
  const appliedTo = await postRole(request, company)
  const intern = await completeInternProfileByApi(
    request,
    await signUpAndSignIn(page, 'intern', uniqueEmail('intern')),
    { firstName: 'Ngozi' },
  )
  const applicationId = await applyByApi(request, intern, appliedTo.id)
  await sendMessageByApi(request, company, applicationId, 'Can you start on Monday?')

  // The app installs its service worker.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  )
  await waitForServiceWorker(page)

  // Online: the intern saves a role and looks at the saved roles, the applications and the chat.
  await page.goto('/intern/roles')
  await page.getByRole('searchbox', { name: 'Find the perfect Internship' }).fill(saved.title)
  const card = page.getByRole('article', { name: saved.title })
  await card.getByRole('button', { name: /Save for later/ }).click()
  await expect(card.getByText('Saved', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Saved roles', exact: true }).click()
  // The roles page stays up while the saved page's chunk loads, with the same card on it: the
  // saved page is shown once its own count is.
  await expect(page.getByText('1 saved role', { exact: true })).toBeVisible()
  await expect(page.getByRole('article', { name: saved.title })).toBeVisible()
  await page.goto('/intern/applications')
  await expect(
    page.getByRole('article', { name: appliedTo.title }).getByText('Pending'),
  ).toBeVisible()
  await page.goto(`/internchat/${applicationId}`)
  await expect(page.getByText('Can you start on Monday?')).toBeVisible()
  await page.getByRole('textbox', { name: 'Message' }).fill('Yes, I can start on Monday.')

  // The network goes; the chat page is reloaded.
  await context.setOffline(true)
  // Now and then Chromium's emulated offline refuses the first navigation before the service
  // worker answers it (net::ERR_INTERNET_DISCONNECTED); a second one is answered.
  await expect(async () => {
    await page.reload()
  }).toPass({ timeout: 20_000 })
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible()
  await expect(page.getByText('Can you start on Monday?')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Yes, I can start on Monday.',
  )
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled()
  await expect(
    page.getByText('You are offline. This can be sent once you are back online.'),
  ).toBeVisible()

  // Still offline, the saved roles and the applications open as they were last seen.
  await page.goto('/intern/roles/saved')
  await expect(page.getByRole('article', { name: saved.title })).toBeVisible()
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible()
  await page.goto('/intern/applications')
  await expect(
    page.getByRole('article', { name: appliedTo.title }).getByText('Pending'),
  ).toBeVisible()

  // Back online, the message typed offline goes.
  await context.setOffline(false)
  await page.goto(`/internchat/${applicationId}`)
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Yes, I can start on Monday.',
  )
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText('Yes, I can start on Monday.'),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('')
})

test('offline, the interview stays on the application and the dashboard, and a page never opened says it needs a connection', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  const company = await createCompany(request)
  const role = await postRole(request, company)
  const intern = await completeInternProfileByApi(
    request,
    await signUpAndSignIn(page, 'intern', uniqueEmail('intern')),
    { firstName: 'Ngozi' },
  )
  const applicationId = await applyByApi(request, intern, role.id)
  // The company proposes a time three days on; the intern takes it.
  const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3 * 86_400_000)
  const proposed = await callApi<{ id: string; slots: { id: string }[] }>(
    request,
    'POST',
    `/company/applications/${applicationId}/interviews`,
    {
      token: company.token,
      body: {
        slots: [{ startsAt: startsAt.toISOString(), durationMinutes: 45 }],
        mode: 'video',
        link: 'https://meet.example.com/offline-interview',
      },
    },
  )
  await callApi(request, 'POST', `/users/interviews/${proposed.id}/choose`, {
    token: intern.token,
    body: { slotId: proposed.slots[0]!.id },
  })
  await waitForServiceWorker(page)

  // Online: the dashboard lists the interview, and the application shows it.
  await page.goto('/intern/dashboard')
  const upcoming = page.getByRole('region', { name: 'Upcoming interviews' })
  await expect(upcoming.getByRole('link', { name: role.title })).toBeVisible()
  await page.goto(`/intern/applications/${applicationId}`)
  const interview = page.getByRole('region', { name: 'Interview' })
  await expect(interview).toContainText(`Scheduled with ${company.companyName}`)
  // The copy is written a moment after the answers arrive.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some((key) =>
          (localStorage.getItem(key) ?? '').includes('"upcoming"'),
        ),
      ),
    )
    .toBe(true)

  // Offline, after a reload: the interview is still there, on both pages.
  await context.setOffline(true)
  await expect(async () => {
    await page.reload()
  }).toPass({ timeout: 20_000 })
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible()
  await expect(interview).toContainText(`Scheduled with ${company.companyName}`)
  await page.goto('/intern/dashboard')
  await expect(upcoming.getByRole('link', { name: role.title })).toBeVisible()
  await expect(upcoming.getByText('Loading interviews…')).toHaveCount(0)

  // A page never opened online: the app's offline page, not the router's developer error.
  await page.goto('/intern/settings/alerts')
  await expect(page.getByRole('heading', { name: 'This page needs a connection' })).toBeVisible()
  await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(0)

  // Back online, Try again opens it.
  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Job alerts' })).toBeVisible()
})
