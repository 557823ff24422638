import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ADMIN_COUNT_CAP, type AuditEntry, type PageMeta } from '@app/domain'
import { ok, stubApi } from '../../test/api-stub'
import { renderRoutes } from '../../test/render-route'
import { AuditPage } from './AuditPage'

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  at: '2026-11-20T10:00:00.000Z',
  adminEmail: 'ops@internplace.ng',
  action: 'account.suspend',
  targetType: 'account',
  targetId: '00000000-0000-4000-8000-0000000000b1',
  targetName: 'Ada Okafor',
  reason: 'Fake profile',
  ...overrides,
})

const meta = (overrides: Partial<PageMeta>): PageMeta => ({
  page: 1,
  limit: 10,
  totalDocs: 1,
  totalPages: 1,
  hasPrevPage: false,
  hasNextPage: false,
  ...overrides,
})

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the audit log', () => {
  test("names each target beside its id, and says when it no longer exists; a capped count reads '1,000+'", async () => {
    const gone = '00000000-0000-4000-8000-0000000000b2'
    stubApi({
      'GET /admin/audit/admins': ok({ admins: ['ops@internplace.ng'] }),
      'GET /admin/audit': ok({
        docs: [
          entry({}),
          entry({
            id: '00000000-0000-4000-8000-0000000000a2',
            action: 'role.remove',
            targetType: 'role',
            targetId: gone,
            targetName: null,
          }),
        ],
        meta: {
          page: 1,
          limit: 10,
          totalDocs: ADMIN_COUNT_CAP,
          totalDocsCapped: true,
          totalPages: 100,
          hasPrevPage: false,
          hasNextPage: true,
        },
      }),
    })
    renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], '/admin/audit')
    const [suspended, removed] = await screen.findAllByRole('article')
    expect(within(suspended!).getByText(/Account: Ada Okafor/)).toBeVisible()
    expect(within(suspended!).getByText('00000000-0000-4000-8000-0000000000b1')).toBeVisible()
    expect(within(removed!).getByText('no longer exists')).toBeVisible()
    expect(within(removed!).getByText(gone)).toBeVisible()
    expect(screen.getByText('1,000+ results')).toBeVisible()
  })

  test('a page past the end says there is nothing more there, not that nothing was recorded', async () => {
    const api = stubApi({
      'GET /admin/audit/admins': ok({ admins: [] }),
      'GET /admin/audit': (request) =>
        ok(
          request.query.get('page') === '9'
            ? { docs: [], meta: meta({ page: 9, totalDocs: 12, totalPages: 2 }) }
            : { docs: [entry({})], meta: meta({ page: 2, totalDocs: 12, totalPages: 2 }) },
        ),
    })
    const user = userEvent.setup()
    renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], '/admin/audit?page=9')
    expect(await screen.findByText('No more actions on this page')).toBeVisible()
    expect(screen.queryByText('No actions recorded yet')).toBeNull()
    expect(screen.getByText('This list has 12 results on 2 pages.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Go to page 2' }))
    expect(await screen.findByRole('article')).toBeVisible()
    expect(api.callsTo('GET', '/admin/audit').at(-1)?.query.get('page')).toBe('2')
  })

  test('filters by admin, action and target, keeps them in the address, and clears them', async () => {
    const api = stubApi({
      'GET /admin/audit/admins': ok({ admins: ['ada@internplace.ng', 'ops@internplace.ng'] }),
      'GET /admin/audit': (request) =>
        ok(
          request.query.get('targetType') === 'company'
            ? { docs: [], meta: meta({ totalDocs: 0, totalPages: 0 }) }
            : { docs: [entry({})], meta: meta({}) },
        ),
    })
    const user = userEvent.setup()
    const { router } = renderRoutes(
      [{ path: '/admin/audit', element: <AuditPage /> }],
      '/admin/audit?page=3&action=account.suspend',
    )
    expect(await screen.findByRole('combobox', { name: 'Action' })).toHaveValue('account.suspend')
    await screen.findByRole('option', { name: 'ada@internplace.ng' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Admin' }), 'ada@internplace.ng')
    await vi.waitFor(() =>
      expect(router.state.location.search).toBe(
        '?action=account.suspend&admin=ada%40internplace.ng',
      ),
    )
    const last = () => api.callsTo('GET', '/admin/audit').at(-1)!.query
    await vi.waitFor(() => expect(last().get('admin')).toBe('ada@internplace.ng'))
    expect(last().get('action')).toBe('account.suspend')
    expect(last().get('page')).toBe('1')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Target' }), 'company')
    expect(await screen.findByText('No actions match these filters')).toBeVisible()
    const clear = screen.getAllByRole('button', { name: 'Clear filters' })
    await user.click(clear[0]!)
    await vi.waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveValue('')
    expect(await screen.findByRole('article')).toBeVisible()
  })
})
