import type { ReactNode } from 'react'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { aCompanyApplication, applicationPage } from './company-application-fixtures'
import { ApplicationsTable } from './ApplicationsTable'

const renderDashboardPart = (element: ReactNode) =>
  renderRoutes([{ path: '/company/dashboard', element }], '/company/dashboard')

beforeEach(() => signInCompany())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('dashboard applications table', () => {
  test('lists applications with status badges and links to each', async () => {
    const application = aCompanyApplication({ status: 'in_review' })
    const api = stubApi({ 'GET /company/applications': ok(applicationPage([application])) })
    renderDashboardPart(<ApplicationsTable isLocked={false} />)
    const link = await screen.findByRole('link', { name: 'Adaeze Okafor' })
    expect(link).toHaveAttribute('href', `/company/applications/${application.id}`)
    expect(screen.getByText('In review')).toHaveAttribute('data-status', 'in_review')
    expect(api.callsTo('GET', '/company/applications')[0]?.query.get('limit')).toBe('5')
  })

  test('empty list says No Applications Yet', async () => {
    stubApi({ 'GET /company/applications': ok(applicationPage([])) })
    renderDashboardPart(<ApplicationsTable isLocked={false} />)
    expect(await screen.findByText('No Applications Yet')).toBeInTheDocument()
  })

  test('while the profile is incomplete it is inert and asks nothing', () => {
    const api = stubApi({})
    renderDashboardPart(<ApplicationsTable isLocked />)
    const table = screen.getByRole('region', { name: 'Applications' })
    expect(table).toHaveAttribute('inert')
    expect(within(table).getByText('No Applications Yet')).toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })
})
