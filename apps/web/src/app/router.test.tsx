import { screen } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, signInCompany, stubApi } from '../test/api-stub'
import { aCompany } from '../test/fixtures'
import { anIntern, signInIntern } from '../test/intern-fixtures'
import { Landed, renderRoutes } from '../test/render-route'
import { routes } from './router'

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
afterEach(() => vi.unstubAllGlobals())

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
