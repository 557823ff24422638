import { screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ROLE_MESSAGES } from '@app/domain'
import { stubApi, ok, fail, signInCompany } from '../../test/api-stub'
import { aCompany, aCompanyRole } from '../../test/fixtures'
import { enterText } from '../../test/enter-text'
import { Landed, renderRoutes } from '../../test/render-route'
import { PostInternshipPage } from './PostInternshipPage'

function renderPage() {
  return renderRoutes(
    [
      { path: '/post-internship', element: <PostInternshipPage /> },
      { path: '/company/job-boards', element: <Landed at="job boards" /> },
    ],
    '/post-internship',
  )
}

async function fillValidRole(user: UserEvent, title = 'Backend Engineering Intern') {
  await enterText(user, screen.getByLabelText('Role title'), title)
  await enterText(user, screen.getByLabelText('Role summary'), 'Build payment APIs with our team.')
  await enterText(user, screen.getByLabelText('Responsibilities'), 'Write APIs\n\nReview code')
  await enterText(user, screen.getByLabelText('Requirements'), 'Node.js\nSQL')
  await enterText(user, screen.getByLabelText('Minimum compensation (NGN per month)'), '60000')
  await enterText(user, screen.getByLabelText('Location'), 'Lagos')
  await user.click(screen.getByLabelText('Remote'))
}

const proceed = () => screen.getByRole('button', { name: 'Proceed' })

beforeEach(() => {
  localStorage.clear()
  signInCompany()
})
afterEach(() => vi.unstubAllGlobals())

