import { screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { ok, stubApi } from '../../test/api-stub'
import { anApplication, signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { ApplicationDetailPage } from './ApplicationDetailPage'

beforeEach(() => signInIntern())
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

test('a rejected application shows the reason and note the company gave', async () => {
  const application = anApplication({
    status: 'rejected',
    companyName: 'Kobo Ledger',
    rejection: {
      reason: 'role_filled',
      label: 'The role has been filled',
      note: 'We hired in March; do apply again.',
    },
  })
  stubApi({ [`GET /users/applications/${application.id}`]: ok(application) })
  renderRoutes(
    [{ path: '/intern/applications/:applicationId', element: <ApplicationDetailPage /> }],
    `/intern/applications/${application.id}`,
  )
  const reason = await screen.findByRole('region', {
    name: 'Why Kobo Ledger did not move forward',
  })
  expect(reason).toHaveTextContent('The role has been filled')
  expect(reason).toHaveTextContent('Their note: We hired in March; do apply again.')
})

test("the detail shows the role's placement type beside the status", async () => {
  const application = anApplication({
    roleTitle: 'Electrical SIWES Trainee',
    placementType: 'siwes',
    siwesWeeks: 16,
    siwesProgrammes: ['ND'],
  })
  stubApi({ [`GET /users/applications/${application.id}`]: ok(application) })
  renderRoutes(
    [{ path: '/intern/applications/:applicationId', element: <ApplicationDetailPage /> }],
    `/intern/applications/${application.id}`,
  )
  await screen.findByRole('heading', { name: 'Electrical SIWES Trainee' })
  expect(screen.getByText('Placement type:').parentElement).toHaveTextContent(
    'Placement type: SIWES/IT · 16 weeks · ND',
  )
})
