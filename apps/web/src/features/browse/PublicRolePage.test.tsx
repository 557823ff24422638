import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { BROWSE_WORDS, QUERY_SEEDS_ELEMENT_ID, pageMeta, type PublicRole } from '@app/domain'
import { seedFromPage } from '../../lib/seed-from-page'
import { PublicRolePage } from './PublicRolePage'
import { FindInternshipsPage } from './FindInternshipsPage'

const ROLE: PublicRole = {
  id: '5b0f6a43-1c1e-4b8e-9d55-0d4c2a1c9e10',
  title: 'Data Analyst Intern',
  company: {
    id: '6c1f7b54-2d2f-4c9f-8e66-1e5d3b2d0f21',
    companyName: 'Kobo Ledger',
    logoUrl: null,
    medianResponseDays: null,
    paysOnTime: null,
    industryType: 'Fintech',
    verified: true,
    profilePublic: true,
  },
  location: 'Yaba, Lagos',
  type: 'remote',
  roleSummary: 'Chart our ledgers.',
  responsibilities: ['Build dashboards'],
  requirements: ['Excel'],
  minimumSalary: 50000,
  maximumSalary: null,
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
}

/** The app as it starts on a server page: its cache seeded from the page's JSON (decision 077). */
function renderFromServerPage(address: string, seeds: unknown) {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = QUERY_SEEDS_ELEMENT_ID
  element.textContent = JSON.stringify(seeds)
  document.body.append(element)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  seedFromPage(client)
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/find-internships" element={<FindInternshipsPage />} />
          <Route path="/find-internships/:roleId" element={<PublicRolePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const fetchSpy = vi.fn(async () => new Response('{}', { status: 500 }))
afterEach(() => {
  vi.unstubAllGlobals()
  fetchSpy.mockClear()
})

describe("a role's own page, taken over from the server's", () => {
  test('shows the seeded role at its first render, with no request and no loading state', () => {
    vi.stubGlobal('fetch', fetchSpy)
    renderFromServerPage(`/find-internships/${ROLE.id}`, [[['browse', 'role', ROLE.id], ROLE]])
    expect(screen.getByRole('heading', { level: 1, name: ROLE.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      `/intern/sign-in?returnTo=${encodeURIComponent(`/roles/apply/${ROLE.id}`)}`,
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(document.getElementById(QUERY_SEEDS_ELEMENT_ID)).toBeNull()
  })

  test('a role that is not open reads as the server says it', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ status: 'error', message: 'Not found' }, { status: 404 }),
    )
    renderFromServerPage(`/find-internships/${ROLE.id}`, [])
    expect(await screen.findByText(BROWSE_WORDS.roleNotFoundTitle, { selector: 'p' })).toBeVisible()
    expect(screen.getByText(BROWSE_WORDS.roleNotFoundText)).toBeVisible()
  })

  test('the browse shows the seeded list at once, under the key its query uses', () => {
    vi.stubGlobal('fetch', fetchSpy)
    const list = { docs: [ROLE], meta: pageMeta(1, 10, 1, false) }
    renderFromServerPage('/find-internships', [
      [['browse', 'roles', { page: 1, type: 'remote' }], list],
    ])
    expect(screen.getByText('1 role found')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: ROLE.title })).toBeInTheDocument()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
