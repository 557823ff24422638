import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { TOAST_SUCCESS_MS } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anApplication, anIntern, anInternRole, signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { AppEditPage } from './AppEditPage'
import { AppReviewPage } from './AppReviewPage'
import { ReviewApplicationPage } from './ReviewApplicationPage'

const role = anInternRole({ title: 'Data Analyst Intern' })
const reviewPath = `/application/review/${role.id}`

const renderReview = (entry = reviewPath) =>
  renderRoutes(
    [
      { path: '/application/review/:roleId', element: <ReviewApplicationPage /> },
      { path: '/app-review', element: <AppReviewPage /> },
      { path: '/app-edit', element: <AppEditPage /> },
      { path: '/intern/applications', element: <Landed at="applications" /> },
    ],
    entry,
  )

const baseRoutes = (intern = anIntern()) => ({
  [`GET /users/roles/${role.id}`]: ok(role),
  'GET /auth/me': ok(intern),
})

beforeEach(() => signInIntern())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('review application', () => {
  test('shows the role, the details and the resume', async () => {
    stubApi(baseRoutes())
    renderReview()
    expect(await screen.findByRole('heading', { name: 'Data Analyst Intern' })).toBeInTheDocument()
    const personal = screen.getByRole('region', { name: 'Personal Information' })
    expect(within(personal).getByText('Ada')).toBeInTheDocument()
    expect(within(personal).getByText('Yaba, Lagos')).toBeInTheDocument()
    const contact = screen.getByRole('region', { name: 'Contact Information' })
    expect(within(contact).getByText('+234 803 123 4567')).toBeInTheDocument()
    expect(screen.getByLabelText('Upload a different CV')).toHaveAttribute(
      'accept',
      'application/pdf',
    )
  })

  test('links the guide to writing a CV with no experience, as a plain link', async () => {
    stubApi(baseRoutes())
    renderReview()
    expect(
      await screen.findByRole('link', { name: 'How to write a CV with no experience' }),
    ).toHaveAttribute('href', '/guides/cv-with-no-experience')
  })

  test('Edit, then Save Changes keeps the details for this application only, and submitting sends them', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = stubApi({
      ...baseRoutes(),
      [`POST /users/roles/${role.id}/apply`]: {
        status: 201,
        body: { status: 'success', data: anApplication() },
      },
      'GET /users/roles': ok({ docs: [], meta: {} }),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderReview()
    await user.click(await screen.findByRole('button', { name: /^Edit/ }))
    expect(screen.getByLabelText('First name')).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Submit Your Application' })).toBeDisabled()

    await user.clear(screen.getByLabelText('Location'))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Location is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Location'), 'Ikeja, Lagos')
    await user.type(screen.getByLabelText('Other name (optional)'), 'Chioma')
    expect(screen.getByRole('checkbox', { name: /Also update my profile/ })).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Ikeja, Lagos')).toBeInTheDocument()
    expect(screen.getByText('Chioma')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/auth/contact-info')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Submit Your Application' }))
    await screen.findByRole('dialog', { name: 'Application Complete' })
    expect(api.callsTo('POST', `/users/roles/${role.id}/apply`)[0]?.body).toEqual({
      resumeUrl: 'https://files.example/resume.pdf?sig=1',
      contact: {
        firstName: 'Ada',
        lastName: 'Okafor',
        otherName: 'Chioma',
        address: 'Ikeja, Lagos',
        countryCode: '+234',
        phoneNumber: '8031234567',
      },
    })
    expect(api.callsTo('PATCH', '/auth/contact-info')).toHaveLength(0)
    // Lets the success toast and the dialog's timer run out, so no later test sees them.
    await act(() => vi.advanceTimersByTimeAsync(TOAST_SUCCESS_MS))
  })

  test('Also update my profile saves the edited details to the profile too', async () => {
    const api = stubApi({
      ...baseRoutes(),
      'PATCH /auth/contact-info': ({ body }) =>
        ok(anIntern(body as object), 'Profile updated successfully!'),
    })
    const user = userEvent.setup()
    renderReview()
    await user.click(await screen.findByRole('button', { name: /^Edit/ }))
    await user.clear(screen.getByLabelText('Location'))
    await user.type(screen.getByLabelText('Location'), 'Ikeja, Lagos')
    await user.click(screen.getByRole('checkbox', { name: /Also update my profile/ }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(await screen.findByText('Ikeja, Lagos')).toBeInTheDocument()
    expect(api.callsTo('PATCH', '/auth/contact-info')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Okafor',
      otherName: '',
      address: 'Ikeja, Lagos',
      countryCode: '+234',
      phoneNumber: '8031234567',
    })
    expect(screen.getByRole('button', { name: 'Submit Your Application' })).toBeEnabled()
  })

  test('leaving with unsaved details asks first', async () => {
    stubApi(baseRoutes())
    const user = userEvent.setup()
    const { router } = renderReview()
    await user.click(await screen.findByRole('button', { name: /^Edit/ }))
    await user.type(screen.getByLabelText('Other name (optional)'), 'Chioma')
    await act(() => router.navigate('/app-review'))
    const dialog = screen.getByRole('alertdialog', { name: 'Discard your changes?' })
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }))
    expect(screen.getByLabelText('Other name (optional)')).toHaveValue('Chioma')
    expect(router.state.location.pathname).toBe(reviewPath)
  })

  test('details being edited survive a reload (the network gone, the page reopened); Cancel drops them', async () => {
    stubApi(baseRoutes())
    const user = userEvent.setup()
    const first = renderReview()
    await user.click(await screen.findByRole('button', { name: /^Edit/ }))
    await user.type(screen.getByLabelText('Other name (optional)'), 'Chioma')
    first.unmount()

    // Reopened, the edit is open again where it was.
    renderReview()
    expect(await screen.findByLabelText('Other name (optional)')).toHaveValue('Chioma')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByLabelText('Other name (optional)')).not.toBeInTheDocument()
    expect(
      Object.keys(localStorage).filter((key) => key.startsWith('applicationContactEdit:')),
    ).toEqual([])
  })

  test('a refused save says why', async () => {
    stubApi({
      ...baseRoutes(),
      'PATCH /auth/contact-info': fail(500, 'Database unavailable'),
    })
    const user = userEvent.setup()
    renderReview()
    await user.click(await screen.findByRole('button', { name: /^Edit/ }))
    await user.click(screen.getByRole('checkbox', { name: /Also update my profile/ }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(
      await screen.findByText('Failed to update profile: Database unavailable'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('First name')).toHaveValue('Ada')
  })

  test('submitting shows Application Complete and goes to the dashboard after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const api = stubApi({
      ...baseRoutes(),
      [`POST /users/roles/${role.id}/apply`]: {
        status: 201,
        body: { status: 'success', data: anApplication() },
      },
      'GET /users/roles': ok({ docs: [], meta: {} }),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderReview()
    await user.click(await screen.findByRole('button', { name: 'Submit Your Application' }))
    // The dialog first: a toast of an earlier test may still be showing.
    const dialog = await screen.findByRole('dialog', { name: 'Application Complete' })
    expect(
      screen.getByText('Your application has been successfully submitted!'),
    ).toBeInTheDocument()
    expect(
      within(dialog).getByRole('link', { name: 'Go to Application Dashboard' }),
    ).toHaveAttribute('href', '/intern/applications')
    expect(api.callsTo('POST', `/users/roles/${role.id}/apply`)[0]?.body).toEqual({
      resumeUrl: 'https://files.example/resume.pdf?sig=1',
    })
    await act(() => vi.advanceTimersByTimeAsync(2900))
    expect(screen.queryByText('Landed on applications')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(await screen.findByText('Landed on applications')).toBeInTheDocument()
  })

  test('an application already sent (code ALREADY_APPLIED, whatever the words) shows its dialog and also goes to the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubApi({
      ...baseRoutes(),
      [`POST /users/roles/${role.id}/apply`]: fail(409, 'You have applied to this role before.', {
        code: 'ALREADY_APPLIED',
      }),
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderReview()
    await user.click(await screen.findByRole('button', { name: 'Submit Your Application' }))
    const dialog = await screen.findByRole('dialog', { name: 'Application Already Submitted' })
    expect(dialog).toHaveTextContent(
      'You have already submitted this application. Redirecting to application dashboard...',
    )
    await act(() => vi.advanceTimersByTimeAsync(3100))
    expect(await screen.findByText('Landed on applications')).toBeInTheDocument()
  })

  test('without a resume, submitting asks for one and sends nothing', async () => {
    const api = stubApi(baseRoutes(anIntern({ resumeUrl: null })))
    const user = userEvent.setup()
    renderReview()
    await user.click(await screen.findByRole('button', { name: 'Submit Your Application' }))
    expect(await screen.findByText('Please upload a resume before submitting.')).toBeInTheDocument()
    expect(api.callsTo('POST', `/users/roles/${role.id}/apply`)).toHaveLength(0)
  })

  test('an incomplete profile is told so, with a way to finish it', async () => {
    stubApi({
      ...baseRoutes(),
      [`POST /users/roles/${role.id}/apply`]: fail(
        403,
        'You need a complete profile to apply for internships, SIWES placements, NYSC roles, or entry-level jobs. It only takes a few minutes and it gets you in front of real employers.',
        { code: 'PROFILE_INCOMPLETE' },
      ),
    })
    const user = userEvent.setup()
    renderReview()
    await user.click(await screen.findByRole('button', { name: 'Submit Your Application' }))
    const message = await screen.findByText(/^You need a complete profile to apply/)
    const alert = message.closest<HTMLElement>('[role="alert"]')!
    expect(within(alert).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile/intern',
    )
  })

  test("a closed role says so in the server's words, and opens no dialog", async () => {
    stubApi({
      ...baseRoutes(),
      [`POST /users/roles/${role.id}/apply`]: fail(409, 'The deadline of this role has passed.', {
        code: 'ROLE_CLOSED',
      }),
    })
    const user = userEvent.setup()
    renderReview()
    await user.click(await screen.findByRole('button', { name: 'Submit Your Application' }))
    expect(await screen.findByText('The deadline of this role has passed.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  test('any other failure says something unexpected happened', async () => {
    stubApi({
      ...baseRoutes(),
      [`POST /users/roles/${role.id}/apply`]: fail(500, 'Internal error'),
    })
    const user = userEvent.setup()
    renderReview()
    await user.click(await screen.findByRole('button', { name: 'Submit Your Application' }))
    expect(
      await screen.findByText('An unexpected error occurred. Please try again.'),
    ).toBeInTheDocument()
  })
})

describe('the latest draft on /app-review and /app-edit', () => {
  test('with no draft, both pages point to the roles', async () => {
    stubApi({})
    renderReview('/app-review')
    expect(await screen.findByText('No application in progress')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find Internship' })).toHaveAttribute(
      'href',
      '/intern/roles',
    )
  })

  test('the role last reviewed comes back; Edit opens /app-edit and Save Changes returns', async () => {
    const api = stubApi({
      ...baseRoutes(),
      'PATCH /auth/contact-info': ({ body }) => ok(anIntern(body as object)),
    })
    const user = userEvent.setup()
    const { router } = renderReview()
    await screen.findByRole('heading', { name: 'Data Analyst Intern' })
    await act(() => router.navigate('/app-review'))
    expect(await screen.findByRole('heading', { name: 'Data Analyst Intern' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: /^Edit/ }))
    expect(
      await screen.findByRole('heading', { name: 'Edit Your Application' }),
    ).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Phone number'))
    await user.type(screen.getByLabelText('Phone number'), '8099999999')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(
      await screen.findByRole('heading', { name: 'Review Your Application' }),
    ).toBeInTheDocument()
    expect(await screen.findByText('+234 809 999 9999')).toBeInTheDocument()
    // The change is this application's: the profile is not touched.
    expect(api.callsTo('PATCH', '/auth/contact-info')).toHaveLength(0)
  })
})
