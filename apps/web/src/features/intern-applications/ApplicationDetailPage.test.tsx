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
