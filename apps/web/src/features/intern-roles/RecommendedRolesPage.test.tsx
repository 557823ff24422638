import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ALERT_MESSAGES } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { aMatch, anInternRole, page, signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { RecommendedRolesPage } from './RecommendedRolesPage'
import { SavedRolesPage } from './SavedRolesPage'

const renderRoles = (entry = '/intern/roles') =>
  renderRoutes(
    [
      { path: '/intern/roles', element: <RecommendedRolesPage /> },
      { path: '/intern/roles/saved', element: <SavedRolesPage /> },
    ],
    entry,
  )

const lastQuery = (calls: { path: string; query: URLSearchParams }[]) =>
  Object.fromEntries(calls.filter((c) => c.path === '/users/roles').at(-1)!.query)

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('recommended roles', () => {
  test('a card shows the company, pay, fit and the ways forward', async () => {
    const role = anInternRole({
      title: 'Data Analyst Intern',
      compatibility: 72,
      match: aMatch({ score: 72 }),
    })
    role.company.medianResponseDays = 4
    const applied = anInternRole({
      title: 'QA Intern',
      applicationId: '00000000-0000-4000-8000-000000000999',
      company: { ...role.company, logoUrl: 'https://files.example/logo.png' },
    })
    const api = stubApi({ 'GET /users/roles': ok(page([role, applied], 1, 12)) })
    renderRoles()
    const card = await screen.findByRole('article', { name: 'Data Analyst Intern' })
    expect(screen.getByRole('heading', { name: 'Recommended Roles' })).toBeInTheDocument()
    expect(screen.getByText('12 results')).toBeInTheDocument()
    expect(screen.getByText('Based on your preference')).toBeInTheDocument()
    expect(within(card).getByText('PAY')).toBeInTheDocument()
    expect(within(card).getByText('Fintech')).toBeInTheDocument()
    expect(within(card).getByText(/NGN 50,000–80,000 a month/)).toBeInTheDocument()
    expect(within(card).getByText('6 Months')).toBeInTheDocument()
    expect(within(card).getByText('Remote')).toBeInTheDocument()
    expect(within(card).getByText('Posted today')).toBeInTheDocument()
    expect(within(card).getByText('Usually responds within 4 days')).toBeInTheDocument()
    expect(within(card).getByText(/72%/)).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: /^Apply/ })).toHaveAttribute(
      'href',
      `/roles/apply/${role.id}`,
    )
    expect(within(card).getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
      'href',
      `/roles/${role.id}`,
    )
    const appliedCard = screen.getByRole('article', { name: 'QA Intern' })
    expect(within(appliedCard).getByRole('link', { name: /^Applied/ })).toHaveAttribute(
      'href',
      '/intern/applications/00000000-0000-4000-8000-000000000999',
    )
    expect(within(appliedCard).queryByRole('link', { name: /^Apply / })).not.toBeInTheDocument()
    expect(lastQuery(api.calls)).toEqual({ page: '1', limit: '10' })
  })

  test('a card says Actively reviewing while its company reviews (decision 070)', async () => {
    const active = anInternRole({ title: 'Active Intern', activelyReviewing: true })
    const quiet = anInternRole({ title: 'Quiet Intern' })
    stubApi({ 'GET /users/roles': ok(page([active, quiet], 1, 2)) })
    renderRoles()
    const card = await screen.findByRole('article', { name: 'Active Intern' })
    expect(within(card).getByText('Actively reviewing')).toBeInTheDocument()
    const quietCard = screen.getByRole('article', { name: 'Quiet Intern' })
    expect(within(quietCard).queryByText('Actively reviewing')).toBeNull()
  })

  test('a card says a remote place once, and shows no score when the profile gives no basis', async () => {
    const role = anInternRole({
      title: 'Remote Intern',
      location: 'Remote',
      type: 'remote',
      compatibility: null,
      match: null,
    })
    stubApi({ 'GET /users/roles': ok(page([role])) })
    renderRoles()
    const card = await screen.findByRole('article', { name: 'Remote Intern' })
    expect(within(card).getAllByText('Remote')).toHaveLength(1)
    expect(card).not.toHaveTextContent('%')
  })

  test.each([
    ['Remote', { type: 'remote' }],
    ['Most Recent', { sort: '-createdAt' }],
    ['On-Site', { type: 'on_site' }],
  ])('the %s chip asks the server for %o', async (chip, expected) => {
    const api = stubApi({ 'GET /users/roles': ok(page([anInternRole()])) })
    const user = userEvent.setup()
    renderRoles()
    await screen.findAllByRole('article')
    expect(screen.getByRole('button', { name: 'Most Relevant' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(screen.getByRole('button', { name: chip }))
    await waitFor(() =>
      expect(lastQuery(api.calls)).toEqual({ page: '1', limit: '10', ...expected }),
    )
    expect(screen.getByRole('button', { name: chip })).toHaveAttribute('aria-pressed', 'true')
  })

  test('Most Relevant sends no sort and no type', async () => {
    const api = stubApi({ 'GET /users/roles': ok(page([anInternRole()])) })
    const user = userEvent.setup()
    renderRoles('/intern/roles?filter=remote')
    await screen.findAllByRole('article')
    expect(lastQuery(api.calls)).toEqual({ page: '1', limit: '10', type: 'remote' })
    await user.click(screen.getByRole('button', { name: 'Most Relevant' }))
    await waitFor(() => expect(lastQuery(api.calls)).toEqual({ page: '1', limit: '10' }))
  })

  test('search and location are sent after a pause', async () => {
    const api = stubApi({ 'GET /users/roles': ok(page([anInternRole()])) })
    const user = userEvent.setup()
    renderRoles()
    await user.type(screen.getByRole('searchbox', { name: 'Find the perfect Internship' }), 'data')
    await user.type(screen.getByRole('searchbox', { name: 'Location' }), 'Abuja')
    await waitFor(() =>
      expect(lastQuery(api.calls)).toMatchObject({ search: 'data', location: 'Abuja' }),
    )
  })

  test('Save for later saves, shows the banner, and Unsave undoes it', async () => {
    const role = anInternRole({ title: 'Data Analyst Intern' })
    const api = stubApi({
      'GET /users/roles': ok(page([role])),
      [`POST /users/roles/save/${role.id}`]: ok({ savedRoles: [role.id] }),
      [`DELETE /users/roles/save/${role.id}`]: ok(null),
    })
    const user = userEvent.setup()
    renderRoles()
    const card = await screen.findByRole('article', { name: 'Data Analyst Intern' })
    await user.click(within(card).getByRole('button', { name: /Save for later/ }))
    expect(await screen.findByText('Role Saved Successfully')).toBeInTheDocument()
    expect(within(card).getByText('Saved')).toBeInTheDocument()
    expect(api.callsTo('POST', `/users/roles/save/${role.id}`)).toHaveLength(1)

    await user.click(within(card).getByRole('button', { name: 'Unsave: Data Analyst Intern' }))
    expect(await within(card).findByRole('button', { name: /Save for later/ })).toBeInTheDocument()
    expect(api.callsTo('DELETE', `/users/roles/save/${role.id}`)).toHaveLength(1)
  })

  test('the banner goes after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const role = anInternRole({ title: 'Data Analyst Intern' })
      stubApi({
        'GET /users/roles': ok(page([role])),
        [`POST /users/roles/save/${role.id}`]: ok({}),
      })
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
      renderRoles()
      const card = await screen.findByRole('article', { name: 'Data Analyst Intern' })
      await user.click(within(card).getByRole('button', { name: /Save for later/ }))
      expect(await screen.findByText('Role Saved Successfully')).toBeInTheDocument()
      await vi.advanceTimersByTimeAsync(2900)
      expect(screen.getByText('Role Saved Successfully')).toBeInTheDocument()
      await vi.advanceTimersByTimeAsync(100)
      await waitFor(() =>
        expect(screen.queryByText('Role Saved Successfully')).not.toBeInTheDocument(),
      )
    } finally {
      vi.useRealTimers()
    }
  })

  test('nothing found says so', async () => {
    stubApi({ 'GET /users/roles': ok(page([])) })
    renderRoles()
    expect(await screen.findByText('No roles found.')).toBeInTheDocument()
  })

  test('a failed load names the reason and retries', async () => {
    let calls = 0
    stubApi({
      'GET /users/roles': () =>
        ++calls === 1 ? fail(503, 'Database unavailable') : ok(page([anInternRole()])),
    })
    const user = userEvent.setup()
    renderRoles()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load roles: Database unavailable',
    )
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByRole('article')).toHaveLength(1)
  })

  test('Next asks for the second page', async () => {
    const api = stubApi({
      'GET /users/roles': ({ query }) =>
        ok(
          page(
            [anInternRole({ title: `Role ${query.get('page')}` })],
            Number(query.get('page')),
            25,
          ),
        ),
    })
    const user = userEvent.setup()
    renderRoles()
    await screen.findByText('Page 1 of 3')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('article', { name: 'Role 2' })).toBeInTheDocument()
    expect(lastQuery(api.calls).page).toBe('2')
  })
})

