import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { APPLICANT_CAP_MESSAGES } from '@app/domain'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompanyRole, companyRolePage } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { EditRolePage } from './EditRolePage'

beforeEach(() => {
  localStorage.clear()
  signInCompany()
})
afterEach(() => vi.unstubAllGlobals())

function renderEdit(role: ReturnType<typeof aCompanyRole>) {
  const api = stubApi({
    [`PATCH /roles/${role.id}`]: ({ body }) => ok({ ...role, ...(body as object) }),
    'GET /roles': ok(companyRolePage([role])),
  })
  renderRoutes([{ path: '/role/edit', element: <EditRolePage /> }], {
    pathname: '/role/edit',
    search: `?id=${role.id}`,
    state: { role },
  })
  return { api, user: userEvent.setup() }
}

const save = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Save Changes' }))
  await user.click(
    within(screen.getByRole('alertdialog', { name: 'Publish Internship Role' })).getByRole(
      'button',
      { name: 'Yes' },
    ),
  )
}

describe("a role's applicant cap", () => {
  test('shows the stored cap with its hint, and an edit sends the new one', async () => {
    const role = aCompanyRole({ title: 'Data Intern', applicationCap: 50, placesLeft: 50 })
    const { api, user } = renderEdit(role)
    const cap = screen.getByRole('spinbutton', { name: /Applicant cap/ })
    expect(cap).toHaveValue(50)
    expect(cap).toHaveAccessibleDescription(APPLICANT_CAP_MESSAGES.fieldHint)

    await user.clear(cap)
    await user.type(cap, '120')
    await save(user)
    expect(await screen.findByRole('dialog', { name: 'Changes Saved' })).toBeVisible()
    expect(api.callsTo('PATCH', `/roles/${role.id}`)[0]?.body).toMatchObject({
      applicationCap: 120,
    })
  })

  test('an empty cap is no cap', async () => {
    const role = aCompanyRole({ title: 'Data Intern', applicationCap: 50, placesLeft: 50 })
    const { api, user } = renderEdit(role)
    await user.clear(screen.getByRole('spinbutton', { name: /Applicant cap/ }))
    await save(user)
    await screen.findByRole('dialog', { name: 'Changes Saved' })
    expect(api.callsTo('PATCH', `/roles/${role.id}`)[0]?.body).toMatchObject({
      applicationCap: null,
    })
  })

  test('a cap out of bounds is said beside the field, and nothing is sent', async () => {
    const role = aCompanyRole({ title: 'Data Intern' })
    const { api, user } = renderEdit(role)
    const cap = screen.getByRole('spinbutton', { name: /Applicant cap/ })
    await user.type(cap, '0')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText(APPLICANT_CAP_MESSAGES.capRange)).toBeVisible()
    expect(cap).toHaveAttribute('aria-invalid', 'true')
    expect(cap).toHaveAccessibleDescription(
      `${APPLICANT_CAP_MESSAGES.fieldHint} ${APPLICANT_CAP_MESSAGES.capRange}`,
    )
    expect(api.callsTo('PATCH', `/roles/${role.id}`)).toHaveLength(0)
  })
})
