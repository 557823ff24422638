import { DEFAULT_INTERN_ROLE_PILL, internRolePillQuery, isBrowsePill } from '@app/domain'
import { useRoleSearchParams } from '../../components/roles/useRoleSearchParams'
import type { InternRoleFilters } from '../../lib/intern-role-queries'

/** The intern's recommended-roles criteria, kept in the address. */
export function useRoleParams() {
  const { page, ...criteria } = useRoleSearchParams(isBrowsePill, DEFAULT_INTERN_ROLE_PILL)
  const filters: InternRoleFilters = {
    page,
    search: criteria.search || undefined,
    location: criteria.location || undefined,
    placementType: criteria.placementType || undefined,
    ...internRolePillQuery(criteria.pill),
  }
  return { filters, ...criteria }
}
