import { expect, test, type Page } from '@playwright/test'
import { signUpAndSignIn } from './support/account'
import { callApi, uniqueEmail, uniqueWord } from './support/api'
import { completeCompanyProfile, postRole } from './support/companies'
import { createIntern } from './support/intern'

const SHOTS = process.env.E2E_SCREENSHOTS_DIR

/** Screenshots for looking at the pages (not compared): only when E2E_SCREENSHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 })
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test('a company filters its applicants, rejects two with a reason, and closes the role early', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 900 })
  const company = await completeCompanyProfile(
    request,
    await signUpAndSignIn(page, 'company', uniqueEmail('company')),
  )
  const role = await postRole(request, company)
  const family = `Pipe${uniqueWord()}`
  const applicants = []
  for (const firstName of ['Amaka', 'Bayo', 'Chinedu']) {
    const intern = await createIntern(request, { firstName, lastName: family })
    const applied = await callApi<{ id: string }>(
      request,
      'POST',
      `/users/roles/${role.id}/apply`,
      { token: intern.token, body: { resumeUrl: intern.resume.fileUrl } },
    )
    applicants.push({ ...intern, applicationId: applied.id })
  }

  // The job board's card counts them and leads to them.
  await page.goto('/company/job-boards')
  const card = page.getByRole('article', { name: role.title })
  await expect(card.getByText('Pending: 3')).toBeVisible()
  await shoot(page, 'job-board')
  await card.getByRole('link', { name: `View applicants of ${role.title} (3)` }).click()
  // The list, with nobody opened for the company: nobody is told 'in review' (issue 26).
  await expect(page).toHaveURL(`/company/applications?roleId=${role.id}`)
  const list = page.getByRole('region', { name: 'Applicants' })
  await expect(list.getByRole('combobox', { name: 'Role' })).toHaveValue(role.id)
  await expect(page.getByText('Choose an applicant to see their application.')).toBeVisible()
  for (const applicant of applicants) {
    const mine = await callApi<{ status: string }>(
      request,
      'GET',
      `/users/applications/${applicant.applicationId}`,
      { token: applicant.token },
    )
    expect(mine.status).toBe('pending')
  }

  // A name search, in any case.
  await list.getByRole('searchbox', { name: 'Search applicants by name' }).fill('bAyO')
  await expect(page).toHaveURL(/search=bAyO/)
  await expect(list.getByRole('link', { name: new RegExp(`Bayo ${family}`) })).toBeVisible()
  await expect(list.getByRole('link', { name: new RegExp(`Amaka ${family}`) })).toHaveCount(0)
  await list.getByRole('searchbox', { name: 'Search applicants by name' }).fill('')
  await expect(page).not.toHaveURL(/search=/)

  // Two at once, with one reason.
  await list.getByRole('checkbox', { name: `Choose Amaka ${family}` }).check()
  await list.getByRole('checkbox', { name: `Choose Chinedu ${family}` }).check()
  await list.getByRole('button', { name: 'Reject 2' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Reject 2 applicants?' })
  await dialog.getByLabel('Reason').selectOption('role_filled')
  await dialog.getByLabel(/Note to the applicant/).fill('We filled it from an earlier round.')
  await shoot(page, 'bulk-reject-dialog')
  await dialog.getByRole('button', { name: 'Yes, reject 2' }).click()
  await expect(page.getByText('2 applicants rejected and notified.')).toBeVisible()

  // Filtered to the rejected: exactly those two; to accepted: none, with a way back.
  await list.getByRole('combobox', { name: 'Status' }).selectOption('rejected')
  await expect(list.getByRole('combobox', { name: 'Status' })).toContainText('Rejected (2)')
  await expect(list.getByRole('link', { name: new RegExp(family) })).toHaveCount(2)
  await shoot(page, 'applicants-rejected')
  await list.getByRole('combobox', { name: 'Status' }).selectOption('accepted')
  await expect(page.getByText('No applicants match these filters')).toBeVisible()
  await shoot(page, 'applicants-empty')
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(list.getByRole('link', { name: new RegExp(family) })).toHaveCount(3)

  // On a phone the list comes first, with its filters above it.
  if (SHOTS) {
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto(`/company/applications?roleId=${role.id}`)
    await expect(list.getByRole('link', { name: new RegExp(family) })).toHaveCount(3)
    await page.screenshot({ path: `${SHOTS}/applicants-list-360.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  // The intern sees why.
  const amaka = applicants[0]!
  const seen = await callApi<{ rejection: { label: string; note: string } }>(
    request,
    'GET',
    `/users/applications/${amaka.applicationId}`,
    { token: amaka.token },
  )
  expect(seen.rejection).toMatchObject({
    label: 'The role has been filled',
    note: 'We filled it from an earlier round.',
  })

  // Closed early: it leaves the public listings.
  await page.goto('/company/job-boards')
  await card.getByRole('button', { name: `Close role: ${role.title}` }).click()
  await page
    .getByRole('alertdialog', { name: `Close ${role.title}?` })
    .getByRole('button', { name: 'Close role' })
    .click()
  await expect(card.getByText(/Closed on/)).toBeVisible()
  await expect(card.getByRole('button', { name: `Reopen role: ${role.title}` })).toBeVisible()
  await shoot(page, 'job-board-closed')
  const open = await callApi<{ docs: { id: string }[] }>(request, 'GET', '/roles/recent')
  expect(open.docs.map((doc) => doc.id)).not.toContain(role.id)

  // And its applicants download as CSV.
  const download = page.waitForEvent('download')
  await card
    .getByRole('button', { name: `Download CSV of the applicants of ${role.title}` })
    .click()
  expect((await download).suggestedFilename()).toMatch(/^data-analyst-[a-z-]+-applicants\.csv$/)
})
