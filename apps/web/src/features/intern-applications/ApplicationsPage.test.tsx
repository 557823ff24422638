import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { InternApplication } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anApplication, page, signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { ApplicationsPage } from './ApplicationsPage'

const renderList = (entry = '/intern/applications') =>
  renderRoutes(
    [
      { path: '/intern/applications', element: <ApplicationsPage /> },
      { path: '/company-details/:roleId', element: <Landed at="company details" /> },
    ],
    entry,
  )

const lastQuery = (calls: { path: string; query: URLSearchParams }[]) =>
  Object.fromEntries(calls.filter((c) => c.path === '/users/applications').at(-1)!.query)

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('applications list', () => {
  test('each status has its badge; a closed or removed role says how (issue 26)', async () => {
    const roleStates = {
      pending: 'closed_early',
      in_review: 'open',
      accepted: 'removed',
      rejected: 'deleted',
    } as const
    const docs = Object.entries(roleStates).map(([status, roleState]) =>
      anApplication({
        status: status as InternApplication['status'],
        roleTitle: `Role ${status}`,
        roleState,
        closed: roleState === 'removed' || roleState === 'deleted',
      }),
    )
    const api = stubApi({ 'GET /users/applications': ok(page(docs)) })
    renderList()
    await screen.findByRole('article', { name: 'Role pending' })
    expect(
      screen.getByRole('heading', { name: 'Monitor Your Application Status' }),
    ).toBeInTheDocument()
    const badge = (title: string, label: string) =>
      within(screen.getByRole('article', { name: title }))
        .getByText(label)
        .closest('[data-status]')
    expect(badge('Role pending', 'Pending')).toHaveClass('bg-amber-100')
    expect(badge('Role in_review', 'In review')).toHaveClass('bg-brand-900')
    expect(badge('Role accepted', 'Accepted')).toHaveClass('bg-green-100')
    expect(badge('Role rejected', 'Rejected')).toHaveClass('bg-red-100')
    const roleOf = (title: string) => within(screen.getByRole('article', { name: title }))
    expect(roleOf('Role pending').getByText('Role: Closed early')).toBeInTheDocument()
    // Not 'Accepted' beside a bare 'Closed': what happened to the role, in words.
    expect(roleOf('Role accepted').getByText('Role: Removed by Internplace')).toBeInTheDocument()
    expect(roleOf('Role rejected').getByText('Role: Deleted by the company')).toBeInTheDocument()
    expect(roleOf('Role in_review').queryByText(/^Role:/)).not.toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Find Internship' })[0]).toHaveAttribute(
      'href',
      '/intern/roles',
    )
    expect(lastQuery(api.calls)).toEqual({
      page: '1',
      limit: '10',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    })
  })

  test("each row shows its role's placement type as role cards do", async () => {
    const docs = [
      anApplication({
        roleTitle: 'Electrical SIWES Trainee',
        placementType: 'siwes',
        siwesWeeks: 24,
        siwesProgrammes: ['ND', 'HND'],
      }),
      anApplication({ roleTitle: 'Legal Corps Member', placementType: 'nysc', nyscState: 'Lagos' }),
      anApplication({ roleTitle: 'Design Intern' }),
    ]
    stubApi({ 'GET /users/applications': ok(page(docs)) })
    renderList()
    const row = async (name: string) => screen.findByRole('article', { name })
    expect(await row('Electrical SIWES Trainee')).toHaveTextContent(
      'Placement type: SIWES/IT · 24 weeks · ND, HND',
    )
    expect(await row('Legal Corps Member')).toHaveTextContent('Placement type: NYSC (PPA) · Lagos')
    expect(await row('Design Intern')).toHaveTextContent('Placement type: Internship')
  })

  test('status and search narrow the list', async () => {
    const api = stubApi({ 'GET /users/applications': ok(page([anApplication()])) })
    const user = userEvent.setup()
    renderList()
    await screen.findAllByRole('article')
    await user.selectOptions(screen.getByLabelText('Status'), 'Accepted')
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'design')
    await waitFor(() =>
      expect(lastQuery(api.calls)).toMatchObject({ status: 'accepted', search: 'design' }),
    )
  })

  test('the menu offers View Company, and Cancel only while undecided', async () => {
    const pending = anApplication({ roleTitle: 'Pending role' })
    const accepted = anApplication({ roleTitle: 'Accepted role', status: 'accepted' })
    stubApi({ 'GET /users/applications': ok(page([pending, accepted])) })
    const user = userEvent.setup()
    renderList()
    await user.click(await screen.findByRole('button', { name: 'Actions for Accepted role' }))
    const menu = screen.getByRole('menu', { name: 'Actions for Accepted role' })
    expect(within(menu).queryByRole('menuitem', { name: 'Cancel' })).not.toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Actions for Accepted role' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Actions for Pending role' }))
    expect(screen.getByRole('menuitem', { name: 'View Details' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    const viewCompany = screen.getByRole('menuitem', { name: 'View Company' })
    expect(viewCompany).toHaveFocus()
    expect(viewCompany).toHaveAttribute('href', `/company-details/${pending.role.id}`)
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{Enter}')
    expect(await screen.findByText('Landed on company details')).toBeInTheDocument()
  })

  test('Cancel asks first, then withdraws and the row goes', async () => {
    const application = anApplication({ roleTitle: 'Pending role' })
    let docs: InternApplication[] = [application]
    const api = stubApi({
      'GET /users/applications': () => ok(page(docs)),
      [`DELETE /users/applications/${application.id}`]: () => {
        docs = []
        return ok(null, 'Application cancelled.')
      },
    })
    const user = userEvent.setup()
    renderList()
    await user.click(await screen.findByRole('button', { name: 'Actions for Pending role' }))
    await user.click(screen.getByRole('menuitem', { name: 'Cancel' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this application?' })
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }))
    expect(api.callsTo('DELETE', `/users/applications/${application.id}`)).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Actions for Pending role' }))
    await user.click(screen.getByRole('menuitem', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(await screen.findByText('No applications found.')).toBeInTheDocument()
    expect(api.callsTo('DELETE', `/users/applications/${application.id}`)).toHaveLength(1)
  })

  test('a decided application cannot be cancelled: the server says why', async () => {
    const application = anApplication({ roleTitle: 'Pending role' })
    stubApi({
      'GET /users/applications': ok(page([application])),
      [`DELETE /users/applications/${application.id}`]: fail(
        409,
        'This application has already been decided and can no longer be cancelled.',
        { code: 'APPLICATION_DECIDED' },
      ),
    })
    const user = userEvent.setup()
    renderList()
    await user.click(await screen.findByRole('button', { name: 'Actions for Pending role' }))
    await user.click(screen.getByRole('menuitem', { name: 'Cancel' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    expect(
      await screen.findByText(
        'Failed to cancel application: This application has already been decided and can no longer be cancelled.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  test('empty lists say whether anything matched', async () => {
    stubApi({ 'GET /users/applications': ok(page([])) })
    renderList()
    expect(await screen.findByText('No applications found.')).toBeInTheDocument()
  })

  test('an empty filtered list says nothing matches', async () => {
    stubApi({ 'GET /users/applications': ok(page([])) })
    renderList('/intern/applications?status=accepted')
    expect(await screen.findByText('No applications match your criteria.')).toBeInTheDocument()
  })

  test('a failed load shows the error with Retry', async () => {
    let calls = 0
    stubApi({
      'GET /users/applications': () =>
        ++calls === 1 ? fail(500, 'Database unavailable') : ok(page([anApplication()])),
    })
    const user = userEvent.setup()
    renderList()
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findAllByRole('article')).toHaveLength(1)
  })
})
