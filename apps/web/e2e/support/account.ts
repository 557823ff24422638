import { expect, type Page } from '@playwright/test'
import type { ApiAccount } from './api'
import { nextCodeFor, waitOutResendPause } from './mailbox'

export type AccountKind = 'intern' | 'company'

/**
 * A new account signs up with this email, signs in with the mailed code, and lands on its dashboard.
 * Answers the session the browser now holds, so the test can also set the account up through the
 * API (a second sign-in would wait out the resend pause).
 */
export async function signUpAndSignIn(
  page: Page,
  kind: AccountKind,
  email: string,
): Promise<ApiAccount> {
  await page.goto(`/${kind}/sign-up`)
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page).toHaveURL(`/${kind}/sign-in`)
  await finishSignIn(page, kind, email)
  const session = await page.evaluate(() => ({
    id: localStorage.getItem('userId') ?? '',
    token: localStorage.getItem('authToken') ?? '',
  }))
  expect(session.token, 'the browser keeps its session').not.toBe('')
  return { kind, email, ...session }
}

/** An existing account signs in with the mailed code and lands on its dashboard. */
export async function signIn(page: Page, kind: AccountKind, email: string) {
  await page.goto(`/${kind}/sign-in`)
  await page.getByLabel('Email address').fill(email)
  await finishSignIn(page, kind, email)
}

/** The console's admin (made by admin:create) signs in at /admin/sign-in and lands in the queue. */
export async function signInAsAdmin(page: Page, email: string) {
  await waitOutResendPause(email)
  await page.goto('/admin/sign-in')
  await page.getByLabel('Email address').fill(email)
  await finishSignIn(page, 'admin', email, '/admin/companies')
}

/** From the sign-in form holding the email: the mailed code, then the dashboard. */
async function finishSignIn(
  page: Page,
  kind: AccountKind | 'admin',
  email: string,
  dashboard = `/${kind}/dashboard`,
) {
  const code = await nextCodeFor(email, async () => {
    await page.getByRole('button', { name: 'Sign In' }).click()
    await expect(page).toHaveURL(`/verification/${kind}`)
  })
  await page.getByLabel('Digit 1 of 4').click()
  await page.keyboard.type(code)
  await page.getByRole('button', { name: 'Proceed' }).click()
  await page
    .getByRole('dialog', { name: "You're verified" })
    .getByRole('button', { name: 'Go to Dashboard' })
    .click()
  await expect(page).toHaveURL(dashboard)
}
