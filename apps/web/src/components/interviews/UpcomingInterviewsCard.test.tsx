import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { UpcomingInterview, WaitingInterview } from '@app/domain'
import { ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { UpcomingInterviewsCard } from './UpcomingInterviewsCard'

const WAITING = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d'
const PASSED = '8b7c6d5e-4f30-4b2c-8d9e-0f1a2b3c4d5e'
const APPLICATION = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b'

const aProposal = (overrides: Partial<WaitingInterview> = {}): WaitingInterview => ({
  id: WAITING,
  applicationId: APPLICATION,
  slots: [
    { id: 'a', startsAt: '2030-12-03T09:00:00.000Z', durationMinutes: 45 },
    { id: 'b', startsAt: '2030-12-04T09:00:00.000Z', durationMinutes: 45 },
  ],
  roleTitle: 'Front-End Developer Intern',
  counterpart: { name: 'Kobo Ledger' },
  ...overrides,
})

const scheduled: UpcomingInterview = {
  id: '9c8d7e6f-5a4b-4c3d-9e2f-1a0b9c8d7e6f',
  applicationId: '4a5b6c7d-8e9f-4a0b-8c1d-2e3f4a5b6c7d',
  startsAt: '2030-12-10T13:00:00.000Z',
  durationMinutes: 30,
  mode: 'phone',
  location: null,
  link: null,
  roleTitle: 'Data Analyst Intern',
  counterpart: { name: 'PayStride' },
  attendance: null,
}

const render = (side: 'intern' | 'company') =>
  renderRoutes([{ path: '/', element: <UpcomingInterviewsCard side={side} /> }], '/')

beforeEach(() => localStorage.setItem('authToken', 'token'))
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('the upcoming interviews card', () => {
  test("lists the intern's proposals waiting for a choice, not 'No interviews scheduled yet'", async () => {
    stubApi({
      'GET /users/interviews/upcoming': ok([]),
      'GET /users/interviews/waiting': ok([aProposal()]),
    })
    render('intern')
    const link = await screen.findByRole('link', { name: /^Choose a time/ })
    expect(link).toHaveAttribute('href', `/intern/applications/${APPLICATION}`)
    expect(screen.getByText('2 times proposed')).toBeInTheDocument()
    expect(screen.getByText('Front-End Developer Intern with Kobo Ledger')).toBeInTheDocument()
    expect(screen.queryByText(/No interviews scheduled yet/)).not.toBeInTheDocument()
  })

  test('says when all the proposed times have passed, beside the scheduled ones', async () => {
    stubApi({
      'GET /users/interviews/upcoming': ok([scheduled]),
      'GET /users/interviews/waiting': ok([
        aProposal({
          id: PASSED,
          slots: [{ id: 'old', startsAt: '2020-01-06T09:00:00.000Z', durationMinutes: 30 }],
        }),
      ]),
    })
    render('intern')
    expect(await screen.findByText('All the proposed times have passed.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Ask for new times/ })).toHaveAttribute(
      'href',
      `/intern/applications/${APPLICATION}`,
    )
    expect(screen.getByRole('link', { name: 'Data Analyst Intern' })).toBeInTheDocument()
  })

  test('keeps the empty words when nothing waits, and the company side asks for no proposals', async () => {
    const api = stubApi({ 'GET /company/interviews/upcoming': ok([]) })
    render('company')
    expect(
      await screen.findByText('No interviews scheduled. Propose times from an application.'),
    ).toBeInTheDocument()
    expect(api.callsTo('GET', '/users/interviews/waiting')).toHaveLength(0)
  })

  test("shows the company the intern's answer to the reminder, and nothing before one", async () => {
    stubApi({
      'GET /company/interviews/upcoming': ok([
        scheduled,
        { ...scheduled, id: 'ad0b9c8d-5a4b-4c3d-9e2f-1a0b9c8d7e6f', attendance: 'not_coming' },
      ]),
    })
    render('company')
    expect(await screen.findByText('Cannot attend')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Data Analyst Intern' })).toHaveLength(2)
    expect(screen.queryByText('Attendance confirmed')).not.toBeInTheDocument()
  })
})
