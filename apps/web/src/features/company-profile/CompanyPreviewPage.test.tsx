import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { CompanyPreviewPage } from './CompanyPreviewPage'
import { answer, filledCompany, renderRoutes, stubApi } from './profile-test-kit'

const renderPreview = () =>
  renderRoutes([{ path: '/company/preview', element: <CompanyPreviewPage /> }], '/company/preview')

afterEach(() => vi.unstubAllGlobals())

describe('company profile preview', () => {
  test('details show the bio, founding month, industry, hours, weekdays and links', async () => {
    stubApi(filledCompany())
    renderPreview()
    expect(
      await screen.findByText('We build payment tools for Nigerian shops.'),
    ).toBeInTheDocument()
    expect(screen.getByText('March 2019')).toBeInTheDocument()
    expect(screen.getByText('Technology')).toBeInTheDocument()
    expect(screen.getByText('Monday, Tuesday, Wednesday, Thursday, Friday')).toBeInTheDocument()
    expect(screen.getAllByText('09:00 - 17:00')).toHaveLength(5)
    expect(
      screen.getByRole('link', { name: 'https://linkedin.com/company/acme' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/company/profile')
  })

  test('arrow keys move between the tabs; Media says when there is none', async () => {
    const user = userEvent.setup()
    stubApi(filledCompany())
    renderPreview()
    const details = await screen.findByRole('tab', { name: 'Company Details' })
    expect(details).toHaveAttribute('aria-selected', 'true')
    await user.click(details)
    await user.keyboard('{ArrowRight}')
    const media = screen.getByRole('tab', { name: 'Media' })
    expect(media).toHaveFocus()
    expect(media).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Media' })).toHaveTextContent(
      'No media uploaded yet.',
    )
  })

  test('a failed load says so', async () => {
    stubApi(filledCompany(), {
      'GET /company/me': () =>
        answer(500, { status: 'error', message: 'Internal error', code: 'INTERNAL' }),
    })
    renderPreview()
    expect(
      await screen.findByText('Failed to load company profile. Please try again later.'),
    ).toBeInTheDocument()
  })
})
