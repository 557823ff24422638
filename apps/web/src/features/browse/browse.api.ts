import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  PUBLIC_ROLES_PAGE_SIZE,
  PublicRoleSchema,
  QUERY_STALE_MS,
  pageOf,
  type PlacementType,
  type RoleSort,
  type RoleType,
} from '@app/domain'
import { api } from '../../lib/api-client'

/** The pills are one choice: two narrow by work type, two only change the order (spec §9). */
export const BROWSE_PILLS = [
  { id: 'relevant', label: 'Most Relevant' },
  { id: 'remote', label: 'Remote' },
  { id: 'recent', label: 'Most Recent' },
  { id: 'on_site', label: 'On-Site' },
] as const
export type BrowsePill = (typeof BROWSE_PILLS)[number]['id']
export const DEFAULT_PILL: BrowsePill = 'remote'

export const isBrowsePill = (value: string | null): value is BrowsePill =>
  BROWSE_PILLS.some((pill) => pill.id === value)

export type BrowseFilters = {
  page: number
  search?: string
  location?: string
  type?: RoleType
  placementType?: PlacementType
  sort?: RoleSort
}

export function pillFilters(pill: BrowsePill): Pick<BrowseFilters, 'type' | 'sort'> {
  if (pill === 'relevant' || pill === 'recent') return { sort: pill }
  return { type: pill }
}

/** Sorting alone never hides a role, so only text, work type and placement count as criteria. */
export const hasCriteria = (filters: BrowseFilters) =>
  !!(filters.search || filters.location || filters.type || filters.placementType)

const rolePage = pageOf(PublicRoleSchema)

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
}
