import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, stubApi } from '../../test/api-stub'
import { aCompanyDetails, anApplication, signInIntern } from '../../test/intern-fixtures'
import { Link } from 'react-router'
import { Landed, renderRoutes } from '../../test/render-route'
import { ApplicationDetailPage } from './ApplicationDetailPage'
import { CompanyDetailsPage, PublicCompanyDetailsPage } from './CompanyDetailsPage'

const roleId = '00000000-0000-4000-8000-000000000777'
const renderCompany = (from = `/company-details/${roleId}`) =>
  renderRoutes(
    [
      { path: '/company-details/:roleId', element: <CompanyDetailsPage /> },
      { path: '/intern/applications', element: <Landed at="the applications" /> },
      {
        path: '/roles/:roleId',
        element: <Link to={`/company-details/${roleId}`}>About PayStride</Link>,
      },
    ],
    from,
  )

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('company details from an application', () => {
  test('shows bio, founding month, hours, weekdays and links, each network named once and cased', async () => {
    stubApi({
      [`GET /users/applications/${roleId}/company`]: ok(
        aCompanyDetails({
          workHours: [
            { day: 'Tuesday', start: '10:00', end: '16:00' },
            { day: 'Monday', start: '09:00', end: '17:00' },
          ],
          socialMedia: {
            linkedin: 'https://linkedin.com/company/paystride',
            youtube: 'https://www.youtube.com/@paystride',
          },
        }),
      ),
    })
    renderCompany()
    expect(await screen.findByRole('heading', { name: 'PayStride' })).toBeInTheDocument()
    expect(screen.getByText('PAY')).toBeInTheDocument()
    expect(screen.getByText('Payments for Nigerian businesses.')).toBeInTheDocument()
    // The founding date is chosen as a month, so the month is what is shown (decision 016).
    expect(screen.getByText('March 2019')).toBeInTheDocument()
    const hours = screen.getAllByRole('listitem').map((item) => item.textContent)
    expect(hours.slice(0, 2)).toEqual(['Monday: 09:00 - 17:00', 'Tuesday: 10:00 - 16:00'])
    expect(screen.getByText('Monday, Tuesday')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'https://linkedin.com/company/paystride' }).parentElement,
    ).toHaveTextContent(/^LinkedIn: https/)
    expect(
      screen.getByRole('link', { name: 'https://www.youtube.com/@paystride' }).parentElement,
    ).toHaveTextContent(/^YouTube: https/)
    // Opened by its address there is nothing to go back to, so Back leads to the applications.
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByText('Landed on the applications')).toBeInTheDocument()
  })

  test('Back returns to the role it was opened from, not to the applications', async () => {
    stubApi({ [`GET /users/applications/${roleId}/company`]: ok(aCompanyDetails()) })
    const user = userEvent.setup()
    renderCompany(`/roles/${roleId}`)
    await user.click(screen.getByRole('link', { name: 'About PayStride' }))
    expect(await screen.findByRole('heading', { name: 'PayStride' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('link', { name: 'About PayStride' })).toBeInTheDocument()
    expect(screen.queryByText('Landed on the applications')).not.toBeInTheDocument()
  })

  test('missing details read Not specified; no media says so', async () => {
    stubApi({
      [`GET /users/applications/${roleId}/company`]: ok(
        aCompanyDetails({
          bio: null,
          establishedDate: null,
          industryType: null,
          workHours: null,
          activeWeekDays: [],
          socialMedia: null,
        }),
      ),
    })
    const user = userEvent.setup()
    renderCompany()
    const panel = await screen.findByRole('tabpanel', { name: 'Company Details' })
    expect(within(panel).getAllByText('Not specified')).toHaveLength(6)
    await user.click(screen.getByRole('tab', { name: 'Media' }))
    expect(screen.getByRole('tabpanel', { name: 'Media' })).toHaveTextContent('No media available')
  })

  test('media show as a gallery', async () => {
    stubApi({
      [`GET /users/applications/${roleId}/company`]: ok(
        aCompanyDetails({ media: ['https://files.example/a.png', 'https://files.example/b.png'] }),
      ),
    })
    const user = userEvent.setup()
    renderCompany()
    await user.click(await screen.findByRole('tab', { name: 'Media' }))
    expect(screen.getByRole('img', { name: 'PayStride image 2' })).toHaveAttribute(
      'src',
      'https://files.example/b.png',
    )
  })

  test('a failed load says so', async () => {
    stubApi({ [`GET /users/applications/${roleId}/company`]: fail(404, 'Role not found.') })
    renderCompany()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading company details: Role not found.',
    )
  })
})

