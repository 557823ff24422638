import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { onlineManager } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import {
  addDays,
  formatLogbookDay,
  LOGBOOK_MESSAGES,
  mondayOf,
  todayInLagos,
  type LogbookWeek,
  type Placement,
} from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { paths } from '../../lib/paths'
import { logbookDraftKey } from './LogbookWeekEditor'
import { CompanyPlacementPage, InternPlacementPage } from './PlacementPage'

const ID = '5b0f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f'
const THIS_WEEK = mondayOf(todayInLagos())
const LAST_WEEK = addDays(THIS_WEEK, -7)
const START = LAST_WEEK
const END = addDays(START, 24 * 7 - 3)

const PLACEMENT: Placement = {
  id: ID,
  applicationId: '6c1f3c1e-2d4a-4b6c-8e9f-0a1b2c3d4e5f',
  kind: 'siwes',
  roleTitle: 'SIWES Trainee (Software)',
  companyName: 'Paystride Technologies Ltd',
  internName: 'Ada Okafor',
  acceptedAt: '2026-04-20T09:00:00.000Z',
  startDate: START,
  endDate: END,
  supervisor: { name: 'Emeka Nwosu', email: 'emeka@example.com', phone: '+2348031234567' },
  student: {
    matricNumber: 'YCT/HND/2021/045',
    institution: 'Yaba College of Technology',
    course: 'Computer Science',
    programme: 'HND',
  },
  weeksDone: 0,
  weeksTotal: 24,
  stage: 'ongoing',
  next: 'Week 2 of 24',
  updatedAt: '2026-04-20T09:00:00.000Z',
}

const week = (weekStart: string, over: Partial<LogbookWeek> = {}): LogbookWeek => ({
  weekStart,
  weekNumber: weekStart === START ? 1 : 2,
  days: [],
  status: 'draft',
  submittedAt: null,
  signedAt: null,
  signatureName: null,
  comment: null,
  submittableFrom: addDays(weekStart, 4),
  ...over,
})

const LAST_WEEK_DAYS = [{ date: LAST_WEEK, activities: 'Set up the office network.' }]

const routesFor = (side: 'intern' | 'company') =>
  side === 'intern'
    ? renderRoutes(
        [{ path: paths.intern.placement.path, element: <InternPlacementPage /> }],
        paths.intern.placement.href(ID),
      )
    : renderRoutes(
        [{ path: paths.company.placement.path, element: <CompanyPlacementPage /> }],
        paths.company.placement.href(ID),
      )

afterEach(() => {
  localStorage.clear()
  onlineManager.setOnline(true)
})

