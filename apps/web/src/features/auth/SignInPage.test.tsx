import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Toaster } from '../../components/ui/toast'
import { pendingEmail } from '../../lib/session'
import { signInChallenge } from './auth.api'
import { InternSignInPage } from './SignInPage'

const CHALLENGE_ID = '6b1f2a43-6a55-4f0e-9c9a-3f0f5b8b2c11'
const fetchMock = vi.fn<typeof fetch>()
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function renderPage(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/intern/sign-in', element: <InternSignInPage /> },
      { path: '/intern/sign-up', element: <p>Intern sign-up</p> },
      { path: '/verification/intern', element: <p>Code screen</p> },
    ],
    { initialEntries: [{ pathname: '/intern/sign-in', state }] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return router
}

async function signInAs(email: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email address'), email)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
  return user
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('intern sign-in', () => {
  test('an address without @ is refused before anything is sent', async () => {
    renderPage()
    await signInAs('ada.acme.ng')
    // The form's schema loads on its first check (decision 051).
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('a mailed code leads to the code screen with the email and challenge kept', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', data: { id: CHALLENGE_ID } }))
    renderPage()
    await signInAs('Ada@Acme.ng')
    expect(await screen.findByText('Code screen')).toBeInTheDocument()
    expect(screen.getByText('You have successfully signed in, enter your OTP')).toBeInTheDocument()
    expect(pendingEmail()).toBe('ada@acme.ng')
    expect(signInChallenge.read('intern')).toBe(CHALLENGE_ID)
  })

  test('the page a visitor was sent here from travels on to the code screen', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', data: { id: CHALLENGE_ID } }))
    const router = renderPage({ returnTo: '/intern/applications' })
    await signInAs('ada@acme.ng')
    expect(await screen.findByText('Code screen')).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ returnTo: '/intern/applications' })
  })

  test('an unknown address shows the server message and a way to sign up', async () => {
    const message = 'No account found for this email. Sign up first.'
    fetchMock.mockResolvedValue(
      answer(404, { status: 'error', message, code: 'ACCOUNT_NOT_FOUND' }),
    )
    renderPage()
    const user = await signInAs('new@acme.ng')
    expect(await screen.findByText(message)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Create an account' }))
    expect(await screen.findByText('Intern sign-up')).toBeInTheDocument()
  })

  test('an answer without a challenge id says so', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', data: {} }))
    renderPage()
    await signInAs('ada@acme.ng')
    expect(
      await screen.findByText('Error: User ID is not available in the response.'),
    ).toBeInTheDocument()
  })
})
