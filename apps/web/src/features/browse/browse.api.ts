import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  PUBLIC_ROLES_PAGE_SIZE,
  QUERY_STALE_MS,
  type PlacementType,
  type RoleSort,
  type RoleType,
} from '@app/domain'
import { api } from '../../lib/api-client'

export {
  BROWSE_PILLS,
  defaultBrowsePill,
  isBrowsePill,
  narrowingFilters,
  noMatchSentence,
  pillFilters,
  type BrowseCriteria,
  type BrowseFilterKey,
  type BrowsePill,
} from '@app/domain'

export type BrowseFilters = {
  page: number
  search?: string
  location?: string
  type?: RoleType
  placementType?: PlacementType
  sort?: RoleSort
}

/** Sorting alone never hides a role, so only text, work type and placement count as criteria. */
export const hasCriteria = (filters: BrowseFilters) =>
  !!(filters.search || filters.location || filters.type || filters.placementType)

const rolePage = () => import('./browse-answers').then((answers) => answers.publicRolesPage)
const oneRole = () => import('./browse-answers').then((answers) => answers.publicRole)

export const browseQueries = {
  all: () => ['browse', 'roles'] as const,
  list: (filters: BrowseFilters) =>
    queryOptions({
      queryKey: [...browseQueries.all(), filters] as const,
      queryFn: ({ signal }) =>
        api('/roles/recent', {
          query: { ...filters, limit: PUBLIC_ROLES_PAGE_SIZE },
          data: rolePage,
          signal,
        }),
      placeholderData: keepPreviousData,
      staleTime: QUERY_STALE_MS,
    }),
  /** A role's own page (issue 33); the server's page seeds it under this key (decision 077). */
  role: (roleId: string) =>
    queryOptions({
      queryKey: ['browse', 'role', roleId] as const,
      queryFn: ({ signal }) =>
        api(`/roles/public/${encodeURIComponent(roleId)}`, { data: oneRole, signal }),
      staleTime: QUERY_STALE_MS,
    }),
}
