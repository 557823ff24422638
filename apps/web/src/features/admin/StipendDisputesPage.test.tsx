import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { AdminStipendDispute } from '@app/domain'
import { ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { StipendDisputesPage } from './StipendDisputesPage'

const dispute = (over: Partial<AdminStipendDispute> = {}): AdminStipendDispute => ({
  placementId: '00000000-0000-4000-8000-0000000000c1',
  month: '2026-05',
  companyId: '00000000-0000-4000-8000-0000000000d1',
  companyName: 'Kobo Ledger Technologies',
  roleTitle: 'Front-End Developer Intern',
  paid: 'partly',
  amount: 20_000,
  expectedAmount: 50_000,
  openedAt: '2026-06-04T09:00:00.000Z',
  answerBy: '2026-06-11',
  answeredAt: null,
  note: null,
  overdue: false,
  closedAt: null,
  status: 'open',
  ...over,
})

const meta = {
  page: 1,
  limit: 10,
  totalDocs: 1,
  totalPages: 1,
  hasPrevPage: false,
  hasNextPage: false,
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the console’s stipend disputes', () => {
  test('lists open disputes with what was reported and when the answer is due, by tab', async () => {
    const api = stubApi({
      'GET /admin/stipend-disputes': (request) =>
        ok(
          request.query.get('status') === 'overdue'
            ? { docs: [dispute({ status: 'overdue', overdue: true, paid: 'no', amount: 0 })], meta }
            : { docs: [dispute()], meta },
        ),
    })
    renderRoutes(
      [{ path: '/admin/stipend-disputes', element: <StipendDisputesPage /> }],
      '/admin/stipend-disputes',
    )
    const [row] = await screen.findAllByRole('article')
    expect(
      within(row!).getByRole('heading', { name: 'Kobo Ledger Technologies: May 2026' }),
    ).toBeVisible()
    expect(within(row!).getByText('Paid NGN 20,000 of NGN 50,000')).toBeVisible()
    expect(within(row!).getByText('11 June 2026')).toBeVisible()
    expect(api.callsTo('GET', '/admin/stipend-disputes')[0]?.query.get('status')).toBe('open')

    await userEvent.click(screen.getByRole('tab', { name: 'Overdue' }))
    expect(await screen.findByText('Not paid (NGN 50,000 due)')).toBeVisible()
    expect(api.callsTo('GET', '/admin/stipend-disputes').at(-1)?.query.get('status')).toBe(
      'overdue',
    )
  })

  test('says so when a tab is empty', async () => {
    stubApi({ 'GET /admin/stipend-disputes': ok({ docs: [], meta: { ...meta, totalDocs: 0 } }) })
    renderRoutes(
      [{ path: '/admin/stipend-disputes', element: <StipendDisputesPage /> }],
      '/admin/stipend-disputes',
    )
    expect(await screen.findByText('No disputes waiting for a company')).toBeVisible()
  })
})
