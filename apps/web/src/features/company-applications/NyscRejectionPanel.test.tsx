import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { NYSC_MESSAGES, type CompanyApplication } from '@app/domain'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { ApplicantDetail } from './ApplicantDetail'
import { aCompanyApplication } from './company-application-fixtures'

beforeEach(() => signInCompany())
afterEach(() => localStorage.clear())

const ISSUED = {
  issuedAt: '2026-11-24T08:00:00.000Z',
  reason: 'No vacancy in our Lagos office.',
  stateCode: '',
  signatoryName: 'Bola Adeyemi',
  signatoryTitle: 'Head of People',
}

const nyscApplicant = (over: Partial<CompanyApplication> = {}) => {
  const application = aCompanyApplication({ status: 'rejected', ...over })
  return { ...application, role: { ...application.role, placementType: 'nysc' as const } }
}

function renderDetail(application: CompanyApplication) {
  const api = stubApi({
    [`GET /company/applications/${application.id}`]: ok(application),
    'GET /company/applications': ok({ docs: [], meta: {} }),
    [`POST /company/applications/${application.id}/nysc-rejection`]: {
      status: 201,
      body: { status: 'success', message: NYSC_MESSAGES.rejectionIssued, data: ISSUED },
    },
  })
  renderRoutes([{ path: '/', element: <ApplicantDetail applicationId={application.id} /> }], '/')
  return api
}

describe('the NYSC rejection letter of a declined corps member', () => {
  test('is offered only for a rejected applicant of an NYSC role', async () => {
    renderDetail(nyscApplicant({ status: 'in_review' }))
    expect(await screen.findByRole('heading', { name: 'Adaeze Okafor' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Issue NYSC rejection letter' })).toBeNull()
  })

  test('is not offered for another kind of role', async () => {
    renderDetail(aCompanyApplication({ status: 'rejected' }))
    expect(await screen.findByRole('heading', { name: 'Adaeze Okafor' })).toBeVisible()
    expect(screen.queryByRole('region', { name: 'NYSC rejection letter' })).toBeNull()
  })

  test('is issued with the reason, checked before it is sent, then downloadable', async () => {
    const application = nyscApplicant()
    const api = renderDetail(application)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Issue NYSC rejection letter' }),
    )
    const form = screen.getByRole('form', { name: 'NYSC rejection letter' })

    await userEvent.type(within(form).getByLabelText("Signatory's name"), 'Bola Adeyemi')
    await userEvent.click(within(form).getByRole('button', { name: 'Issue rejection letter' }))
    expect(within(form).getByText(NYSC_MESSAGES.reason)).toBeVisible()
    expect(within(form).getByText(NYSC_MESSAGES.signatoryTogether)).toBeVisible()
    const url = `/company/applications/${application.id}/nysc-rejection`
    expect(api.callsTo('POST', url)).toHaveLength(0)

    await userEvent.type(
      within(form).getByLabelText('Why you cannot retain the corps member'),
      ISSUED.reason,
    )
    await userEvent.type(within(form).getByLabelText("Signatory's title"), 'Head of People')
    await userEvent.click(within(form).getByRole('button', { name: 'Issue rejection letter' }))

    expect(await screen.findByText(/^Issued on 24 November 2026\./)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download rejection letter' })).toBeEnabled()
    expect(api.callsTo('POST', url)[0]?.body).toEqual({
      reason: ISSUED.reason,
      stateCode: '',
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
    })

    // Issued again, the form starts from the letter as it was issued.
    await userEvent.click(screen.getByRole('button', { name: 'Issue again' }))
    const again = screen.getByRole('form', { name: 'NYSC rejection letter' })
    expect(within(again).getByLabelText('Why you cannot retain the corps member')).toHaveValue(
      ISSUED.reason,
    )
    expect(within(again).getByLabelText("Signatory's title")).toHaveValue('Head of People')
  })
})
