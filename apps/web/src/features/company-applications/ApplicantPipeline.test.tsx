import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { REJECTION_REASON_LABELS } from '@app/domain'
import { ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompanyRole, companyRolePage } from '../../test/fixtures'
import { renderRoutes } from '../../test/render-route'
import { CompanyApplicationsPage } from './CompanyApplicationsPage'
import { aCompanyApplication, applicationPage } from './company-application-fixtures'
import { applicantFiltersOf } from './useApplicantParams'

const routes = [
  { path: '/company/applications/:applicationId?', element: <CompanyApplicationsPage /> },
]
const ROLE_ID = '00000000-0000-4000-8000-000000000900'

beforeEach(() => {
  signInCompany()
  // The list and the detail take turns, as on a phone.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width') }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const roles = ok(companyRolePage([aCompanyRole({ id: ROLE_ID, title: 'Product Design Intern' })]))

describe('applicantFiltersOf', () => {
  test('reads known values from the address and leaves out the rest', () => {
    expect(
      applicantFiltersOf(
        new URLSearchParams(`status=rejected&roleId=${ROLE_ID}&search=+ada+&sort=name&page=2`),
      ),
    ).toEqual({ page: 2, status: 'rejected', roleId: ROLE_ID, search: 'ada', sort: 'name' })
    expect(
      applicantFiltersOf(new URLSearchParams('status=hired&roleId=1&sort=random&page=-3')),
    ).toEqual({ page: 1, status: undefined, roleId: undefined, search: undefined, sort: undefined })
  })
})

describe('applicant filters', () => {
  test('come from the address, go to the server, and show counts per status', async () => {
    const page = {
      ...applicationPage([aCompanyApplication({ status: 'rejected' })]),
      counts: { pending: 4, in_review: 2, accepted: 1, rejected: 1, no_response: 0 },
    }
    const api = stubApi({ 'GET /company/applications': ok(page), 'GET /roles': roles })
    const user = userEvent.setup()
    const { router } = renderRoutes(
      routes,
      `/company/applications?status=rejected&roleId=${ROLE_ID}&sort=name`,
    )
    const status = await screen.findByRole('combobox', { name: 'Status' })
    expect(status).toHaveValue('rejected')
    expect(await within(status).findByRole('option', { name: 'All (8)' })).toBeInTheDocument()
    expect(within(status).getByRole('option', { name: 'Pending (4)' })).toBeInTheDocument()
    expect(await screen.findByRole('option', { name: 'Product Design Intern' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue(ROLE_ID)
    const sent = api.callsTo('GET', '/company/applications')[0]?.query
    expect(sent?.get('status')).toBe('rejected')
    expect(sent?.get('roleId')).toBe(ROLE_ID)
    expect(sent?.get('sort')).toBe('name')

    await user.selectOptions(status, 'pending')
    expect(router.state.location.search).toBe(`?status=pending&roleId=${ROLE_ID}&sort=name`)
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants by name' }), 'Ada')
    await vi.waitFor(() => expect(router.state.location.search).toContain('search=Ada'))
    await vi.waitFor(() =>
      expect(api.callsTo('GET', '/company/applications').at(-1)?.query.get('search')).toBe('Ada'),
    )
  })

  test('with no match, says so and clears the filters', async () => {
    stubApi({ 'GET /company/applications': ok(applicationPage([])), 'GET /roles': roles })
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/company/applications?status=accepted&sort=oldest')
    expect(await screen.findByText('No applicants match these filters')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    // The order is a preference, not a filter: it stays.
    expect(router.state.location.search).toBe('?sort=oldest')
  })
})

describe('rejecting with a reason', () => {
  test('asks for a reason, then sends it with the note', async () => {
    const application = aCompanyApplication({ status: 'in_review' })
    const api = stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      'GET /roles': roles,
      [`GET /company/applications/${application.id}`]: ok(application),
      [`PATCH /company/applications/${application.id}/reject`]: ok({
        id: application.id,
        status: 'rejected',
      }),
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/company/applications/${application.id}`)
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject this application?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }))
    expect(within(dialog).getByText('Choose the reason the applicant will see.')).toBeVisible()
    expect(api.callsTo('PATCH', `/company/applications/${application.id}/reject`)).toHaveLength(0)

    await user.selectOptions(
      within(dialog).getByLabelText('Reason'),
      REJECTION_REASON_LABELS.role_filled,
    )
    await user.type(within(dialog).getByLabelText(/Note to the applicant/), 'We hired in March.')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject' }))
    expect(await screen.findByRole('dialog', { name: 'Application rejected' })).toBeVisible()
    expect(api.callsTo('PATCH', `/company/applications/${application.id}/reject`)[0]?.body).toEqual(
      { reason: 'role_filled', note: 'We hired in March.' },
    )
  })

  test.each([
    [
      'a scheduled interview',
      'scheduled',
      'Their interview on Tue, 3 Dec 2030, 10:00 WAT will be cancelled, and Adaeze Okafor will be told.',
    ],
    [
      'proposed times',
      'proposed',
      'The interview you proposed will be cancelled, and Adaeze Okafor will be told.',
    ],
    ['no interview', null, null],
  ] as const)('the reject dialog says what happens to %s', async (_name, status, warning) => {
    const application = aCompanyApplication(
      { status: 'in_review' },
      { firstName: 'Adaeze', lastName: 'Okafor' },
    )
    const slot = { id: 'slot-1', startsAt: '2030-12-03T09:00:00.000Z', durationMinutes: 45 }
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      'GET /roles': roles,
      [`GET /company/applications/${application.id}`]: ok(application),
      [`GET /company/applications/${application.id}/interviews`]: ok(
        status
          ? [
              {
                id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
                applicationId: application.id,
                status,
                mode: 'phone',
                location: null,
                link: null,
                note: null,
                internNote: null,
                cancelNote: null,
                attendance: null,
                slots: [slot],
                scheduled: status === 'scheduled' ? slot : null,
                roleTitle: application.role.title,
                counterpart: { name: 'Adaeze Okafor' },
                createdAt: '2026-11-24T08:00:00.000Z',
                updatedAt: '2026-11-24T08:00:00.000Z',
              },
            ]
          : [],
      ),
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/company/applications/${application.id}`)
    // The interview panel has loaded: the dialog knows of the interview.
    await screen.findByRole('region', { name: 'Interview' })
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject this application?' })
    if (warning) expect(within(dialog).getByText(warning, { exact: false })).toBeVisible()
    else expect(within(dialog).queryByText(/interview/)).not.toBeInTheDocument()
  })

  test('rejects the chosen applicants at once with one reason', async () => {
    const ada = aCompanyApplication({}, { firstName: 'Ada', lastName: 'Eze' })
    const bola = aCompanyApplication(
      { status: 'in_review' },
      { firstName: 'Bola', lastName: 'Ade' },
    )
    const done = aCompanyApplication({ status: 'accepted' }, { firstName: 'Chi', lastName: 'Obi' })
    const api = stubApi({
      'GET /company/applications': ok(applicationPage([ada, bola, done])),
      'GET /roles': roles,
      'POST /company/applications/reject': ok({ rejected: [ada.id, bola.id] }),
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/company/applications')
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Ada Eze' }))
    await user.click(screen.getByRole('checkbox', { name: 'Choose Bola Ade' }))
    // A decided applicant cannot be chosen.
    expect(screen.queryByRole('checkbox', { name: 'Choose Chi Obi' })).not.toBeInTheDocument()
    expect(screen.getByText('2 chosen')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reject 2' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Reject 2 applicants?' })
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'skills_mismatch')
    await user.click(within(dialog).getByRole('button', { name: 'Yes, reject 2' }))
    expect(await screen.findByText('2 applicants rejected and notified.')).toBeInTheDocument()
    expect(api.callsTo('POST', '/company/applications/reject')[0]?.body).toEqual({
      ids: [ada.id, bola.id],
      reason: 'skills_mismatch',
    })
  })
})
