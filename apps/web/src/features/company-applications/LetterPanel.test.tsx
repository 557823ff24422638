import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { LETTER_MESSAGES, type CompanyApplication } from '@app/domain'
import { fail, ok, signInCompany, stubApi, type StubRequest } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { ApplicantDetail } from './ApplicantDetail'
import { aCompanyApplication } from './company-application-fixtures'

beforeEach(() => signInCompany())
afterEach(() => localStorage.clear())

const ISSUED = { kind: 'siwes', issuedAt: '2026-11-24T08:00:00.000Z' } as const

function renderDetail(application: CompanyApplication, issued = vi.fn((_: StubRequest) => {})) {
  const api = stubApi({
    [`GET /company/applications/${application.id}`]: ok(application),
    'GET /company/applications': ok({ docs: [], meta: {} }),
    [`POST /company/applications/${application.id}/letter`]: (request) => {
      issued(request)
      return { status: 201, body: { status: 'success', data: ISSUED } }
    },
  })
  renderRoutes([{ path: '/', element: <ApplicantDetail applicationId={application.id} /> }], '/')
  return api
}

const openForm = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Issue acceptance letter' }))
  return screen.getByRole('form', { name: 'Issue acceptance letter' })
}

describe('the acceptance letter of an accepted applicant', () => {
  test('is offered only once the application is accepted', async () => {
    renderDetail(aCompanyApplication({ status: 'in_review' }))
    expect(await screen.findByRole('heading', { name: 'Adaeze Okafor' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Issue acceptance letter' })).toBeNull()
  })

  test('the form shows only the fields of the chosen kind, started from the application', async () => {
    renderDetail(aCompanyApplication({ status: 'accepted' }))
    const form = await openForm()
    const field = (name: string) => within(form).queryByLabelText(name)

    // An offer letter first: the role's title is filled in.
    expect(within(form).getByLabelText('Kind of letter')).toHaveValue('offer')
    expect(field('Intern’s name')).toHaveValue('Adaeze Okafor')
    expect(field('Role')).toHaveValue('Product Design Intern')
    expect(field('Monthly stipend (NGN)')).toBeVisible()
    expect(field('Institution')).toBeNull()
    expect(field('Place of primary assignment (address)')).toBeNull()

    await userEvent.selectOptions(within(form).getByLabelText('Kind of letter'), 'siwes')
    expect(field('Student’s name')).toHaveValue('Adaeze Okafor')
    expect(field('Institution')).toHaveValue('University of Lagos')
    expect(field('Course of study')).toHaveValue('Computer Science')
    expect(field('Number of weeks')).toHaveValue(24)
    expect(field('Programme')).toBeVisible()
    expect(field('Role')).toBeNull()
    expect(field('Monthly stipend (NGN)')).toBeNull()

    await userEvent.selectOptions(within(form).getByLabelText('Kind of letter'), 'nysc')
    expect(field('Corps member’s name')).toHaveValue('Adaeze Okafor')
    expect(field('Reporting date')).toBeVisible()
    expect(field('State code (optional)')).toBeVisible()
    expect(field('Accommodation')).not.toBeChecked()
    expect(field('Transport')).not.toBeChecked()
    expect(field('Institution')).toBeNull()
  })

  test.each([
    ['siwes', 'siwes'],
    ['nysc', 'nysc'],
    ['graduate', 'offer'],
  ] as const)('a %s role’s applicant starts with the %s letter', async (placementType, kind) => {
    const application = aCompanyApplication({ status: 'accepted' })
    renderDetail({ ...application, role: { ...application.role, placementType } })
    const form = await openForm()
    expect(within(form).getByLabelText('Kind of letter')).toHaveValue(kind)
  })

  test('says what is missing and sends nothing', async () => {
    const issued = vi.fn()
    renderDetail(aCompanyApplication({ status: 'accepted' }), issued)
    const form = await openForm()
    await userEvent.selectOptions(within(form).getByLabelText('Kind of letter'), 'siwes')
    await userEvent.click(within(form).getByRole('button', { name: 'Issue letter' }))

    expect(within(form).getByRole('alert')).toHaveTextContent('Check the highlighted fields.')
    expect(within(form).getByLabelText('Signatory’s name')).toHaveAccessibleDescription(
      LETTER_MESSAGES.required,
    )
    expect(within(form).getByLabelText('Start date')).toHaveAccessibleDescription(
      LETTER_MESSAGES.date,
    )
    expect(within(form).getByLabelText('Programme')).toHaveAccessibleDescription(
      LETTER_MESSAGES.programme,
    )
    expect(issued).not.toHaveBeenCalled()
  })

  test('issues a SIWES letter, then offers its download', async () => {
    const issued = vi.fn()
    renderDetail(aCompanyApplication({ status: 'accepted' }), issued)
    const form = await openForm()
    await userEvent.selectOptions(within(form).getByLabelText('Kind of letter'), 'siwes')
    await userEvent.type(within(form).getByLabelText('Start date'), '2026-05-14')
    await userEvent.type(
      within(form).getByLabelText('Matriculation number (optional)'),
      'UNILAG/170401123',
    )
    await userEvent.type(within(form).getByLabelText('Level (optional)'), '300 Level')
    await userEvent.selectOptions(within(form).getByLabelText('Programme'), 'HND')
    await userEvent.clear(within(form).getByLabelText('Number of weeks'))
    await userEvent.type(within(form).getByLabelText('Number of weeks'), '16')
    await userEvent.type(within(form).getByLabelText('Industry-based supervisor'), 'Emeka Nwosu')
    await userEvent.type(within(form).getByLabelText('Supervisor’s phone'), '+234 803 123 4567')
    await userEvent.type(within(form).getByLabelText('Signatory’s name'), 'Bola Adeyemi')
    await userEvent.type(within(form).getByLabelText('Signatory’s title'), 'Head of People')
    await userEvent.click(within(form).getByRole('button', { name: 'Issue letter' }))

    expect(await screen.findByText('Acceptance letter issued.')).toBeVisible()
    expect(issued).toHaveBeenCalledTimes(1)
    expect(issued.mock.calls[0]?.[0].body).toEqual({
      kind: 'siwes',
      internName: 'Adaeze Okafor',
      signatoryName: 'Bola Adeyemi',
      signatoryTitle: 'Head of People',
      startDate: '2026-05-14',
      matricNumber: 'UNILAG/170401123',
      level: '300 Level',
      institutionName: 'University of Lagos',
      programme: 'HND',
      courseOfStudy: 'Computer Science',
      weeks: 16,
      supervisorName: 'Emeka Nwosu',
      supervisorPhone: '+234 803 123 4567',
    })
    expect(screen.queryByRole('form', { name: 'Issue acceptance letter' })).toBeNull()
    expect(screen.getByText(/SIWES\/IT acceptance letter issued on 24 November 2026/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Download letter' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Issue again' })).toBeVisible()
  })

  test('an unpaid offer is sent without a stipend', async () => {
    const issued = vi.fn()
    renderDetail(aCompanyApplication({ status: 'accepted' }), issued)
    const form = await openForm()
    await userEvent.type(within(form).getByLabelText('Start date'), '2026-06-01')
    await userEvent.click(within(form).getByLabelText('Unpaid placement'))
    expect(within(form).getByLabelText('Monthly stipend (NGN)')).toBeDisabled()
    await userEvent.type(within(form).getByLabelText('Signatory’s name'), 'Bola Adeyemi')
    await userEvent.type(within(form).getByLabelText('Signatory’s title'), 'Head of People')
    await userEvent.click(within(form).getByRole('button', { name: 'Issue letter' }))
    await screen.findByText('Acceptance letter issued.')
    expect(issued.mock.calls[0]?.[0].body).toMatchObject({
      kind: 'offer',
      roleTitle: 'Product Design Intern',
      durationMonths: 6,
      monthlyStipend: null,
    })
  })

  test('shows the server’s refusal', async () => {
    const application = aCompanyApplication({ status: 'accepted' })
    stubApi({
      [`GET /company/applications/${application.id}`]: ok(application),
      [`POST /company/applications/${application.id}/letter`]: fail(
        409,
        LETTER_MESSAGES.notAccepted,
        { code: 'APPLICATION_NOT_ACCEPTED' },
      ),
    })
    renderRoutes([{ path: '/', element: <ApplicantDetail applicationId={application.id} /> }], '/')
    const form = await openForm()
    await userEvent.type(within(form).getByLabelText('Start date'), '2026-06-01')
    await userEvent.type(within(form).getByLabelText('Monthly stipend (NGN)'), '50,000')
    await userEvent.type(within(form).getByLabelText('Signatory’s name'), 'Bola Adeyemi')
    await userEvent.type(within(form).getByLabelText('Signatory’s title'), 'Head of People')
    await userEvent.click(within(form).getByRole('button', { name: 'Issue letter' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(LETTER_MESSAGES.notAccepted)
  })
})
