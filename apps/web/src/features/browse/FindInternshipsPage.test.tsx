import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { pageMeta, type PublicRole } from '@app/domain'
import { FindInternshipsPage } from './FindInternshipsPage'

function role(title: string, overrides: Partial<PublicRole> = {}): PublicRole {
  return {
    id: crypto.randomUUID(),
    title,
    company: {
      id: crypto.randomUUID(),
      companyName: 'Paystack',
      logoUrl: null,
      medianResponseDays: null,
      paysOnTime: null,
      industryType: 'Fintech',
      verified: true,
      profilePublic: true,
    },
    location: 'Lagos',
    type: 'remote',
    roleSummary: `Help the team as a ${title}.`,
    responsibilities: ['Write tests', 'Review pull requests'],
    requirements: ['Final-year student', 'Knows Git'],
    minimumSalary: 50000,
    maximumSalary: 80000,
    duration: 6,
    term: 'month',
    applicationDeadline: null,
    asksCoverNote: false,
    questions: [],
    placesLeft: null,
    placementType: 'internship',
    siwesWeeks: null,
    siwesProgrammes: [],
    nyscState: null,
    perks: { accommodation: false, transport: false, meals: false },
    createdAt: new Date().toISOString(),
    postedAt: new Date().toISOString(),
    activelyReviewing: false,
    ...overrides,
  }
}

