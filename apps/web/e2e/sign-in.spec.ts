import { expect, test, type Page } from '@playwright/test'
import { latestCodeFor, latestSignInLinkFor } from './support/mailbox'

type Kind = 'company' | 'intern'

const uniqueEmail = (kind: Kind) =>
  `${kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.internplace.test`

async function signUp(page: Page, kind: Kind, email: string) {
  await page.goto(`/${kind}/sign-up`)
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check()
  await page.getByRole('button', { name: 'Sign Up' }).click()
  await expect(page.getByText('You have successfully signed up, proceed to sign in.')).toBeVisible()
  await expect(page).toHaveURL(`/${kind}/sign-in`)
}

/** Signs in with the address the sign-up left in the form, landing on the code screen. */
async function requestCode(page: Page, kind: Kind, email: string) {
  await expect(page.getByLabel('Email address')).toHaveValue(email)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(`/verification/${kind}`)
  await expect(page.getByText(email)).toBeVisible()
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 4').click()
  await page.keyboard.type(code)
  await page.getByRole('button', { name: 'Proceed' }).click()
}

test('a company signs up, signs in with the mailed code and reaches its locked dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('company')
  await signUp(page, 'company', email)
  await requestCode(page, 'company', email)

  await enterCode(page, await latestCodeFor(email))

  const verified = page.getByRole('dialog', { name: "You're verified" })
  await expect(verified).toBeVisible()
  await verified.getByRole('button', { name: 'Go to Dashboard' }).click()
  await expect(page).toHaveURL('/company/dashboard')
  await expect(page.getByRole('heading', { name: 'New Company' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
    'href',
    '/profile/company',
  )
})

test('an intern signs up, signs in with the mailed code and is asked to complete the profile', async ({
  page,
}) => {
  const email = uniqueEmail('intern')
  await signUp(page, 'intern', email)
  await requestCode(page, 'intern', email)

  await enterCode(page, await latestCodeFor(email))

  await expect(page).toHaveURL('/intern/dashboard')
  await expect(page.getByText('Profile Verification Required')).toBeVisible()
})

test('a wrong code is refused, the boxes are emptied and the right code still works', async ({
  page,
}) => {
  const email = uniqueEmail('intern')
  await signUp(page, 'intern', email)
  await requestCode(page, 'intern', email)
  const code = await latestCodeFor(email)
  const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0')

  await enterCode(page, wrongCode)

  await expect(page.getByText('You have entered the wrong code')).toBeVisible()
  await expect(page.getByLabel('Digit 1 of 4')).toHaveValue('')
  await expect(page).toHaveURL('/verification/intern')

  await enterCode(page, code)
  await expect(page).toHaveURL('/intern/dashboard')
})

test('an intern signs in with one tap on the link in the mail, which then works no more', async ({
  page,
}) => {
  const email = uniqueEmail('intern')
  await signUp(page, 'intern', email)
  await requestCode(page, 'intern', email)
  const link = await latestSignInLinkFor(email)
  expect(new URL(link).origin).toBe(new URL(page.url()).origin)

  await page.goto(link)
  await expect(page).toHaveURL('/intern/dashboard')
  await expect(page.getByText('Profile Verification Required')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('accountKind'))).toBe('intern')

  await page.evaluate(() => localStorage.clear())
  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  await expect(page).toHaveURL('/sign-in/link')
  await page.getByRole('link', { name: 'Sign in as an intern' }).click()
  await expect(page).toHaveURL('/intern/sign-in')
})

test('a visitor who opens the company dashboard is asked to sign in, not told a session ended', async ({
  page,
}) => {
  await page.goto('/company/dashboard')
  await expect(page).toHaveURL('/company/sign-in')
  await expect(page.getByText('Please sign in to continue.')).toBeVisible()
  await expect(page.getByText('Session Timed Out... Redirecting')).toHaveCount(0)
})
