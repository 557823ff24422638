import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { postEditFindAndDeleteRole } from './support/company-roles'
import { signUpAndSignIn } from './support/account'
import { verifyCompanyByApi } from './support/admin'
import { MINIMAL_PDF, TINY_PNG } from './support/files'

function writeFixtures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-profile-'))
  const files = {
    logo: path.join(dir, 'acme-logo.png'),
    office: path.join(dir, 'acme-office.png'),
    cac: path.join(dir, 'acme-cac.pdf'),
  }
  fs.writeFileSync(files.logo, TINY_PNG)
  fs.writeFileSync(files.office, TINY_PNG)
  fs.writeFileSync(files.cac, MINIMAL_PDF)
  return files
}

const stepHeading = (page: Page, name: string) =>
  expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

test('a new company completes its profile with real files, then posts, edits, finds and deletes a role', async ({
  page,
  request,
}) => {
  const files = writeFixtures()
  const email = `company-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.internplace.test`
  await signUpAndSignIn(page, 'company', email)

  await page.getByRole('link', { name: 'Complete Profile' }).click()
  await expect(page).toHaveURL('/profile/company')

  // 1. Basic information
  await stepHeading(page, 'Basic Information')
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('Company name').fill('Acme Lagos Tech')
  await page.getByLabel('CAC registration number').fill('RC1234567')
  await page.getByLabel('Established date month').selectOption('March')
  await page.getByLabel('Established date year').selectOption('2019')
  await expect(page.getByLabel('Country code')).toHaveValue('+234')
  await page.getByLabel('Phone number').fill('8012345678')
  await page.getByLabel('Industry').selectOption('Technology')
  await page.getByLabel('Address').fill('12 Marina Road')
  await page.getByLabel('City').fill('Lagos Island')
  await page.getByLabel('State').selectOption('Lagos')
  await page.getByLabel('Bio').fill('We build payment tools for Nigerian shops and train interns.')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Company information submitted successfully!')).toBeVisible()
  await expect(page.getByRole('button', { name: '1. Basic Information Done' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // 2. Logo
  await stepHeading(page, 'Company Logo')
  await page.getByLabel('Company logo', { exact: true }).setInputFiles(files.logo)
  await expect(page.getByText('Company logo uploaded and updated successfully!')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Acme Lagos Tech logo' })).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // 3. Operations: Monday to Friday, 09:00–17:00 by default
  await stepHeading(page, 'Operations')
  await expect(page.getByLabel('Monday opening time')).toHaveValue('09:00')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(
    page.getByText('Company operations information submitted successfully!'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // 4. Social media
  await stepHeading(page, 'Social Media Handles')
  await page.getByLabel('LinkedIn').fill('https://linkedin.com/company/acme-lagos')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Social Media Links Updated!')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()

  // 5. Verification document
  await stepHeading(page, 'Upload Verification Document')
  await page.getByLabel('CAC document', { exact: true }).setInputFiles(files.cac)
  await page.getByRole('button', { name: 'Upload Document' }).click()
  await expect(page.getByText('Document Uploaded Successfully!', { exact: true })).toBeVisible()
  await expect(page.getByText('CAC Document uploaded successfully!', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Finish' }).click()
  await expect(page).toHaveURL('/company/dashboard')
  await expect(page.getByRole('heading', { name: 'Acme Lagos Tech' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Complete Profile' })).toHaveCount(0)

  // The editor: five sections filled; one image makes six.
  await page.goto('/company/profile')
  await expect(page.getByText('Completed 5 out of 6 Sections')).toBeVisible()
  await page.getByRole('button', { name: 'Edit Media' }).click()
  await page.getByLabel('Add images').setInputFiles(files.office)
  await expect(page.getByRole('img', { name: 'Acme Lagos Tech image 1' })).toBeVisible()
  await page.getByRole('button', { name: 'Save Media' }).click()
  const saved = page.getByRole('dialog', { name: 'Changes Saved' })
  await expect(saved).toContainText('Media saved successfully!')
  await saved.getByRole('button', { name: 'Ok, I Understand' }).click()
  await expect(page.getByText('All Sections are Filled')).toBeVisible()
  await expect(page.getByText('Great Job!')).toBeVisible()

  await page.getByRole('link', { name: 'Preview Profile' }).click()
  await expect(page).toHaveURL('/company/preview')
  await expect(page.getByText('March 2019')).toBeVisible()
  await page.getByRole('tab', { name: 'Media' }).click()
  await expect(page.getByRole('img', { name: 'Acme Lagos Tech image 1' })).toBeVisible()

  // Unlocked: the company can now hire; an operator verifies it, so its roles are public.
  await verifyCompanyByApi(request, email)
  await page.goto('/company/dashboard')
  await postEditFindAndDeleteRole(page)
})
