import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SCREENING_MESSAGES } from '@app/domain'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { companyRolePage } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { CompanyApplicationsPage } from './CompanyApplicationsPage'
import { aCompanyApplication, applicationPage } from './company-application-fixtures'

const routes = [
  { path: '/company/applications/:applicationId?', element: <CompanyApplicationsPage /> },
]

beforeEach(() => {
  signInCompany()
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width') }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const application = aCompanyApplication({
  meetsDealBreakers: false,
  answers: [
    {
      questionId: '00000000-0000-4000-8000-000000000001',
      question: 'Are you available for 24 weeks from June?',
      kind: 'yes_no',
      answer: false,
      meetsDealBreaker: false,
    },
    {
      questionId: '00000000-0000-4000-8000-000000000002',
      question: 'Why this role?',
      kind: 'text',
      answer: 'I like fintech',
      meetsDealBreaker: null,
    },
  ],
})

describe("the applicant's screening answers", () => {
  test('show each answer under its question, with the deal-breaker badge', async () => {
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      'GET /roles': ok(companyRolePage([])),
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    renderRoutes(routes, `/company/applications/${application.id}`)
    const answers = await screen.findByRole('region', { name: 'Screening answers' })
    expect(within(answers).getByText('Are you available for 24 weeks from June?')).toBeVisible()
    expect(within(answers).getByText('I like fintech')).toBeVisible()
    expect(within(answers).getByText(SCREENING_MESSAGES.missesOne)).toBeVisible()
  })

  test("the list's filter asks only those who meet all deal-breakers", async () => {
    const api = stubApi({
      'GET /company/applications': ok(applicationPage([])),
      'GET /roles': ok(companyRolePage([])),
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/company/applications')
    await user.click(
      await screen.findByRole('checkbox', { name: 'Only those who meet all deal-breakers' }),
    )
    await vi.waitFor(() =>
      expect(
        api
          .callsTo('GET', '/company/applications')
          .some((call) => call.query.get('meetsDealBreakers') === 'true'),
      ).toBe(true),
    )
  })
})