const rolesAnswer = (docs: PublicRole[], page = 1, totalDocs = docs.length, capped = false) =>
  new Response(
    JSON.stringify({
      status: 'success',
      data: { docs, meta: pageMeta(page, 10, totalDocs, capped) },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  )

/** Stubs fetch with one answer per call and records the query of every call. */
function stubRoles(answer: (params: URLSearchParams) => Response) {
  const queries: URLSearchParams[] = []
  vi.stubGlobal('fetch', async (url: URL) => {
    queries.push(url.searchParams)
    return answer(url.searchParams)
  })
  return { last: () => queries[queries.length - 1]! }
}

function AddressProbe() {
  return <output data-testid="address">{useLocation().search}</output>
}

function renderPage(entry = '/find-internships') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/find-internships"
            element={
              <>
                <FindInternshipsPage />
                <AddressProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

// jsdom does no layout, so it has no scrolling to do.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {}
})
afterEach(() => vi.unstubAllGlobals())

describe('find internships page', () => {
  test('asks for remote roles first and shows the first one in detail', async () => {
    const analyst = role('Data Analyst Intern')
    const roles = stubRoles(() => rolesAnswer([analyst, role('QA Intern')]))
    renderPage()
    expect(screen.getByText('Loading...')).toBeInTheDocument()
    const detail = await screen.findByRole('article', { name: 'Data Analyst Intern' })
    expect(within(detail).getByText('Verified')).toBeInTheDocument()
    expect(within(detail).getByText('NGN 50,000–80,000 a month')).toBeInTheDocument()
    expect(within(detail).getByText('6 Months')).toBeInTheDocument()
    // A visitor signs in as an intern and comes back to apply (issue 33).
    expect(within(detail).getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      `/intern/sign-in?returnTo=${encodeURIComponent(`/roles/apply/${analyst.id}`)}`,
    )
    expect(within(detail).getByRole('link', { name: 'About Paystack' })).toHaveAttribute(
      'href',
      `/find-internships/${analyst.id}/company`,
    )
    expect(Object.fromEntries(roles.last())).toEqual({ page: '1', limit: '10', type: 'remote' })
  })

  test('a card and its detail say how long ago the role was posted, and Actively reviewing (decision 070)', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString()
    const active = role('Data Analyst Intern', { postedAt: threeDaysAgo, activelyReviewing: true })
    stubRoles(() => rolesAnswer([active, role('QA Intern')]))
    renderPage()
    const detail = await screen.findByRole('article', { name: 'Data Analyst Intern' })
    expect(within(detail).getByText('Posted 3 days ago')).toBeInTheDocument()
    expect(within(detail).getByText('Actively reviewing')).toBeInTheDocument()
    // The card in the list, and the detail: the badge only for the role under review.
    expect(screen.getAllByText('Posted 3 days ago')).toHaveLength(2)
    expect(screen.getAllByText('Actively reviewing')).toHaveLength(2)
    expect(screen.getByText('Posted today')).toBeInTheDocument()
  })

  test('a capped role’s card and detail say how many places are left in its queue', async () => {
    stubRoles(() => rolesAnswer([role('Data Analyst Intern', { placesLeft: 1 })]))
    renderPage()
    const detail = await screen.findByRole('article', { name: 'Data Analyst Intern' })
    expect(within(detail).getByText('1 place left in the queue')).toBeInTheDocument()
    expect(screen.getAllByText('1 place left in the queue')).toHaveLength(2)
  })

  test('a role that filled since the list loaded reads as closed, with no Apply', async () => {
    stubRoles(() => rolesAnswer([role('Data Analyst Intern', { placesLeft: 0 })]))
    renderPage()
    const detail = await screen.findByRole('article', { name: 'Data Analyst Intern' })
    expect(within(detail).getByRole('note')).toHaveTextContent(
      'This role has taken all the applications it will take',
    )
    expect(within(detail).queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument()
    expect(screen.getAllByText('Full: closed to applications')).toHaveLength(2)
  })

  test('links to the company only when visitors may see its profile', async () => {
    const hidden = role('Quiet Role')
    hidden.company = { ...hidden.company, companyName: 'Quiet Co', profilePublic: false }
    stubRoles(() => rolesAnswer([hidden]))
    renderPage()
    const detail = await screen.findByRole('article', { name: 'Quiet Role' })
    expect(within(detail).getByText('Quiet Co')).toBeInTheDocument()
    expect(within(detail).queryByRole('link', { name: /About/ })).not.toBeInTheDocument()
  })

  test('says more than the cap when the server counted no further', async () => {
    stubRoles(() => rolesAnswer([role('Data Analyst Intern')], 1, 1000, true))
    renderPage()
    expect(await screen.findByText('More than 1,000 roles found')).toBeInTheDocument()
  })

  test.each([
    ['On-Site', { type: 'on_site' }],
    ['Most Relevant', { sort: 'relevant' }],
    ['Most Recent', { sort: 'recent' }],
  ])('the %s pill asks the server for %o', async (pill, expected) => {
    const roles = stubRoles(() => rolesAnswer([role('Data Analyst Intern')]))
    const user = renderPage()
    await screen.findByRole('article', { name: 'Data Analyst Intern' })
    await user.click(screen.getByRole('button', { name: pill }))
    await waitFor(() =>
      expect(Object.fromEntries(roles.last())).toEqual({ page: '1', limit: '10', ...expected }),
    )
    expect(screen.getByRole('button', { name: pill })).toHaveAttribute('aria-pressed', 'true')
  })

  test('the SIWES/IT chip asks for that placement type and keeps it in the address', async () => {
    const roles = stubRoles(() => rolesAnswer([role('Data Analyst Intern')]))
    const user = renderPage()
    await screen.findByRole('article', { name: 'Data Analyst Intern' })
    const chips = screen.getByRole('group', { name: 'Placement type' })
    expect(within(chips).getByRole('button', { name: 'All placements' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(within(chips).getByRole('button', { name: 'SIWES/IT' }))
    await waitFor(() => expect(roles.last().get('placementType')).toBe('siwes'))
    // A placement type shows every work type unless one is chosen (decision 038).
    expect(roles.last().get('type')).toBeNull()
    expect(screen.getByRole('button', { name: 'Most Relevant' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByTestId('address')).toHaveTextContent('placementType=siwes')
    expect(within(chips).getByRole('button', { name: 'SIWES/IT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await user.click(within(chips).getByRole('button', { name: 'All placements' }))
    await waitFor(() =>
      expect(screen.getByTestId('address')).not.toHaveTextContent('placementType'),
    )
  })

  test('a work type chosen beside a placement type stays when the placement type is turned off', async () => {
    const roles = stubRoles(() => rolesAnswer([role('Data Analyst Intern')]))
    const user = renderPage('/find-internships?placementType=siwes')
    await screen.findByRole('article', { name: 'Data Analyst Intern' })
    await user.click(screen.getByRole('button', { name: 'On-Site' }))
    await waitFor(() => expect(roles.last().get('type')).toBe('on_site'))
    const chips = screen.getByRole('group', { name: 'Placement type' })
    await user.click(within(chips).getByRole('button', { name: 'All placements' }))
    await waitFor(() => expect(roles.last().get('placementType')).toBeNull())
    expect(roles.last().get('type')).toBe('on_site')
    expect(screen.getByTestId('address')).toHaveTextContent('?filter=on_site')
  })

  test('an empty list names the filters that are on and turns each off', async () => {
    const trainee = role('Plant SIWES Trainee', { type: 'on_site', placementType: 'siwes' })
    const roles = stubRoles((query) => rolesAnswer(query.get('type') === 'remote' ? [] : [trainee]))
    const user = renderPage('/find-internships?placementType=siwes&filter=remote')
    expect(await screen.findByText('No jobs match your criteria')).toBeInTheDocument()
    expect(screen.getByText('No roles match Remote + SIWES/IT.')).toBeInTheDocument()
    const offers = screen.getByRole('group', { name: 'Turn filters off' })
    expect(
      within(offers)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['× Turn off Remote', '× Turn off SIWES/IT', 'Clear filters'])
    await user.click(within(offers).getByRole('button', { name: 'Turn off Remote' }))
    expect(await screen.findByRole('article', { name: 'Plant SIWES Trainee' })).toBeInTheDocument()
    expect(roles.last().get('type')).toBeNull()
    expect(roles.last().get('placementType')).toBe('siwes')
    // Turned off for good: it stays off if the placement type is turned off too.
    expect(screen.getByTestId('address')).toHaveTextContent(
      /^\?placementType=siwes&filter=relevant$/,
    )
  })

  test('Clear filters turns off the words, the place, the work type and the placement type', async () => {
    const roles = stubRoles((query) =>
      rolesAnswer(query.get('search') ? [] : [role('Data Analyst Intern')]),
    )
    const user = renderPage(
      '/find-internships?search=astronaut&location=Kano&filter=on_site&placementType=nysc',
    )
    expect(
      await screen.findByText('No roles match “astronaut” + Kano + On-Site + NYSC (PPA).'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('article', { name: 'Data Analyst Intern' })).toBeInTheDocument()
    expect(Object.fromEntries(roles.last())).toEqual({ page: '1', limit: '10', sort: 'relevant' })
    expect(screen.getByTestId('address')).toHaveTextContent(/^\?filter=relevant$/)
    expect(screen.getByLabelText('Search by role title')).toHaveValue('')
  })

  test('a card and its detail show the placement, the stipend or Unpaid, and the perks', async () => {
    stubRoles(() =>
      rolesAnswer([
        role('Site Trainee', {
          placementType: 'siwes',
          siwesWeeks: 24,
          siwesProgrammes: ['ND', 'HND'],
          minimumSalary: 0,
          maximumSalary: null,
          perks: { accommodation: true, transport: false, meals: true },
        }),
      ]),
    )
    renderPage('/find-internships?placementType=siwes')
    const detail = await screen.findByRole('article', { name: 'Site Trainee' })
    expect(within(detail).getByText('SIWES/IT · 24 weeks · ND, HND')).toBeInTheDocument()
    // A plain link: the server writes the guide's page (decision 066).
    expect(within(detail).getByRole('link', { name: 'How SIWES works' })).toHaveAttribute(
      'href',
      '/guides/siwes-step-by-step',
    )
    expect(within(detail).getByText('Unpaid')).toBeInTheDocument()
    const perks = within(detail).getByRole('list', { name: 'Perks' })
    expect(
      within(perks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accommodation', 'Meals'])
    const card = screen.getByRole('button', { name: 'Site Trainee' }).closest('article')!
    expect(within(card).getByText(/SIWES\/IT/)).toBeInTheDocument()
    // The duration follows the weeks, on the detail too (issue 26).
    expect(within(detail).getByText('24 Weeks')).toBeInTheDocument()
    expect(within(card).getByText(/Unpaid/)).toBeInTheDocument()
    expect(within(card).getByRole('list', { name: 'Perks' })).toBeInTheDocument()
  })

  test('typing a title searches after a pause and keeps it in the address', async () => {
    const roles = stubRoles(() => rolesAnswer([role('Data Analyst Intern')]))
    const user = renderPage()
    await user.type(screen.getByRole('searchbox', { name: 'Search by role title' }), 'data')
    await waitFor(() => expect(roles.last().get('search')).toBe('data'))
    expect(screen.getByTestId('address')).toHaveTextContent('search=data')
  })

  test('criteria in the address are used and shown on load', async () => {
    const roles = stubRoles(() => rolesAnswer([role('Data Analyst Intern')]))
    renderPage('/find-internships?search=data&location=Abuja&filter=on_site')
    await screen.findByRole('article', { name: 'Data Analyst Intern' })
    expect(Object.fromEntries(roles.last())).toMatchObject({
      search: 'data',
      location: 'Abuja',
      type: 'on_site',
    })
    expect(screen.getByRole('searchbox', { name: 'Location' })).toHaveValue('Abuja')
  })

  test('nothing matching a filter says so, and no role is selected', async () => {
    stubRoles(() => rolesAnswer([]))
    renderPage()
    expect(await screen.findByText('No jobs match your criteria')).toBeInTheDocument()
    expect(screen.getByText('Select a job to view details')).toBeInTheDocument()
  })

  test('a page past the last one says where the roles are and goes back to page 1', async () => {
    const roles = stubRoles((params) =>
      params.get('page') === '9'
        ? rolesAnswer([], 9, 9)
        : rolesAnswer([role('Data Analyst Intern')]),
    )
    const user = renderPage('/find-internships?filter=recent&page=9')
    expect(await screen.findByText('No more roles on this page')).toBeInTheDocument()
    expect(screen.getByText('The roles found fit on 1 page.')).toBeInTheDocument()
    expect(screen.queryByText('No jobs match your criteria')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to page 1' }))
    await screen.findByRole('article', { name: 'Data Analyst Intern' })
    expect(roles.last().get('page') ?? '1').toBe('1')
    expect(screen.getByTestId('address')).not.toHaveTextContent('page=9')
  })

  test('an empty list without criteria says no jobs are available', async () => {
    stubRoles(() => rolesAnswer([]))
    renderPage('/find-internships?filter=recent')
    expect(await screen.findByText('No jobs available')).toBeInTheDocument()
  })

  test('a failed load shows the error message', async () => {
    stubRoles(
      () =>
        new Response(
          JSON.stringify({ status: 'error', message: 'Database unavailable', code: 'INTERNAL' }),
          {
            status: 503,
          },
        ),
    )
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading jobs: Database unavailable',
    )
  })

  test('pages through all results', async () => {
    const roles = stubRoles((params) => {
      const page = Number(params.get('page'))
      return rolesAnswer([role(`Role on page ${page}`)], page, 25)
    })
    const user = renderPage()
    await screen.findByText('Page 1 of 3')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    expect(roles.last().get('page')).toBe('2')
    expect(await screen.findByRole('article', { name: 'Role on page 2' })).toBeInTheDocument()
  })

  test('a clicked card is shown in detail and can be saved', async () => {
    stubRoles(() =>
      rolesAnswer([role('Data Analyst Intern'), role('QA Intern', { location: 'Kano' })]),
    )
    const user = renderPage()
    await user.click(await screen.findByRole('button', { name: 'QA Intern' }))
    const detail = screen.getByRole('article', { name: 'QA Intern' })
    expect(within(detail).getByText('Kano')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Save: QA Intern' }))
    expect(screen.getByRole('button', { name: 'Saved: QA Intern' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('a card says how soon the company usually responds, as the detail does (issue 26)', async () => {
    stubRoles(() =>
      rolesAnswer([
        role('Data Intern', {
          company: { ...role('x').company, companyName: 'Kobo', medianResponseDays: 3 },
        }),
      ]),
    )
    renderPage()
    const card = (await screen.findByRole('button', { name: 'Data Intern' })).closest('article')!
    expect(within(card).getByText('Usually responds within 3 days')).toBeInTheDocument()
  })
})
