import { StrictMode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { AUTH_MESSAGES, PAGE_SESSION_PATH } from '@app/domain'
import { Toaster } from '../../components/ui/toast'
import { readSession } from '../../lib/session'
import { signInChallenge } from './auth.api'
import { SignInLinkPage } from './SignInLinkPage'

const TOKEN = 'q7Zx3vR0bN5mK2pL9sT4wY6aC8dE1fG0hJ3kM5nP7rS'
const ACCOUNT_ID = '9a3e7c1b-2d4f-4a6b-8c0d-1e2f3a4b5c6d'

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const sessionFor = (kind: 'intern' | 'company', profileComplete = true) =>
  answer(200, {
    status: 'success',
    data: {
      token: 'session-token',
      expiresAt: '2026-05-14T20:00:00.000Z',
      account: { id: ACCOUNT_ID, email: 'ada@example.com', kind, profileComplete },
    },
  })

const fetchMock = vi.fn<typeof fetch>()

function renderPage(entry = `/sign-in/link?token=${TOKEN}`) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in/link', element: <SignInLinkPage /> },
      { path: '/intern/dashboard', element: <p>Intern dashboard</p> },
      { path: '/company/dashboard', element: <p>Company dashboard</p> },
      { path: '/intern/sign-in', element: <p>Intern sign-in</p> },
      { path: '/company/sign-in', element: <p>Company sign-in</p> },
    ],
    { initialEntries: [entry] },
  )
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  )
  return router
}

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('the sign-in link page', () => {
  test('sends the token once, takes it out of the address, stores the session and opens the dashboard', async () => {
    fetchMock.mockResolvedValue(sessionFor('intern'))
    signInChallenge.save('intern', '6b1f2a43-6a55-4f0e-9c9a-3f0f5b8b2c11')
    const router = renderPage()
    expect(await screen.findByText('Intern dashboard')).toBeInTheDocument()

    // The link once; then the server's pages are handed the new session (decision 079).
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toMatch(/\/api\/v1\/auth\/link$/)
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN })
    const [pagesUrl, pagesInit] = fetchMock.mock.calls[1] ?? []
    expect(String(pagesUrl)).toBe(PAGE_SESSION_PATH)
    expect(pagesInit?.method).toBe('POST')
    expect(new Headers(pagesInit?.headers).get('Authorization')).toBe('Bearer session-token')
    expect(router.state.location.search).toBe('')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(readSession()).toMatchObject({
      userId: ACCOUNT_ID,
      userEmail: 'ada@example.com',
      authToken: 'session-token',
      accountKind: 'intern',
      profileCompleted: true,
    })
    expect(signInChallenge.read('intern')).toBeNull()
  })

  test("a company's link opens the company dashboard", async () => {
    fetchMock.mockResolvedValue(sessionFor('company', false))
    renderPage()
    expect(await screen.findByText('Company dashboard')).toBeInTheDocument()
    expect(localStorage.getItem('profileCompleted')).toBe('false')
  })

  test('a used or expired link says so and offers to sign in again', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        status: 'error',
        message: AUTH_MESSAGES.linkInvalid,
        code: 'SIGN_IN_LINK_INVALID',
      }),
    )
    const router = renderPage()
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeVisible()
    expect(screen.getByText(AUTH_MESSAGES.linkInvalid)).toBeVisible()
    expect(router.state.location.search).toBe('')
    expect(screen.getByRole('link', { name: 'Sign in as an intern' })).toHaveAttribute(
      'href',
      '/intern/sign-in',
    )
    expect(screen.getByRole('link', { name: 'Sign in as a company' })).toHaveAttribute(
      'href',
      '/company/sign-in',
    )
    expect(readSession()).toBeNull()
  })

  test('too many tries from this network shows the server message', async () => {
    const message = AUTH_MESSAGES.linksLockedForNetwork
    fetchMock.mockResolvedValue(
      answer(429, { status: 'error', message, code: 'TOO_MANY_REQUESTS' }),
    )
    renderPage()
    expect(await screen.findByText(message)).toBeVisible()
  })

  test('a link without its token sends nothing and asks to sign in', async () => {
    renderPage('/sign-in/link')
    expect(await screen.findByText(AUTH_MESSAGES.linkMalformed)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Sign in as an intern' })).toBeVisible()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  test('says it is signing in while it waits', async () => {
    fetchMock.mockReturnValue(new Promise(() => {}))
    renderPage()
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in')
  })
})
