import { expect, test } from '@playwright/test'
import { completeInternProfile, signUpIntern, writeInternFiles } from './support/intern'

test('a new intern completes the wizard with a real photo and resume and is unlocked', async ({
  page,
}) => {
  const email = `intern-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.internplace.test`
  await signUpIntern(page, email)
  await expect(page.getByText('Profile Verification Required')).toBeVisible()

  await completeInternProfile(page, writeInternFiles())
  const nav = page.getByRole('navigation', { name: 'Intern' })
  await expect(nav.getByRole('link', { name: 'Find Internships' })).toHaveAttribute(
    'href',
    '/intern/roles',
  )

  await nav.getByRole('link', { name: 'Profile' }).click()
  await expect(page).toHaveURL('/intern/profile')
  const completion = page.getByRole('progressbar', { name: 'Profile completion' })
  await expect(completion).toHaveAttribute('aria-valuenow', '100')
  await expect(page.getByText('100%', { exact: true })).toBeVisible()
})
