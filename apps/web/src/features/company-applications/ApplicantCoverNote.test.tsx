import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { COVER_NOTE_LABELS } from '@app/domain'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { companyRolePage } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { CompanyApplicationsPage } from './CompanyApplicationsPage'
import { aCompanyApplication, applicationPage } from './company-application-fixtures'

const routes = [
  { path: '/company/applications/:applicationId?', element: <CompanyApplicationsPage /> },
]
const NOTE = 'I built our department’s results dashboard.\nI would like to learn from your team.'

beforeEach(() => {
  signInCompany()
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width') }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const open = (coverNote: string | null) => {
  const application = aCompanyApplication({ coverNote })
  stubApi({
    'GET /company/applications': ok(applicationPage([application])),
    'GET /roles': ok(companyRolePage([])),
    [`GET /company/applications/${application.id}`]: ok(application),
  })
  renderRoutes(routes, `/company/applications/${application.id}`)
}

describe("the applicant's cover note", () => {
  test('shows as the applicant wrote it', async () => {
    open(NOTE)
    const note = await screen.findByRole('region', { name: COVER_NOTE_LABELS.companyHeading })
    expect(within(note).getByText(/I built our department’s results dashboard\./)).toBeVisible()
  })

  test('is not shown when there is none', async () => {
    open(null)
    expect(await screen.findByRole('heading', { name: /Ada|Applicant/ })).toBeVisible()
    expect(screen.queryByRole('region', { name: COVER_NOTE_LABELS.companyHeading })).toBeNull()
  })
})
