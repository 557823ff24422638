import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompanyRole, companyRolePage } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { EditRolePage } from './EditRolePage'
import { JobBoardsPage } from './JobBoardsPage'

const DAY = 86_400_000
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString()

const renderBoard = () =>
  renderRoutes([{ path: '/company/job-boards', element: <JobBoardsPage /> }], '/company/job-boards')

beforeEach(() => {
  localStorage.clear()
  signInCompany()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('a role that would close itself (decision 070)', () => {
  test('warns on its job-board card in its last 5 days, and Keep it open keeps it open', async () => {
    const closesAt = '2026-05-14T10:00:00.000Z'
    vi.useFakeTimers({ now: new Date('2026-05-11T10:00:00.000Z'), toFake: ['Date'] })
    const role = aCompanyRole({ title: 'Data Intern', closesItselfAt: closesAt })
    let current = role
    const api = stubApi({
      'GET /roles': () => ok(companyRolePage([current])),
      [`POST /company/roles/${role.id}/keep-open`]: () => {
        current = { ...role, closesItselfAt: '2026-06-10T10:00:00.000Z' }
        return ok(current, 'Kept open. It stays open for at least another 30 days.')
      },
    })
    const user = userEvent.setup()
    renderBoard()
    const note = await screen.findByRole('note', { name: 'Data Intern closes itself soon' })
    expect(note).toHaveTextContent(
      'Closes itself on 14 May 2026 unless you review applications or keep it open.',
    )
    await user.click(within(note).getByRole('button', { name: 'Keep it open: Data Intern' }))
    expect(
      await screen.findByText('Kept open. It stays open for at least another 30 days.'),
    ).toBeInTheDocument()
    expect(api.callsTo('POST', `/company/roles/${role.id}/keep-open`)).toHaveLength(1)
    expect(screen.queryByRole('note', { name: 'Data Intern closes itself soon' })).toBeNull()
  })

  test('says nothing while the closing day is more than 5 days away, or the role is not open', async () => {
    stubApi({
      'GET /roles': ok(
        companyRolePage([
          aCompanyRole({ title: 'Far Intern', closesItselfAt: inDays(12) }),
          aCompanyRole({ title: 'Closed Intern', closesItselfAt: null }),
        ]),
      ),
    })
    renderBoard()
    await screen.findByRole('heading', { name: 'Far Intern' })
    expect(screen.queryByRole('button', { name: /Keep it open/ })).toBeNull()
  })

  test('shows a refusal beside the button on the role’s page, where the warning mail leads', async () => {
    const role = aCompanyRole({ title: 'Data Intern', closesItselfAt: inDays(2) })
    stubApi({
      [`GET /roles/${role.id}`]: ok(role),
      [`POST /company/roles/${role.id}/keep-open`]: fail(
        409,
        'This role is not open, so there is nothing to keep open. Reopen it instead.',
        { code: 'ROLE_CLOSED' },
      ),
    })
    const user = userEvent.setup()
    renderRoutes([{ path: '/role/edit', element: <EditRolePage /> }], `/role/edit?id=${role.id}`)
    const note = await screen.findByRole('note', { name: 'Data Intern closes itself soon' })
    await user.click(within(note).getByRole('button', { name: 'Keep it open: Data Intern' }))
    expect(await within(note).findByRole('alert')).toHaveTextContent(
      'This role is not open, so there is nothing to keep open. Reopen it instead.',
    )
  })

  test('a role that closed itself says why', async () => {
    const role = aCompanyRole({
      title: 'Data Intern',
      closedAt: '2026-05-14T10:00:00.000Z',
      closedReason: 'no_review',
    })
    stubApi({ [`GET /roles/${role.id}`]: ok(role) })
    renderRoutes([{ path: '/role/edit', element: <EditRolePage /> }], `/role/edit?id=${role.id}`)
    expect(
      await screen.findByText(/Closed itself after 30 days without review on 14 May 2026\./),
    ).toBeInTheDocument()
  })
})
