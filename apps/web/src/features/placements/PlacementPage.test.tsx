import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { PLACEMENT_MESSAGES, type Placement } from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { paths } from '../../lib/paths'
import { CompanyPlacementPage, InternPlacementPage } from './PlacementPage'
import { CompanyPlacementsPage, InternPlacementsPage } from './PlacementsPage'

const ID = '5b0f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f'

const aPlacement = (over: Partial<Placement> = {}): Placement => ({
  id: ID,
  applicationId: '6c1f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f',
  kind: 'siwes',
  roleTitle: 'SIWES Trainee (Software)',
  companyName: 'Paystride Technologies Ltd',
  internName: 'Ada Okafor',
  acceptedAt: '2026-04-20T09:00:00.000Z',
  startDate: null,
  endDate: null,
  supervisor: { name: null, email: null, phone: null },
  student: {
    matricNumber: null,
    institution: 'University of Lagos',
    course: null,
    programme: null,
  },
  weeksDone: 0,
  weeksTotal: 24,
  stage: 'unscheduled',
  next: 'Add the start and end dates and the supervisor',
  updatedAt: '2026-04-20T09:00:00.000Z',
  ...over,
})

const META = {
  page: 1,
  limit: 10,
  totalDocs: 1,
  totalPages: 1,
  hasPrevPage: false,
  hasNextPage: false,
}

afterEach(() => localStorage.clear())

describe("the company's placement page", () => {
  beforeEach(() => signInCompany())

  test('shows what is due, the timeline, and saves the dates and the supervisor', async () => {
    const saved = aPlacement({
      startDate: '2026-05-04',
      endDate: '2026-10-16',
      supervisor: { name: 'Emeka Nwosu', email: 'emeka@example.com', phone: '+2348031234567' },
      stage: 'upcoming',
      next: "Waiting for the student's matriculation number, course and programme",
    })
    const api = stubApi({
      [`GET /company/placements/${ID}`]: ok(aPlacement()),
      [`PATCH /company/placements/${ID}`]: ok(saved, PLACEMENT_MESSAGES.saved),
      'GET /company/placements': ok({ docs: [saved], meta: META }),
    })
    renderRoutes(
      [{ path: paths.company.placement.path, element: <CompanyPlacementPage /> }],
      paths.company.placement.href(ID),
    )

    expect(await screen.findByRole('heading', { name: 'SIWES Trainee (Software)' })).toBeVisible()
    expect(screen.getByText('Add the start and end dates and the supervisor')).toBeVisible()
    const timeline = screen.getByRole('list', { name: 'Timeline' })
    expect(within(timeline).getByText('Accepted')).toBeVisible()
    expect(within(timeline).getByText('20 April 2026')).toBeVisible()
    expect(within(timeline).getByText('0 of 24 weeks done')).toBeVisible()

    await userEvent.click(screen.getByRole('button', { name: 'Add dates and supervisor' }))
    const form = screen.getByRole('form', { name: 'Dates and supervisor' })
    // The end before the start is refused here, before anything is sent.
    await userEvent.type(within(form).getByLabelText('Start date'), '2026-05-04')
    await userEvent.type(within(form).getByLabelText('End date'), '2026-05-01')
    await userEvent.type(within(form).getByLabelText("Supervisor's name"), 'Emeka Nwosu')
    await userEvent.type(within(form).getByLabelText("Supervisor's email"), 'emeka@example.com')
    await userEvent.type(within(form).getByLabelText("Supervisor's mobile number"), '0803 123 4567')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText(PLACEMENT_MESSAGES.endAfterStart)).toBeVisible()
    expect(api.callsTo('PATCH', `/company/placements/${ID}`)).toHaveLength(0)

    await userEvent.clear(within(form).getByLabelText('End date'))
    await userEvent.type(within(form).getByLabelText('End date'), '2026-10-16')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))

    expect(await screen.findByText('4 May 2026 – 16 October 2026')).toBeVisible()
    expect(api.callsTo('PATCH', `/company/placements/${ID}`)[0]?.body).toEqual({
      startDate: '2026-05-04',
      endDate: '2026-10-16',
      supervisor: { name: 'Emeka Nwosu', email: 'emeka@example.com', phone: '0803 123 4567' },
    })
    expect(screen.getByText('+234 803 123 4567')).toBeVisible()
    expect(
      screen.getByText("Waiting for the student's matriculation number, course and programme"),
    ).toBeVisible()
  })

  test('shows the server refusal beside the field', async () => {
    stubApi({
      [`GET /company/placements/${ID}`]: ok(aPlacement()),
      [`PATCH /company/placements/${ID}`]: fail(400, 'Check the highlighted fields.', {
        errors: { 'supervisor.email': PLACEMENT_MESSAGES.supervisorEmail },
      }),
    })
    renderRoutes(
      [{ path: paths.company.placement.path, element: <CompanyPlacementPage /> }],
      paths.company.placement.href(ID),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Add dates and supervisor' }))
    const form = screen.getByRole('form', { name: 'Dates and supervisor' })
    await userEvent.type(within(form).getByLabelText("Supervisor's name"), 'Emeka Nwosu')
    await userEvent.type(within(form).getByLabelText("Supervisor's email"), 'emeka@example.com')
    await userEvent.type(within(form).getByLabelText("Supervisor's mobile number"), '08031234567')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText(PLACEMENT_MESSAGES.supervisorEmail)).toBeVisible()
  })

  test('says so when the placement is not found', async () => {
    stubApi({ [`GET /company/placements/${ID}`]: fail(404, PLACEMENT_MESSAGES.notFound) })
    renderRoutes(
      [{ path: paths.company.placement.path, element: <CompanyPlacementPage /> }],
      paths.company.placement.href(ID),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('This placement was not found.')
  })
})

