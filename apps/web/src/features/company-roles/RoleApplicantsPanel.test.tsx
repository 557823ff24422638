import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
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

const counts = { pending: 3, in_review: 1, accepted: 1, rejected: 2, no_response: 0 }

describe('a job-board card’s applicants', () => {
  test('shows counts per status and links to the role’s applicants', async () => {
    const role = aCompanyRole({ title: 'Data Intern', applicants: 7, statusCounts: counts })
    stubApi({ 'GET /roles': ok(companyRolePage([role])) })
    renderPage()
    const list = await screen.findByRole('list', { name: 'Applicants of Data Intern by status' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pending: 3', 'In review: 1', 'Accepted: 1', 'Rejected: 2'])
    expect(
      screen.getByRole('link', { name: 'View applicants of Data Intern (7)' }),
    ).toHaveAttribute('href', `/company/applications?roleId=${role.id}`)
  })

  test('closes a role after asking, and shows a refusal to reopen inside the dialog', async () => {
    const role = aCompanyRole({ title: 'Data Intern' })
    const closedAt = '2026-11-20T10:00:00.000Z'
    let current = role
    const api = stubApi({
      'GET /roles': () => ok(companyRolePage([current])),
      [`POST /company/roles/${role.id}/close`]: () => {
        current = { ...role, closedAt, state: 'closed_early' }
        return ok(current)
      },
      [`POST /company/roles/${role.id}/reopen`]: fail(
        409,
        'This role’s application deadline has passed. Set a new deadline to take applications again.',
        { code: 'ROLE_CLOSED' },
      ),
    })
    const user = userEvent.setup()
    renderPage()
    await user.click(await screen.findByRole('button', { name: 'Close role: Data Intern' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Close Data Intern?' })
    await user.click(within(dialog).getByRole('button', { name: 'Close role' }))
    expect(await screen.findByText(/Closed on 20 November 2026\./)).toBeInTheDocument()
    expect(api.callsTo('POST', `/company/roles/${role.id}/close`)).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'Reopen role: Data Intern' }))
    const reopen = screen.getByRole('alertdialog', { name: 'Reopen Data Intern?' })
    await user.click(within(reopen).getByRole('button', { name: 'Reopen role' }))
    expect(await within(reopen).findByRole('alert')).toHaveTextContent(
      'Set a new deadline to take applications again.',
    )
  })

  test('offers no download for a role without applicants', async () => {
    stubApi({ 'GET /roles': ok(companyRolePage([aCompanyRole({ title: 'Data Intern' })])) })
    renderPage()
    expect(
      await screen.findByRole('button', { name: 'Download CSV of the applicants of Data Intern' }),
    ).toBeDisabled()
  })
})
