import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  InternRoleSchema,
  PUBLIC_ROLES_PAGE_SIZE,
  QUERY_STALE_MS,
  pageOf,
  type PlacementType,
  type RoleType,
} from '@app/domain'
import { api, ApiError } from './api-client'

/** What `GET /users/roles` is asked; 'Most Relevant' sends no sort (spec §7). */
export interface InternRoleFilters {
  page: number
  search?: string
  location?: string
  type?: RoleType
  placementType?: PlacementType
  sort?: '-createdAt'
}

const internRolePage = pageOf(InternRoleSchema)

/**
 * Roles as the signed-in intern sees them. Shared here because the roles pages, the apply flow and
 * the dashboard read the same roles; the save and apply mutations live in their features.
 */
export const internRoleQueries = {
  all: ['intern-roles'] as const,
  lists: () => [...internRoleQueries.all, 'list'] as const,
  list: (filters: InternRoleFilters, limit = PUBLIC_ROLES_PAGE_SIZE) =>
    queryOptions({
      queryKey: [...internRoleQueries.lists(), { ...filters, limit }] as const,
      queryFn: ({ signal }) =>
        api('/users/roles', { query: { ...filters, limit }, data: internRolePage, signal }),
      placeholderData: keepPreviousData,
      staleTime: QUERY_STALE_MS,
    }),
  savedLists: () => [...internRoleQueries.all, 'saved'] as const,
  saved: (page: number) =>
    queryOptions({
      queryKey: [...internRoleQueries.savedLists(), { page }] as const,
      queryFn: ({ signal }) =>
        api('/users/roles/saved', {
          query: { page, limit: PUBLIC_ROLES_PAGE_SIZE },
          data: internRolePage,
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  details: () => [...internRoleQueries.all, 'detail'] as const,
  /** One role; null when there is no such open role (404). */
  detail: (roleId: string) =>
    queryOptions({
      queryKey: [...internRoleQueries.details(), roleId] as const,
      queryFn: async ({ signal }) => {
        try {
          return await api(`/users/roles/${encodeURIComponent(roleId)}`, {
            data: InternRoleSchema,
            signal,
          })
        } catch (error) {
          if (error instanceof ApiError && error.code === 'NOT_FOUND') return null
          throw error
        }
      },
      staleTime: QUERY_STALE_MS,
    }),
}
