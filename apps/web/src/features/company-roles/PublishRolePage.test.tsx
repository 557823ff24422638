import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { signInCompany, stubApi } from '../../test/api-stub'
import { aCompanyRole } from '../../test/fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { PublishRolePage } from './PublishRolePage'
import { roleDraft } from './role-form'

const COMPANY_ID = '0b7a8c2e-5d1f-4c3a-9e8b-1a2b3c4d5e6f'
const renderPage = () =>
  renderRoutes(
    [
      { path: '/publish-internship-role', element: <PublishRolePage /> },
      { path: '/company/job-boards', element: <Landed at="job boards" /> },
    ],
    '/publish-internship-role',
  )

beforeEach(() => {
  localStorage.clear()
  signInCompany(COMPANY_ID)
})
afterEach(() => vi.unstubAllGlobals())

describe('publish internship role page', () => {
  test('without a draft it points to the Create a Role form', () => {
    stubApi({})
    renderPage()
    expect(screen.getByText('You have no draft role to publish.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create a Role' })).toHaveAttribute(
      'href',
      '/post-internship',
    )
  })

  test('an unfinished draft is sent back to the form', () => {
    stubApi({})
    roleDraft.save(roleDraft.newRoleKey(COMPANY_ID), { title: 'Half a role' })
    renderPage()
    expect(screen.getByText('Your draft role is not finished yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue the draft' })).toBeInTheDocument()
  })

  test('a finished draft is shown as candidates will see it and can be published', async () => {
    const key = roleDraft.newRoleKey(COMPANY_ID)
    roleDraft.save(key, {
      title: 'Growth Marketing Intern',
      roleSummary: 'Grow our merchant base.',
      responsibilities: 'Run campaigns\nReport weekly',
      requirements: 'Curiosity',
      minimumSalary: 40000,
      maximumSalary: null,
      location: 'Abuja',
      type: 'on_site',
      duration: 6,
      term: 'month',
      applicationDeadline: '',
    })
    const api = stubApi({
      'POST /roles/add-role': { status: 201, body: { status: 'success', data: aCompanyRole() } },
    })
    const user = userEvent.setup()
    renderPage()
    const preview = screen.getByRole('article', { name: 'Growth Marketing Intern' })
    expect(within(preview).getByText('Abuja · On-Site')).toBeInTheDocument()
    expect(within(preview).getByText('6 Months')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Publish' }))
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    const posted = await screen.findByRole('dialog', { name: 'Role Posted' })
    expect(api.callsTo('POST', '/roles/add-role')[0]?.body).toMatchObject({
      title: 'Growth Marketing Intern',
      responsibilities: ['Run campaigns', 'Report weekly'],
      type: 'on_site',
    })
    expect(roleDraft.read(key)).toBeNull()
    await user.click(within(posted).getByRole('button', { name: 'Go to Job Boards' }))
    expect(await screen.findByText('Landed on job boards')).toBeInTheDocument()
  })
})
