import { expect, type Page } from '@playwright/test'

/** The public browse page, newest first, searched for one title. */
async function searchPublicRoles(page: Page, title: string) {
  await page.goto('/find-internships')
  await page.getByRole('button', { name: 'Most Recent' }).click()
  await page.getByLabel('Search by role title').fill(title)
}

/**
 * From the company dashboard of a company with a complete profile: post a role through the form and
 * its dialogs, edit it, find it on the public browse page, delete it, and see it gone everywhere.
 */
export async function postEditFindAndDeleteRole(page: Page) {
  const stamp = Date.now().toString(36)
  const title = `Quokka Analyst ${stamp}`
  const editedTitle = `Quokka Strategist ${stamp}`
  await page.getByRole('link', { name: 'Post a Role' }).click()
  await expect(page).toHaveURL('/post-internship')
  await page.getByLabel('Role title').fill(title)
  await page.getByLabel('Role summary').fill('Turn payment data into weekly insight for the team.')
  await page.getByLabel('Responsibilities').fill('Build dashboards\nPresent findings weekly')
  await page.getByLabel('Requirements').fill('SQL\nSpreadsheets')
  await page.getByLabel('Minimum compensation (NGN per month)').fill('70000')
  await page.getByLabel('Maximum compensation (NGN per month)').fill('90000')
  await page.getByLabel('Location').fill('Lagos')
  await page.getByLabel('Hybrid').check()
  await page.getByLabel('Duration').selectOption('6')
  await page.getByLabel('Term').selectOption('month')
  await page.getByRole('button', { name: 'Proceed' }).click()

  await page
    .getByRole('alertdialog', { name: 'Publish Internship Role' })
    .getByRole('button', { name: 'Yes' })
    .click()
  await page
    .getByRole('dialog', { name: 'Role Posted' })
    .getByRole('button', { name: 'Go to Job Boards' })
    .click()
  await expect(page).toHaveURL('/company/job-boards')
  const card = page.getByRole('article', { name: title })
  await expect(card).toBeVisible()
  await expect(card.getByText('NGN 70,000–90,000 a month')).toBeVisible()
  await expect(card.getByText('6 Months')).toBeVisible()

  await card.getByRole('link', { name: `Edit Role: ${title}` }).click()
  await expect(page).toHaveURL(/\/role\/edit\?id=/)
  await page.getByLabel('Role title').fill(editedTitle)
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await page
    .getByRole('alertdialog', { name: 'Publish Internship Role' })
    .getByRole('button', { name: 'Yes' })
    .click()
  await expect(page.getByText('Role updated successfully!')).toBeVisible()
  await page
    .getByRole('dialog', { name: 'Changes Saved' })
    .getByRole('button', { name: 'Go to Job Boards' })
    .click()
  await expect(page.getByRole('article', { name: editedTitle })).toBeVisible()
  const editUrl = await page
    .getByRole('link', { name: `Edit Role: ${editedTitle}` })
    .getAttribute('href')

  await searchPublicRoles(page, editedTitle)
  await expect(page.getByRole('button', { name: editedTitle, exact: true })).toBeVisible()

  // Straight to the edit page by its address: the role is found by id, without navigation state.
  await page.goto(editUrl ?? '')
  await expect(page.getByLabel('Role title')).toHaveValue(editedTitle)
  await page.getByRole('button', { name: 'Delete' }).click()
  await page
    .getByRole('alertdialog', { name: 'Are you sure you want to delete this role?' })
    .getByRole('button', { name: 'Confirm' })
    .click()
  await expect(page.getByText('Role deleted successfully!')).toBeVisible()
  await page
    .getByRole('dialog', { name: 'Role Deleted' })
    .getByRole('button', { name: 'Go to Job Boards' })
    .click()
  await expect(page).toHaveURL('/company/job-boards')
  await expect(page.getByRole('heading', { name: 'Create & Manage Roles' })).toBeVisible()
  await expect(page.getByRole('article', { name: editedTitle })).toHaveCount(0)

  await searchPublicRoles(page, editedTitle)
  await expect(page.getByText('No jobs match your criteria')).toBeVisible()
  await expect(page.getByRole('button', { name: editedTitle, exact: true })).toHaveCount(0)
}
