import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import type { AdminSend, BackgroundWork } from '@app/domain'
import { ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { BackgroundWorkPage } from './BackgroundWorkPage'

const work: BackgroundWork = {
  counts: { created: 0, retry: 0, active: 0, completed: 3, cancelled: 0, failed: 0 },
  failed: [],
}
const send = (overrides: Partial<AdminSend>): AdminSend => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  at: '2026-11-20T09:30:00.000Z',
  channel: 'mail',
  event: 'application-decided',
  to: 'ad***@example.com',
  status: 'sent',
  providerId: '<abc@internplace.ng>',
  segments: null,
  cost: null,
  attempts: 1,
  error: null,
  ...overrides,
})
const page = (docs: AdminSend[]) => ({
  docs,
  meta: {
    page: 1,
    limit: 10,
    totalDocs: docs.length,
    totalPages: 1,
    hasPrevPage: false,
    hasNextPage: false,
  },
})

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('messages sent', () => {
  test('lists each send with its event, state, masked address and tries', async () => {
    stubApi({
      'GET /admin/sends/costs': ok([]),
      'GET /admin/jobs': ok(work),
      'GET /admin/sends': ok(
        page([
          send({}),
          send({
            id: '00000000-0000-4000-8000-0000000000a2',
            event: 'sign-in-code',
            to: 'ch***@example.com',
            status: 'failed',
            providerId: null,
            attempts: 15,
            error: '421 Service not available',
          }),
        ]),
      ),
    })
    renderRoutes([{ path: '/admin/jobs', element: <BackgroundWorkPage /> }], '/admin/jobs')
    const list = await screen.findByRole('list', { name: 'Messages sent' })
    const [sent, failed] = within(list).getAllByRole('article')
    expect(within(sent!).getByRole('heading', { name: 'Application decided' })).toBeVisible()
    expect(within(sent!).getByText('Sent')).toBeVisible()
    expect(within(sent!).getByText('ad***@example.com')).toBeVisible()
    expect(within(sent!).getByText('20 Nov 2026', { exact: false })).toBeVisible()
    expect(within(failed!).getByText('Failed')).toBeVisible()
    expect(within(failed!).getByText('15')).toBeVisible()
    expect(within(failed!).getByText('421 Service not available')).toBeVisible()
  })

  test('narrows by channel and state, kept in the address; none matching says so', async () => {
    const api = stubApi({
      'GET /admin/sends/costs': ok([]),
      'GET /admin/jobs': ok(work),
      'GET /admin/sends': (request) =>
        ok(page(request.query.get('channel') === 'sms' ? [] : [send({})])),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(
      [{ path: '/admin/jobs', element: <BackgroundWorkPage /> }],
      '/admin/jobs?sendStatus=sent',
    )
    expect(await screen.findByRole('combobox', { name: 'State' })).toHaveValue('sent')
    await screen.findByRole('list', { name: 'Messages sent' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'sms')
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe('?sendStatus=sent&sendChannel=sms'),
    )
    const last = api.callsTo('GET', '/admin/sends').at(-1)!.query
    expect(last.get('channel')).toBe('sms')
    expect(last.get('status')).toBe('sent')
    expect(await screen.findByText('No message matches these filters')).toBeVisible()
  })
})
