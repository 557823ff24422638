import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ADMIN_EMAIL } from '../playwright.config'
import { signInAsAdmin, signUpAndSignIn } from './support/account'
import { adminTokenByApi } from './support/admin'
import { callApi, uniqueEmail } from './support/api'
import { completeCompanyProfile, postRole } from './support/companies'
import { MINIMAL_PDF } from './support/files'
import { createIntern } from './support/intern'

test('a new company sends its CAC document, an admin verifies it in the console, and its role goes public with the Verified badge', async ({
  page,
  request,
  browser,
}) => {
  // The company signs up in the browser and fills its profile; the CAC document it uploads itself.
  const email = uniqueEmail('verify-me')
  const account = await signUpAndSignIn(page, 'company', email)
  const company = await completeCompanyProfile(request, account, {}, { withDocument: false })

  const cac = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-cac-')), 'cac.pdf')
  fs.writeFileSync(cac, MINIMAL_PDF)
  await page.goto('/profile/company')
  await expect(
    page.getByRole('heading', { level: 2, name: 'Upload Verification Document' }),
  ).toBeVisible()
  await page.getByLabel('CAC document', { exact: true }).setInputFiles(cac)
  await page.getByRole('button', { name: 'Upload Document' }).click()
  await expect(page.getByText('CAC Document uploaded successfully!', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Finish' }).click()
  await expect(page).toHaveURL('/company/dashboard')
  // It may post a role already; the dashboard says why interns do not see it yet.
  const role = await postRole(request, company)
  await page.reload()
  await expect(
    page.getByRole('heading', { name: 'Your roles go public once your company is verified' }),
  ).toBeVisible()
  await expect(page.getByText(/We usually finish within 2 working days/)).toBeVisible()

  // Only verified companies' roles are public: a visitor does not find it.
  const visitor = await browser.newPage()
  await visitor.goto(`/find-internships?search=${encodeURIComponent(role.title)}`)
  const card = visitor
    .getByRole('list', { name: 'Roles' })
    .getByRole('article')
    .filter({ hasText: role.title })
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(card).toHaveCount(0)

  // The admin, made on the command line, signs in and finds the company waiting.
  const operator = await browser.newPage()
  await signInAsAdmin(operator, ADMIN_EMAIL)
  await operator.getByLabel('Search companies').fill(company.companyName)
  const row = operator.getByRole('article').filter({
    has: operator.getByRole('heading', { name: company.companyName }),
  })
  await expect(row.getByText('Waiting less than an hour')).toBeVisible()
  await expect(row.getByText(/^RC\d{7}$/)).toBeVisible()
  await expect(row.locator(`iframe[title="CAC document of ${company.companyName}"]`)).toBeVisible()

  await row.getByRole('button', { name: 'Verify' }).click()
  const confirm = operator.getByRole('alertdialog', { name: `Verify ${company.companyName}?` })
  await confirm.getByLabel(/Note/).fill('CAC certificate matches the company name.')
  await confirm.getByRole('button', { name: 'Verify company' }).click()
  await expect(operator.getByText(`${company.companyName} is verified.`)).toBeVisible()
  await expect(operator.getByText('No company is waiting for verification')).toBeVisible()

  // The action is in the audit log, with who and why.
  await operator.getByRole('link', { name: 'Audit log' }).click()
  const entry = operator.getByRole('article').filter({ hasText: 'Verified a company' }).first()
  await expect(entry).toContainText(ADMIN_EMAIL)
  await expect(entry).toContainText('CAC certificate matches the company name.')

  // The public browse now lists the company's role, with the Verified badge.
  await visitor.reload()
  await expect(card).toBeVisible()
  await expect(card.getByText('Verified', { exact: true })).toBeVisible()

  // And the company's dashboard no longer explains a wait.
  await page.reload()
  await expect(page.getByRole('heading', { name: company.companyName })).toBeVisible()
  await expect(
    page.getByRole('heading', { name: 'Your roles go public once your company is verified' }),
  ).toHaveCount(0)
})

test("an intern's open page signs out the moment an operator suspends the account, and says why", async ({
  page,
  request,
}) => {
  const intern = await createIntern(request)
  await page.goto('/')
  await page.evaluate((account) => {
    localStorage.setItem('userId', account.id)
    localStorage.setItem('userEmail', account.email)
    localStorage.setItem('authToken', account.token)
    localStorage.setItem('sessionExpiry', String(Date.now() + 3_600_000))
    localStorage.setItem('accountKind', 'intern')
    localStorage.setItem('profileCompleted', 'true')
  }, intern)
  // The dashboard opens its live event stream.
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/v1/events'))
  await page.goto('/intern/dashboard')
  await expect(
    page.getByRole('heading', { name: new RegExp(`Hi ${intern.firstName}`) }),
  ).toBeVisible()
  await stream

  const token = await adminTokenByApi(request)
  await callApi(request, 'POST', `/admin/accounts/${intern.id}/suspend`, {
    token,
    body: { reason: 'Fake profile' },
  })
  // Well before the 30 s fallback poll would have found out.
  await expect(page).toHaveURL('/onboarding', { timeout: 10_000 })
  await expect(page.getByText('Internplace has suspended your account')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
})
