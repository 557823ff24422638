import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { BOOKING_MESSAGES } from '@app/domain'
import { fail, ok, signInCompany, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { aCompanyApplication } from './company-application-fixtures'
import { InterviewPanel } from './InterviewPanel'

const application = aCompanyApplication({ status: 'in_review' })
const invitePath = `/company/applications/${application.id}/booking-invite`
const listPath = `GET /company/applications/${application.id}/interviews`

const render = () =>
  renderRoutes([{ path: '/', element: <InterviewPanel application={application} /> }], '/')

beforeEach(() => signInCompany())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("'Book an interview' beside proposing times", () => {
  test('is disabled with a hint and a link to set the availability when none is set', async () => {
    const api = stubApi({
      [listPath]: ok([]),
      [`GET ${invitePath}`]: ok({ invitedAt: null, hasAvailability: false }),
    })
    render()
    const button = await screen.findByRole('button', { name: 'Book an interview' })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription(
      `${BOOKING_MESSAGES.noAvailability} Set availability`,
    )
    expect(screen.getByRole('link', { name: 'Set availability' })).toHaveAttribute(
      'href',
      '/company/settings/interviews',
    )
    expect(screen.getByRole('button', { name: 'Schedule interview' })).toBeEnabled()
    expect(api.callsTo('POST', invitePath)).toHaveLength(0)
  })

  test('sends the invitation, then says the applicant was invited', async () => {
    const user = userEvent.setup()
    let invitedAt: string | null = null
    const api = stubApi({
      [listPath]: ok([]),
      [`GET ${invitePath}`]: () => ok({ invitedAt, hasAvailability: true }),
      [`POST ${invitePath}`]: () => {
        invitedAt = '2026-11-24T08:00:00.000Z'
        return {
          status: 201,
          body: { status: 'success', data: { invitedAt, hasAvailability: true } },
        }
      },
    })
    render()
    await user.click(await screen.findByRole('button', { name: 'Book an interview' }))
    await waitFor(() => expect(api.callsTo('POST', invitePath)).toHaveLength(1))
    expect(
      await screen.findByText(
        'Invited to book on 24 November 2026. Waiting for Adaeze to choose a time.',
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Book an interview' })).not.toBeInTheDocument()
  })

  test('shows the refusal the server gives', async () => {
    const user = userEvent.setup()
    stubApi({
      [listPath]: ok([]),
      [`GET ${invitePath}`]: ok({ invitedAt: null, hasAvailability: true }),
      [`POST ${invitePath}`]: fail(409, BOOKING_MESSAGES.alreadyInvited, {
        code: 'INTERVIEW_STATE',
      }),
    })
    render()
    await user.click(await screen.findByRole('button', { name: 'Book an interview' }))
    expect(await screen.findByText(BOOKING_MESSAGES.alreadyInvited)).toBeInTheDocument()
  })
})
