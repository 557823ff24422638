import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { NYSC_MESSAGES } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { anApplication, signInIntern } from '../../test/intern-fixtures'
import { renderRoutes } from '../../test/render-route'
import { ApplicationDetailPage } from './ApplicationDetailPage'

beforeEach(() => signInIntern())
afterEach(() => localStorage.clear())

const render = (id: string) =>
  renderRoutes(
    [{ path: '/intern/applications/:applicationId', element: <ApplicationDetailPage /> }],
    `/intern/applications/${id}`,
  )

describe('the corps member’s NYSC rejection letter', () => {
  test('is not shown before the PPA issues one', async () => {
    const application = anApplication({ status: 'rejected', placementType: 'nysc' })
    stubApi({ [`GET /users/applications/${application.id}`]: ok(application) })
    render(application.id)
    expect(await screen.findByRole('heading', { name: application.roleTitle })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Download rejection letter' })).toBeNull()
  })

  test('says what to do with it, with the reason, and says why a download failed', async () => {
    const application = anApplication({
      status: 'rejected',
      placementType: 'nysc',
      nyscRejection: {
        issuedAt: '2026-11-24T08:00:00.000Z',
        reason: 'No vacancy in Lagos.',
        stateCode: '',
        signatoryName: '',
        signatoryTitle: '',
      },
    })
    stubApi({
      [`GET /users/applications/${application.id}`]: ok(application),
      [`GET /users/applications/${application.id}/nysc-rejection`]: fail(
        404,
        NYSC_MESSAGES.rejectionNotFound,
      ),
    })
    render(application.id)
    const section = await screen.findByRole('region', { name: 'Your NYSC rejection letter' })
    expect(section).toHaveTextContent(
      'PayStride issued it on 24 November 2026. Take it to the NYSC state secretariat',
    )
    expect(section).toHaveTextContent('Reason given: No vacancy in Lagos.')
    await userEvent.click(screen.getByRole('button', { name: 'Download rejection letter' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(NYSC_MESSAGES.rejectionNotFound)
  })
})
