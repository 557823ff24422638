import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { todayInLagos } from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompanyRole, companyRolePage } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { JobBoardsPage } from './JobBoardsPage'

const renderPage = () =>
  renderRoutes([{ path: '/company/job-boards', element: <JobBoardsPage /> }], '/company/job-boards')

beforeEach(() => {
  localStorage.clear()
  signInCompany()
})
afterEach(() => vi.unstubAllGlobals())

describe('job boards', () => {
  test('a company without roles is told how to add one, with no paging', async () => {
    stubApi({ 'GET /roles': ok(companyRolePage([])) })
    renderPage()
    expect(
      await screen.findByText("No roles available. Click 'Post Role' to add a new one!"),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Post Role' })).toHaveAttribute(
      'href',
      '/post-internship',
    )
    expect(screen.queryByRole('navigation', { name: 'Role pages' })).not.toBeInTheDocument()
  })

  test('one page of roles shows its cards without paging', async () => {
    const role = aCompanyRole({
      title: '',
      applicationDeadline: '2027-01-15',
      minimumSalary: 50000,
      maximumSalary: 80000,
      duration: 12,
    })
    stubApi({ 'GET /roles': ok(companyRolePage([role])) })
    renderPage()
    const card = await screen.findByRole('article', { name: 'Untitled Role' })
    expect(within(card).getByText('15 January 2027')).toBeInTheDocument()
    expect(within(card).getByText(/NGN 50,000–80,000 a month/)).toBeInTheDocument()
    expect(within(card).getByText('12 Months')).toBeInTheDocument()
    expect(within(card).getByText('0')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Edit Role: Untitled Role' })).toHaveAttribute(
      'href',
      `/role/edit?id=${role.id}`,
    )
    expect(screen.queryByRole('navigation', { name: 'Role pages' })).not.toBeInTheDocument()
  })

  test('a placement chip lists only that type, and says so when there are none', async () => {
    const siwes = aCompanyRole({
      title: 'Site Trainee',
      placementType: 'siwes',
      siwesWeeks: 16,
      siwesProgrammes: ['ND'],
      perks: { accommodation: false, transport: true, meals: false },
    })
    const api = stubApi({
      'GET /roles': ({ query }) => {
        const type = query.get('placementType')
        if (type === 'siwes') return ok(companyRolePage([siwes]))
        if (type === 'nysc') return ok(companyRolePage([]))
        return ok(companyRolePage([aCompanyRole(), siwes]))
      },
    })
    const user = userEvent.setup()
    renderPage()
    await screen.findByRole('article', { name: 'Site Trainee' })
    const chips = screen.getByRole('group', { name: 'Placement type' })
    await user.click(within(chips).getByRole('button', { name: 'SIWES/IT' }))
    await vi.waitFor(() => expect(api.calls.at(-1)?.query.get('placementType')).toBe('siwes'))
    const card = await screen.findByRole('article', { name: 'Site Trainee' })
    expect(within(card).getByText(/16 weeks · ND/)).toBeInTheDocument()
    expect(within(card).getByRole('list', { name: 'Perks' })).toHaveTextContent('Transport')
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1))
    await user.click(within(chips).getByRole('button', { name: 'NYSC (PPA)' }))
    expect(await screen.findByText('No NYSC (PPA) roles yet.')).toBeInTheDocument()
  })

  test('more than one page brings Previous, Page X of Y and Next', async () => {
    const firstPage = Array.from({ length: 10 }, () => aCompanyRole())
    const secondPage = [aCompanyRole({ title: 'The eleventh role' })]
    const api = stubApi({
      'GET /roles': ({ query }) =>
        query.get('page') === '2'
          ? ok(companyRolePage(secondPage, { page: 2, totalDocs: 11 }))
          : ok(companyRolePage(firstPage, { totalDocs: 11 })),
    })
    const user = userEvent.setup()
    renderPage()
    const paging = await screen.findByRole('navigation', { name: 'Role pages' })
    expect(within(paging).getByText('Page 1 of 2')).toBeInTheDocument()
    expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(within(paging).getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('article', { name: 'The eleventh role' })).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(api.callsTo('GET', '/roles').map((call) => call.query.get('page'))).toEqual(['1', '2'])
  })

  test('a failed load says why and can be retried', async () => {
    let calls = 0
    stubApi({
      'GET /roles': () =>
        ++calls === 1 ? fail(500, 'Something went wrong on our side.') : ok(companyRolePage([])),
    })
    const user = userEvent.setup()
    renderPage()
    expect(
      await screen.findByText('Failed to load roles: Something went wrong on our side.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByText("No roles available. Click 'Post Role' to add a new one!"),
    ).toBeInTheDocument()
  })

  test('a removed, a closed and an expired role each say where they stand (issue 26)', async () => {
    const soon = todayInLagos(new Date(Date.now() + 3 * 86_400_000))
    const removed = aCompanyRole({
      title: 'Removed Intern',
      removed: { at: '2026-11-20T10:00:00.000Z', reason: 'Asks for an ID card fee.' },
    })
    const closed = aCompanyRole({
      title: 'Closed Intern',
      applicationDeadline: soon,
      closedAt: '2026-11-20T10:00:00.000Z',
    })
    const expired = aCompanyRole({ title: 'Expired Intern', applicationDeadline: '2020-01-01' })
    stubApi({ 'GET /roles': ok(companyRolePage([removed, closed, expired])) })
    renderPage()

    const gone = await screen.findByRole('article', { name: 'Removed Intern' })
    expect(within(gone).getAllByText('Removed by Internplace').length).toBeGreaterThan(0)
    expect(within(gone).getByRole('note')).toHaveTextContent(
      /Removed by Internplace on 20 November 2026\..*cannot be edited.*Reason: Asks for an ID card fee\./,
    )
    expect(within(gone).queryByRole('link', { name: /Edit Role/ })).not.toBeInTheDocument()
    expect(within(gone).queryByRole('button', { name: /Close role|Reopen role/ })).toBeNull()

    const early = screen.getByRole('article', { name: 'Closed Intern' })
    expect(within(early).queryByText(/in 3 days/)).not.toBeInTheDocument()
    expect(within(early).getAllByText('Closed early').length).toBeGreaterThan(0)
    expect(within(early).getByRole('button', { name: 'Reopen role: Closed Intern' })).toBeVisible()

    const past = screen.getByRole('article', { name: 'Expired Intern' })
    expect(within(past).getAllByText('Deadline passed').length).toBeGreaterThan(0)
    expect(within(past).queryByRole('button', { name: /Close role/ })).toBeNull()
    expect(within(past).getByRole('link', { name: 'Edit Role: Expired Intern' })).toBeVisible()
  })
})
