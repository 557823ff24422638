import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PILL, PUBLIC_ROLES_PAGE_SIZE, pillFilters } from '@app/domain'
import { paths } from '../lib/paths'
import { KEPT_FIRST_ROLES_MAX_AGE_MS, PUBLIC_FIRST_ROLES_KEY } from '../lib/kept-first-roles'
import { keptFirstRolesKey } from '../lib/session'
import { EARLY_PAGES, drawFirstRoles, startEarlyRoles } from './early-roles'

/** index.html's shell as the browser parsed it: the bar and the skeleton in #root. */
const SHELL =
  '<div id="root"><div class="shell" aria-busy="true"><div class="shell-bar">Internplace</div>' +
  '<div class="shell-main" role="status"><span class="shell-block"></span></div></div></div>'

const role = (id: string, title: string) => ({
  id,
  title,
  location: 'Lagos',
  placementType: 'internship',
  minimumSalary: 50_000,
  maximumSalary: null,
  applicationDeadline: null,
  company: { companyName: 'Kobo Labs', verified: true },
})

const answer = (docs: unknown[], totalDocs = docs.length) => ({
  status: 'success',
  data: { docs, meta: { page: 1, limit: 10, totalDocs } },
})

beforeEach(() => {
  document.body.innerHTML = SHELL
})

afterEach(() => {
  localStorage.clear()
  delete window.__earlyAnswers
  window.history.replaceState(null, '', '/')
})

it('draws on the pages of the route table, asking what each page itself asks', () => {
  expect(Object.keys(EARLY_PAGES)).toEqual([
    paths.intern.roles.path,
    paths.intern.dashboard.path,
    paths.findInternships.path,
  ])
  // The browse page's default view: Remote, one page (browse.api.ts, useBrowseParams.ts).
  const browse = new URLSearchParams({ page: '1', ...pillFilters(DEFAULT_PILL) })
  browse.set('limit', String(PUBLIC_ROLES_PAGE_SIZE))
  expect(EARLY_PAGES[paths.findInternships.path]!.path).toBe(`/roles/recent?${browse}`)
})

describe('drawFirstRoles', () => {
  it('replaces the skeleton with the first roles as plain cards', () => {
    const drawn = drawFirstRoles(
      document,
      EARLY_PAGES['/intern/roles']!.html,
      answer([role('r1', 'Frontend Intern'), role('r2', 'Data Intern')], 14),
    )
    expect(drawn).toBe(true)
    expect(document.querySelector('.shell-block')).toBeNull()
    expect(document.querySelector('h1')?.textContent).toBe('Recommended Roles')
    expect(document.querySelector('h2')?.textContent).toBe('14 roles found')
    const links = [...document.querySelectorAll<HTMLAnchorElement>('.fr-card h3 a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Frontend Intern', '/roles/r1'],
      ['Data Intern', '/roles/r2'],
    ])
    expect(document.querySelector('.shell-bar')?.textContent).toBe('Internplace')
  })

  it('shows what a company wrote as text, never as markup', () => {
    drawFirstRoles(
      document,
      EARLY_PAGES['/intern/dashboard']!.html,
      answer([role('r1', '<img src=x onerror="alert(1)">Intern')]),
    )
    expect(document.querySelector('img')).toBeNull()
    expect(document.querySelector('.fr-card h3')?.textContent).toBe(
      '<img src=x onerror="alert(1)">Intern',
    )
  })

  it('leaves the page alone once the app has replaced the shell, or without roles', () => {
    const html = EARLY_PAGES['/intern/roles']!.html
    expect(drawFirstRoles(document, html, answer([]))).toBe(false)
    expect(drawFirstRoles(document, html, { status: 'error' })).toBe(false)
    expect(document.querySelector('.shell-block')).not.toBeNull()
    document.getElementById('root')!.innerHTML = '<main>The app</main>'
    expect(drawFirstRoles(document, html, answer([role('r1', 'Intern')]))).toBe(false)
    expect(document.getElementById('root')!.innerHTML).toBe('<main>The app</main>')
  })
})

const ADA = '00000000-0000-4000-8000-0000000000a1'
const ROLES_PATH = '/users/roles?page=1&limit=10'
const cardTitles = () =>
  [...document.querySelectorAll('.fr-card h3')].map((title) => title.textContent)
/** A network that has not answered yet. */
const pendingFetch = () => vi.fn(() => new Promise<Response>(() => {}))

