import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ALERT_MESSAGES, type JobAlert } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
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
  await user.selectOptions(screen.getByLabelText('Placement type'), 'SIWES/IT')
  await user.selectOptions(screen.getByLabelText('How often'), 'immediate')
  await user.click(screen.getByRole('button', { name: 'Add alert' }))
  await waitFor(() => expect(api.callsTo('POST', '/users/alerts')).toHaveLength(1))
  expect(api.callsTo('POST', '/users/alerts')[0]!.body).toEqual({
    search: 'designer',
    location: 'Lagos',
    type: 'remote',
    placementType: 'siwes',
    frequency: 'immediate',
  })
})

test('an empty alert form is refused with the reason, and nothing is sent', async () => {
  const routes: Parameters<typeof stubApi>[0] = { 'GET /users/alerts': ok([]) }
  const api = stubApi(routes)
  const user = userEvent.setup()
  renderAlerts()
  await user.click(await screen.findByRole('button', { name: 'Add alert' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_MESSAGES.noCriteria)
  expect(api.callsTo('POST', '/users/alerts')).toHaveLength(0)
  // A placement type alone is something to watch.
  routes['POST /users/alerts'] = { status: 201, ...ok(anAlert({ placementType: 'nysc' })) }
  await user.selectOptions(screen.getByLabelText('Placement type'), 'NYSC (PPA)')
  await user.click(screen.getByRole('button', { name: 'Add alert' }))
  await waitFor(() => expect(api.callsTo('POST', '/users/alerts')).toHaveLength(1))
})

test('a too-long search is named as the field is labelled', async () => {
  const api = stubApi({ 'GET /users/alerts': ok([]) })
  const user = userEvent.setup()
  renderAlerts()
  await user.click(await screen.findByLabelText('Role or skill'))
  await user.paste('x'.repeat(101))
  await user.click(screen.getByRole('button', { name: 'Add alert' }))
  const field = screen.getByLabelText('Role or skill')
  expect(field).toHaveAttribute('aria-invalid', 'true')
  expect(field).toHaveAccessibleDescription('Role or skill must be at most 100 characters')
  expect(screen.queryByText(/search must be/)).not.toBeInTheDocument()
  expect(api.callsTo('POST', '/users/alerts')).toHaveLength(0)
})

test('the intern edits an alert from the list', async () => {
  let alerts = [anAlert()]
  const api = stubApi({
    'GET /users/alerts': () => ok(alerts),
    [`PATCH /users/alerts/${anAlert().id}`]: () => {
      alerts = [anAlert({ location: 'Abuja', placementType: 'graduate' })]
      return ok(alerts[0])
    },
  })
  const user = userEvent.setup()
  renderAlerts()
  const list = await screen.findByRole('list', { name: 'Job alerts' })
  await user.click(within(list).getByRole('button', { name: /Edit/ }))
  const editing = within(list).getByRole('listitem', { name: /Edit alert/ })
  expect(within(editing).getByLabelText('Role or skill')).toHaveValue('designer')
  const location = within(editing).getByLabelText('Location')
  await user.clear(location)
  await user.type(location, 'Abuja')
  await user.selectOptions(within(editing).getByLabelText('Placement type'), 'Graduate role')
  await user.click(within(editing).getByRole('button', { name: 'Save changes' }))
  await waitFor(() => expect(api.callsTo('PATCH', `/users/alerts/${anAlert().id}`)).toHaveLength(1))
  expect(api.callsTo('PATCH', `/users/alerts/${anAlert().id}`)[0]!.body).toEqual({
    search: 'designer',
    location: 'Abuja',
    type: 'remote',
    placementType: 'graduate',
    frequency: 'daily',
  })
  expect(await screen.findByText('designer · Abuja · Remote · Graduate role')).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument()
})

test('the server’s refusal is shown beside its field', async () => {
  stubApi({
    'GET /users/alerts': ok([]),
    'POST /users/alerts': fail(400, 'Location must be at most 100 characters', {
      errors: { location: 'Location must be at most 100 characters' },
    }),
  })
  const user = userEvent.setup()
  renderAlerts()
  await user.type(await screen.findByLabelText('Location'), 'Lagos')
  await user.click(screen.getByRole('button', { name: 'Add alert' }))
  expect(await screen.findByText('Location must be at most 100 characters')).toBeInTheDocument()
  expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true')
})
