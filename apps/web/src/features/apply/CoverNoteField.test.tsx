import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { APPLICATION_MESSAGES, COVER_NOTE_LABELS, type ApplicationLetter } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anApplication, anIntern, anInternRole, signInIntern } from '../../test/intern-fixtures'
import { Landed, renderRoutes } from '../../test/render-route'
import { ReviewApplicationPage } from './ReviewApplicationPage'

const role = anInternRole({ title: 'Data Analyst Intern', asksCoverNote: true })
const NOTE = 'I am applying for the Data Analyst Intern role at PayStride.'

const written: ApplicationLetter = {
  id: '7d2e4f6a-1b3c-4d5e-8f9a-0b1c2d3e4f5a',
  kind: 'cover',
  companyName: 'PayStride',
  companyAddress: '',
  roleId: role.id,
  roleTitle: role.title,
  programme: null,
  durationWeeks: null,
  durationMonths: null,
  startDate: null,
  subject: 'APPLICATION FOR THE ROLE OF DATA ANALYST INTERN',
  body: NOTE,
  createdAt: '2026-05-14T09:00:00.000Z',
  updatedAt: '2026-05-14T09:00:00.000Z',
}

const renderReview = () =>
  renderRoutes(
    [
      { path: '/application/review/:roleId', element: <ReviewApplicationPage /> },
      { path: '/intern/applications', element: <Landed at="applications" /> },
    ],
    `/application/review/${role.id}`,
  )

const applied = { status: 201, body: { status: 'success', data: anApplication() } }

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('a cover note on the review page', () => {
  test('is asked for, written for the intern, kept through a reload, and sent', async () => {
    const api = stubApi({
      [`GET /users/roles/${role.id}`]: ok(role),
      'GET /auth/me': ok(anIntern()),
      'POST /users/letters': ok(written),
      [`POST /users/roles/${role.id}/apply`]: applied,
      'GET /users/roles': ok({ docs: [], meta: {} }),
    })
    const view = renderReview()
    const field = await screen.findByLabelText(COVER_NOTE_LABELS.textarea)

    await userEvent.click(screen.getByRole('button', { name: 'Submit Your Application' }))
    const section = screen.getByRole('region', { name: COVER_NOTE_LABELS.field })
    expect(await within(section).findByText(APPLICATION_MESSAGES.coverNoteRequired)).toBeVisible()
    expect(api.callsTo('POST', `/users/roles/${role.id}/apply`)).toHaveLength(0)

    await userEvent.type(field, 'My own words.')
    await userEvent.click(screen.getByRole('button', { name: COVER_NOTE_LABELS.writeForMe }))
    await waitFor(() => expect(field).toHaveValue(NOTE))
    expect(api.callsTo('POST', '/users/letters')[0]?.body).toEqual({
      kind: 'cover',
      roleId: role.id,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Bring them back' }))
    expect(field).toHaveValue('My own words.')
    await userEvent.click(screen.getByRole('button', { name: COVER_NOTE_LABELS.writeForMe }))
    await waitFor(() => expect(field).toHaveValue(NOTE))

    // A reload keeps what was written.
    view.unmount()
    renderReview()
    const again = await screen.findByLabelText(COVER_NOTE_LABELS.textarea)
    expect(again).toHaveValue(NOTE)

    await userEvent.click(screen.getByRole('button', { name: 'Submit Your Application' }))
    await waitFor(() =>
      expect(api.callsTo('POST', `/users/roles/${role.id}/apply`)).toHaveLength(1),
    )
    expect(api.callsTo('POST', `/users/roles/${role.id}/apply`)[0]?.body).toEqual({
      resumeUrl: anIntern().resumeUrl,
      coverNote: NOTE,
    })
    await waitFor(() =>
      expect(Object.keys(localStorage).some((key) => key.startsWith('applicationCoverNote'))).toBe(
        false,
      ),
    )
  })

  test("shows the server's refusal of the note beside it", async () => {
    stubApi({
      [`GET /users/roles/${role.id}`]: ok(role),
      'GET /auth/me': ok(anIntern()),
      [`POST /users/roles/${role.id}/apply`]: fail(400, APPLICATION_MESSAGES.coverNoteTooLong, {
        errors: { coverNote: APPLICATION_MESSAGES.coverNoteTooLong },
      }),
      'GET /users/roles': ok({ docs: [], meta: {} }),
    })
    renderReview()
    await userEvent.type(await screen.findByLabelText(COVER_NOTE_LABELS.textarea), 'Hello.')
    await userEvent.click(screen.getByRole('button', { name: 'Submit Your Application' }))
    const section = screen.getByRole('region', { name: COVER_NOTE_LABELS.field })
    expect(await within(section).findByText(APPLICATION_MESSAGES.coverNoteTooLong)).toBeVisible()
  })

  test('is not shown for a role that does not ask', async () => {
    const plain = { ...role, asksCoverNote: false }
    stubApi({ [`GET /users/roles/${role.id}`]: ok(plain), 'GET /auth/me': ok(anIntern()) })
    renderReview()
    expect(await screen.findByRole('button', { name: 'Submit Your Application' })).toBeVisible()
    expect(screen.queryByLabelText(COVER_NOTE_LABELS.textarea)).toBeNull()
  })
})