describe('saved roles', () => {
  test('saved roles carry the marker; unsaving one takes it off the list', async () => {
    const role = anInternRole({ title: 'Data Analyst Intern', isSaved: true })
    let saved = [role]
    stubApi({
      'GET /users/roles/saved': () => ok(page(saved)),
      [`DELETE /users/roles/save/${role.id}`]: () => {
        saved = []
        return ok(null)
      },
    })
    const user = userEvent.setup()
    renderRoles('/intern/roles/saved')
    const card = await screen.findByRole('article', { name: 'Data Analyst Intern' })
    expect(within(card).getByText('Saved')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back to Recommended Roles/ })).toHaveAttribute(
      'href',
      '/intern/roles',
    )
    await user.click(within(card).getByRole('button', { name: /Unsave/ }))
    expect(await screen.findByText('No saved roles found.')).toBeInTheDocument()
  })

  test('a failed load shows the error', async () => {
    stubApi({ 'GET /users/roles/saved': fail(500, 'Something went wrong') })
    renderRoles('/intern/roles/saved')
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Something went wrong')
  })
})

describe('alert me about roles like these', () => {
  test('saves the page’s search, location and work type as a job alert', async () => {
    const api = stubApi({
      'GET /users/roles': ok(page([anInternRole()], 1, 1)),
      'POST /users/alerts': {
        status: 201,
        ...ok({
          id: '5d0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
          search: 'design',
          location: 'Lagos',
          type: 'remote',
          placementType: null,
          frequency: 'daily',
          createdAt: '2026-11-20T10:00:00.000Z',
        }),
      },
    })
    const user = userEvent.setup()
    renderRoles('/intern/roles?search=design&location=Lagos&filter=remote')
    await user.click(await screen.findByRole('button', { name: 'Alert me about roles like these' }))
    const dialog = await screen.findByRole('dialog', { name: 'Get an alert for new roles' })
    expect(dialog).toHaveTextContent('design · Lagos · Remote')
    await user.click(within(dialog).getByRole('radio', { name: /Once a day/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save alert' }))
    await waitFor(() => expect(api.callsTo('POST', '/users/alerts')).toHaveLength(1))
    expect(api.callsTo('POST', '/users/alerts')[0]!.body).toEqual({
      search: 'design',
      location: 'Lagos',
      type: 'remote',
      placementType: null,
      frequency: 'daily',
    })
  })

  test('with no search or filter there is nothing to watch: it says so and offers no save', async () => {
    const api = stubApi({ 'GET /users/roles': ok(page([anInternRole()], 1, 1)) })
    const user = userEvent.setup()
    renderRoles('/intern/roles')
    await user.click(await screen.findByRole('button', { name: 'Alert me about roles like these' }))
    const dialog = await screen.findByRole('dialog', { name: 'Get an alert for new roles' })
    expect(dialog).toHaveTextContent(ALERT_MESSAGES.noCriteria)
    expect(within(dialog).queryByRole('button', { name: 'Save alert' })).not.toBeInTheDocument()
    expect(api.callsTo('POST', '/users/alerts')).toHaveLength(0)
  })
})
