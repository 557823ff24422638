import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Toaster } from '../../components/ui/toast'
import { pendingEmail } from '../../lib/session'
import { CompanySignUpPage } from './SignUpPage'

const fetchMock = vi.fn<typeof fetch>()
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/company/sign-up', element: <CompanySignUpPage /> },
      { path: '/company/sign-in', element: <p>Company sign-in</p> },
    ],
    { initialEntries: ['/company/sign-up'] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

beforeEach(() => {
  localStorage.clear()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('company sign-up', () => {
  test('asks for an email and the acceptance of the policies', async () => {
    const user = renderPage()
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    // The form's schema loads on its first check (decision 051).
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('You must accept the policies to sign up')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Email address'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('the policy box links to the terms and the privacy policy', () => {
    renderPage()
    const policies = within(screen.getByText(/I agree to the/, { selector: 'label' }))
    expect(policies.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/termofservice',
    )
    expect(policies.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    )
  })

  test('a new account goes on to sign-in with the email remembered', async () => {
    fetchMock.mockResolvedValue(
      answer(201, { status: 'success', data: { id: crypto.randomUUID() } }),
    )
    const user = renderPage()
    await user.type(screen.getByLabelText('Email address'), 'hr@acme.ng')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))

    expect(await screen.findByText('Company sign-in')).toBeInTheDocument()
    expect(
      screen.getByText('You have successfully signed up, proceed to sign in.'),
    ).toBeInTheDocument()
    expect(pendingEmail()).toBe('hr@acme.ng')
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'hr@acme.ng',
      acceptPolicies: true,
    })
  })

  test('a taken email shows the server message with a way to sign in', async () => {
    const message = 'An account with this email already exists. Sign in instead.'
    fetchMock.mockResolvedValue(answer(409, { status: 'error', message, code: 'EMAIL_TAKEN' }))
    const user = renderPage()
    await user.type(screen.getByLabelText('Email address'), 'hr@acme.ng')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toBeInTheDocument()
  })

  test('a failure without a message falls back to the spec text', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }))
    const user = renderPage()
    await user.type(screen.getByLabelText('Email address'), 'hr@acme.ng')
    await user.click(screen.getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Sign Up' }))
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument()
  })
})
