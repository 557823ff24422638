import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, signInCompany, stubApi } from '../test/api-stub'
import { aCompany, aCompanyRole, companyRolePage, rolePage } from '../test/fixtures'
import { renderRoutes } from '../test/render-route'
import { restingColours } from '../test/resting-colours'
import { applicationPage } from '../features/company-applications/company-application-fixtures'
import { CompanyDashboardRoute } from './CompanyDashboardRoute'

const renderDashboard = () =>
  renderRoutes(
    [{ path: '/company/dashboard', element: <CompanyDashboardRoute /> }],
    '/company/dashboard',
  )

beforeEach(() => signInCompany())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('company onboarding checklist', () => {
  const renderWithRoles = (
    roles: ReturnType<typeof aCompanyRole>[],
    page: Parameters<typeof companyRolePage>[1] = {},
  ) => {
    stubApi({
      'GET /company/me': ok(aCompany()),
      'GET /roles': ok(companyRolePage(roles, page)),
      'GET /company/applications': ok(applicationPage([])),
      'GET /messages/companies/conversations': ok(rolePage([])),
      'GET /notifications/companies': ok(companyRolePage([])),
    })
    renderDashboard()
  }

  test('the dashboard shows how many applicants waited more than 7 days', async () => {
    renderWithRoles([aCompanyRole()], { waitingApplicants: 3 })
    const waiting = await screen.findByRole(
      'region',
      { name: 'Waiting applicants' },
      { timeout: 5000 },
    )
    expect(waiting).toHaveTextContent('3 applicants have waited more than 7 days')
    // Those waiting, oldest first (issue 26), not the whole list.
    expect(within(waiting).getByRole('link', { name: 'Review applicants' })).toHaveAttribute(
      'href',
      '/company/applications?waiting=true&sort=oldest',
    )
  })

  test('Active Roles leaves out a removed, closed or expired role, and says which wait', async () => {
    renderWithRoles([
      aCompanyRole({
        title: 'Removed role',
        removed: { at: '2026-11-20T09:00:00.000Z', reason: 'Fees' },
      }),
      aCompanyRole({ title: 'Closed role', closedAt: '2026-11-20T09:00:00.000Z' }),
      aCompanyRole({ title: 'Expired role', applicationDeadline: '2020-01-01' }),
      aCompanyRole({
        title: 'Held role',
        heldForReview: { since: '2026-11-20T09:00:00.000Z', reason: 'Fee' },
      }),
      aCompanyRole({ title: 'Open role' }),
    ])
    const card = await screen.findByRole('region', { name: 'Active Roles' })
    const held = await within(card).findByRole('link', { name: /Held role/ })
    expect(held).toHaveTextContent('Held for review')
    expect(within(card).getByRole('link', { name: /Open role/ })).toBeInTheDocument()
    for (const title of ['Removed role', 'Closed role', 'Expired role'])
      expect(within(card).queryByRole('link', { name: new RegExp(title) })).toBeNull()
  })

  test('the dashboard says nothing of waiting applicants when none wait', async () => {
    renderWithRoles([aCompanyRole()])
    await screen.findByRole('region', { name: 'Company Onboarding' })
    await screen.findByRole('region', { name: 'Active Roles' })
    expect(screen.queryByRole('region', { name: 'Waiting applicants' })).toBeNull()
  })

  test('Start Hiring ticks once the company has a live role', async () => {
    renderWithRoles([aCompanyRole({ applicationDeadline: '2020-01-01' }), aCompanyRole()])
    const checklist = await screen.findByRole('region', { name: 'Company Onboarding' })
    await waitFor(() => expect(checklist).toHaveTextContent('Start Hiring (done)'))
  })

  test('Start Hiring ticks for an older role still open behind ten newer closed ones', async () => {
    const newestTen = Array.from({ length: 10 }, () =>
      aCompanyRole({ applicationDeadline: '2020-01-01' }),
    )
    renderWithRoles(newestTen, { totalDocs: 11, takingApplications: 1 })
    const checklist = await screen.findByRole('region', { name: 'Company Onboarding' })
    await waitFor(() => expect(checklist).toHaveTextContent('Start Hiring (done)'))
  })

  test('Start Hiring stays to do while every role is past its deadline', async () => {
    renderWithRoles([aCompanyRole({ applicationDeadline: '2020-01-01' })])
    const checklist = await screen.findByRole('region', { name: 'Company Onboarding' })
    await screen.findByRole('region', { name: 'Active Roles' })
    // Past its deadline, the role is no longer an active one (issue 26).
    await within(screen.getByRole('region', { name: 'Active Roles' })).findByText(
      'No active roles yet.',
    )
    expect(within(checklist).getByRole('link', { name: 'Start Hiring' })).toBeVisible()
    expect(checklist).not.toHaveTextContent('Start Hiring (done)')
  })
})

describe('company dashboard while the profile is incomplete', () => {
  // White on slate-400 was 2.6:1; slate-700 on slate-300 is 7:1.
  test('Post a Role is inert and still readable', async () => {
    stubApi({
      'GET /company/me': ok(aCompany({ profileComplete: false })),
      'GET /company/applications': ok(applicationPage([])),
      'GET /messages/companies/conversations': ok(rolePage([])),
      'GET /notifications/companies': ok(rolePage([])),
    })
    renderDashboard()
    const post = await screen.findByRole('link', { name: 'Post a Role' })
    expect(post).toHaveAttribute('aria-disabled', 'true')
    expect(restingColours(post)).toEqual(['bg-slate-300', 'text-slate-700'])
  })
})
