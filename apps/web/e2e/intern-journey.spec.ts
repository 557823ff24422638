import { expect, test } from '@playwright/test'
import { uniqueEmail } from './support/api'
import { createCompany, postRole } from './support/companies'
import { completeInternProfile, signUpIntern, writeInternFiles } from './support/intern'

test("a new intern finds a company's new role, saves it, applies, sees it pending, views the company and withdraws", async ({
  page,
  request,
}) => {
  const company = await createCompany(request)
  const role = await postRole(request, company, {
    minimumSalary: 50_000,
    maximumSalary: 70_000,
    placementType: 'siwes',
    siwesWeeks: 24,
    siwesProgrammes: ['ND', 'HND'],
    perks: { transport: true },
  })
  await signUpIntern(page, uniqueEmail('intern'))
  await completeInternProfile(page, writeInternFiles())

  // Find the role by search and save it for later.
  await page.goto('/intern/roles')
  await expect(page.getByRole('heading', { name: 'Recommended Roles' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Find the perfect Internship' }).fill(role.title)
  await expect(page).toHaveURL(/search=Data/)
  const card = page.getByRole('article', { name: role.title })
  await expect(card).toBeVisible()
  await expect(card.getByText(company.companyName)).toBeVisible()
  await expect(card.getByText('NGN 50,000–70,000 a month')).toBeVisible()
  await expect(card.getByText('SIWES/IT · 24 weeks · ND, HND')).toBeVisible()
  await expect(card.getByRole('list', { name: 'Perks' })).toHaveText('Transport')
  // The placement chip narrows the list and is kept in the address.
  const placements = page.getByRole('group', { name: 'Placement type' })
  await placements.getByRole('button', { name: 'NYSC (PPA)' }).click()
  await expect(page).toHaveURL(/placementType=nysc/)
  await expect(card).toBeHidden()
  await placements.getByRole('button', { name: 'SIWES/IT' }).click()
  await expect(page).toHaveURL(/placementType=siwes/)
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: /Save for later/ }).click()
  await expect(page.getByText('Role Saved Successfully')).toBeVisible()
  await expect(card.getByText('Saved', { exact: true })).toBeVisible()

  await page.getByRole('link', { name: 'Saved roles', exact: true }).click()
  await expect(page).toHaveURL('/intern/roles/saved')
  const savedCard = page.getByRole('article', { name: role.title })
  await expect(savedCard.getByText('Saved', { exact: true })).toBeVisible()

  // Apply with the resume from the wizard.
  await savedCard.getByRole('link', { name: /^Apply/ }).click()
  await expect(page).toHaveURL(/\/roles\/apply\//)
  await expect(page.getByRole('link', { name: /^View/ })).toBeVisible()
  await page.getByRole('button', { name: 'Proceed' }).click()
  await expect(page).toHaveURL(/\/application\/review\//)
  await expect(page.getByRole('heading', { name: 'Review Your Application' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Personal Information' })).toContainText('Ada')
  await page.getByRole('button', { name: 'Submit Your Application' }).click()
  await expect(page.getByText('Your application has been successfully submitted!')).toBeVisible()
  await page
    .getByRole('dialog', { name: 'Application Complete' })
    .getByRole('link', { name: 'Go to Application Dashboard' })
    .click()

  // It is pending on the applications list.
  await expect(page).toHaveURL('/intern/applications')
  const row = page.getByRole('article', { name: role.title })
  await expect(row.getByText('Pending')).toBeVisible()

  // The company behind it.
  await row.getByRole('button', { name: `Actions for ${role.title}` }).click()
  await page.getByRole('menuitem', { name: 'View Company' }).click()
  await expect(page).toHaveURL(/\/company-details\//)
  await expect(page.getByRole('heading', { name: company.companyName })).toBeVisible()
  await page.getByRole('tab', { name: 'Media' }).click()
  await expect(page.getByRole('tabpanel', { name: 'Media' })).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()

  // Withdraw it: it leaves the list.
  await expect(page).toHaveURL('/intern/applications')
  await page.getByRole('button', { name: `Actions for ${role.title}` }).click()
  await page.getByRole('menuitem', { name: 'Cancel' }).click()
  await page
    .getByRole('alertdialog', { name: 'Cancel this application?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click()
  await expect(page.getByText('Application cancelled.')).toBeVisible()
  await expect(page.getByRole('article', { name: role.title })).toHaveCount(0)
  await expect(page.getByText('No applications found.')).toBeVisible()
})
