import { screen } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, signInCompany, stubApi } from '../test/api-stub'
import { aCompany } from '../test/fixtures'
import { anIntern, signInIntern } from '../test/intern-fixtures'
import { Landed, renderRoutes } from '../test/render-route'
import { page, routes } from './router'

/**
 * The app's own route table with each page swapped for a marker naming its route template, so a
 * test sees where an address lands (through the real guards and redirects) without the page.
 */
function withMarkers(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    if (route.children) return { ...route, children: withMarkers(route.children) }
    if (route.path && route.lazy) return { path: route.path, element: <Landed at={route.path} /> }
    return route
  })
}

const open = (address: string) => renderRoutes(withMarkers(routes), address)

beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe("the spec's route table", () => {
  test.each([
    ['intern', '/role-details', '/find-internships'],
    ['intern', '/intern/basic-info', '/intern/settings/basic-info'],
    ['intern', '/intern/notification', '/intern/settings/notification'],
    ['intern', '/intern/security', '/intern/settings/security'],
    ['intern', '/intern/privacy', '/intern/settings/privacy'],
    ['intern', '/intern/post-Int', '/intern/roles'],
    ['company', '/company/edit-information', '/company/profile'],
    ['company', '/company/basic-info', '/company/settings/basic-info'],
    ['company', '/company/notification', '/company/settings/notification'],
    ['company', '/company/security', '/company/settings/security'],
    ['company', '/company/privacy', '/company/settings/privacy'],
  ])('%s: %s opens the page that does its job, %s', async (kind, address, target) => {
    if (kind.endsWith('intern')) {
      signInIntern()
      stubApi({ 'GET /auth/me': ok(anIntern()) })
    } else {
      signInCompany()
      stubApi({ 'GET /company/me': ok(aCompany()) })
    }
    const { router } = open(address)
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(target))
    expect(await screen.findByText(/^Landed on /)).toBeVisible()
    expect(screen.queryByText('Landed on *')).not.toBeInTheDocument()
  })
})

describe('pages that wait for a complete profile', () => {
  test.each([
    ['an intern', '/intern/roles', '/intern/dashboard'],
    ['a company', '/post-internship', '/company/dashboard'],
    ['a company', '/company/job-boards', '/company/dashboard'],
  ])(
    '%s with an incomplete profile who opens %s goes to %s and is told why',
    async (kind, address, dashboard) => {
      if (kind.endsWith('intern')) {
        signInIntern()
        stubApi({ 'GET /auth/me': ok(anIntern({ profileComplete: false, progress: 31 })) })
      } else {
        signInCompany()
        stubApi({ 'GET /company/me': ok(aCompany({ profileComplete: false, progress: 33 })) })
      }
      const { router } = open(address)
      expect(await screen.findByText(`Landed on ${dashboard}`)).toBeVisible()
      expect(router.state.location.pathname).toBe(dashboard)
      expect(screen.getByText('Complete your profile to unlock this')).toBeVisible()
    },
  )

  test.each([
    ['an intern', '/intern/roles'],
    ['a company', '/post-internship'],
    ['a company', '/company/job-boards'],
  ])('%s with a complete profile opens %s', async (kind, address) => {
    if (kind.endsWith('intern')) {
      signInIntern()
      stubApi({ 'GET /auth/me': ok(anIntern()) })
    } else {
      signInCompany()
      stubApi({ 'GET /company/me': ok(aCompany()) })
    }
    expect(await open(address).findByText(`Landed on ${address}`)).toBeVisible()
  })
})

describe('a page whose code cannot be fetched', () => {
  /** The route table with the page at `at` failing to load, as offline for a page never opened. */
  function withUnloadablePage(table: RouteObject[], at: string): RouteObject[] {
    return table.map((route) => {
      if (route.children) return { ...route, children: withUnloadablePage(route.children, at) }
      if (route.path !== at) return route
      const failed = new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/AboutPage-x1.js',
      )
      return { path: route.path, lazy: page(() => Promise.reject(failed), 'AboutPage') }
    })
  }
  const openUnloadable = (address: string) =>
    renderRoutes(withUnloadablePage(routes, address), address)

  test('offline, shows the app’s offline page, not the router’s developer error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    openUnloadable('/about')
    expect(
      await screen.findByRole('heading', { name: 'This page needs a connection' }),
    ).toBeVisible()
    expect(screen.getByText(/not been opened on this device while online/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument()
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument()
  })

  test('when the browser still says online, a chunk that did not arrive shows the offline page too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    openUnloadable('/about')
    expect(
      await screen.findByRole('heading', { name: 'This page needs a connection' }),
    ).toBeVisible()
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument()
  })

  test('any other failure says something went wrong, without the developer error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    const broken = () => {
      throw new Error('a bug')
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderRoutes(
      [{ ErrorBoundary: routes[0]!.ErrorBoundary, children: [{ path: '/', Component: broken }] }],
      '/',
    )
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument()
  })
})