describe('company details seen by a visitor', () => {
  const renderPublic = () =>
    renderRoutes(
      [
        { path: '/find-internships/:roleId/company', element: <PublicCompanyDetailsPage /> },
        { path: '/find-internships', element: <Landed at="the browse page" /> },
      ],
      `/find-internships/${roleId}/company`,
    )
  beforeEach(() => localStorage.clear())

  test('shows the company of a role on the public browse, with a way back to it', async () => {
    const api = stubApi({ [`GET /roles/${roleId}/company`]: ok(aCompanyDetails()) })
    renderPublic()
    expect(await screen.findByRole('heading', { name: 'PayStride' })).toBeInTheDocument()
    expect(screen.getByText('Payments for Nigerian businesses.')).toBeInTheDocument()
    expect(api.calls[0]?.path).toBe(`/roles/${roleId}/company`)
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByText('Landed on the browse page')).toBeInTheDocument()
  })

  test('a company that keeps its profile for interns asks the visitor to sign in', async () => {
    stubApi({ [`GET /roles/${roleId}/company`]: fail(404, 'Company not found.') })
    renderPublic()
    expect(await screen.findByText(/Sign in as an intern to see this company/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/intern/sign-in')
  })
})

describe('application detail', () => {
  test('shows the role, the status and the match score, worded as on the role', async () => {
    const application = anApplication({ roleTitle: 'Product Design Intern' })
    stubApi({ [`GET /users/applications/${application.id}`]: ok(application) })
    renderRoutes(
      [{ path: '/intern/applications/:applicationId', element: <ApplicationDetailPage /> }],
      `/intern/applications/${application.id}`,
    )
    expect(
      await screen.findByRole('heading', { name: 'Product Design Intern' }),
    ).toBeInTheDocument()
    expect(screen.getByText('Pending')).toBeInTheDocument()
    expect(screen.getByText('2 November 2026')).toBeInTheDocument()
    expect(screen.getByText('+234 803 123 4567')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /View resume/ })).toHaveAttribute(
      'href',
      'https://files.example/resume.pdf?sig=1',
    )
    expect(screen.getByText('Run usability sessions')).toBeInTheDocument()
    expect(screen.getByText('NGN 50,000–80,000 a month')).toBeInTheDocument()
    expect(screen.getByRole('figure', { name: 'Match score 70%' })).toBeInTheDocument()
    expect(screen.queryByText(/We believe you meet/)).toBeNull()
    expect(
      within(screen.getByRole('list', { name: 'Parts of the match score' })).getByText(
        'Requirements met: 2 of 2',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View or Edit Profile' })).toHaveAttribute(
      'href',
      '/intern/profile',
    )
    expect(screen.getByRole('link', { name: 'Message Company' })).toHaveAttribute(
      'href',
      `/internchat/${application.id}`,
    )
  })

  test('an unknown application says so', async () => {
    const id = '00000000-0000-4000-8000-000000000404'
    stubApi({ [`GET /users/applications/${id}`]: fail(404, 'Application not found.') })
    renderRoutes(
      [{ path: '/intern/applications/:applicationId', element: <ApplicationDetailPage /> }],
      `/intern/applications/${id}`,
    )
    expect(await screen.findByText('Application not found.')).toBeInTheDocument()
  })
})
