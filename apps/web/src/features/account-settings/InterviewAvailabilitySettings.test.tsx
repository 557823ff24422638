import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BOOKING_MESSAGES, INTERVIEW_MESSAGES, type InterviewAvailability } from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { enterText } from '../../test/enter-text'
import { renderRoutes } from '../../test/render-route'
import { CompanySettingsPage } from './AccountSettingsPage'

const PATH = '/company/interview-availability'

const saved: InterviewAvailability = {
  days: ['mon', 'wed'],
  from: '09:00',
  to: '13:00',
  durationMinutes: 45,
  mode: 'in_person',
  location: '12 Herbert Macaulay Way, Yaba',
  link: null,
  updatedAt: '2026-11-24T08:00:00.000Z',
}

/** A time picked: the browser sets the whole value at once. */
const pickTime = (field: HTMLElement, value: string) =>
  fireEvent.input(field, { target: { value } })

const render = () =>
  renderRoutes(
    [{ path: '/company/settings/:section?', element: <CompanySettingsPage /> }],
    '/company/settings/interviews',
  )

beforeEach(() => signInCompany())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the company's interview availability", () => {
  test('is reached from the settings menu', async () => {
    stubApi({})
    const user = userEvent.setup()
    renderRoutes(
      [{ path: '/company/settings/:section?', element: <CompanySettingsPage /> }],
      '/company/settings',
    )
    const menu = screen.getByRole('navigation', { name: 'Settings' })
    expect(within(menu).getByRole('link', { name: /Interview availability/ })).toHaveAttribute(
      'href',
      '/company/settings/interviews',
    )
    stubApi({ [`GET ${PATH}`]: ok(null) })
    await user.click(within(menu).getByRole('link', { name: /Interview availability/ }))
    expect(await screen.findByRole('form', { name: 'Interview availability' })).toBeInTheDocument()
  })

  test('checks the days and hours with the API schema, then saves days, hours, length and how', async () => {
    const user = userEvent.setup()
    const api = stubApi({
      [`GET ${PATH}`]: ok(null),
      [`PUT ${PATH}`]: (request) =>
        ok({ ...saved, ...(request.body as object) }, BOOKING_MESSAGES.saved),
    })
    render()
    const form = await screen.findByRole('form', { name: 'Interview availability' })
    expect(screen.getByText(/You have not set your availability yet/)).toBeInTheDocument()
    // Monday to Friday are ticked to start with; none left is refused.
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri']) {
      await user.click(within(form).getByRole('checkbox', { name: day }))
    }
    pickTime(within(form).getByLabelText('To'), '09:00')
    await user.click(within(form).getByRole('button', { name: 'Save availability' }))
    expect(screen.getByText(BOOKING_MESSAGES.days)).toBeInTheDocument()
    expect(screen.getByText(BOOKING_MESSAGES.order)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.')
    expect(api.callsTo('PUT', PATH)).toHaveLength(0)

    await user.click(within(form).getByRole('checkbox', { name: 'Tue' }))
    await user.click(within(form).getByRole('checkbox', { name: 'Sat' }))
    pickTime(within(form).getByLabelText('From'), '10:00')
    pickTime(within(form).getByLabelText('To'), '15:00')
    await user.selectOptions(within(form).getByLabelText('Length of each interview'), '60')
    await user.click(within(form).getByRole('radio', { name: 'In person' }))
    await user.click(within(form).getByRole('button', { name: 'Save availability' }))
    expect(screen.getByText(INTERVIEW_MESSAGES.location)).toBeInTheDocument()
    await enterText(user, within(form).getByLabelText('Address'), '3 Adeola Odeku St, VI')
    await user.click(within(form).getByRole('button', { name: 'Save availability' }))
    await waitFor(() => expect(api.callsTo('PUT', PATH)).toHaveLength(1))
    expect(api.callsTo('PUT', PATH)[0]?.body).toEqual({
      days: ['tue', 'sat'],
      from: '10:00',
      to: '15:00',
      durationMinutes: 60,
      mode: 'in_person',
      location: '3 Adeola Odeku St, VI',
    })
  })

  test('starts from the saved availability, and shows what the server refused by field', async () => {
    const user = userEvent.setup()
    stubApi({
      [`GET ${PATH}`]: ok(saved),
      [`PUT ${PATH}`]: fail(400, 'Check the highlighted fields.', {
        errors: { to: BOOKING_MESSAGES.fits },
      }),
    })
    render()
    const form = await screen.findByRole('form', { name: 'Interview availability' })
    expect(within(form).getByRole('checkbox', { name: 'Mon' })).toBeChecked()
    expect(within(form).getByRole('checkbox', { name: 'Tue' })).not.toBeChecked()
    expect(within(form).getByLabelText('From')).toHaveValue('09:00')
    expect(within(form).getByLabelText('Length of each interview')).toHaveValue('45')
    expect(within(form).getByLabelText('Address')).toHaveValue('12 Herbert Macaulay Way, Yaba')
    expect(screen.queryByText(/You have not set your availability yet/)).not.toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Save availability' }))
    expect(await screen.findByText(BOOKING_MESSAGES.fits)).toBeInTheDocument()
  })

  test('says when the availability cannot be loaded, and tries again', async () => {
    stubApi({ [`GET ${PATH}`]: fail(500, 'Something went wrong') })
    render()
    expect(await screen.findByText('Your availability could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
