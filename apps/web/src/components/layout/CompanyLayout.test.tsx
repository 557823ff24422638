import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompany } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { CompanyLayout } from './CompanyLayout'

const renderLayout = () =>
  renderRoutes(
    [
      {
        element: <CompanyLayout />,
        children: [
          { path: '/company/dashboard', element: <p>Dashboard page</p> },
          { path: '/company/job-boards', element: <p>Job boards page</p> },
        ],
      },
    ],
    '/company/dashboard',
  )

beforeEach(() => {
  localStorage.clear()
  signInCompany()
})
afterEach(() => vi.unstubAllGlobals())

describe('company layout', () => {
  test('the first Tab reaches a link past the navigation to the page', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderLayout()
    await user.tab()
    const skip = screen.getByRole('link', { name: 'Skip to main content' })
    expect(skip).toHaveFocus()
    expect(skip).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
    expect(screen.getByRole('main')).toHaveTextContent('Dashboard page')
  })

  test('while the profile is incomplete every link of the area is inert', async () => {
    stubApi({ 'GET /company/me': ok(aCompany({ profileComplete: false, progress: 33 })) })
    renderLayout()
    expect(screen.getByText('Dashboard page')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Company' })
    for (const name of ['Dashboard', 'Job Boards', 'Applications', 'Profile', 'Settings']) {
      const link = await within(nav).findByRole('link', { name })
      expect(link).toHaveAttribute('aria-disabled', 'true')
      expect(link).not.toHaveAttribute('href')
    }
  })

  test('a complete profile unlocks the links and marks the current page', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderLayout()
    const nav = screen.getByRole('navigation', { name: 'Company' })
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Job Boards' })).toHaveAttribute(
        'href',
        '/company/job-boards',
      ),
    )
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getAllByRole('link', { name: /My Account/ })[0]).toHaveAttribute(
      'href',
      '/company/profile',
    )
    await user.click(within(nav).getByRole('link', { name: 'Job Boards' }))
    expect(await screen.findByText('Job boards page')).toBeInTheDocument()
  })

  test('on a phone the menu button opens the links and a followed link closes it', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderLayout()
    const menuButton = screen.getByRole('button', { name: 'Menu' })
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await user.click(menuButton)
    expect(menuButton).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Company menu' })
    await vi.waitFor(() =>
      expect(within(menu).getByRole('link', { name: 'Job Boards' })).toHaveAttribute('href'),
    )
    await user.click(within(menu).getByRole('link', { name: 'Job Boards' }))
    expect(await screen.findByText('Job boards page')).toBeInTheDocument()
    expect(menuButton).toHaveAttribute('aria-expanded', 'false')
  })
})
