import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  COMPANY_ROLES_PAGE_SIZE,
  CompanyRoleSchema,
  MAX_PAGE_LIMIT,
  pageOf,
  type CompanyRole,
} from '@app/domain'
import { api } from './api-client'

const rolePage = pageOf(CompanyRoleSchema)

/**
 * The signed-in company's own roles. Shared here because the dashboard's Active Roles card and the
 * job boards read the same list; the mutations live in features/company-roles.
 */
export const roleQueries = {
  all: ['company-roles'] as const,
  lists: () => [...roleQueries.all, 'list'] as const,
  list: (page: number, limit = COMPANY_ROLES_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...roleQueries.lists(), { page, limit }] as const,
      queryFn: ({ signal }) => api('/roles', { query: { page, limit }, data: rolePage, signal }),
      placeholderData: keepPreviousData,
    }),
  /**
   * One role by id. The API has no single-role read, so the company's list is paged through until
   * the role turns up; a company has tens of roles, not thousands.
   */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...roleQueries.all, 'detail', id] as const,
      queryFn: async ({ signal }): Promise<CompanyRole | null> => {
        for (let page = 1; ; page++) {
          const { docs, meta } = await api('/roles', {
            query: { page, limit: MAX_PAGE_LIMIT },
            data: rolePage,
            signal,
          })
          const role = docs.find((doc) => doc.id === id)
          if (role) return role
          if (!meta.hasNextPage) return null
        }
      },
    }),
}
