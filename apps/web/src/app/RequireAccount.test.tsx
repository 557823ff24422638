import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { MemberKind } from '@app/domain'
import { saveSession } from '../lib/session'
import { RequireCompany } from './RequireAccount'

function renderCompanyPage() {
  const router = createMemoryRouter(
    [
      {
        element: <RequireCompany />,
        children: [{ path: '/company/dashboard', element: <p>Dashboard</p> }],
      },
      { path: '/onboarding', element: <p>Choose your side</p> },
    ],
    { initialEntries: ['/company/dashboard'] },
  )
  render(<RouterProvider router={router} />)
}

function signIn(kind: MemberKind, expiresInMs = 60_000) {
  saveSession({
    token: 'token',
    expiresAt: new Date(Date.now() + expiresInMs).toISOString(),
    account: {
      id: '9a3e7c1b-2d4f-4a6b-8c0d-1e2f3a4b5c6d',
      email: 'a@b.ng',
      kind,
      profileComplete: false,
    },
  })
}

beforeEach(() => localStorage.clear())

describe('the company pages', () => {
  test('without a session say the session timed out, forget what was stored and go to onboarding a second later', () => {
    vi.useFakeTimers()
    localStorage.setItem('userEmail', 'left@behind.ng')
    renderCompanyPage()
    expect(screen.getByText('Session Timed Out... Redirecting')).toBeInTheDocument()
    expect(localStorage.getItem('userEmail')).toBeNull()
    act(() => vi.advanceTimersByTime(999))
    expect(screen.queryByText('Choose your side')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Choose your side')).toBeInTheDocument()
  })

  test('with an expired session time out too', () => {
    signIn('company', -1)
    renderCompanyPage()
    expect(screen.getByText('Session Timed Out... Redirecting')).toBeInTheDocument()
    expect(localStorage.getItem('authToken')).toBeNull()
  })

  test("with an intern's session time out too", () => {
    signIn('intern')
    renderCompanyPage()
    expect(screen.getByText('Session Timed Out... Redirecting')).toBeInTheDocument()
  })

  test('with a live company session show the page', () => {
    signIn('company')
    renderCompanyPage()
    expect(screen.getByText('Dashboard')).toBeInTheDocument()
    expect(localStorage.getItem('authToken')).toBe('token')
  })
})
