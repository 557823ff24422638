import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  COMPANY_ROLES_PAGE_SIZE,
  CompanyRoleSchema,
  CompanyRolesPageSchema,
  type CompanyRole,
  type PlacementType,
} from '@app/domain'
import { api, ApiError } from './api-client'
import { LIVE_KEY_ROOTS } from './live-events'

/**
 * The signed-in company's own roles. Shared here because the dashboard's Active Roles card and the
 * job boards read the same list; the mutations live in features/company-roles.
 */
export const roleQueries = {
  all: LIVE_KEY_ROOTS.companyRoles,
  lists: () => [...roleQueries.all, 'list'] as const,
  /** A page of the company's roles, of one placement type when it is given. */
  list: (page: number, limit = COMPANY_ROLES_PAGE_SIZE, placementType?: PlacementType) =>
    queryOptions({
      queryKey: [...roleQueries.lists(), { page, limit, placementType }] as const,
      queryFn: ({ signal }) =>
        api('/roles', {
          query: { page, limit, placementType },
          data: CompanyRolesPageSchema,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** One role by id; null when it is not (or no longer) this company's. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...roleQueries.all, 'detail', id] as const,
      queryFn: async ({ signal }): Promise<CompanyRole | null> => {
        try {
          return await api(`/roles/${encodeURIComponent(id)}`, { data: CompanyRoleSchema, signal })
        } catch (error) {
          if (error instanceof ApiError && error.code === 'NOT_FOUND') return null
          throw error
        }
      },
    }),
}
