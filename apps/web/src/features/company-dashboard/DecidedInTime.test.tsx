import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { DecisionTimes } from '@app/domain'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompanyRole, companyRolePage } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { ActiveRolesCard } from './ActiveRolesCard'

beforeEach(() => signInCompany())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const times = (roles: DecisionTimes['roles']): DecisionTimes => ({
  windowDays: 90,
  withinDays: 21,
  targetPercent: 95,
  roles,
})

describe("the dashboard's share of applications decided within 21 days", () => {
  test('says each role’s share beside the target, and honestly when there is nothing to measure', async () => {
    const slow = aCompanyRole({ title: 'Design Intern' })
    const quick = aCompanyRole({ title: 'Data Intern', placesLeft: 0, applicationCap: 5 })
    const api = stubApi({
      'GET /roles': ok(companyRolePage([slow, quick])),
      'GET /company/decision-times': ok(
        times([
          { roleId: slow.id, counted: 5, decidedInTime: 4, percent: 80 },
          { roleId: quick.id, counted: 0, decidedInTime: 0, percent: null },
        ]),
      ),
    })
    renderRoutes([{ path: '/', element: <ActiveRolesCard isLocked={false} /> }], '/')

    const card = await screen.findByRole('region', { name: 'Active Roles' })
    const [first, second] = await within(card).findAllByTestId('decided-in-time')
    expect(first).toHaveTextContent('80 % decided within 21 days · target 95 %')
    expect(first).toHaveClass('text-amber-900')
    // A full role stays on the dashboard: its applicants still wait for decisions.
    expect(within(card).getByRole('link', { name: /Data Intern/ })).toHaveTextContent(
      'Full: closed to applications',
    )
    expect(second).toHaveTextContent(
      'No applications to measure from the last 90 days · target 95 %',
    )
    // One request for the card's roles.
    const asked = api.callsTo('GET', '/company/decision-times')
    expect(asked).toHaveLength(1)
    expect(asked[0]?.query.get('roleIds')).toBe(`${slow.id},${quick.id}`)
  })

  test('shows the share in green once the target is met', async () => {
    const role = aCompanyRole({ title: 'Sales Intern' })
    stubApi({
      'GET /roles': ok(companyRolePage([role])),
      'GET /company/decision-times': ok(
        times([{ roleId: role.id, counted: 20, decidedInTime: 19, percent: 95 }]),
      ),
    })
    renderRoutes([{ path: '/', element: <ActiveRolesCard isLocked={false} /> }], '/')
    const share = await screen.findByTestId('decided-in-time')
    expect(share).toHaveTextContent('95 % decided within 21 days · target 95 %')
    expect(share).toHaveClass('text-green-800')
  })

  test('asks nothing when there are no active roles', async () => {
    const api = stubApi({ 'GET /roles': ok(companyRolePage([])) })
    renderRoutes([{ path: '/', element: <ActiveRolesCard isLocked={false} /> }], '/')
    expect(await screen.findByText('No active roles yet.')).toBeInTheDocument()
    expect(api.callsTo('GET', '/company/decision-times')).toHaveLength(0)
  })
})
