import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ADMIN_COUNT_CAP, type AuditEntry } from '@app/domain'
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

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('the audit log', () => {
  test("names each target beside its id, and says when it no longer exists; a capped count reads '1,000+'", async () => {
    const gone = '00000000-0000-4000-8000-0000000000b2'
    stubApi({
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
})
