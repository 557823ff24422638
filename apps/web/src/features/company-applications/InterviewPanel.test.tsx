import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { INTERVIEW_ATTENDANCE_LABELS, type Interview } from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { enterText } from '../../test/enter-text'
import { aCompanyApplication } from './company-application-fixtures'
import { InterviewPanel } from './InterviewPanel'

const application = aCompanyApplication({ status: 'in_review' })
const INTERVIEW = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d'
const listPath = `GET /company/applications/${application.id}/interviews`

const anInterview = (overrides: Partial<Interview> = {}): Interview => ({
  id: INTERVIEW,
  applicationId: application.id,
  status: 'proposed',
  mode: 'phone',
  location: null,
  link: null,
  note: null,
  internNote: null,
  cancelNote: null,
  attendance: null,
  slots: [{ id: 'slot-1', startsAt: '2030-12-03T09:00:00.000Z', durationMinutes: 30 }],
  scheduled: null,
  roleTitle: application.role.title,
  counterpart: { name: 'Adaeze Okafor' },
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
  ...overrides,
})

const render = (app = application) =>
  renderRoutes([{ path: '/', element: <InterviewPanel application={app} /> }], '/')

beforeEach(() => signInCompany())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the company's interview panel", () => {
  test('schedules an interview by phone and then waits for the applicant', async () => {
    const user = userEvent.setup()
    let proposed = false
    const api = stubApi({
      [listPath]: () => ok(proposed ? [anInterview()] : []),
      [`POST /company/applications/${application.id}/interviews`]: () => {
        proposed = true
        return { status: 201, body: { status: 'success', data: anInterview() } }
      },
    })
    render()
    await user.click(await screen.findByRole('button', { name: 'Schedule interview' }))
    const form = screen.getByRole('form', { name: 'Interview times' })
    // A date picked: the browser fires input, then change.
    const date = within(form).getByLabelText('Date 1')
    fireEvent.input(date, { target: { value: '2030-12-03' } })
    fireEvent.change(date)
    await user.click(within(form).getByRole('radio', { name: 'Phone call' }))
    await user.click(within(form).getByRole('button', { name: 'Send times' }))
    expect(
      api.callsTo('POST', `/company/applications/${application.id}/interviews`)[0]?.body,
    ).toEqual({
      slots: [{ startsAt: '2030-12-03T09:00:00.000Z', durationMinutes: 30 }],
      mode: 'phone',
    })
    expect(
      await screen.findByText('Waiting for Adaeze Okafor to choose a time:'),
    ).toBeInTheDocument()
    expect(screen.getByText('Tue, 3 Dec 2030, 10:00 WAT · 30 min')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Schedule interview' })).not.toBeInTheDocument()
  })

  test('shows what the applicant asked, and cancels with a note', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      [listPath]: ok([
        anInterview({ status: 'other_times_requested', internNote: 'Any day after the 10th' }),
      ]),
      [`POST /company/interviews/${INTERVIEW}/cancel`]: ok(anInterview({ status: 'cancelled' })),
    })
    render()
    expect(await screen.findByText('Any day after the 10th')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Propose new times' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel interview' }))
    await enterText(user, screen.getByLabelText('Note for the applicant (optional)'), 'Filled')
    await user.click(screen.getByRole('button', { name: 'Cancel interview' }))
    expect(api.callsTo('POST', `/company/interviews/${INTERVIEW}/cancel`)[0]?.body).toEqual({
      note: 'Filled',
    })
  })

  test('shows a clash the server found beside the time that clashes', async () => {
    const user = userEvent.setup()
    const clash =
      'You already have an interview at 10:00 WAT on 3 December 2030 (45 minutes) with Tunde Bello for QA Intern. Choose another time.'
    stubApi({
      [listPath]: ok([]),
      [`POST /company/applications/${application.id}/interviews`]: fail(409, clash, {
        code: 'INTERVIEW_CLASH',
        errors: { 'slots.0.startsAt': clash },
      }),
    })
    render()
    await user.click(await screen.findByRole('button', { name: 'Schedule interview' }))
    const form = screen.getByRole('form', { name: 'Interview times' })
    await user.click(within(form).getByRole('radio', { name: 'Phone call' }))
    await user.click(within(form).getByRole('button', { name: 'Send times' }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(clash)
    expect(within(form).getByLabelText('Date 1')).toHaveAttribute('aria-invalid', 'true')
    expect(within(form).getByLabelText('Date 1')).toHaveAccessibleDescription(clash)
  })

  test('reschedules with the interview’s own length', async () => {
    const user = userEvent.setup()
    const slot = { id: 'slot-1', startsAt: '2030-12-03T09:00:00.000Z', durationMinutes: 45 }
    stubApi({
      [listPath]: ok([anInterview({ status: 'scheduled', slots: [slot], scheduled: slot })]),
    })
    render()
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }))
    const form = screen.getByRole('form', { name: 'Interview times' })
    expect(within(form).getByLabelText('Minutes 1')).toHaveValue(45)
  })

  test('shows the applicant’s answer to the reminder beside the scheduled interview', async () => {
    const slot = { id: 'slot-1', startsAt: '2030-12-03T09:00:00.000Z', durationMinutes: 45 }
    const scheduled = anInterview({ status: 'scheduled', slots: [slot], scheduled: slot })
    let attendance: Interview['attendance'] = null
    stubApi({ [listPath]: () => ok([{ ...scheduled, attendance }]) })
    const { unmount } = render()
    expect(await screen.findByText('Scheduled with Adaeze Okafor')).toBeInTheDocument()
    expect(screen.queryByText(INTERVIEW_ATTENDANCE_LABELS.confirmed)).not.toBeInTheDocument()
    expect(screen.queryByText(INTERVIEW_ATTENDANCE_LABELS.not_coming)).not.toBeInTheDocument()
    unmount()

    attendance = 'confirmed'
    const confirmed = render()
    expect(await screen.findByText('Attendance confirmed')).toBeVisible()
    confirmed.unmount()

    attendance = 'not_coming'
    render()
    expect(await screen.findByText('Cannot attend')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeEnabled()
  })

  test('says when all the proposed times have passed', async () => {
    stubApi({
      [listPath]: ok([
        anInterview({
          slots: [{ id: 'old', startsAt: '2020-01-06T09:00:00.000Z', durationMinutes: 30 }],
        }),
      ]),
    })
    render()
    expect(
      await screen.findByText(
        'All the proposed times have passed. Propose new times for Adaeze Okafor.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Propose new times' })).toBeInTheDocument()
  })

  test('shows a declined interview with the note, and lets the company propose again', async () => {
    stubApi({
      [listPath]: ok([
        anInterview({ status: 'declined', internNote: 'I took another offer. Thank you!' }),
      ]),
    })
    render()
    expect(await screen.findByText('Declined by the intern')).toBeInTheDocument()
    expect(screen.getByText('I took another offer. Thank you!')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Schedule another interview' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel interview' })).not.toBeInTheDocument()
  })

  test('offers nothing on a decided application without an interview', async () => {
    const api = stubApi({ [listPath]: ok([]) })
    render({ ...application, status: 'rejected' })
    await vi.waitFor(() => expect(api.calls).toHaveLength(1))
    expect(screen.queryByRole('button', { name: 'Schedule interview' })).not.toBeInTheDocument()
  })
})
