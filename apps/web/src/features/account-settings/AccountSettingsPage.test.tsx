import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { aCompany, somePreferences } from '../../test/fixtures'
import { anIntern, signInIntern, someInternPreferences } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { CompanySettingsPage, InternSettingsPage } from './AccountSettingsPage'

const CHANGE_ID = '6b1f2a43-6a55-4f0e-9c9a-3f0f5b8b2c11'
const renderSettings = (section = '') =>
  renderRoutes(
    [
      { path: '/company/settings/:section?', element: <CompanySettingsPage /> },
      { path: '/company/dashboard', element: <Landed at="the company dashboard" /> },
    ],
    `/company/settings${section ? `/${section}` : ''}`,
  )

beforeEach(() => {
  localStorage.clear()
  signInCompany()
})
afterEach(() => vi.unstubAllGlobals())

describe('company settings', () => {
  test('the main menu leads to the four settings pages', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderSettings()
    const menu = screen.getByRole('navigation', { name: 'Settings' })
    for (const name of [
      'Basic Information',
      'Notifications',
      'Password & Security',
      'Data Privacy',
    ])
      expect(within(menu).getByRole('link', { name: new RegExp(name) })).toBeInTheDocument()
    await user.click(within(menu).getByRole('link', { name: /Basic Information/ }))
    expect(await screen.findByText('talent@paystride.ng')).toBeInTheDocument()
  })

  test('a long email is shown whole at 360 px: it wraps instead of being cut off with an ellipsis', async () => {
    const email = 'graduate.recruitment@paystride-technologies.com.ng'
    stubApi({ 'GET /company/me': ok(aCompany({ email })) })
    renderSettings('basic-info')
    const shown = await screen.findByText(email)
    expect(shown).not.toHaveClass('truncate')
    expect(shown).toHaveClass('wrap-anywhere')
  })

  test('a new email is confirmed with the code sent to it, then Changes Saved returns to the dashboard', async () => {
    let confirmations = 0
    const api = stubApi({
      'GET /company/me': ok(aCompany()),
      'POST /account/changes': ok({ id: CHANGE_ID }),
      'POST /account/changes/confirm': () =>
        ++confirmations === 1
          ? fail(400, 'You have entered the wrong code', { code: 'WRONG_CODE' })
          : ok(aCompany({ email: 'hiring@paystride.ng' }), 'Changes Saved'),
    })
    const user = userEvent.setup()
    renderSettings('basic-info')

    await user.click(await screen.findByRole('button', { name: 'Change company email' }))
    const enter = screen.getByRole('dialog', { name: 'Change company email' })
    await user.click(within(enter).getByRole('button', { name: 'Confirm' }))
    expect(within(enter).getByText('Email is required')).toBeInTheDocument()
    expect(api.callsTo('POST', '/account/changes')).toHaveLength(0)

    await user.type(within(enter).getByLabelText('New company email'), 'hiring@paystride.ng')
    await user.click(within(enter).getByRole('button', { name: 'Confirm' }))

    const code = await screen.findByRole('dialog', { name: 'Enter verification code' })
    expect(code).toHaveAccessibleDescription(
      'Enter the 4-digit verification code sent to hiring@paystride.ng.',
    )
    expect(api.callsTo('POST', '/account/changes')[0]?.body).toEqual({
      field: 'email',
      value: 'hiring@paystride.ng',
    })

    await user.keyboard('12')
    await user.click(within(code).getByRole('button', { name: 'Verify' }))
    expect(within(code).getByText('Please enter all 4 digits of the OTP.')).toBeInTheDocument()

    await user.click(within(code).getByLabelText('Digit 1 of 4'))
    await user.keyboard('1234')
    await user.click(within(code).getByRole('button', { name: 'Verify' }))
    expect(await within(code).findByText('You have entered the wrong code')).toBeInTheDocument()

    await user.click(within(code).getByLabelText('Digit 1 of 4'))
    await user.keyboard('5678')
    await user.click(within(code).getByRole('button', { name: 'Verify' }))
    const saved = await screen.findByRole('dialog', { name: 'Changes Saved' })
    expect(api.callsTo('POST', '/account/changes/confirm')[1]?.body).toEqual({
      id: CHANGE_ID,
      otp: '5678',
    })
    await user.click(within(saved).getByRole('button', { name: 'Ok, I Understand' }))
    expect(await screen.findByText('Landed on the company dashboard')).toBeInTheDocument()
  })

  test('a new name is asked for with a code sent to the current email', async () => {
    stubApi({
      'GET /company/me': ok(aCompany()),
      'POST /account/changes': ok({ id: CHANGE_ID }),
    })
    const user = userEvent.setup()
    renderSettings('basic-info')
    await user.click(await screen.findByRole('button', { name: 'Change company name' }))
    await user.type(screen.getByLabelText('New company name'), 'PayStride Labs')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByRole('dialog', { name: 'Enter verification code' }),
    ).toHaveAccessibleDescription('Enter the 4-digit verification code sent to your email.')
  })

  test('notification preferences are saved whole, with Saving... while they are sent', async () => {
    const preferences = somePreferences()
    let release: () => void = () => {}
    const api = stubApi({
      'GET /account/preferences': ok(preferences),
      'PUT /account/preferences': ({ body }) =>
        new Promise((resolve) => {
          release = () => resolve(ok(body, 'Preferences saved'))
        }),
    })
    const user = userEvent.setup()
    renderSettings('notification')

    const interviews = await screen.findByRole('checkbox', { name: 'Interview requests' })
    expect(interviews).toBeChecked()
    expect(screen.getByRole('radio', { name: /Immediate/ })).toBeChecked()
    await user.click(interviews)
    await user.click(screen.getByRole('radio', { name: /Daily summary/ }))
    await user.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    release()
    expect(await screen.findByText('Notification preferences saved.')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/account/preferences')[0]?.body).toEqual({
      ...preferences,
      notifications: {
        ...preferences.notifications,
        applicationUpdates: {
          ...preferences.notifications.applicationUpdates,
          interviewRequests: false,
        },
        frequency: 'daily',
      },
    })
  })

  test("the notification page speaks of applications to the company's roles", async () => {
    stubApi({ 'GET /account/preferences': ok(somePreferences()) })
    renderSettings('notification')
    expect(
      await screen.findByRole('checkbox', { name: 'Notify me about new applications' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Hear when a candidate applies to one of your roles.')).toBeVisible()
    expect(screen.queryByRole('checkbox', { name: /Status changes/ })).toBeNull()
  })

  test('privacy choices are saved with the notification choices left as they were', async () => {
    const preferences = somePreferences()
    const api = stubApi({
      'GET /account/preferences': ok(preferences),
      'PUT /account/preferences': ({ body }) => ok(body),
    })
    const user = userEvent.setup()
    renderSettings('privacy')
    const jobBoard = await screen.findByRole('group', { name: 'Job Board Visibility' })
    await user.click(within(jobBoard).getByRole('radio', { name: /Private/ }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Privacy settings saved.')).toBeInTheDocument()
    expect(api.callsTo('PUT', '/account/preferences')[0]?.body).toEqual({
      ...preferences,
      privacy: { ...preferences.privacy, jobBoardVisibility: 'private' },
    })
  })

  test('the privacy choices say that signed-in interns still see a private company (decision 009)', async () => {
    stubApi({ 'GET /account/preferences': ok(somePreferences()) })
    renderSettings('privacy')
    const jobBoard = await screen.findByRole('group', { name: 'Job Board Visibility' })
    expect(
      within(jobBoard).getByText('Your open roles are listed on the public Find Internships page.'),
    ).toBeVisible()
    expect(
      within(jobBoard).getByText(
        'Your roles are left off the public Find Internships page. Signed-in interns still find your open roles in their recommended roles and can apply.',
      ),
    ).toBeVisible()
    const profile = screen.getByRole('group', { name: 'Company Profile Visibility' })
    expect(
      within(profile).getByText(
        'Visitors who are not signed in can view your company details, media and social links from your open roles on Find Internships. Signed-in interns can view them for any of your open roles.',
      ),
    ).toBeVisible()
    expect(
      within(profile).getByText(
        'Visitors who are not signed in cannot view your company details. Signed-in interns still can, for any of your open roles and for roles they applied to.',
      ),
    ).toBeVisible()
  })

  test('deleting the account needs the word DELETE, then leaves for onboarding', async () => {
    const api = stubApi({ 'DELETE /account': ok(null, 'Your account has been deleted.') })
    const user = userEvent.setup()
    const { router } = renderRoutes(
      [
        { path: '/company/settings/:section?', element: <CompanySettingsPage /> },
        { path: '/onboarding', element: <p>Onboarding</p> },
      ],
      '/company/settings',
    )
    await user.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' })
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' })
    expect(submit).toBeDisabled()
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE')
    await user.click(submit)
    expect(await screen.findByText('Onboarding')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/onboarding')
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(api.callsTo('DELETE', '/account')[0]?.body).toEqual({ confirm: 'DELETE' })
  })
})

describe('intern settings', () => {
  const renderInternSettings = (section = '') =>
    renderRoutes(
      [
        { path: '/intern/settings/:section?', element: <InternSettingsPage /> },
        { path: '/intern/profile', element: <p>Profile page</p> },
      ],
      `/intern/settings${section ? `/${section}` : ''}`,
    )
  beforeEach(() => {
    localStorage.clear()
    signInIntern()
  })

  test('the menu leads to the intern pages and the name is edited on the profile', async () => {
    stubApi({ 'GET /auth/me': ok(anIntern({ otherName: 'Chioma' })) })
    const user = userEvent.setup()
    renderInternSettings()
    const menu = screen.getByRole('navigation', { name: 'Settings' })
    expect(within(menu).getByRole('link', { name: /Data Privacy/ })).toHaveAttribute(
      'href',
      '/intern/settings/privacy',
    )
    await user.click(within(menu).getByRole('link', { name: /Basic Information/ }))
    expect(await screen.findByText('Ada Chioma Okafor')).toBeInTheDocument()
    expect(screen.getByText('ada.okafor@example.com')).toBeInTheDocument()
    expect(screen.getByText('+234 803 123 4567')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Change company name' })).toBeNull()
    await user.click(screen.getByRole('link', { name: 'Edit on profile (your name)' }))
    expect(await screen.findByText('Profile page')).toBeInTheDocument()
  })

  test('a new phone number is confirmed by code, then Changes Saved leads to the intern menu', async () => {
    const api = stubApi({
      'GET /auth/me': ok(anIntern()),
      'POST /account/changes': ok({ id: CHANGE_ID }),
      'POST /account/changes/confirm': ok(anIntern({ phoneNumber: '8098765432' }), 'Changes Saved'),
    })
    const user = userEvent.setup()
    renderInternSettings('basic-info')
    await user.click(await screen.findByRole('button', { name: 'Change phone number' }))
    const enter = screen.getByRole('dialog', { name: 'Change phone number' })
    expect(within(enter).getByLabelText('Country code')).toHaveValue('+234')
    await user.type(within(enter).getByLabelText('New phone number'), '8098765432')
    await user.click(within(enter).getByRole('button', { name: 'Confirm' }))
    const code = await screen.findByRole('dialog', { name: 'Enter verification code' })
    expect(api.callsTo('POST', '/account/changes')[0]?.body).toEqual({
      field: 'phoneNumber',
      value: '8098765432',
      countryCode: '+234',
    })
    await user.click(within(code).getByLabelText('Digit 1 of 4'))
    await user.keyboard('1234')
    await user.click(within(code).getByRole('button', { name: 'Verify' }))
    const saved = await screen.findByRole('dialog', { name: 'Changes Saved' })
    await user.click(within(saved).getByRole('button', { name: 'Ok, I Understand' }))
    expect(
      within(await screen.findByRole('navigation', { name: 'Settings' })).getByRole('link', {
        name: /Basic Information/,
      }),
    ).toHaveAttribute('href', '/intern/settings/basic-info')
  })

  test("the notification page offers an applicant's items, not a company's, and saves them", async () => {
    const preferences = someInternPreferences()
    const api = stubApi({
      'GET /account/preferences': ok(preferences),
      'PUT /account/preferences': ({ body }) => ok(body, 'Preferences saved'),
    })
    const user = userEvent.setup()
    renderInternSettings('notification')
    const statusChanges = await screen.findByRole('checkbox', {
      name: /Status changes of my applications/,
    })
    expect(screen.getByRole('checkbox', { name: /Messages from companies/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /New roles that match me/ })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: /Deadlines of my saved roles/ })).toBeChecked()
    expect(screen.queryByText(/candidate applies/)).toBeNull()
    expect(screen.queryByRole('checkbox', { name: /new applications/i })).toBeNull()

    await user.click(statusChanges)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(api.callsTo('PUT', '/account/preferences')[0]?.body).toEqual({
        ...preferences,
        notifications: { ...preferences.notifications, statusChanges: false },
      }),
    )
  })

  test('the privacy page speaks of the intern profile and goes back to the intern menu', async () => {
    stubApi({ 'GET /account/preferences': ok(someInternPreferences()) })
    renderInternSettings('privacy')
    expect(await screen.findByRole('group', { name: 'Profile Visibility' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All settings' })).toHaveAttribute(
      'href',
      '/intern/settings',
    )
  })
})
