import { useRoleSearchParams } from '../../components/roles/useRoleSearchParams'
import { defaultBrowsePill, isBrowsePill, pillFilters, type BrowseFilters } from './browse.api'

/** The public browse criteria, kept in the address. */
export function useBrowseParams() {
  const { page, ...criteria } = useRoleSearchParams(isBrowsePill, defaultBrowsePill)
  const filters: BrowseFilters = {
    page,
    search: criteria.search || undefined,
    location: criteria.location || undefined,
    placementType: criteria.placementType || undefined,
    ...pillFilters(criteria.pill),
  }
  return { filters, ...criteria }
}