describe("the intern's placement pages", () => {
  beforeEach(() => signInIntern())

  test('a SIWES student fills in their school details', async () => {
    const api = stubApi({
      [`GET /users/placements/${ID}`]: ok(
        aPlacement({ next: 'Fill in your matriculation number, course and programme' }),
      ),
      [`PATCH /users/placements/${ID}`]: (request) =>
        ok(
          aPlacement({
            student: { ...(request.body as object), institution: 'University of Lagos' } as never,
            next: 'Waiting for the company to add the start and end dates and the supervisor',
          }),
        ),
      'GET /users/placements': ok({ docs: [], meta: { ...META, totalDocs: 0 } }),
    })
    renderRoutes(
      [{ path: paths.intern.placement.path, element: <InternPlacementPage /> }],
      paths.intern.placement.href(ID),
    )
    expect(
      await screen.findByText('Fill in your matriculation number, course and programme'),
    ).toBeVisible()
    // The intern reads the company's part, but has no form for it.
    expect(screen.queryByRole('button', { name: 'Add dates and supervisor' })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Fill in your details' }))
    const form = screen.getByRole('form', { name: 'Your school details' })
    expect(within(form).getByLabelText('Institution')).toHaveValue('University of Lagos')
    await userEvent.type(within(form).getByLabelText('Matriculation number'), 'UNILAG/2021/045')
    await userEvent.type(within(form).getByLabelText('Course of study'), 'Computer Science')
    await userEvent.selectOptions(within(form).getByLabelText('Programme'), 'BSc')
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }))

    expect(
      await screen.findByText(
        'Waiting for the company to add the start and end dates and the supervisor',
      ),
    ).toBeVisible()
    expect(api.callsTo('PATCH', `/users/placements/${ID}`)[0]?.body).toEqual({
      matricNumber: 'UNILAG/2021/045',
      institution: 'University of Lagos',
      course: 'Computer Science',
      programme: 'BSc',
    })
    expect(screen.getByText('UNILAG/2021/045')).toBeVisible()
  })

  test('an NYSC placement asks for no school details', async () => {
    stubApi({
      [`GET /users/placements/${ID}`]: ok(
        aPlacement({ kind: 'nysc', student: null, weeksTotal: null }),
      ),
    })
    renderRoutes(
      [{ path: paths.intern.placement.path, element: <InternPlacementPage /> }],
      paths.intern.placement.href(ID),
    )
    expect(await screen.findByText('NYSC (PPA)')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'School details' })).toBeNull()
  })

  test('lists the papers to download, and says when there are none', async () => {
    stubApi({
      [`GET /users/placements/${ID}`]: ok(aPlacement()),
      [`GET /users/placements/${ID}/documents`]: ok({
        docs: [
          {
            kind: 'acceptance-letter',
            title: 'SIWES/IT acceptance letter',
            date: '2026-04-21T10:00:00.000Z',
            path: '/users/applications/6c1f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f/letter',
          },
        ],
      }),
    })
    renderRoutes(
      [{ path: paths.intern.placement.path, element: <InternPlacementPage /> }],
      paths.intern.placement.href(ID),
    )
    const documents = await screen.findByRole('region', { name: 'Documents' })
    expect(await within(documents).findByText('SIWES/IT acceptance letter')).toBeVisible()
    expect(within(documents).getByText('21 April 2026')).toBeVisible()
    expect(
      within(documents).getByRole('button', { name: 'Download SIWES/IT acceptance letter' }),
    ).toBeEnabled()
  })

  test('says so when a placement has no papers yet', async () => {
    stubApi({
      [`GET /company/placements/${ID}`]: ok(aPlacement()),
      [`GET /company/placements/${ID}/documents`]: ok({ docs: [] }),
    })
    signInCompany()
    renderRoutes(
      [{ path: paths.company.placement.path, element: <CompanyPlacementPage /> }],
      paths.company.placement.href(ID),
    )
    const documents = await screen.findByRole('region', { name: 'Documents' })
    expect(await within(documents).findByText(/No documents yet/)).toBeVisible()
  })

  test('the list links each placement with its progress and what is due', async () => {
    stubApi({
      'GET /users/placements': ok({
        docs: [
          aPlacement({
            startDate: '2026-05-04',
            endDate: '2026-10-16',
            weeksDone: 2,
            next: 'Week 3 of 24; ends 16 October 2026',
          }),
        ],
        meta: META,
      }),
    })
    renderRoutes(
      [{ path: paths.intern.placements.path, element: <InternPlacementsPage /> }],
      paths.intern.placements.href(),
    )
    const link = await screen.findByRole('link', { name: /SIWES Trainee \(Software\)/ })
    expect(link).toHaveAttribute('href', paths.intern.placement.href(ID))
    expect(link).toHaveTextContent('Paystride Technologies Ltd')
    expect(link).toHaveTextContent('SIWES/IT · 2 of 24 weeks · 4 May 2026 – 16 October 2026')
    expect(link).toHaveTextContent('Next: Week 3 of 24; ends 16 October 2026')
  })
})

test("a company's empty list points to its applicants", async () => {
  signInCompany()
  stubApi({ 'GET /company/placements': ok({ docs: [], meta: { ...META, totalDocs: 0 } }) })
  renderRoutes(
    [{ path: paths.company.placements.path, element: <CompanyPlacementsPage /> }],
    paths.company.placements.href(),
  )
  expect(await screen.findByText('No placements yet.')).toBeVisible()
  expect(screen.getByRole('link', { name: 'Review applicants' })).toHaveAttribute(
    'href',
    paths.company.applications.href(),
  )
})
