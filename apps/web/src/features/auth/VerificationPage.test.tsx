import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Toaster } from '../../components/ui/toast'
import { rememberPendingEmail } from '../../lib/session'
import { signInChallenge } from './auth.api'
import { CompanyVerificationPage } from './VerificationPage'

const CHALLENGE_ID = '6b1f2a43-6a55-4f0e-9c9a-3f0f5b8b2c11'
const NEW_CHALLENGE_ID = '0e0c9a4b-3c1d-4d8e-8f6a-2a7b1c9d5e40'
const ACCOUNT_ID = '9a3e7c1b-2d4f-4a6b-8c0d-1e2f3a4b5c6d'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const failure = (status: number, message: string, code?: string) =>
  answer(status, { status: 'error', message, code })

const fetchMock = vi.fn<typeof fetch>()

function renderPage({
  hasChallenge = true,
  email = 'ada@acme.ng' as string | null,
  state = undefined as unknown,
} = {}) {
  if (email) rememberPendingEmail(email)
  if (hasChallenge) signInChallenge.save('company', CHALLENGE_ID)
  const router = createMemoryRouter(
    [
      { path: '/verification/company', element: <CompanyVerificationPage /> },
      { path: '/company/dashboard', element: <p>Company dashboard</p> },
      { path: '/company/sign-in', element: <p>Company sign-in</p> },
      { path: '/company/applications', element: <p>Company applications</p> },
    ],
    { initialEntries: [{ pathname: '/verification/company', state }] },
  )
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
}

/** The page, with its resend countdown already run out. */
function renderPageWithResendAllowed(options?: Parameters<typeof renderPage>[0]) {
  vi.useFakeTimers()
  renderPage(options)
  act(() => vi.advanceTimersByTime(32_000))
  vi.useRealTimers()
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByLabelText('Digit 1 of 4'))
  await user.keyboard(code)
  await user.click(screen.getByRole('button', { name: 'Proceed' }))
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the code screen', () => {
  test('shows the address the code went to', () => {
    renderPage()
    expect(screen.getByText('ada@acme.ng')).toBeInTheDocument()
  })

  test('tells that the same email holds a one-tap sign-in link', () => {
    renderPage()
    expect(screen.getByText(/open the sign-in link in the same email/)).toBeVisible()
  })

  test('asks the user to wait 32 seconds before requesting another code', () => {
    vi.useFakeTimers()
    renderPage()
    const resend = screen.getByRole('button', { name: /wait/i })
    expect(resend).toHaveTextContent('Wait (32s)')
    expect(resend).toBeDisabled()

    act(() => vi.advanceTimersByTime(31_000))
    expect(screen.getByRole('button', { name: /wait/i })).toHaveTextContent('Wait (1s)')

    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByRole('button', { name: 'Request Code again' })).toBeEnabled()
  })

  test('a resend mails a new code, keeps the new challenge and restarts the countdown', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(answer(200, { status: 'success', data: { id: NEW_CHALLENGE_ID } }))
    renderPageWithResendAllowed()

    await user.click(screen.getByRole('button', { name: 'Request Code again' }))

    expect(await screen.findByText('New verification code sent!')).toBeInTheDocument()
    expect(signInChallenge.read('company')).toBe(NEW_CHALLENGE_ID)
    expect(screen.getByRole('button', { name: /wait/i })).toHaveTextContent('Wait (32s)')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/api\/v1\/company\/login$/)
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'ada@acme.ng' })
  })

  test('a resend without a remembered email asks the user to sign in again', async () => {
    const user = userEvent.setup()
    renderPageWithResendAllowed({ email: null })
    await user.click(screen.getByRole('button', { name: 'Request Code again' }))
    expect(await screen.findByText('Email not found. Please sign in again.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('a refused resend shows the server message', async () => {
    const user = userEvent.setup()
    const message = 'A code was sent less than 30 seconds ago. Try again in 12 seconds.'
    fetchMock.mockResolvedValue(failure(429, message, 'TOO_MANY_REQUESTS'))
    renderPageWithResendAllowed()
    await user.click(screen.getByRole('button', { name: 'Request Code again' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  test('fewer than 4 digits are not sent', async () => {
    const user = userEvent.setup()
    renderPage()
    await enterCode(user, '12')
    expect(screen.getByText('Please enter all 4 digits.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('without a code request there is a way back to sign-in', async () => {
    const user = userEvent.setup()
    renderPage({ hasChallenge: false })
    await user.click(screen.getByRole('link', { name: 'Back to Sign In' }))
    expect(await screen.findByText('Company sign-in')).toBeInTheDocument()
  })

  test.each([
    [
      'a wrong code',
      failure(400, 'You have entered the wrong code', 'WRONG_CODE'),
      'You have entered the wrong code',
    ],
    [
      'any other refusal of the code',
      failure(400, 'Invalid input', 'VALIDATION_FAILED'),
      'You have entered the wrong code',
    ],
    [
      'an expired code',
      failure(400, 'This code has expired. Request a new code.', 'CODE_EXPIRED'),
      'This code has expired. Request a new code.',
    ],
    [
      'too many tries',
      failure(429, 'Too many wrong codes. Try again in 59 minutes.', 'TOO_MANY_REQUESTS'),
      'Too many wrong codes. Try again in 59 minutes.',
    ],
    [
      'a server failure without a message',
      new Response('oops', { status: 502 }),
      'Verification failed. Please try again.',
    ],
  ])('%s shows what went wrong and empties the boxes', async (_case, response, message) => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(response)
    renderPage()
    await enterCode(user, '1234')
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveValue('')
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveFocus()
  })

  test('a right code starts the session and offers the dashboard', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(
      answer(200, {
        status: 'success',
        data: {
          token: 'session-token',
          expiresAt: new Date(Date.now() + 36_000_000).toISOString(),
          account: {
            id: ACCOUNT_ID,
            email: 'ada@acme.ng',
            kind: 'company',
            profileComplete: false,
          },
        },
      }),
    )
    renderPage()
    await enterCode(user, '4821')

    expect(await screen.findByRole('dialog', { name: "You're verified" })).toBeInTheDocument()
    expect(screen.getByText('OTP verified successfully.')).toBeInTheDocument()
    expect(localStorage.getItem('authToken')).toBe('session-token')
    expect(signInChallenge.read('company')).toBeNull()
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      otp: '4821',
      id: CHALLENGE_ID,
    })

    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }))
    expect(await screen.findByText('Company dashboard')).toBeInTheDocument()
  })

  test('a right code after a protected page was asked for goes back to that page', async () => {
    const user = userEvent.setup()
    fetchMock.mockResolvedValue(
      answer(200, {
        status: 'success',
        data: {
          token: 'session-token',
          expiresAt: new Date(Date.now() + 36_000_000).toISOString(),
          account: { id: ACCOUNT_ID, email: 'ada@acme.ng', kind: 'company', profileComplete: true },
        },
      }),
    )
    renderPage({ state: { returnTo: '/company/applications' } })
    await enterCode(user, '4821')
    await user.click(await screen.findByRole('button', { name: 'Go to Dashboard' }))
    expect(await screen.findByText('Company applications')).toBeInTheDocument()
  })
})
