import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompanyRole, companyRolePage } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { EditRolePage } from './EditRolePage'

beforeEach(() => {
  localStorage.clear()
  signInCompany()
})
afterEach(() => vi.unstubAllGlobals())

describe("a role's screening questions", () => {
  test('adds a deal-breaker question and a choice question, and an edit sends them', async () => {
    const role = aCompanyRole({ title: 'Data Intern' })
    const api = stubApi({
      [`PATCH /roles/${role.id}`]: ({ body }) =>
        ok({ ...role, ...(body as object), questions: [] }),
      'GET /roles': ok(companyRolePage([role])),
    })
    const user = userEvent.setup()
    renderRoutes([{ path: '/role/edit', element: <EditRolePage /> }], {
      pathname: '/role/edit',
      search: `?id=${role.id}`,
      state: { role },
    })
    const section = screen.getByRole('group', { name: 'Screening questions' })
    await user.click(within(section).getByRole('button', { name: 'Add a screening question' }))
    await user.type(
      within(section).getByRole('textbox', { name: 'Question' }),
      'Are you available for 24 weeks from June?',
    )
    await user.selectOptions(
      within(section).getByRole('combobox', { name: /Deal-breaker: must be/ }),
      'Yes',
    )
    await user.click(within(section).getByRole('button', { name: 'Add a screening question' }))
    const second = within(section).getByRole('group', { name: 'Question 2' })
    await user.selectOptions(
      within(second).getByRole('combobox', { name: 'Kind of answer' }),
      'One choice of several',
    )
    await user.type(within(second).getByRole('textbox', { name: 'Question' }), 'Which office?')
    await user.type(within(second).getByRole('textbox', { name: /Choices/ }), 'Lagos{Enter}Abuja')
    await user.click(within(second).getByRole('checkbox', { name: 'Required' }))

    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Publish Internship Role' })).getByRole(
        'button',
        { name: 'Yes' },
      ),
    )
    expect(await screen.findByRole('dialog', { name: 'Changes Saved' })).toBeVisible()
    expect(api.callsTo('PATCH', `/roles/${role.id}`)[0]?.body).toMatchObject({
      questions: [
        {
          kind: 'yes_no',
          text: 'Are you available for 24 weeks from June?',
          required: true,
          dealBreaker: { answer: true },
        },
        { kind: 'choice', text: 'Which office?', choices: ['Lagos', 'Abuja'], required: false },
      ],
    })
  })

  test('says that answered questions can only be removed, and shows them as stored', async () => {
    const question = {
      id: '00000000-0000-4000-8000-000000000001',
      kind: 'yes_no' as const,
      text: 'Are you available for 24 weeks from June?',
      choices: null,
      required: true,
      dealBreaker: { answer: true },
    }
    const role = aCompanyRole({ questions: [question], questionsAnswered: true })
    stubApi({ 'GET /roles': ok(companyRolePage([role])) })
    renderRoutes([{ path: '/role/edit', element: <EditRolePage /> }], {
      pathname: '/role/edit',
      search: `?id=${role.id}`,
      state: { role },
    })
    const section = screen.getByRole('group', { name: 'Screening questions' })
    expect(
      within(section).getByText(/you can remove them or add new ones, not change them/),
    ).toBeVisible()
    expect(within(section).getByRole('textbox', { name: 'Question' })).toHaveValue(question.text)
    expect(within(section).getByRole('combobox', { name: /Deal-breaker/ })).toHaveValue('true')
  })
})
