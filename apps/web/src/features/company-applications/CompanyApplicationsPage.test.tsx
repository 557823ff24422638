import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { Landed, renderRoutes } from '../../test/render-route'
import { ApplicantProfilePage } from './ApplicantProfilePage'
import { CompanyApplicationsPage } from './CompanyApplicationsPage'
import { aCompanyApplication, applicationPage } from './company-application-fixtures'

const routes = [
  { path: '/company/applications/:applicationId?', element: <CompanyApplicationsPage /> },
  { path: '/view/applicant/:applicationId', element: <ApplicantProfilePage /> },
  { path: '/chat/:applicationId', element: <Landed at="chat" /> },
]

beforeEach(() => signInCompany())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('company applicant review', () => {
  test('opens no applicant by itself: nothing moves to In review until a person chooses one', async () => {
    const first = aCompanyApplication({}, { firstName: 'Adaeze', lastName: 'Okafor' })
    const second = aCompanyApplication({}, { firstName: 'Bola', lastName: 'Ade' })
    const api = stubApi({
      'GET /company/applications': ok(applicationPage([first, second])),
      [`GET /company/applications/${first.id}`]: ok({ ...first, status: 'in_review' }),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, '/company/applications')
    const list = await screen.findByRole('region', { name: 'Applicants' })
    expect(await within(list).findByRole('link', { name: /Adaeze Okafor/ })).toBeVisible()
    expect(screen.getByText('Choose an applicant to see their application.')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/company/applications')
    expect(api.callsTo('GET', '/company/applications')[0]?.query.get('limit')).toBe('5')
    // Opening is what tells the intern 'is reviewing your application' (decision 047).
    expect(api.callsTo('GET', `/company/applications/${first.id}`)).toHaveLength(0)

    await user.click(within(list).getByRole('link', { name: /Adaeze Okafor/ }))
    expect(await screen.findByRole('heading', { name: 'Adaeze Okafor' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/company/applications/${first.id}`)
    expect(api.callsTo('GET', `/company/applications/${first.id}`)).toHaveLength(1)
    // Opening it moved it to in review; the list shows that too.
    const selected = within(list).getByRole('link', { current: 'page' })
    expect(selected).toHaveTextContent('In review')
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      `/view/applicant/${first.id}`,
    )
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute(
      'href',
      `/chat/${first.id}`,
    )
  })

  test('a job-board card’s link lists the role’s applicants without opening one', async () => {
    const application = aCompanyApplication()
    const api = stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    const { router } = renderRoutes(routes, `/company/applications?roleId=${application.role.id}`)
    const list = await screen.findByRole('region', { name: 'Applicants' })
    await within(list).findByRole('link', { name: /Adaeze Okafor/ })
    expect(api.callsTo('GET', '/company/applications')[0]?.query.get('roleId')).toBe(
      application.role.id,
    )
    expect(router.state.location.pathname).toBe('/company/applications')
    expect(api.callsTo('GET', `/company/applications/${application.id}`)).toHaveLength(0)
  })

  test('the waiting-applicants banner’s list asks for those waiting, oldest first, and can show everyone', async () => {
    const application = aCompanyApplication()
    const api = stubApi({ 'GET /company/applications': ok(applicationPage([application])) })
    const user = userEvent.setup()
    renderRoutes(routes, '/company/applications?waiting=true&sort=oldest')
    const filters = await screen.findByRole('search', { name: 'Filter applicants' })
    expect(within(filters).getByText('Waiting more than 7 days')).toBeVisible()
    const query = api.callsTo('GET', '/company/applications')[0]?.query
    expect(query?.get('waiting')).toBe('true')
    expect(query?.get('sort')).toBe('oldest')
    expect(within(filters).getByRole('combobox', { name: 'Sort' })).toHaveValue('oldest')

    await user.click(within(filters).getByRole('button', { name: 'Show everyone' }))
    await waitFor(() =>
      expect(api.callsTo('GET', '/company/applications').at(-1)?.query.get('waiting')).toBeNull(),
    )
    expect(within(filters).queryByText('Waiting more than 7 days')).not.toBeInTheDocument()
  })

  test('on a phone the list comes first: nothing is selected for the reader', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width') }))
    const first = aCompanyApplication({}, { firstName: 'Adaeze', lastName: 'Okafor' })
    const api = stubApi({ 'GET /company/applications': ok(applicationPage([first])) })
    const { router } = renderRoutes(routes, '/company/applications')
    const list = await screen.findByRole('region', { name: 'Applicants' })
    expect(await within(list).findByRole('link', { name: /Adaeze Okafor/ })).toBeVisible()
    expect(router.state.location.pathname).toBe('/company/applications')
    expect(api.callsTo('GET', `/company/applications/${first.id}`)).toHaveLength(0)
  })

  test('empty list says so on both sides', async () => {
    stubApi({ 'GET /company/applications': ok(applicationPage([])) })
    renderRoutes(routes, '/company/applications')
    expect(await screen.findByText('No applicants found')).toBeInTheDocument()
    expect(screen.getByText('No applications available.')).toBeInTheDocument()
  })

  test('an application gone for good (a deleted applicant) says so, with no Retry, and leads back', async () => {
    const application = aCompanyApplication()
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: fail(404, 'Application not found.'),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(routes, `/company/applications/${application.id}`)
    const details = await screen.findByRole('region', { name: 'Applicant details' })
    expect(await within(details).findByText('This application no longer exists')).toBeVisible()
    expect(within(details).getByText(/deleted their account/)).toBeVisible()
    expect(within(details).queryByText(/Application not found/)).toBeNull()
    expect(within(details).queryByRole('button', { name: 'Retry' })).toBeNull()
    await user.click(within(details).getByRole('link', { name: 'Back to applications' }))
    expect(router.state.location.pathname).toBe('/company/applications')
  })

  test('a detail that failed to load for another reason shows the error and a Retry', async () => {
    const application = aCompanyApplication()
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: fail(500, 'Server unavailable'),
    })
    renderRoutes(routes, `/company/applications/${application.id}`)
    expect(
      await screen.findByText('Error loading application: Server unavailable'),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0)
  })

  test('tabs show personal details with defaults, a 500 ms skeleton on switch, education and resume', async () => {
    const application = aCompanyApplication(
      { resumeUrl: 'https://files.example/cv.pdf' },
      {
        gender: null,
        phoneNumber: null,
        preferredIndustry: null,
        intendedDuration: null,
        yearOfGraduation: null,
        isPostgraduate: true,
      },
    )
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    renderRoutes(routes, `/company/applications/${application.id}`)
    const personal = await screen.findByRole('tabpanel', { name: 'Personal Details' })
    expect(within(personal).getAllByText('Not specified')).toHaveLength(4)
    expect(within(personal).getByText('I design and build things.')).toBeInTheDocument()

    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.click(screen.getByRole('tab', { name: 'Education' }))
    const education = screen.getByRole('tabpanel', { name: 'Education' })
    expect(within(education).getByRole('status')).toBeInTheDocument()
    expect(within(education).queryByText('University of Lagos')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(499))
    expect(within(education).getByRole('status')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(within(education).getByText('University of Lagos')).toBeInTheDocument()
    expect(within(education).getByText('Computer Science')).toBeInTheDocument()
    expect(within(education).getByText('Postgraduate (MSc, PhD), started 2021')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('tab', { name: 'Media' }))
    act(() => vi.advanceTimersByTime(500))
    const resume = screen.getByRole('link', { name: /View Resume/ })
    expect(resume).toHaveAttribute('href', 'https://files.example/cv.pdf')
    expect(resume).toHaveAttribute('target', '_blank')
  })

  test('accept asks first, then a success dialog closes itself after 3 s', async () => {
    const application = aCompanyApplication({ status: 'in_review' })
    const api = stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
      [`PATCH /company/applications/${application.id}/accept`]: ok({
        id: application.id,
        status: 'accepted',
      }),
    })
    renderRoutes(routes, `/company/applications/${application.id}`)
    await screen.findByRole('heading', { name: 'Adaeze Okafor' })
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

    await user.click(screen.getByRole('button', { name: 'Accept' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Accept this application?' })
    expect(confirm).toHaveTextContent('cannot be undone')
    expect(api.callsTo('PATCH', `/company/applications/${application.id}/accept`)).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Yes, accept' }))

    expect(await screen.findByRole('dialog', { name: 'Application accepted' })).toBeInTheDocument()
    expect(api.callsTo('PATCH', `/company/applications/${application.id}/accept`)).toHaveLength(1)
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.getByRole('dialog', { name: 'Application accepted' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    const article = screen.getByRole('article')
    expect(within(article).getByText('Accepted')).toHaveTextContent('Status: Accepted')
    expect(within(article).getByRole('button', { name: 'Accept' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  test('an already decided application only says so', async () => {
    const application = aCompanyApplication({ status: 'rejected' })
    const api = stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/company/applications/${application.id}`)
    const accept = await screen.findByRole('button', { name: 'Accept' })
    // The decision is visible before any click: a note, and both buttons marked unavailable.
    expect(
      screen.getByText('You have rejected this application. A decision cannot be changed.'),
    ).toBeInTheDocument()
    for (const name of ['Accept', 'Reject']) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('aria-disabled', 'true')
      expect(button).toHaveAccessibleDescription(
        'You have rejected this application. A decision cannot be changed.',
      )
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await user.click(accept)
    expect(screen.getByRole('alert')).toHaveTextContent('This application is already rejected.')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(api.callsTo('PATCH', `/company/applications/${application.id}/accept`)).toHaveLength(0)
  })

  test('an application closed as no response says so in words, never its stored status', async () => {
    const application = aCompanyApplication({ status: 'no_response' })
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/company/applications/${application.id}`)
    await user.click(await screen.findByRole('button', { name: 'Accept' }))
    const article = screen.getByRole('article')
    expect(article).toHaveTextContent(
      'This application closed as ‘No response’ because it went unanswered. A decision cannot be changed.',
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This application was closed after going unanswered, so it can no longer be decided.',
    )
    expect(document.body).not.toHaveTextContent(/no_response/)
  })

  test('an accepted application answers a Reject click with the spec alert', async () => {
    const application = aCompanyApplication({ status: 'accepted' })
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/company/applications/${application.id}`)
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    expect(screen.getByRole('alert')).toHaveTextContent('This application is already accepted.')
    expect(
      screen.getByText('You have accepted this application. A decision cannot be changed.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  test('an undecided application offers Accept and Reject without a decision note', async () => {
    const application = aCompanyApplication({ status: 'in_review' })
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    renderRoutes(routes, `/company/applications/${application.id}`)
    const accept = await screen.findByRole('button', { name: 'Accept' })
    expect(accept).not.toHaveAttribute('aria-disabled')
    expect(screen.getByRole('button', { name: 'Reject' })).not.toHaveAttribute('aria-disabled')
    expect(screen.queryByText(/A decision cannot be changed/)).not.toBeInTheDocument()
  })

  test('gender shows as its label, and every tab is reachable with the arrow keys', async () => {
    const application = aCompanyApplication({}, { gender: 'female' })
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    renderRoutes(routes, `/company/applications/${application.id}`)
    const personal = await screen.findByRole('tabpanel', { name: 'Personal Details' })
    expect(within(personal).getByText('Female')).toBeInTheDocument()
    expect(within(personal).queryByText('female')).not.toBeInTheDocument()

    const tabs = within(screen.getByRole('tablist', { name: 'Applicant details' })).getAllByRole(
      'tab',
    )
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Personal Details', 'Education', 'Media'])
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await user.click(screen.getByRole('tab', { name: 'Personal Details' }))
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Media' })).toHaveFocus()
    act(() => vi.advanceTimersByTime(500))
    expect(
      within(screen.getByRole('tabpanel', { name: 'Media' })).getByRole('link', {
        name: /View Resume/,
      }),
    ).toBeInTheDocument()
  })

  test('a list load failure says so and can be retried', async () => {
    const application = aCompanyApplication({}, { firstName: 'Bola', lastName: 'Ade' })
    let reply = fail(500, 'Server unavailable')
    stubApi({
      'GET /company/applications': () => reply,
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/company/applications')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading applications: Server unavailable',
    )
    expect(screen.queryByText('No applications available.')).not.toBeInTheDocument()
    reply = ok(applicationPage([application]))
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /Bola Ade/ })).toBeInTheDocument()
  })

  test('each list entry names the applicant, the role, the date applied and the status', async () => {
    const application = aCompanyApplication({ status: 'accepted' })
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
    })
    renderRoutes(routes, `/company/applications/${application.id}`)
    const list = await screen.findByRole('region', { name: 'Applicants' })
    const entry = await within(list).findByRole('link', { name: /Adaeze Okafor/ })
    expect(entry).toHaveTextContent('Product Design Intern')
    expect(entry).toHaveTextContent('Applied 3 November 2026')
    expect(entry).toHaveTextContent('Status: Accepted')
  })

  test('a decision the server refuses (APPLICATION_DECIDED) shows its text; other failures the spec fallback', async () => {
    const application = aCompanyApplication({ status: 'in_review' })
    let reply = fail(409, 'This application is already accepted.', {
      code: 'APPLICATION_DECIDED',
    })
    stubApi({
      'GET /company/applications': ok(applicationPage([application])),
      [`GET /company/applications/${application.id}`]: ok(application),
      [`PATCH /company/applications/${application.id}/reject`]: () => reply,
    })
    const user = userEvent.setup()
    renderRoutes(routes, `/company/applications/${application.id}`)
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    await user.selectOptions(screen.getByLabelText('Reason'), 'other')
    await user.click(screen.getByRole('button', { name: 'Yes, reject' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This application is already accepted.',
    )
    reply = fail(500, 'Boom')
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    await user.selectOptions(screen.getByLabelText('Reason'), 'other')
    await user.click(screen.getByRole('button', { name: 'Yes, reject' }))
    expect(await screen.findByText('Failed to reject application.')).toBeInTheDocument()
  })

  test('the applicant profile page shows the profile read-only', async () => {
    const application = aCompanyApplication()
    stubApi({ [`GET /company/applications/${application.id}`]: ok(application) })
    renderRoutes(routes, `/view/applicant/${application.id}`)
    expect(await screen.findByRole('heading', { name: 'Adaeze Okafor' })).toBeInTheDocument()
    expect(screen.getByText('2021 - 2025')).toBeInTheDocument()
    expect(screen.getByText('+234 803 123 4567')).toBeInTheDocument()
    expect(screen.getByText('Female')).toBeInTheDocument()
    expect(screen.getByText('Figma')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })
})
