import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { Interview } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { enterText } from '../../test/enter-text'
import { InterviewChooser } from './InterviewChooser'

const APPLICATION = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'
const INTERVIEW = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d'

const anInterview = (overrides: Partial<Interview> = {}): Interview => ({
  id: INTERVIEW,
  applicationId: APPLICATION,
  status: 'proposed',
  mode: 'video',
  location: null,
  link: 'https://meet.example.com/kobo',
  note: 'Bring a project you are proud of.',
  internNote: null,
  cancelNote: null,
  attendance: null,
  slots: [
    { id: 'slot-1', startsAt: '2030-12-03T09:00:00.000Z', durationMinutes: 45 },
    { id: 'slot-2', startsAt: '2030-12-04T13:30:00.000Z', durationMinutes: 30 },
  ],
  scheduled: null,
  roleTitle: 'Front-End Developer Intern',
  counterpart: { name: 'Kobo Ledger' },
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
  ...overrides,
})

const listPath = `GET /users/applications/${APPLICATION}/interviews`
const render = () =>
  renderRoutes([{ path: '/', element: <InterviewChooser applicationId={APPLICATION} /> }], '/')

beforeEach(() => localStorage.setItem('authToken', 'token'))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the interview chooser', () => {
  test('links interview preparation while the interview is open, not once it is declined', async () => {
    stubApi({ [listPath]: ok([anInterview()]) })
    const view = render()
    expect(await screen.findByRole('link', { name: 'Prepare for your interview' })).toHaveAttribute(
      'href',
      '/guides/preparing-for-an-interview',
    )
    view.unmount()

    stubApi({ [listPath]: ok([anInterview({ status: 'declined' })]) })
    render()
    expect(await screen.findByText(/You declined the interview/)).toBeInTheDocument()
    expect(
      screen.queryByRole('link', { name: 'Prepare for your interview' }),
    ).not.toBeInTheDocument()
  })

  test('lists the proposed times in West Africa Time and confirms the one picked', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      [listPath]: ok([anInterview()]),
      [`POST /users/interviews/${INTERVIEW}/choose`]: ok(
        anInterview({ status: 'scheduled', scheduled: anInterview().slots[1]! }),
      ),
    })
    render()
    // The same words whatever the browser's time zone.
    expect(
      await screen.findByRole('radio', { name: 'Tue, 3 Dec 2030, 10:00 WAT · 45 min' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Join video call/ })).toHaveAttribute(
      'href',
      'https://meet.example.com/kobo',
    )
    await user.click(screen.getByRole('button', { name: 'Confirm this time' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Choose one of the proposed times.')
    expect(api.callsTo('POST', `/users/interviews/${INTERVIEW}/choose`)).toHaveLength(0)

    await user.click(screen.getByRole('radio', { name: 'Wed, 4 Dec 2030, 14:30 WAT · 30 min' }))
    await user.click(screen.getByRole('button', { name: 'Confirm this time' }))
    expect(api.callsTo('POST', `/users/interviews/${INTERVIEW}/choose`)[0]?.body).toEqual({
      slotId: 'slot-2',
    })
  })

  test('asks for other times with a note, which it requires', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      [listPath]: ok([anInterview()]),
      [`POST /users/interviews/${INTERVIEW}/request-other-times`]: ok(
        anInterview({ status: 'other_times_requested', internNote: 'After the 10th' }),
      ),
    })
    render()
    await user.click(await screen.findByRole('button', { name: 'Ask for other times' }))
    await user.click(screen.getByRole('button', { name: 'Ask for other times' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Say which days or times suit you.')
    await enterText(user, screen.getByLabelText('Which days or times suit you?'), 'After the 10th')
    await user.click(screen.getByRole('button', { name: 'Ask for other times' }))
    expect(
      api.callsTo('POST', `/users/interviews/${INTERVIEW}/request-other-times`)[0]?.body,
    ).toEqual({ note: 'After the 10th' })
  })

  test('once scheduled shows when, how, where and Add to calendar', async () => {
    stubApi({
      [listPath]: ok([
        anInterview({
          status: 'scheduled',
          mode: 'in_person',
          link: null,
          location: '12 Herbert Macaulay Way, Yaba',
          scheduled: anInterview().slots[0]!,
        }),
      ]),
    })
    render()
    expect(await screen.findByText('Tue, 3 Dec 2030, 10:00 WAT · 45 min')).toBeInTheDocument()
    expect(screen.getByText('12 Herbert Macaulay Way, Yaba')).toBeInTheDocument()
    expect(screen.getByText('In person')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeEnabled()
    expect(screen.queryByRole('radio')).not.toBeInTheDocument()
  })

  test('once the intern has answered the reminder, their answer is shown with the interview', async () => {
    stubApi({
      [listPath]: ok([
        anInterview({
          status: 'scheduled',
          scheduled: anInterview().slots[0]!,
          attendance: 'confirmed',
        }),
      ]),
    })
    render()
    expect(await screen.findByText('Attendance confirmed')).toBeVisible()
    expect(screen.getByText('Tue, 3 Dec 2030, 10:00 WAT · 45 min')).toBeInTheDocument()
  })

  test('shows a clash the server found where the time was chosen', async () => {
    const user = userEvent.setup()
    const clash =
      'You already have an interview at 10:00 WAT on 3 December 2030 (45 minutes) with PayStride for QA Intern. Choose another time, or ask the company for other times.'
    stubApi({
      [listPath]: ok([anInterview()]),
      [`POST /users/interviews/${INTERVIEW}/choose`]: fail(409, clash, {
        code: 'INTERVIEW_CLASH',
        errors: { slotId: clash },
      }),
    })
    render()
    await user.click(
      await screen.findByRole('radio', { name: 'Tue, 3 Dec 2030, 10:00 WAT · 45 min' }),
    )
    await user.click(screen.getByRole('button', { name: 'Confirm this time' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(clash)
  })

  test('a time that has passed cannot be picked', async () => {
    stubApi({
      [listPath]: ok([
        anInterview({
          slots: [
            { id: 'old', startsAt: '2020-01-06T09:00:00.000Z', durationMinutes: 30 },
            ...anInterview().slots,
          ],
        }),
      ]),
    })
    render()
    expect(
      await screen.findByRole('radio', { name: 'Mon, 6 Jan 2020, 10:00 WAT · 30 min (passed)' }),
    ).toBeDisabled()
    expect(screen.getByRole('radio', { name: 'Tue, 3 Dec 2030, 10:00 WAT · 45 min' })).toBeEnabled()
    expect(screen.queryByText(/All the proposed times have passed/)).not.toBeInTheDocument()
  })

  test('when all the proposed times have passed, says so and asks for new times', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      [listPath]: ok([
        anInterview({
          slots: [{ id: 'old', startsAt: '2020-01-06T09:00:00.000Z', durationMinutes: 30 }],
        }),
      ]),
      [`POST /users/interviews/${INTERVIEW}/request-other-times`]: ok(
        anInterview({ status: 'other_times_requested', internNote: 'Next week' }),
      ),
    })
    render()
    expect(
      await screen.findByText(
        /^All the proposed times have passed\. Ask Kobo Ledger for new times/,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirm this time' })).not.toBeInTheDocument()
    await enterText(user, screen.getByLabelText('Which days or times suit you?'), 'Next week')
    await user.click(screen.getByRole('button', { name: 'Ask for new times' }))
    expect(
      api.callsTo('POST', `/users/interviews/${INTERVIEW}/request-other-times`)[0]?.body,
    ).toEqual({ note: 'Next week' })
  })

  test('declines with an optional note, and then says it was declined', async () => {
    const user = userEvent.setup()
    let declined = false
    const api = stubApi({
      [listPath]: () =>
        ok([
          declined
            ? anInterview({ status: 'declined', internNote: 'Took another offer' })
            : anInterview(),
        ]),
      [`POST /users/interviews/${INTERVIEW}/decline`]: () => {
        declined = true
        return ok(anInterview({ status: 'declined', internNote: 'Took another offer' }))
      },
    })
    render()
    await user.click(await screen.findByRole('button', { name: 'Decline' }))
    const form = screen.getByRole('form', { name: 'Decline the interview' })
    await enterText(
      user,
      within(form).getByLabelText('Note for Kobo Ledger (optional)'),
      'Took another offer',
    )
    await user.click(within(form).getByRole('button', { name: 'Decline interview' }))
    expect(api.callsTo('POST', `/users/interviews/${INTERVIEW}/decline`)[0]?.body).toEqual({
      note: 'Took another offer',
    })
    expect(
      await screen.findByText('You declined the interview: Took another offer'),
    ).toBeInTheDocument()
  })

  test('a scheduled interview can be declined too, without a note', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      [listPath]: ok([anInterview({ status: 'scheduled', scheduled: anInterview().slots[0]! })]),
      [`POST /users/interviews/${INTERVIEW}/decline`]: ok(anInterview({ status: 'declined' })),
    })
    render()
    await user.click(await screen.findByRole('button', { name: 'Decline interview' }))
    await user.click(
      within(screen.getByRole('form', { name: 'Decline the interview' })).getByRole('button', {
        name: 'Decline interview',
      }),
    )
    expect(api.callsTo('POST', `/users/interviews/${INTERVIEW}/decline`)[0]?.body).toEqual({})
  })

  test('shows nothing when no interview was proposed', async () => {
    const api = stubApi({ [listPath]: ok([]) })
    render()
    await vi.waitFor(() => expect(api.calls).toHaveLength(1))
    expect(screen.queryByRole('region', { name: 'Interview' })).not.toBeInTheDocument()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })
})
