import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, stubApi } from '../../test/api-stub'
import { aMatch, anInternRole, signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { RoleDetailsPage } from './RoleDetailsPage'

const renderRole = (roleId: string) =>
  renderRoutes([{ path: '/roles/:roleId', element: <RoleDetailsPage /> }], `/roles/${roleId}`)

/** What the match breakdown says of one part, by the part's name. */
const partVerdict = (parts: HTMLElement, name: string) =>
  within(parts).getByText(name).closest('li')?.querySelector('[data-verdict]')?.textContent

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('role details', () => {
  test('a role its company closed early says so instead of offering Apply', async () => {
    const role = anInternRole({ title: 'Closed Intern', closedAt: '2026-11-20T09:00:00.000Z' })
    stubApi({ [`GET /users/roles/${role.id}`]: ok(role) })
    renderRole(role.id)
    expect(await screen.findByRole('note')).toHaveTextContent(
      'PayStride closed this role on 20 November 2026. It no longer takes applications.',
    )
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument()
  })

  test('a capped role says how many places are left, and a full one reads as closed instead of offering Apply', async () => {
    const few = anInternRole({ title: 'Capped Intern', placesLeft: 3 })
    stubApi({ [`GET /users/roles/${few.id}`]: ok(few) })
    const view = renderRole(few.id)
    expect(await screen.findByText('3 places left in the queue')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Apply' })).toBeVisible()
    view.unmount()

    const full = anInternRole({ title: 'Full Intern', placesLeft: 0 })
    stubApi({ [`GET /users/roles/${full.id}`]: ok(full) })
    renderRole(full.id)
    expect(await screen.findByRole('note')).toHaveTextContent(
      'This role has taken all the applications it will take, so it no longer takes applications.',
    )
    expect(screen.getByText('Full: closed to applications')).toHaveClass('text-red-700')
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('places-left')).not.toBeInTheDocument()
  })

  test('a SIWES role links to a SIWES application letter for it; other roles do not', async () => {
    const siwes = anInternRole({ placementType: 'siwes', siwesWeeks: 24 })
    stubApi({ [`GET /users/roles/${siwes.id}`]: ok(siwes) })
    const view = renderRole(siwes.id)
    expect(
      await screen.findByRole('link', { name: 'Write a SIWES application letter' }),
    ).toHaveAttribute('href', `/intern/letters?roleId=${siwes.id}`)
    view.unmount()

    const other = anInternRole()
    stubApi({ [`GET /users/roles/${other.id}`]: ok(other) })
    renderRole(other.id)
    expect(await screen.findByRole('link', { name: 'Apply' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Write a SIWES application letter' })).toBeNull()
  })

  test('a role past its deadline offers no Apply', async () => {
    const past = anInternRole({ applicationDeadline: '2026-01-05' })
    stubApi({ [`GET /users/roles/${past.id}`]: ok(past) })
    renderRole(past.id)
    expect(await screen.findByText(/deadline has passed/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument()
  })

  test('a SIWES role links the guide to how SIWES works; another role does not', async () => {
    const siwes = anInternRole({ title: 'Plant Trainee', placementType: 'siwes', siwesWeeks: 24 })
    stubApi({ [`GET /users/roles/${siwes.id}`]: ok(siwes) })
    const view = renderRole(siwes.id)
    expect(await screen.findByRole('link', { name: 'How SIWES works' })).toHaveAttribute(
      'href',
      '/guides/siwes-step-by-step',
    )
    view.unmount()

    const internship = anInternRole({ title: 'Data Analyst Intern' })
    stubApi({ [`GET /users/roles/${internship.id}`]: ok(internship) })
    renderRole(internship.id)
    expect(await screen.findByRole('heading', { name: 'Data Analyst Intern' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'How SIWES works' })).not.toBeInTheDocument()
  })

  test('shows the role in full with its match score and the parts of it', async () => {
    const role = anInternRole({ title: 'Data Analyst Intern' })
    stubApi({ [`GET /users/roles/${role.id}`]: ok(role) })
    renderRole(role.id)
    expect(await screen.findByRole('heading', { name: 'Data Analyst Intern' })).toBeInTheDocument()
    expect(screen.getByText('PayStride')).toBeInTheDocument()
    expect(screen.getByText('Lagos · Remote')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute(
      'href',
      `/roles/apply/${role.id}`,
    )
    expect(screen.getByText('Build dashboards')).toBeInTheDocument()
    expect(
      within(screen.getByRole('article', { name: 'Data Analyst Intern' })).getByText('SQL'),
    ).toBeInTheDocument()
    expect(screen.getByText('6 Months')).toBeInTheDocument()
    expect(screen.getByText('NGN 50,000–80,000 a month')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'About PayStride' })).toHaveAttribute(
      'href',
      `/company-details/${role.id}`,
    )
    expect(screen.getByRole('figure', { name: 'Match score 70%' })).toBeInTheDocument()
    expect(screen.queryByText(/You meet/)).toBeNull()
    const parts = screen.getByRole('list', { name: 'Parts of the match score' })
    expect(within(parts).getByText('Requirements met: 2 of 2')).toBeInTheDocument()
    const met = within(parts).getByRole('list', { name: 'Requirements you meet' })
    expect(
      within(met)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓SQL', '✓Spreadsheets'])
    expect(within(parts).getByText('Field of study')).toBeInTheDocument()
    expect(partVerdict(parts, 'Field of study')).toBe('Matches')
    expect(partVerdict(parts, 'Duration')).toBe('Matches')
    expect(partVerdict(parts, 'Location')).toBe('Does not match')
    expect(partVerdict(parts, 'Industry')).toBe('Not in your profile yet')
    expect(screen.getByRole('link', { name: 'View or Edit Profile' })).toHaveAttribute(
      'href',
      '/intern/profile',
    )
  })

  test('names the requirements not met', async () => {
    const role = anInternRole({
      match: aMatch({ score: 50, requirementsMet: ['SQL'], requirementsMissing: ['Spreadsheets'] }),
    })
    stubApi({ [`GET /users/roles/${role.id}`]: ok(role) })
    renderRole(role.id)
    const parts = await screen.findByRole('list', { name: 'Parts of the match score' })
    expect(within(parts).getByText('Requirements met: 1 of 2')).toBeInTheDocument()
    expect(within(parts).getByRole('list', { name: 'Requirements not met' })).toHaveTextContent(
      'Spreadsheets',
    )
  })

  test('an empty profile gets no score, and is told what would give one', async () => {
    const role = anInternRole({ compatibility: null, match: null })
    stubApi({ [`GET /users/roles/${role.id}`]: ok(role) })
    renderRole(role.id)
    expect(await screen.findByText(/No match score yet/)).toBeInTheDocument()
    expect(screen.queryByText(/0%/)).toBeNull()
    expect(screen.queryByRole('figure')).toBeNull()
  })

  test('an unknown role says so', async () => {
    const id = '00000000-0000-4000-8000-000000000404'
    stubApi({ [`GET /users/roles/${id}`]: fail(404, 'Role not found.') })
    renderRole(id)
    expect(await screen.findByText('Role not found.')).toBeInTheDocument()
  })

  test('a failed load offers Retry', async () => {
    const role = anInternRole({ title: 'Data Analyst Intern' })
    let calls = 0
    stubApi({
      [`GET /users/roles/${role.id}`]: () =>
        ++calls === 1 ? fail(500, 'Internal error') : ok(role),
    })
    const user = userEvent.setup()
    renderRole(role.id)
    expect(await screen.findByText('Failed to load role details.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Data Analyst Intern' })).toBeInTheDocument()
  })
})
