import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anIntern, signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { InternPreviewPage } from './InternPreviewPage'

const renderPreview = () =>
  renderRoutes(
    [
      { path: '/intern/preview', element: <InternPreviewPage /> },
      { path: '/intern/profile', element: <Landed at="the profile" /> },
    ],
    '/intern/preview',
  )

beforeEach(() => {
  localStorage.clear()
  signInIntern()
})
afterEach(() => vi.unstubAllGlobals())

describe('intern profile preview', () => {
  test('the four tabs show personal details, education, media and resume', async () => {
    stubApi({
      'GET /auth/me': ok(anIntern({ yearOfGraduation: null, isPostgraduate: true })),
    })
    const user = userEvent.setup()
    renderPreview()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Okafor' })).toBeVisible()
    expect(screen.getByRole('tab', { name: 'Personal Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByText('Final-year computer science student.')).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Education' }))
    expect(screen.getByText('Postgraduate (MSc, PhD), started 2021')).toBeVisible()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Media' })).toHaveFocus()
    expect(screen.getByText('No media uploaded yet.')).toBeVisible()
    await user.click(screen.getByRole('tab', { name: 'Resume' }))
    expect(screen.getByRole('link', { name: 'View resume' })).toHaveAttribute(
      'href',
      'https://files.example/resume.pdf?sig=1',
    )
    await user.click(screen.getByRole('link', { name: 'Back' }))
    expect(await screen.findByText('Landed on the profile')).toBeVisible()
  })

  test('a failed load says so', async () => {
    stubApi({ 'GET /auth/me': fail(500, 'Something went wrong on our side.') })
    renderPreview()
    expect(await screen.findByText('Failed to load profile data.')).toBeVisible()
  })
})