describe("the intern's logbook", () => {
  beforeEach(() => signInIntern())

  test('keeps what is typed on the device at once, and saves it to the server after a pause', async () => {
    const api = stubApi({
      [`GET /users/placements/${ID}`]: ok(PLACEMENT),
      [`GET /users/placements/${ID}/documents`]: ok({ docs: [] }),
      [`GET /users/placements/${ID}/logbook`]: ok({
        isOpen: true,
        weeks: [week(LAST_WEEK, { days: LAST_WEEK_DAYS }), week(THIS_WEEK)],
      }),
      [`PUT /users/placements/${ID}/logbook/${THIS_WEEK}`]: (request) =>
        ok(week(THIS_WEEK, { days: (request.body as { days: LogbookWeek['days'] }).days })),
    })
    routesFor('intern')

    const logbook = await screen.findByRole('region', { name: 'Weekly logbook' })
    // This week first, open, with a box for each day come so far.
    const monday = await within(logbook).findByLabelText(formatLogbookDay(THIS_WEEK))
    await userEvent.type(monday, 'Shadowed the network engineer.')
    expect(JSON.parse(localStorage.getItem(logbookDraftKey(ID, THIS_WEEK)) ?? '{}')).toEqual({
      [THIS_WEEK]: 'Shadowed the network engineer.',
    })
    await waitFor(
      () =>
        expect(api.callsTo('PUT', `/users/placements/${ID}/logbook/${THIS_WEEK}`)).toHaveLength(1),
      { timeout: 3000 },
    )
    expect(api.callsTo('PUT', `/users/placements/${ID}/logbook/${THIS_WEEK}`)[0]?.body).toEqual({
      days: [{ date: THIS_WEEK, activities: 'Shadowed the network engineer.' }],
    })
    const thisWeek = monday.closest('details')!
    expect(await within(thisWeek).findByText('All changes saved.')).toBeVisible()
    expect(localStorage.getItem(logbookDraftKey(ID, THIS_WEEK))).toBeNull()
    // This week cannot be sent before its Friday unless today is that Friday or later.
    const send = within(thisWeek).getByRole('button', { name: 'Submit to supervisor' })
    if (todayInLagos() < addDays(THIS_WEEK, 4)) expect(send).toBeDisabled()
  })

  test('keeps a draft written offline and saves it when the network is back', async () => {
    const api = stubApi({
      [`GET /users/placements/${ID}`]: ok(PLACEMENT),
      [`GET /users/placements/${ID}/documents`]: ok({ docs: [] }),
      [`GET /users/placements/${ID}/logbook`]: ok({ isOpen: true, weeks: [week(THIS_WEEK)] }),
      [`PUT /users/placements/${ID}/logbook/${THIS_WEEK}`]: (request) =>
        ok(week(THIS_WEEK, { days: (request.body as { days: LogbookWeek['days'] }).days })),
    })
    routesFor('intern')
    const monday = await screen.findByLabelText(formatLogbookDay(THIS_WEEK))
    act(() => onlineManager.setOnline(false))
    await userEvent.type(monday, 'Wrote the report offline.')
    expect(
      await screen.findByText(
        'Kept on this device. It will be saved when you are back online.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(api.callsTo('PUT', `/users/placements/${ID}/logbook/${THIS_WEEK}`)).toHaveLength(0)
    expect(localStorage.getItem(logbookDraftKey(ID, THIS_WEEK))).toContain(
      'Wrote the report offline.',
    )

    act(() => onlineManager.setOnline(true))
    await waitFor(() =>
      expect(api.callsTo('PUT', `/users/placements/${ID}/logbook/${THIS_WEEK}`)[0]?.body).toEqual({
        days: [{ date: THIS_WEEK, activities: 'Wrote the report offline.' }],
      }),
    )
    expect(await screen.findByText('All changes saved.')).toBeVisible()
  })

  test('submits a past week to the supervisor, then shows it waiting for the signature, read-only', async () => {
    const submitted = week(LAST_WEEK, {
      days: LAST_WEEK_DAYS,
      status: 'submitted',
      submittedAt: `${addDays(LAST_WEEK, 4)}T15:00:00.000Z`,
    })
    const api = stubApi({
      [`GET /users/placements/${ID}`]: ok(PLACEMENT),
      [`GET /users/placements/${ID}/documents`]: ok({ docs: [] }),
      [`GET /users/placements/${ID}/logbook`]: ok({
        isOpen: true,
        weeks: [week(LAST_WEEK, { days: LAST_WEEK_DAYS }), week(THIS_WEEK)],
      }),
      [`POST /users/placements/${ID}/logbook/${LAST_WEEK}/submit`]: ok(
        submitted,
        LOGBOOK_MESSAGES.submitted,
      ),
    })
    routesFor('intern')
    const lastWeek = (await screen.findByText('Week 1')).closest('details')!
    await userEvent.click(within(lastWeek).getByText('Week 1'))
    expect(within(lastWeek).getByLabelText(formatLogbookDay(LAST_WEEK))).toHaveValue(
      'Set up the office network.',
    )
    await userEvent.click(within(lastWeek).getByRole('button', { name: 'Submit to supervisor' }))
    expect(await within(lastWeek).findByText('Waiting for signature')).toBeVisible()
    expect(api.callsTo('POST', `/users/placements/${ID}/logbook/${LAST_WEEK}/submit`)).toHaveLength(
      1,
    )
    expect(within(lastWeek).getByText(/Sent to the supervisor on/)).toBeVisible()
    expect(within(lastWeek).queryByRole('textbox')).toBeNull()
  })

  test('shows why a submission was refused', async () => {
    stubApi({
      [`GET /users/placements/${ID}`]: ok(PLACEMENT),
      [`GET /users/placements/${ID}/documents`]: ok({ docs: [] }),
      [`GET /users/placements/${ID}/logbook`]: ok({
        isOpen: true,
        weeks: [week(LAST_WEEK, { days: LAST_WEEK_DAYS })],
      }),
      [`POST /users/placements/${ID}/logbook/${LAST_WEEK}/submit`]: fail(
        409,
        LOGBOOK_MESSAGES.signedLocked,
        { code: 'LOGBOOK_WEEK_SIGNED' },
      ),
    })
    routesFor('intern')
    await userEvent.click(await screen.findByRole('button', { name: 'Submit to supervisor' }))
    expect(await screen.findByText(LOGBOOK_MESSAGES.signedLocked)).toBeVisible()
  })

  test('says when the logbook is not open yet', async () => {
    stubApi({
      [`GET /users/placements/${ID}`]: ok({ ...PLACEMENT, startDate: null, endDate: null }),
      [`GET /users/placements/${ID}/documents`]: ok({ docs: [] }),
      [`GET /users/placements/${ID}/logbook`]: ok({ isOpen: false, weeks: [] }),
    })
    routesFor('intern')
    expect(
      await screen.findByText(
        'Your logbook opens once the company gives the dates and your industry supervisor.',
      ),
    ).toBeVisible()
  })
})

describe("the company's logbook", () => {
  beforeEach(() => signInCompany())

  test('reads the weeks and their signatures, and writes nothing', async () => {
    stubApi({
      [`GET /company/placements/${ID}`]: ok(PLACEMENT),
      [`GET /company/placements/${ID}/documents`]: ok({ docs: [] }),
      [`GET /company/placements/${ID}/logbook`]: ok({
        isOpen: true,
        weeks: [
          week(LAST_WEEK, {
            days: LAST_WEEK_DAYS,
            status: 'signed',
            submittedAt: '2026-05-15T15:00:00.000Z',
            signedAt: '2026-05-21T10:00:00.000Z',
            signatureName: 'Emeka Nwosu',
            comment: 'Careful work.',
          }),
          week(THIS_WEEK),
        ],
      }),
    })
    routesFor('company')
    const logbook = await screen.findByRole('region', { name: 'Weekly logbook' })
    expect(await within(logbook).findByText('Nothing written yet.')).toBeVisible()
    await userEvent.click(within(logbook).getByText('Week 1'))
    expect(within(logbook).getByText('Set up the office network.')).toBeVisible()
    expect(within(logbook).getByText('Signed by Emeka Nwosu on 21 May 2026')).toBeVisible()
    expect(within(logbook).getByText('“Careful work.”')).toBeVisible()
    expect(within(logbook).queryByRole('textbox')).toBeNull()
    expect(within(logbook).queryByRole('button', { name: /Submit|Change/ })).toBeNull()
    expect(within(logbook).getByRole('button', { name: 'Download logbook (PDF)' })).toBeVisible()
  })
})