describe('Create a Role form', () => {
  test('says what is wrong as the user types, and Proceed waits until everything is right', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderPage()

    expect(proceed()).toBeDisabled()
    const title = screen.getByLabelText('Role title')
    await user.type(title, 'x')
    await user.clear(title)
    expect(await screen.findByText('Role title is required')).toBeInTheDocument()
    expect(title).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByLabelText('Minimum compensation (NGN per month)'), '-5')
    expect(await screen.findByText('Compensation cannot be negative')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Minimum compensation (NGN per month)'))
    expect(await screen.findByText('Minimum compensation is required')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Location'), ' ')
    await user.clear(screen.getByLabelText('Location'))
    expect(await screen.findByText('Location is required')).toBeInTheDocument()
    expect(proceed()).toBeDisabled()

    await fillValidRole(user)
    expect(proceed()).toBeEnabled()
    expect(screen.queryByText('Role title is required')).not.toBeInTheDocument()
  })

  test('the title stops at 50 characters and the duration starts at 1 year(s)', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderPage()
    await enterText(user, screen.getByLabelText('Role title'), 'A'.repeat(60))
    expect(screen.getByLabelText('Role title')).toHaveValue('A'.repeat(50))
    expect(screen.getByLabelText('Duration')).toHaveValue('1')
    expect(screen.getByLabelText('Term')).toHaveValue('year(s)')
  })

  test('a maximum below the minimum is said on the maximum field, whichever is typed first', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderPage()
    const maximum = screen.getByLabelText('Maximum compensation (NGN per month) (optional)')
    await user.type(maximum, '40000')
    await user.type(screen.getByLabelText('Minimum compensation (NGN per month)'), '60000')
    expect(
      await screen.findByText('Maximum compensation cannot be less than the minimum'),
    ).toBeVisible()
    expect(maximum).toHaveAttribute('aria-invalid', 'true')
    expect(maximum).toHaveAccessibleDescription(
      'Maximum compensation cannot be less than the minimum',
    )
    await user.clear(maximum)
    await user.type(maximum, '80000')
    await vi.waitFor(() =>
      expect(
        screen.queryByText('Maximum compensation cannot be less than the minimum'),
      ).not.toBeInTheDocument(),
    )
  })

  test('with everything filled but a maximum below the minimum, Proceed waits and says why', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderPage()
    expect(screen.getByText('Fill in every required field to continue.')).toBeVisible()
    await fillValidRole(user)
    await user.type(
      screen.getByLabelText('Maximum compensation (NGN per month) (optional)'),
      '40000',
    )
    expect(
      await screen.findByText('Maximum compensation cannot be less than the minimum'),
    ).toBeVisible()
    expect(proceed()).toBeDisabled()
    expect(screen.getByText('Correct the marked fields to continue.')).toBeVisible()
    expect(screen.queryByText('Fill in every required field to continue.')).not.toBeInTheDocument()
  })

  test('the chosen duration is shown in what will be stored, as it is chosen', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderPage()
    const duration = screen.getByLabelText('Duration')
    const said = (text: string) => {
      expect(screen.getByText(text)).toBeVisible()
      expect(duration).toHaveAccessibleDescription(text)
    }
    said('= 1 year (12 months)')
    await user.selectOptions(duration, '6')
    said('= 6 years (72 months)')
    await user.selectOptions(screen.getByLabelText('Term'), 'month')
    said('= 6 months')
    await user.selectOptions(duration, '1')
    said('= 1 month')
  })

  test('a refusal stays in the publish dialog; a second Yes posts the role and leads to the job boards', async () => {
    let attempts = 0
    const api = stubApi({
      'GET /company/me': ok(aCompany()),
      'POST /roles/add-role': () => {
        attempts += 1
        return attempts === 1
          ? fail(403, 'Complete your company profile before posting roles.', {
              code: 'PROFILE_INCOMPLETE',
            })
          : { status: 201, body: { status: 'success', data: aCompanyRole() } }
      },
    })
    const user = userEvent.setup()
    renderPage()
    await fillValidRole(user)
    await user.click(proceed())

    const confirm = screen.getByRole('alertdialog', { name: 'Publish Internship Role' })
    expect(confirm).toHaveAccessibleDescription(
      /Are you sure you want to post this role\?.*visible to candidates/,
    )
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }))
    expect(
      await within(confirm).findByText('Complete your company profile before posting roles.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('alertdialog', { name: 'Publish Internship Role' })).toBeInTheDocument()

    await user.click(within(confirm).getByRole('button', { name: 'Yes' }))
    const posted = await screen.findByRole('dialog', { name: 'Role Posted' })
    const [, sent] = api.callsTo('POST', '/roles/add-role')
    expect(sent?.body).toMatchObject({
      title: 'Backend Engineering Intern',
      responsibilities: ['Write APIs', 'Review code'],
      requirements: ['Node.js', 'SQL'],
      minimumSalary: 60000,
      maximumSalary: null,
      location: 'Lagos',
      type: 'remote',
      duration: 1,
      term: 'year(s)',
      applicationDeadline: null,
    })
    await user.click(within(posted).getByRole('button', { name: 'Go to Job Boards' }))
    expect(await screen.findByText('Landed on job boards')).toBeInTheDocument()
  })

  test('a SIWES/IT role asks its weeks and programmes, then posts them with its perks', async () => {
    const api = stubApi({
      'GET /company/me': ok(aCompany()),
      'POST /roles/add-role': { status: 201, body: { status: 'success', data: aCompanyRole() } },
    })
    const user = userEvent.setup()
    renderPage()
    await fillValidRole(user)
    const placement = screen.getByRole('group', { name: 'What kind of placement is it?' })
    expect(within(placement).getByLabelText('Internship')).toBeChecked()
    expect(screen.queryByRole('group', { name: 'SIWES/IT length' })).not.toBeInTheDocument()

    await user.click(within(placement).getByLabelText('SIWES/IT'))
    expect(await screen.findByText(ROLE_MESSAGES.siwesWeeksRequired)).toBeVisible()
    expect(screen.getByText(ROLE_MESSAGES.siwesProgrammesRequired)).toBeVisible()
    expect(proceed()).toBeDisabled()
    const length = screen.getByRole('group', { name: 'SIWES/IT length' })
    expect(length).toHaveAccessibleDescription(ROLE_MESSAGES.siwesWeeksRequired)
    // The duration follows the SIWES/IT length; no 1-year default to contradict it (issue 26).
    expect(screen.queryByLabelText('Duration')).not.toBeInTheDocument()
    await user.click(within(length).getByLabelText('24 weeks'))
    expect(screen.getByText('24 weeks, the SIWES/IT length chosen above.')).toBeVisible()
    const programmes = screen.getByRole('group', { name: 'Programmes it takes' })
    await user.click(within(programmes).getByLabelText('HND'))
    await user.click(within(programmes).getByLabelText('ND'))
    await user.click(screen.getByLabelText('Accommodation'))
    await user.click(screen.getByLabelText('Meals'))
    await vi.waitFor(() => expect(proceed()).toBeEnabled())

    await user.click(proceed())
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    await screen.findByRole('dialog', { name: 'Role Posted' })
    const [sent] = api.callsTo('POST', '/roles/add-role')
    expect(sent?.body).toMatchObject({
      placementType: 'siwes',
      siwesWeeks: 24,
      siwesProgrammes: ['ND', 'HND'],
      nyscState: null,
      perks: { accommodation: true, transport: false, meals: true },
      duration: 6,
      term: 'month',
    })
  })

  test('a role waiting for the company’s verification, or held for fees, is not called live', async () => {
    let answer = aCompanyRole({ state: 'awaiting_verification' })
    stubApi({
      'GET /company/me': ok(aCompany()),
      'POST /roles/add-role': () => ({ status: 201, body: { status: 'success', data: answer } }),
    })
    const user = userEvent.setup()
    const { unmount } = renderPage()
    await fillValidRole(user)
    await user.click(proceed())
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    const saved = await screen.findByRole('dialog', { name: 'Role Saved' })
    expect(saved).toHaveAccessibleDescription(/goes live once we verify your company/)
    expect(screen.queryByRole('dialog', { name: 'Role Posted' })).not.toBeInTheDocument()
    unmount()

    localStorage.clear()
    signInCompany()
    answer = aCompanyRole({ heldForReview: { since: '2026-11-20T10:00:00.000Z', reason: 'Fee' } })
    renderPage()
    await fillValidRole(user)
    await user.click(proceed())
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    const held = await screen.findByRole('dialog', { name: 'Held for Review' })
    expect(held).toHaveAccessibleDescription(/asks applicants for money/)
  })

  test('an NYSC role asks the state of its place of primary assignment', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderPage()
    await fillValidRole(user)
    await user.click(screen.getByLabelText('NYSC (PPA)'))
    const state = screen.getByLabelText('State of the place of primary assignment')
    expect(await screen.findByText(ROLE_MESSAGES.nyscStateRequired)).toBeVisible()
    expect(state).toHaveAttribute('aria-invalid', 'true')
    expect(proceed()).toBeDisabled()
    await user.selectOptions(state, 'Abuja FCT')
    await vi.waitFor(() => expect(proceed()).toBeEnabled())
  })

  test('an unpaid role is warned about, and may still be posted', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    renderPage()
    await fillValidRole(user)
    const minimum = screen.getByLabelText('Minimum compensation (NGN per month)')
    const warning = /Unpaid roles get fewer applicants/
    expect(screen.queryByText(warning)).not.toBeInTheDocument()
    await user.clear(minimum)
    await enterText(user, minimum, '0')
    expect(await screen.findByText(warning)).toBeVisible()
    expect(minimum).toHaveAccessibleDescription(/This role shows as Unpaid/)
    expect(proceed()).toBeEnabled()
    await user.clear(minimum)
    await enterText(user, minimum, '20000')
    await vi.waitFor(() => expect(screen.queryByText(warning)).not.toBeInTheDocument())
  })

  test('a failure without a server message falls back to the spec wording', async () => {
    stubApi({
      'GET /company/me': ok(aCompany()),
      'POST /roles/add-role': { status: 502, body: '<html>Bad gateway</html>' },
    })
    const user = userEvent.setup()
    renderPage()
    await fillValidRole(user)
    await user.click(proceed())
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText('Failed to create role. Please try again.')).toBeInTheDocument()
  })

  test("the server's word on a single field is shown in the dialog and beside the field", async () => {
    const message = 'The application deadline cannot be in the past'
    stubApi({
      'GET /company/me': ok(aCompany()),
      'POST /roles/add-role': fail(400, message, {
        code: 'VALIDATION_FAILED',
        errors: { applicationDeadline: message },
      }),
    })
    const user = userEvent.setup()
    renderPage()
    await fillValidRole(user)
    await user.click(proceed())
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    expect(await within(screen.getByRole('alertdialog')).findByText(message)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'No' }))
    expect(screen.getByLabelText(/Application deadline/)).toHaveAccessibleDescription(message)
  })

  test('what was typed survives a reload, and Start over clears it', async () => {
    stubApi({ 'GET /company/me': ok(aCompany()) })
    const user = userEvent.setup()
    const first = renderPage()
    await user.type(screen.getByLabelText('Role title'), 'Data Analyst Intern')
    first.unmount()

    renderPage()
    expect(screen.getByLabelText('Role title')).toHaveValue('Data Analyst Intern')
    await user.click(screen.getByRole('button', { name: 'Start over' }))
    expect(screen.getByLabelText('Role title')).toHaveValue('')
  })
})
