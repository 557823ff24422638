import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, stubApi } from '../../test/api-stub'
import { anIntern, signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { InternLayout } from './InternLayout'

const renderLayout = () =>
  renderRoutes(
    [
      {
        element: <InternLayout />,
        children: [{ path: '/intern/roles/saved', element: <p>Saved</p> }],
      },
    ],
    '/intern/roles/saved',
  )

beforeEach(() => {
  localStorage.clear()
  signInIntern()
})
afterEach(() => vi.unstubAllGlobals())

describe('intern layout', () => {
  test('finding roles and applications wait for a complete profile; the rest is open', async () => {
    stubApi({ 'GET /auth/me': ok(anIntern({ profileComplete: false })) })
    renderLayout()
    const nav = screen.getByRole('navigation', { name: 'Intern' })
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Find Internships' })).toHaveAttribute(
        'aria-disabled',
        'true',
      ),
    )
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    for (const [name, href] of [
      ['Dashboard', '/intern/dashboard'],
      ['Profile', '/intern/profile'],
      ['Settings', '/intern/settings'],
    ])
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href)
    expect(within(nav).getByRole('link', { name: 'Saved Roles' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('a complete profile unlocks Find Internships', async () => {
    stubApi({ 'GET /auth/me': ok(anIntern()) })
    renderLayout()
    const nav = screen.getByRole('navigation', { name: 'Intern' })
    await vi.waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Find Internships' })).toHaveAttribute(
        'href',
        '/intern/roles',
      ),
    )
    expect(within(nav).getByRole('link', { name: 'Find Internships' })).not.toHaveAttribute(
      'aria-current',
    )
  })
})
