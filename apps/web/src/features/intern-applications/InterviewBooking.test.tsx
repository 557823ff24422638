import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import {
  BOOKING_MESSAGES,
  type ApplicationStatus,
  type FreeTimes,
  type Interview,
} from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { InterviewBooking } from './InterviewBooking'

const APPLICATION = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'
const freePath = `/users/applications/${APPLICATION}/free-times`
const bookPath = `/users/applications/${APPLICATION}/book`

// Monday 2 and Tuesday 3 December 2030, 10:00, 11:00 and 14:00 in Lagos.
const TIMES = ['2030-12-02T09:00:00.000Z', '2030-12-02T10:00:00.000Z', '2030-12-03T13:00:00.000Z']

const freeTimes = (overrides: Partial<FreeTimes> = {}): FreeTimes => ({
  invited: true,
  docs: TIMES.map((startsAt) => ({ startsAt })),
  durationMinutes: 60,
  mode: 'video',
  location: null,
  link: 'https://meet.example.com/kobo',
  windowDays: 14,
  ...overrides,
})

const booked: Interview = {
  id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  applicationId: APPLICATION,
  status: 'scheduled',
  mode: 'video',
  location: null,
  link: 'https://meet.example.com/kobo',
  note: null,
  internNote: null,
  cancelNote: null,
  attendance: null,
  slots: [{ id: 'slot', startsAt: TIMES[1]!, durationMinutes: 60 }],
  scheduled: { id: 'slot', startsAt: TIMES[1]!, durationMinutes: 60 },
  roleTitle: 'Front-End Developer Intern',
  counterpart: { name: 'Kobo Ledger' },
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
}

const render = (status: ApplicationStatus = 'pending') =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <InterviewBooking application={{ id: APPLICATION, companyName: 'Kobo Ledger', status }} />
        ),
      },
    ],
    '/',
  )

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the intern's interview booking", () => {
  test('shows nothing until the company invites', async () => {
    const api = stubApi({ [`GET ${freePath}`]: ok(freeTimes({ invited: false, docs: [] })) })
    render()
    await waitFor(() => expect(api.callsTo('GET', freePath)).toHaveLength(1))
    // Once the answer is in, still nothing: no heading, no times.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('heading', { name: 'Book an interview' })).not.toBeInTheDocument()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })

  test('asks nothing for a decided application, which cannot be invited', async () => {
    const api = stubApi({ [`GET ${freePath}`]: ok(freeTimes()) })
    render('accepted')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.callsTo('GET', freePath)).toHaveLength(0)
    expect(screen.queryByRole('heading', { name: 'Book an interview' })).not.toBeInTheDocument()
  })

  test('groups the free times by Lagos day, and books the one chosen after confirming', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      [`GET ${freePath}`]: ok(freeTimes()),
      [`POST ${bookPath}`]: { status: 201, body: { status: 'success', data: booked } },
    })
    render()
    expect(await screen.findByRole('heading', { name: 'Book an interview' })).toBeInTheDocument()
    expect(screen.getByText(/Kobo Ledger invited you to book an interview/)).toHaveTextContent(
      'Video call · 60 minutes',
    )
    const monday = screen.getByRole('group', { name: 'Mon 2 Dec' })
    expect(
      within(monday)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('aria-label')),
    ).toEqual(['Mon 2 Dec, 10:00', 'Mon 2 Dec, 11:00'])
    expect(screen.getByRole('group', { name: 'Tue 3 Dec' })).toHaveTextContent('14:00')

    await user.click(screen.getByRole('button', { name: 'Confirm booking' }))
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.notFree)
    expect(api.callsTo('POST', bookPath)).toHaveLength(0)

    await user.click(screen.getByRole('radio', { name: 'Mon 2 Dec, 11:00' }))
    expect(screen.getByText('Mon, 2 Dec 2030, 11:00 WAT · 60 min')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }))
    await waitFor(() => expect(api.callsTo('POST', bookPath)).toHaveLength(1))
    expect(api.callsTo('POST', bookPath)[0]?.body).toEqual({ startsAt: TIMES[1] })
  })

  test('says a time was just taken, and offers the times still free', async () => {
    const user = userEvent.setup()
    let taken = false
    stubApi({
      [`GET ${freePath}`]: () =>
        ok(taken ? freeTimes({ docs: [{ startsAt: TIMES[0]! }] }) : freeTimes()),
      [`POST ${bookPath}`]: () => {
        taken = true
        return fail(409, BOOKING_MESSAGES.taken, {
          code: 'BOOKING_TIME_TAKEN',
          errors: { startsAt: BOOKING_MESSAGES.taken },
        })
      },
    })
    render()
    await user.click(await screen.findByRole('radio', { name: 'Mon 2 Dec, 11:00' }))
    await user.click(screen.getByRole('button', { name: 'Confirm booking' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time was just taken; choose another',
    )
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'Mon 2 Dec, 11:00' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('radio', { name: 'Mon 2 Dec, 10:00' })).not.toBeChecked()
  })

  test('with no free times says so and offers to message the company', async () => {
    stubApi({ [`GET ${freePath}`]: ok(freeTimes({ docs: [] })) })
    render()
    expect(await screen.findByText('No free times in the next 14 days')).toBeInTheDocument()
    expect(screen.getByText(BOOKING_MESSAGES.emptyHint)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Message Company' })).toHaveAttribute(
      'href',
      `/internchat/${APPLICATION}`,
    )
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).not.toBeInTheDocument()
  })

  test('says when the times cannot be loaded', async () => {
    stubApi({ [`GET ${freePath}`]: fail(500, 'Something went wrong') })
    render()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your interview times could not be loaded',
    )
  })
})
