import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SCREENING_MESSAGES, type ScreeningQuestion } from '@app/domain'
import { ok, stubApi } from '../../test/api-stub'
import { anApplication, anIntern, anInternRole, signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { ReviewApplicationPage } from './ReviewApplicationPage'

const AVAILABLE: ScreeningQuestion = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'yes_no',
  text: 'Are you available for 24 weeks from June?',
  choices: null,
  required: true,
  dealBreaker: { answer: true },
}
const YEARS: ScreeningQuestion = {
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'number',
  text: 'How many years of Excel?',
  choices: null,
  required: false,
  dealBreaker: null,
}
const role = anInternRole({ title: 'Data Analyst Intern', questions: [AVAILABLE, YEARS] })

const renderReview = () =>
  renderRoutes(
    [
      { path: '/application/review/:roleId', element: <ReviewApplicationPage /> },
      { path: '/intern/applications', element: <Landed at="applications" /> },
    ],
    `/application/review/${role.id}`,
  )

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the apply review's screening questions", () => {
  test('asks a required answer, warns of a missed deal-breaker, keeps answers, and still sends', async () => {
    const api = stubApi({
      [`GET /users/roles/${role.id}`]: ok(role),
      'GET /auth/me': ok(anIntern()),
      [`POST /users/roles/${role.id}/apply`]: {
        status: 201,
        body: { status: 'success', data: anApplication() },
      },
      'GET /users/roles': ok({ docs: [], meta: {} }),
    })
    const user = userEvent.setup()
    const view = renderReview()
    const available = await screen.findByRole('combobox', { name: AVAILABLE.text })
    await user.click(screen.getByRole('button', { name: /Submit Your Application/ }))
    await vi.waitFor(() =>
      expect(available).toHaveAccessibleDescription(SCREENING_MESSAGES.answerRequired),
    )
    expect(api.callsTo('POST', `/users/roles/${role.id}/apply`)).toHaveLength(0)

    await user.selectOptions(available, 'No')
    expect(available).toHaveAccessibleDescription(
      `This role needs Yes to '${AVAILABLE.text}'; you can still send your application.`,
    )
    await user.type(screen.getByRole('spinbutton', { name: /How many years of Excel/ }), '3')

    view.unmount()
    renderReview()
    expect(await screen.findByRole('combobox', { name: AVAILABLE.text })).toHaveValue('false')
    expect(screen.getByRole('spinbutton', { name: /How many years of Excel/ })).toHaveValue(3)

    await user.click(screen.getByRole('button', { name: /Submit Your Application/ }))
    await vi.waitFor(() =>
      expect(api.callsTo('POST', `/users/roles/${role.id}/apply`)[0]?.body).toMatchObject({
        answers: [
          { questionId: AVAILABLE.id, answer: false },
          { questionId: YEARS.id, answer: 3 },
        ],
      }),
    )
  })
})
