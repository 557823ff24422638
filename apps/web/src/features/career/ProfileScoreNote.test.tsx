import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { PROFILE_COACH_TEXTS } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { ProfileScoreNote } from './ProfileScoreNote'

const renderNote = () =>
  renderRoutes(
    [
      { path: '/intern/applications', element: <ProfileScoreNote /> },
      { path: '/intern/profile', element: <Landed at="the profile" /> },
    ],
    '/intern/applications',
  )

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the profile score on the intern's applications", () => {
  test('gives the score, says what companies see of the profile, and links to it', async () => {
    stubApi({ 'GET /users/profile-coach': ok({ score: 72, tips: [] }) })
    const user = userEvent.setup()
    renderNote()
    const note = screen.getByRole('region', { name: 'Your profile' })
    expect(await within(note).findByText('Your profile scores 72 of 100 (Good).')).toBeVisible()
    expect(within(note).getByText(PROFILE_COACH_TEXTS.applicationsWhy)).toBeVisible()
    await user.click(within(note).getByRole('link', { name: 'Improve your profile' }))
    expect(await screen.findByText('Landed on the profile')).toBeVisible()
  })

  test('shows that it is loading, then an error it can try again', async () => {
    let attempts = 0
    stubApi({
      'GET /users/profile-coach': () =>
        ++attempts === 1 ? fail(500, 'Something went wrong') : ok({ score: 40, tips: [] }),
    })
    const user = userEvent.setup()
    renderNote()
    expect(screen.getByRole('status')).toHaveTextContent(PROFILE_COACH_TEXTS.loading)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(PROFILE_COACH_TEXTS.loadFailed)
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Your profile scores 40 of 100 (Getting there).')).toBeVisible()
  })
})