describe('startEarlyRoles', () => {
  const signIn = (kind = 'intern') => {
    localStorage.setItem('userId', ADA)
    localStorage.setItem('authToken', 'token-1')
    localStorage.setItem('sessionExpiry', String(Date.now() + 60_000))
    localStorage.setItem('accountKind', kind)
  }

  it('asks the first roles, draws them, and keeps the unread answer for the app', async () => {
    signIn()
    window.history.replaceState(null, '', '/intern/roles')
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(answer([role('r1', 'Frontend Intern')]))),
    )
    vi.stubGlobal('fetch', fetchMock)
    startEarlyRoles()
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/users/roles?page=1&limit=10', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-1' },
    })
    const kept = window.__earlyAnswers?.['/users/roles?page=1&limit=10']
    expect(kept?.token).toBe('token-1')
    const response = await kept!.response
    await vi.waitFor(() =>
      expect(document.querySelector('.fr-card h3')?.textContent).toBe('Frontend Intern'),
    )
    // The app reads the body itself: the script drew from a copy.
    expect(response.bodyUsed).toBe(false)
    expect((await response.json()).data.docs).toHaveLength(1)
  })

  it('draws the last answer at once on the next visit, before the network answers', async () => {
    signIn()
    window.history.replaceState(null, '', '/intern/roles')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer([role('r1', 'Frontend Intern')])))),
    )
    startEarlyRoles()
    await vi.waitFor(() => expect(localStorage.getItem(keptFirstRolesKey(ADA))).not.toBeNull())

    // The page is opened again: the shell, and a network that is slow to answer.
    document.body.innerHTML = SHELL
    delete window.__earlyAnswers
    vi.stubGlobal('fetch', pendingFetch())
    startEarlyRoles()
    expect(cardTitles()).toEqual(['Frontend Intern'])
    expect(document.querySelector('h2')?.textContent).toBe('1 role found')
  })

  it('replaces the kept roles with the fresh answer when it comes', async () => {
    signIn()
    window.history.replaceState(null, '', '/intern/roles')
    localStorage.setItem(
      keptFirstRolesKey(ADA),
      JSON.stringify({
        [ROLES_PATH]: { at: Date.now(), body: answer([role('r1', 'Closed Role')]) },
      }),
    )
    let respond: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (respond = resolve))),
    )
    startEarlyRoles()
    expect(cardTitles()).toEqual(['Closed Role'])
    respond(new Response(JSON.stringify(answer([role('r2', 'Data Intern')]))))
    await vi.waitFor(() => expect(cardTitles()).toEqual(['Data Intern']))
  })

  it("draws no kept answer older than a day, nor another account's, nor a company's", () => {
    window.history.replaceState(null, '', '/intern/roles')
    const keep = (accountId: string, at: number) =>
      localStorage.setItem(
        keptFirstRolesKey(accountId),
        JSON.stringify({ [ROLES_PATH]: { at, body: answer([role('r1', 'Frontend Intern')]) } }),
      )
    vi.stubGlobal('fetch', pendingFetch())

    signIn()
    keep(ADA, Date.now() - KEPT_FIRST_ROLES_MAX_AGE_MS - 1)
    startEarlyRoles()
    expect(cardTitles()).toEqual([])

    localStorage.clear()
    signIn()
    keep('00000000-0000-4000-8000-0000000000b2', Date.now())
    startEarlyRoles()
    expect(cardTitles()).toEqual([])

    localStorage.clear()
    signIn('company')
    keep(ADA, Date.now())
    startEarlyRoles()
    expect(cardTitles()).toEqual([])
    expect(document.querySelector('.shell-block')).not.toBeNull()
  })
})

/** The public browse's kept answer, as lib/kept-first-roles.ts keeps it. */
const keptRoles = (title: string) =>
  JSON.stringify({
    [EARLY_PAGES['/find-internships']!.path]: { at: Date.now(), body: answer([role('r1', title)]) },
  })

describe('on /find-internships', () => {
  beforeEach(() => window.history.replaceState(null, '', '/find-internships'))

  it("draws the first public roles when the HTML came without them (the worker's copy)", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify(answer([role('r1', 'Frontend Intern')], 31))),
    )
    vi.stubGlobal('fetch', fetchMock)
    startEarlyRoles()
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/roles/recent?page=1&type=remote&limit=10', {
      headers: { Accept: 'application/json' },
    })
    expect(window.__earlyAnswers?.['/roles/recent?page=1&type=remote&limit=10']?.token).toBeNull()
    await vi.waitFor(() =>
      expect(document.querySelector('.fr-card h3')?.textContent).toBe('Frontend Intern'),
    )
    expect(document.querySelector('h2')?.textContent).toBe('31 roles found')
  })

  it('asks nothing when the server wrote the roles into the HTML', () => {
    document.querySelector('.shell-main')!.innerHTML = '<ul class="fr-list"><li>A role</li></ul>'
    localStorage.setItem(PUBLIC_FIRST_ROLES_KEY, keptRoles('Kept Role'))
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    startEarlyRoles()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(cardTitles()).toEqual([])
  })

  it("draws the roles kept from the last visit at once over the worker's shell, then the fresh ones", async () => {
    localStorage.setItem(PUBLIC_FIRST_ROLES_KEY, keptRoles('Kept Role'))
    let respond: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (respond = resolve))),
    )
    startEarlyRoles()
    expect(cardTitles()).toEqual(['Kept Role'])
    respond(new Response(JSON.stringify(answer([role('r2', 'Data Intern')], 31))))
    await vi.waitFor(() => expect(cardTitles()).toEqual(['Data Intern']))
    // And kept for the next visit.
    expect(localStorage.getItem(PUBLIC_FIRST_ROLES_KEY)).toContain('Data Intern')
  })

  it('neither draws nor keeps the public roles for a signed-in visitor', async () => {
    localStorage.setItem('authToken', 'token-1')
    localStorage.setItem(PUBLIC_FIRST_ROLES_KEY, keptRoles('Kept Role'))
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer([role('r2', 'Data Intern')])))),
    )
    startEarlyRoles()
    expect(cardTitles()).toEqual([])
    await vi.waitFor(() => expect(cardTitles()).toEqual(['Data Intern']))
    expect(localStorage.getItem(PUBLIC_FIRST_ROLES_KEY)).toContain('Kept Role')
  })
})
