import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { Landed, renderRoutes } from '../../test/render-route'
import { paths } from '../../lib/paths'
import { readSession } from '../../lib/session'
import { LogOutButton } from './LogOutButton'

function renderLogOut(at: string) {
  stubApi({ 'DELETE /session': ok(null, 'Signed out') })
  renderRoutes(
    [
      { path: at, element: <LogOutButton /> },
      { path: paths.onboarding.path, element: <Landed at="onboarding" /> },
      { path: paths.admin.signIn.path, element: <Landed at="the console's sign-in" /> },
    ],
    at,
  )
  return userEvent.setup()
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('Log out', () => {
  test('a member lands on onboarding, signed out', async () => {
    signInCompany()
    const user = renderLogOut(paths.company.dashboard.href())
    await user.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByText('Landed on onboarding')).toBeVisible()
    expect(readSession()).toBeNull()
  })

  test("an operator lands back on the console's sign-in, not the members' onboarding", async () => {
    signInCompany()
    localStorage.setItem('accountKind', 'admin')
    const user = renderLogOut(paths.admin.companies.href())
    await user.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByText("Landed on the console's sign-in")).toBeVisible()
    expect(readSession()).toBeNull()
  })
})
