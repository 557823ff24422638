import { useRoleSearchParams } from '../../components/roles/useRoleSearchParams'
import type { InternRoleFilters } from '../../lib/intern-role-queries'
import { DEFAULT_ROLE_PILL, isRolePill, pillQuery } from './intern-roles.api'

/** The intern's recommended-roles criteria, kept in the address. */
export function useRoleParams() {
  const { page, ...criteria } = useRoleSearchParams(isRolePill, DEFAULT_ROLE_PILL)
  const filters: InternRoleFilters = {
    page,
    search: criteria.search || undefined,
    location: criteria.location || undefined,
    placementType: criteria.placementType || undefined,
    ...pillQuery(criteria.pill),
  }
  return { filters, ...criteria }
}
