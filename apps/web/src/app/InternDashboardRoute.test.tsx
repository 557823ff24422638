import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, stubApi } from '../test/api-stub'
import { anApplication, anIntern, anInternRole, page, signInIntern } from '../test/intern-fixtures'
import { renderRoutes } from '../test/render-route'
import { restingColours } from '../test/resting-colours'
import { InternDashboardRoute } from './InternDashboardRoute'

const renderDashboard = () =>
  renderRoutes(
    [{ path: '/intern/dashboard', element: <InternDashboardRoute /> }],
    '/intern/dashboard',
  )

beforeEach(() => {
  localStorage.clear()
  signInIntern()
})
afterEach(() => vi.unstubAllGlobals())

describe('intern dashboard', () => {
  test('recommended roles come two a page, each linking to its details', async () => {
    const first = [
      anInternRole({ title: 'Data Analyst Intern' }),
      anInternRole({ title: 'QA Intern' }),
    ]
    const second = [anInternRole({ title: 'Backend Intern' })]
    const api = stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ({ query }) =>
        query.get('page') === '2' ? ok(page(second, 2, 3, 2)) : ok(page(first, 1, 3, 2)),
      'GET /users/applications': ok(page([])),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    const user = userEvent.setup()
    renderDashboard()
    const card = await screen.findByRole('region', { name: 'Recommended Roles' })
    const role = await within(card).findByRole('link', { name: /Data Analyst Intern/ })
    expect(role).toHaveAttribute('href', `/roles/${first[0]!.id}`)
    expect(within(card).getByRole('link', { name: 'Find Internship' })).toHaveAttribute(
      'href',
      '/intern/roles',
    )
    expect(api.callsTo('GET', '/users/roles')[0]?.query.get('limit')).toBe('2')
    await user.click(within(card).getByRole('button', { name: 'Next' }))
    expect(await within(card).findByRole('link', { name: /Backend Intern/ })).toBeVisible()
    expect(within(card).getByText('Page 2 of 2')).toBeVisible()
  })

  test('a recommended role says its place once and shows no score without a basis for one', async () => {
    const remote = anInternRole({ title: 'Remote Intern', location: 'Remote', type: 'remote' })
    const unscored = anInternRole({ title: 'Unscored Intern', compatibility: null, match: null })
    stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ok(page([remote, unscored], 1, 2, 2)),
      'GET /users/applications': ok(page([])),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    renderDashboard()
    const card = await screen.findByRole('region', { name: 'Recommended Roles' })
    const scored = await within(card).findByRole('link', { name: /Remote Intern/ })
    expect(scored).toHaveTextContent('PayStride · Remote')
    expect(scored).not.toHaveTextContent('Remote · Remote')
    expect(scored).toHaveTextContent('70% match')
    const blank = within(card).getByRole('link', { name: /Unscored Intern/ })
    expect(blank).not.toHaveTextContent('%')
  })

  test('Start Applying ticks once the intern has applied', async () => {
    stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ok(page([])),
      'GET /users/applications': ok(page([anApplication()], 1, 1)),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    renderDashboard()
    const checklist = await screen.findByRole('region', { name: 'Get started' })
    await waitFor(() => expect(checklist).toHaveTextContent('Start Applying (done)'))
    expect(within(checklist).queryByRole('link', { name: 'Start Applying' })).toBeNull()
  })

  test('Start Applying stays a step to take before the first application', async () => {
    stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ok(page([])),
      'GET /users/applications': ok(page([])),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    renderDashboard()
    const checklist = await screen.findByRole('region', { name: 'Get started' })
    expect(await within(checklist).findByRole('link', { name: 'Start Applying' })).toBeVisible()
    expect(checklist).not.toHaveTextContent('Start Applying (done)')
  })

  test('while the profile is incomplete Find Internship is inert and the empty states show', async () => {
    stubApi({
      'GET /auth/me': ok(anIntern({ profileComplete: false, progress: 31 })),
      'GET /users/roles': ok(page([], 1, 0, 2)),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    renderDashboard()
    expect(await screen.findByText('Profile Verification Required')).toBeVisible()
    const card = screen.getByRole('region', { name: 'Recommended Roles' })
    const find = within(card).getByRole('link', { name: 'Find Internship' })
    expect(find).toHaveAttribute('aria-disabled', 'true')
    expect(await within(card).findByText('No recommended roles available.')).toBeVisible()
    expect(await screen.findByText('No recent activity.')).toBeVisible()
  })

  const bannerFindInternship = async () => {
    const heading = await screen.findByRole('heading', { level: 1, name: /welcome to Internplace/ })
    return within(heading.closest('section')!).getByRole('link', { name: 'Find Internship' })
  }

  // On the dark brand banner (brand-900): slate-700 on slate-300 is 7:1 and the button stands
  // 10.7:1 off the banner; brand-900 on accent-500 is 7:1 (white on green was 3.3:1).
  test("the banner's Find Internship reads on the dark banner while locked and once open", async () => {
    stubApi({
      'GET /auth/me': ok(anIntern({ profileComplete: false, progress: 31 })),
      'GET /users/roles': ok(page([], 1, 0, 2)),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    const locked = renderDashboard()
    const lockedFind = await bannerFindInternship()
    expect(lockedFind).toHaveAttribute('aria-disabled', 'true')
    expect(restingColours(lockedFind)).toEqual(['bg-slate-300', 'text-slate-700'])
    locked.unmount()

    stubApi({
      'GET /auth/me': ok(anIntern()),
      'GET /users/roles': ok(page([], 1, 0, 2)),
      'GET /users/applications': ok(page([])),
      'GET /notifications/users': ok(page([], 1, 0, 15)),
    })
    renderDashboard()
    const openFind = await bannerFindInternship()
    expect(openFind).toHaveAttribute('href', '/intern/roles')
    expect(restingColours(openFind)).toEqual(['bg-accent-500', 'text-brand-900'])
  })
})
