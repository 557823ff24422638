import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { COVER_NOTE_LABELS } from '@app/domain'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompanyRole, companyRolePage } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { EditRolePage } from './EditRolePage'

beforeEach(() => {
  localStorage.clear()
  signInCompany()
})
afterEach(() => vi.unstubAllGlobals())

describe("a role's cover note choice", () => {
  test('shows the stored choice, and an edit sends the new one', async () => {
    const role = aCompanyRole({ title: 'Data Intern', asksCoverNote: false })
    const api = stubApi({
      [`PATCH /roles/${role.id}`]: ({ body }) => ok({ ...role, ...(body as object) }),
      'GET /roles': ok(companyRolePage([role])),
    })
    const user = userEvent.setup()
    renderRoutes([{ path: '/role/edit', element: <EditRolePage /> }], {
      pathname: '/role/edit',
      search: `?id=${role.id}`,
      state: { role },
    })
    const choice = screen.getByRole('checkbox', { name: COVER_NOTE_LABELS.roleCheckbox })
    expect(choice).not.toBeChecked()
    expect(choice).toHaveAccessibleDescription(COVER_NOTE_LABELS.roleHint)

    await user.click(choice)
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Publish Internship Role' })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    )
    expect(await screen.findByRole('dialog', { name: 'Changes Saved' })).toBeVisible()
    expect(api.callsTo('PATCH', `/roles/${role.id}`)[0]?.body).toMatchObject({
      title: 'Data Intern',
      asksCoverNote: true,
    })
  })
})
