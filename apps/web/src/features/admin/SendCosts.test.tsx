import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { BackgroundWork } from '@app/domain'
import { fail, ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import type { SendCost } from '@app/domain'
import { BackgroundWorkPage } from './BackgroundWorkPage'

const work: BackgroundWork = {
  counts: { created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0 },
  failed: [],
}
const NO_SENDS = {
  docs: [],
  meta: { page: 1, limit: 10, totalDocs: 0, totalPages: 0, hasPrevPage: false, hasNextPage: false },
}
const cost = (overrides: Partial<SendCost>): SendCost => ({
  channel: 'mail',
  month: '2026-11',
  sends: 0,
  segments: 0,
  cost: 'NGN 0.00',
  ...overrides,
})

const renderPage = () =>
  renderRoutes([{ path: '/admin/jobs', element: <BackgroundWorkPage /> }], '/admin/jobs')

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe("this month's cost", () => {
  test('a row per channel: sends, segments and the cost the provider reported', async () => {
    stubApi({
      'GET /admin/jobs': ok(work),
      'GET /admin/sends': ok(NO_SENDS),
      'GET /admin/sends/costs': ok([
        cost({ sends: 1520 }),
        cost({ channel: 'sms', sends: 42, segments: 61, cost: 'NGN 134.20' }),
        cost({ channel: 'whatsapp', sends: 7, cost: 'NGN 28.00' }),
      ]),
    })
    renderPage()
    const table = await screen.findByRole('table', { name: /per channel this month/ })
    expect(screen.getByText(/November 2026, Lagos time/)).toBeVisible()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mail1,5200NGN 0.00',
      'SMS4261NGN 134.20',
      'WhatsApp70NGN 28.00',
    ])
    expect(within(rows[1]!).getByRole('rowheader', { name: 'SMS' })).toBeVisible()
  })

  test('a month with nothing sent says so instead of a table of zeros', async () => {
    stubApi({
      'GET /admin/jobs': ok(work),
      'GET /admin/sends': ok(NO_SENDS),
      'GET /admin/sends/costs': ok([cost({}), cost({ channel: 'sms' })]),
    })
    renderPage()
    expect(await screen.findByText('Nothing sent this month')).toBeVisible()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  test('shows that it is loading, then a failure with a way to try again', async () => {
    let isDown = true
    const api = stubApi({
      'GET /admin/jobs': ok(work),
      'GET /admin/sends': ok(NO_SENDS),
      'GET /admin/sends/costs': () =>
        isDown
          ? fail(503, 'The console is busy. Try again in a minute.', {
              code: 'SERVICE_UNAVAILABLE',
            })
          : ok([cost({ channel: 'sms', sends: 1, segments: 1, cost: 'NGN 2.20' })]),
    })
    const user = userEvent.setup()
    renderPage()
    expect(await screen.findByText('Loading this month’s cost…')).toBeInTheDocument()
    const costs = screen.getByRole('region', { name: 'This month’s cost' })
    expect(await within(costs).findByRole('alert')).toHaveTextContent(
      'The console is busy. Try again in a minute.',
    )
    isDown = false
    await user.click(within(costs).getByRole('button', { name: 'Try again' }))
    expect(await within(costs).findByRole('table')).toHaveTextContent('NGN 2.20')
    expect(api.callsTo('GET', '/admin/sends/costs')).toHaveLength(2)
  })
})
