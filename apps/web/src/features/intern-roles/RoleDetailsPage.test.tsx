import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anInternRole, signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { RoleDetailsPage } from './RoleDetailsPage'

const renderRole = (roleId: string) =>
  renderRoutes([{ path: '/roles/:roleId', element: <RoleDetailsPage /> }], `/roles/${roleId}`)

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('role details', () => {
  test('shows the role in full with the compatibility ring', async () => {
    const role = anInternRole({ title: 'Data Analyst Intern', compatibility: 64 })
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
    expect(screen.getByText('SQL')).toBeInTheDocument()
    expect(screen.getByText('6 Months')).toBeInTheDocument()
    expect(screen.getByText('NGN 50,000 - NGN 80,000')).toBeInTheDocument()
    expect(
      screen.getByRole('figure', { name: 'You meet 64% of the requirements for this role' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View or Edit Profile' })).toHaveAttribute(
      'href',
      '/intern/profile',
    )
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
