import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { BackgroundWork } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { BackgroundWorkPage } from './BackgroundWorkPage'

const JOB_ID = '00000000-0000-4000-8000-0000000000f1'
const work = (overrides: Partial<BackgroundWork> = {}): BackgroundWork => ({
  counts: { created: 2, retry: 1, active: 0, completed: 40, cancelled: 0, failed: 1 },
  failed: [
    {
      id: JOB_ID,
      name: 'mail',
      createdAt: '2026-11-20T09:00:00.000Z',
      failedAt: '2026-11-21T09:00:00.000Z',
      attempts: 15,
      lastError: '421 Service not available',
    },
  ],
  ...overrides,
})
/** The page lists the messages sent too (issue 27); these tests are about the jobs. */
const NO_SENDS = {
  docs: [],
  meta: { page: 1, limit: 10, totalDocs: 0, totalPages: 0, hasPrevPage: false, hasNextPage: false },
}
const render = () =>
  renderRoutes([{ path: '/admin/jobs', element: <BackgroundWorkPage /> }], '/admin/jobs')

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('background work', () => {
  test('shows jobs per state and each failed job with its tries and last error', async () => {
    stubApi({
      'GET /admin/sends/costs': ok([]),
      'GET /admin/jobs': ok(work()),
      'GET /admin/sends': ok(NO_SENDS),
    })
    render()
    const states = await screen.findByRole('region', { name: 'Jobs by state' })
    expect(within(states).getByText('Failed').nextSibling).toHaveTextContent('1')
    expect(within(states).getByText('Done (last hour)').nextSibling).toHaveTextContent('40')
    const row = within(screen.getByRole('list', { name: 'Failed jobs' })).getByRole('article')
    expect(within(row).getByRole('heading', { name: 'Send a mail' })).toBeVisible()
    expect(within(row).getByText('15')).toBeVisible()
    expect(within(row).getByText('421 Service not available')).toBeVisible()
  })

  test('retry posts for that job; a refusal is shown on the row', async () => {
    const api = stubApi({
      'GET /admin/sends/costs': ok([]),
      'GET /admin/jobs': ok(work()),
      'GET /admin/sends': ok(NO_SENDS),
      [`POST /admin/jobs/${JOB_ID}/retry`]: fail(409, 'This job has not failed.', {
        code: 'ALREADY_DONE',
      }),
    })
    const user = userEvent.setup()
    render()
    await user.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This job has not failed.')
    expect(api.callsTo('POST', `/admin/jobs/${JOB_ID}/retry`)).toHaveLength(1)
  })

  test('says so when nothing failed', async () => {
    stubApi({
      'GET /admin/sends/costs': ok([]),
      'GET /admin/jobs': ok(work({ failed: [], counts: { ...work().counts, failed: 0 } })),
      'GET /admin/sends': ok(NO_SENDS),
    })
    render()
    expect(await screen.findByText('No failed jobs')).toBeVisible()
  })
})
