import { act, screen } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import type { AccountKind } from '@app/domain'
import { saveSession } from '../lib/session'
import { paths } from '../lib/paths'
import { Landed, renderRoutes } from '../test/render-route'
import { RequireAdmin, RequireCompany, RequireIntern } from './RequireAccount'

function renderPage(path: string) {
  return renderRoutes(
    [
      {
        element: <RequireCompany />,
        children: [{ path: paths.company.dashboard.path, element: <p>Company dashboard</p> }],
      },
      {
        element: <RequireIntern />,
        children: [
          { path: paths.intern.dashboard.path, element: <p>Intern dashboard</p> },
          { path: paths.intern.applications.path, element: <p>Applications</p> },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [{ path: paths.admin.companies.path, element: <p>Verification queue</p> }],
      },
      { path: paths.onboarding.path, element: <p>Choose your side</p> },
      { path: paths.admin.signIn.path, element: <Landed at="admin sign-in" /> },
      { path: paths.company.signIn.path, element: <Landed at="company sign-in" /> },
      { path: paths.intern.signIn.path, element: <Landed at="intern sign-in" /> },
    ],
    path,
  )
}

function signIn(kind: AccountKind, expiresInMs = 60_000) {
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

describe('a protected page', () => {
  test('opened by a visitor who never signed in asks them to sign in, not that a session ended', async () => {
    const { router } = renderPage('/company/dashboard')
    expect(await screen.findByText('Landed on company sign-in')).toBeVisible()
    expect(screen.getByText('Please sign in to continue.')).toBeVisible()
    expect(screen.queryByText('Session Timed Out... Redirecting')).not.toBeInTheDocument()
    expect(router.state.location.state).toEqual({ returnTo: '/company/dashboard' })
  })

  test("an intern's page sends a visitor to the intern sign-in, remembering the page", async () => {
    const { router } = renderPage('/intern/applications?status=pending')
    expect(await screen.findByText('Landed on intern sign-in')).toBeVisible()
    expect(router.state.location.state).toEqual({
      returnTo: '/intern/applications?status=pending',
    })
  })

  test('with an expired session says the session timed out, forgets it and goes to onboarding a second later', () => {
    vi.useFakeTimers()
    signIn('company', -1)
    const { router } = renderPage('/company/dashboard')
    expect(screen.getByText('Session Timed Out... Redirecting')).toBeInTheDocument()
    expect(localStorage.getItem('authToken')).toBeNull()
    act(() => vi.advanceTimersByTime(999))
    expect(screen.queryByText('Choose your side')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('Choose your side')).toBeInTheDocument()
    // Onboarding is told whose session ended, so it can offer that sign-in again.
    expect(router.state.location.state).toEqual({ sessionTimedOut: true, accountKind: 'company' })
  })

  test('a company page opened by a signed-in intern keeps them signed in and takes them to their dashboard', async () => {
    signIn('intern')
    renderPage('/company/dashboard')
    expect(await screen.findByText('Intern dashboard')).toBeVisible()
    expect(screen.getByText('That page is for company accounts.')).toBeVisible()
    expect(screen.queryByText('Session Timed Out... Redirecting')).not.toBeInTheDocument()
    expect(localStorage.getItem('authToken')).toBe('token')
  })

  test("an intern's page opened by a signed-in company takes it to the company dashboard", async () => {
    signIn('company')
    renderPage('/intern/applications')
    expect(await screen.findByText('Company dashboard')).toBeVisible()
    expect(screen.getByText('That page is for intern accounts.')).toBeVisible()
    expect(localStorage.getItem('authToken')).toBe('token')
  })

  test('with a live session of its kind shows the page', () => {
    signIn('company')
    renderPage('/company/dashboard')
    expect(screen.getByText('Company dashboard')).toBeInTheDocument()
    expect(localStorage.getItem('authToken')).toBe('token')
  })

  test('a console page sends a visitor to the admin sign-in, remembering the page', async () => {
    const { router } = renderPage('/admin/companies?tab=all')
    expect(await screen.findByText('Landed on admin sign-in')).toBeVisible()
    expect(router.state.location.state).toEqual({ returnTo: '/admin/companies?tab=all' })
  })

  test('a console page opened by a signed-in company takes it to its own dashboard, still signed in', async () => {
    signIn('company')
    renderPage('/admin/companies')
    expect(await screen.findByText('Company dashboard')).toBeVisible()
    expect(screen.getByText('That page is for the Internplace team.')).toBeVisible()
    expect(localStorage.getItem('authToken')).toBe('token')
  })

  test("an intern's page opened by a signed-in admin takes them to the console", async () => {
    signIn('admin')
    renderPage('/intern/applications')
    expect(await screen.findByText('Verification queue')).toBeVisible()
    expect(screen.getByText('That page is for intern accounts.')).toBeVisible()
    expect(localStorage.getItem('authToken')).toBe('token')
  })

  test('an admin with a live session sees the console', () => {
    signIn('admin')
    renderPage('/admin/companies')
    expect(screen.getByText('Verification queue')).toBeInTheDocument()
  })
})
