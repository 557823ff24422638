import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompanyRole, companyRolePage } from '../../test/fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { EditRolePage } from './EditRolePage'

const renderPage = (entry: Parameters<typeof renderRoutes>[1]) =>
  renderRoutes(
    [
      { path: '/role/edit', element: <EditRolePage /> },
      { path: '/company/job-boards', element: <Landed at="job boards" /> },
    ],
    entry,
  )

beforeEach(() => {
  localStorage.clear()
  signInCompany()
})
afterEach(() => vi.unstubAllGlobals())

describe('edit role', () => {
  test('without a role to edit it says so and leads back to the job boards', async () => {
    stubApi({})
    const user = userEvent.setup()
    renderPage('/role/edit')
    expect(screen.getByText('Oops! Role Not Found')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Back to Job Boards' }))
    expect(await screen.findByText('Landed on job boards')).toBeInTheDocument()
  })

  test('an id that is not among the company roles is not found', async () => {
    stubApi({ 'GET /roles/6b1f2a43-6a55-4f0e-9c9a-3f0f5b8b2c11': fail(404, 'Role not found.') })
    renderPage('/role/edit?id=6b1f2a43-6a55-4f0e-9c9a-3f0f5b8b2c11')
    expect(await screen.findByText('Oops! Role Not Found')).toBeInTheDocument()
  })

  test('opened by id alone, the role is read and its duration shown in its term', async () => {
    const role = aCompanyRole({ title: 'Data Analyst Intern', duration: 24, term: 'year(s)' })
    stubApi({ [`GET /roles/${role.id}`]: ok(role) })
    renderPage(`/role/edit?id=${role.id}`)
    expect(await screen.findByLabelText('Role title')).toHaveValue('Data Analyst Intern')
    expect(screen.getByLabelText('Duration')).toHaveValue('2')
    expect(screen.getByLabelText('Term')).toHaveValue('year(s)')
    expect(screen.getByLabelText('Responsibilities')).toHaveValue(role.responsibilities.join('\n'))
  })

  test('a deadline that has passed is pointed out on arrival, so a disabled Save has a reason', async () => {
    const role = aCompanyRole({ applicationDeadline: '2020-01-31' })
    stubApi({})
    renderPage({ pathname: '/role/edit', search: `?id=${role.id}`, state: { role } })
    expect(
      await screen.findByText('The application deadline cannot be in the past'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled()
  })

  test('closes the role from its edit page by keyboard, after the same question as the card, and shows since when', async () => {
    const role = aCompanyRole({ title: 'Data Intern', applicationDeadline: '2099-12-31' })
    const closedAt = '2026-11-20T10:00:00.000Z'
    const api = stubApi({
      [`POST /company/roles/${role.id}/close`]: () =>
        ok({ ...role, closedAt, state: 'closed_early' }),
    })
    const user = userEvent.setup()
    renderPage({ pathname: '/role/edit', search: `?id=${role.id}`, state: { role } })

    const box = screen.getByRole('region', { name: 'Applications' })
    expect(box).toHaveTextContent('Open: it takes applications until 31 December 2099.')
    within(box).getByRole('button', { name: 'Close role: Data Intern' }).focus()
    await user.keyboard('{Enter}')
    const dialog = screen.getByRole('alertdialog', { name: 'Close Data Intern?' })
    expect(dialog).toHaveTextContent('It leaves the job listings and takes no new applications.')
    await user.click(within(dialog).getByRole('button', { name: 'Close role' }))

    expect(await within(box).findByRole('note')).toHaveTextContent(
      'Closed on 20 November 2026. It takes no new applications; you can still review its applicants.',
    )
    expect(within(box).getByRole('button', { name: 'Reopen role: Data Intern' })).toBeVisible()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(api.callsTo('POST', `/company/roles/${role.id}/close`)).toHaveLength(1)
    // The form is still there to edit.
    expect(screen.getByLabelText('Role title')).toHaveValue('Data Intern')
  })

  test('a refused reopen is told inside its dialog, and the role stays closed', async () => {
    const role = aCompanyRole({
      title: 'Data Intern',
      closedAt: '2026-11-20T10:00:00.000Z',
    })
    stubApi({
      [`POST /company/roles/${role.id}/reopen`]: fail(
        409,
        'This role’s application deadline has passed. Set a new deadline to take applications again.',
        { code: 'ROLE_CLOSED' },
      ),
    })
    const user = userEvent.setup()
    renderPage({ pathname: '/role/edit', search: `?id=${role.id}`, state: { role } })
    await user.click(screen.getByRole('button', { name: 'Reopen role: Data Intern' }))
    const reopen = screen.getByRole('alertdialog', { name: 'Reopen Data Intern?' })
    await user.click(within(reopen).getByRole('button', { name: 'Reopen role' }))
    expect(await within(reopen).findByRole('alert')).toHaveTextContent(
      'Set a new deadline to take applications again.',
    )
    await user.click(within(reopen).getByRole('button', { name: 'Keep it closed' }))
    expect(screen.getByRole('region', { name: 'Applications' })).toHaveTextContent(
      'Closed on 20 November 2026.',
    )
  })

  test('Delete asks first, then confirms the deletion and leads to the job boards', async () => {
    const role = aCompanyRole()
    const api = stubApi({ [`DELETE /roles/${role.id}`]: ok(null, 'Role deleted successfully!') })
    const user = userEvent.setup()
    renderPage({ pathname: '/role/edit', search: `?id=${role.id}`, state: { role } })

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const ask = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this role?',
    })
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(api.calls).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Delete' }))
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    const deleted = await screen.findByRole('dialog', { name: 'Role Deleted' })
    expect(screen.getByText('Role deleted successfully!')).toBeInTheDocument()
    expect(api.callsTo('DELETE', `/roles/${role.id}`)).toHaveLength(1)
    await user.click(within(deleted).getByRole('button', { name: 'Go to Job Boards' }))
    expect(await screen.findByText('Landed on job boards')).toBeInTheDocument()
  })

  test('Save Changes asks to publish, shows a refusal as Error: …, then posts the change', async () => {
    const role = aCompanyRole({ title: 'Old title' })
    let attempts = 0
    const api = stubApi({
      [`PATCH /roles/${role.id}`]: ({ body }) =>
        ++attempts === 1
          ? fail(404, 'Role not found.', { code: 'NOT_FOUND' })
          : ok({ ...role, ...(body as object) }),
      'GET /roles': ok(companyRolePage([role])),
    })
    const user = userEvent.setup()
    renderPage({ pathname: '/role/edit', search: `?id=${role.id}`, state: { role } })

    const title = screen.getByLabelText('Role title')
    await user.clear(title)
    await user.type(title, 'New title')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    const ask = screen.getByRole('alertdialog', { name: 'Publish Internship Role' })
    await user.click(within(ask).getByRole('button', { name: 'Yes' }))
    expect(await within(ask).findByText('Error: Role not found.')).toBeInTheDocument()

    await user.click(within(ask).getByRole('button', { name: 'Yes' }))
    // An edit is not a new posting: 'Changes Saved', live because the answer's state is open.
    const saved = await screen.findByRole('dialog', { name: 'Changes Saved' })
    expect(saved).toHaveAccessibleDescription('Your changes are live for candidates.')
    expect(screen.getByText('Role updated successfully!')).toBeInTheDocument()
    expect(api.callsTo('PATCH', `/roles/${role.id}`)[1]?.body).toMatchObject({
      title: 'New title',
      duration: 6,
      term: 'month',
    })
  })

  test('an edit the server holds for its fee wording says so, not that it is live', async () => {
    const role = aCompanyRole({ title: 'Sales Intern' })
    stubApi({
      [`PATCH /roles/${role.id}`]: ({ body }) =>
        ok({
          ...role,
          ...(body as object),
          heldForReview: { since: '2026-11-20T10:00:00.000Z', reason: 'Asks for a fee' },
          state: 'held',
        }),
      'GET /roles': ok(companyRolePage([role])),
    })
    const user = userEvent.setup()
    renderPage({ pathname: '/role/edit', search: `?id=${role.id}`, state: { role } })
    await user.type(screen.getByLabelText('Role summary'), ' Pay a training fee.')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    const held = await screen.findByRole('dialog', { name: 'Held for Review' })
    expect(held).toHaveAccessibleDescription(/asks applicants for money/)
    expect(screen.queryByText(/live/)).not.toBeInTheDocument()
  })

  test('a role Internplace removed is said so, with nothing to edit, close or reopen', async () => {
    const role = aCompanyRole({
      title: 'Data Intern',
      removed: { at: '2026-11-20T10:00:00.000Z', reason: 'Asks for an ID card fee.' },
    })
    stubApi({ [`GET /roles/${role.id}`]: ok(role) })
    renderPage({ pathname: '/role/edit', search: `?id=${role.id}`, state: { role } })
    expect(await screen.findByText('Internplace removed this role')).toBeInTheDocument()
    expect(screen.getByText('Reason: Asks for an ID card fee.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Close role|Reopen role/ })).not.toBeInTheDocument()
  })
})
