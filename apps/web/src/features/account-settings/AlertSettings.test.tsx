import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import type { JobAlert } from '@app/domain'
import { ok, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { InternSettingsPage } from './AccountSettingsPage'

const anAlert = (overrides: Partial<JobAlert> = {}): JobAlert => ({
  id: '5d0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  search: 'designer',
  location: 'Lagos',
  type: 'remote',
  placementType: null,
  frequency: 'daily',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
})

const renderAlerts = () =>
  renderRoutes(
    [{ path: '/intern/settings/:section?', element: <InternSettingsPage /> }],
    '/intern/settings/alerts',
  )

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

test('the intern’s settings list their job alerts and delete one', async () => {
  let alerts = [anAlert()]
  const api = stubApi({
    'GET /users/alerts': () => ok(alerts),
    [`DELETE /users/alerts/${anAlert().id}`]: () => {
      alerts = []
      return ok(null)
    },
  })
  const user = userEvent.setup()
  renderAlerts()
  const list = await screen.findByRole('list', { name: 'Job alerts' })
  expect(list).toHaveTextContent('designer · Lagos · Remote')
  expect(list).toHaveTextContent('Daily digest')
  await user.click(within(list).getByRole('button', { name: /Delete/ }))
  expect(await screen.findByText(/No alerts yet/)).toBeInTheDocument()
  expect(api.callsTo('DELETE', `/users/alerts/${anAlert().id}`)).toHaveLength(1)
})

test('the intern adds an alert from their settings', async () => {
  const api = stubApi({
    'GET /users/alerts': ok([]),
    'POST /users/alerts': { status: 201, ...ok(anAlert({ frequency: 'immediate' })) },
  })
  const user = userEvent.setup()
  renderAlerts()
  await user.type(await screen.findByLabelText('Role or skill'), 'designer')
  await user.type(screen.getByLabelText('Location'), 'Lagos')
  await user.selectOptions(screen.getByLabelText('Work type'), 'remote')
  await user.selectOptions(screen.getByLabelText('How often'), 'immediate')
  await user.click(screen.getByRole('button', { name: 'Add alert' }))
  await waitFor(() => expect(api.callsTo('POST', '/users/alerts')).toHaveLength(1))
  expect(api.callsTo('POST', '/users/alerts')[0]!.body).toEqual({
    search: 'designer',
    location: 'Lagos',
    type: 'remote',
    frequency: 'immediate',
  })
})
