import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { PROFILE_COACH_TEXTS, type ProfileCoach } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { ProfileCoachPanel } from './ProfileCoachPanel'

const COACH: ProfileCoach = {
  score: 62,
  tips: [
    {
      id: 'skills-in-demand',
      text: 'Add two skills that roles in Data Science ask for, if you have them: SQL, Excel',
      done: false,
    },
    { id: 'resume', text: 'Upload a CV or build one', done: false },
    { id: 'bio', text: 'Your bio is 12 words; 40–80 reads better', done: false },
    { id: 'phone', text: 'Your phone number is on your profile', done: true },
  ],
}

const renderPanel = () =>
  renderRoutes(
    [
      { path: '/intern/profile', element: <ProfileCoachPanel /> },
      { path: '/intern/cv', element: <Landed at="the CV builder" /> },
    ],
    '/intern/profile',
  )

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the profile coach panel', () => {
  test('shows the score as a named meter, and a checklist linking to where each is fixed', async () => {
    stubApi({ 'GET /users/profile-coach': ok(COACH) })
    const user = userEvent.setup()
    renderPanel()
    const panel = screen.getByRole('region', { name: 'Profile coach' })
    const meter = await within(panel).findByRole('meter', { name: 'Profile score' })
    expect(meter).toHaveAttribute('aria-valuenow', '62')
    expect(meter).toHaveAttribute('aria-valuetext', '62 of 100: Getting there')
    expect(within(panel).getByText('/100 · Getting there', { exact: false })).toBeVisible()

    const list = within(panel).getByRole('list', { name: 'Ways to improve your profile' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'To do: Add two skills that roles in Data Science ask for, if you have them: SQL, Excel',
      'To do: Upload a CV or build one',
      'To do: Your bio is 12 words; 40–80 reads better',
      'Done: Your phone number is on your profile',
    ])
    expect(
      within(list).getByRole('link', { name: /roles in Data Science ask for/ }),
    ).toHaveAttribute('href', '#profile-skills')
    expect(within(list).getByRole('link', { name: /Your bio is 12 words/ })).toHaveAttribute(
      'href',
      '#profile-information',
    )
    // A done item is not a link.
    expect(within(list).queryByRole('link', { name: /phone number/ })).toBeNull()

    await user.click(within(list).getByRole('link', { name: 'Upload a CV or build one' }))
    expect(await screen.findByText('Landed on the CV builder')).toBeVisible()
  })

  test('says when everything is done, and when there is nothing to check', async () => {
    stubApi({
      'GET /users/profile-coach': ok({
        score: 100,
        tips: [{ id: 'phone', text: 'Your phone number is on your profile', done: true }],
      }),
    })
    const { unmount } = renderPanel()
    expect(await screen.findByText(PROFILE_COACH_TEXTS.allDone)).toBeVisible()
    expect(screen.getByRole('meter', { name: 'Profile score' })).toHaveAttribute(
      'aria-valuetext',
      '100 of 100: Excellent',
    )
    unmount()
    vi.unstubAllGlobals()
    stubApi({ 'GET /users/profile-coach': ok({ score: 0, tips: [] }) })
    renderPanel()
    expect(await screen.findByText(PROFILE_COACH_TEXTS.noTips)).toBeVisible()
  })

  test('shows that it is loading, then an error it can try again', async () => {
    let attempts = 0
    stubApi({
      'GET /users/profile-coach': () =>
        ++attempts === 1 ? fail(500, 'Something went wrong') : ok(COACH),
    })
    const user = userEvent.setup()
    renderPanel()
    expect(screen.getByRole('status')).toHaveTextContent(PROFILE_COACH_TEXTS.loading)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(PROFILE_COACH_TEXTS.loadFailed)
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('meter', { name: 'Profile score' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    )
  })
})
