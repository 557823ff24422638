import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { ProfileCoach } from '@app/domain'
import { ok, stubApi } from '../test/api-stub'
import { anIntern, anApplication, page, signInIntern } from '../test/intern-fixtures'
import { renderRoutes } from '../test/render-route'
import { stubInternApi } from '../features/intern-profile/intern-test-kit'
import { InternApplicationsRoute } from './InternApplicationsRoute'
import { InternProfileRoute } from './InternProfileRoute'

const SKILLS_TIP = 'Add one skill that roles in Technology ask for, if you have them: SQL'
const coachWith = (done: boolean): ProfileCoach => ({
  score: done ? 90 : 80,
  tips: [
    {
      id: 'skills-in-demand',
      text: done ? 'Your skills include what roles in Technology ask for most: SQL' : SKILLS_TIP,
      done,
    },
  ],
})

beforeEach(() => {
  localStorage.clear()
  signInIntern()
  vi.stubGlobal('XMLHttpRequest', undefined)
})
afterEach(() => vi.unstubAllGlobals())

describe('the profile coach beside the profile', () => {
  test('links its tips to the sections of the page, and checks again after a save', async () => {
    let saved = false
    const api = stubInternApi(anIntern({ skills: ['React'] }), {
      'GET /users/profile-coach': () => ok(coachWith(saved)),
      'PATCH /auth/skills': ({ body }) => {
        saved = true
        return ok({ ...anIntern(), ...(body as object) })
      },
    })
    const user = userEvent.setup()
    renderRoutes([{ path: '/intern/profile', element: <InternProfileRoute /> }], '/intern/profile')
    const coach = await screen.findByRole('region', { name: 'Profile coach' })
    const link = await within(coach).findByRole('link', { name: SKILLS_TIP })
    const target = document.getElementById(link.getAttribute('href')!.slice(1))
    expect(target).not.toBeNull()
    expect(within(target!).getByRole('heading', { name: 'Skills' })).toBeVisible()
    for (const id of ['profile-photo', 'profile-information', 'profile-education']) {
      expect(document.getElementById(id)).not.toBeNull()
    }
    expect(document.getElementById('profile-preferences')).toContainElement(
      screen.getByRole('form', { name: 'Preferences' }),
    )

    await user.click(screen.getByRole('button', { name: 'Edit Skills' }))
    await user.type(screen.getByLabelText('Add a skill'), 'SQL{Enter}')
    await user.click(screen.getByRole('button', { name: 'Save Skills' }))
    expect(
      await within(coach).findByText(
        'Your skills include what roles in Technology ask for most: SQL',
      ),
    ).toBeVisible()
    expect(api.callsTo('GET', '/users/profile-coach').length).toBeGreaterThanOrEqual(2)
  })
})

describe('the profile score above the applications', () => {
  test('comes before the list', async () => {
    stubApi({
      'GET /users/profile-coach': ok(coachWith(false)),
      'GET /users/applications': ok(page([anApplication({ roleTitle: 'Data Analyst Intern' })])),
    })
    renderRoutes(
      [{ path: '/intern/applications', element: <InternApplicationsRoute /> }],
      '/intern/applications',
    )
    const note = await screen.findByRole('region', { name: 'Your profile' })
    expect(await within(note).findByText('Your profile scores 80 of 100 (Good).')).toBeVisible()
    const list = await screen.findByRole('list', { name: 'Applications' })
    await waitFor(() =>
      expect(note.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy(),
    )
  })
})
