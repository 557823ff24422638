import { useSearchParams } from 'react-router'
import type { InternRoleFilters } from '../../lib/intern-role-queries'
import { DEFAULT_ROLE_PILL, isRolePill, pillQuery, type RolePill } from './intern-roles.api'

type ParamChanges = Partial<Record<'search' | 'location' | 'filter' | 'page', string>>

/** A page number from the address: 1 unless it is a whole number above 1. */
export const pageParam = (value: string | null) => Math.max(1, Math.floor(Number(value)) || 1)

/** The criteria live in the address, so a refresh, Back or a shared link keeps them. */
export function useRoleParams() {
  const [params, setParams] = useSearchParams()
  const rawPill = params.get('filter')
  const pill: RolePill = isRolePill(rawPill) ? rawPill : DEFAULT_ROLE_PILL
  const search = params.get('search') ?? ''
  const location = params.get('location') ?? ''
  const page = pageParam(params.get('page'))

  const update = (changes: ParamChanges, replace: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        // New criteria start again from the first page.
        if (!('page' in changes)) next.delete('page')
        return next
      },
      { replace },
    )

  const filters: InternRoleFilters = {
    page,
    search: search || undefined,
    location: location || undefined,
    ...pillQuery(pill),
  }

  return {
    filters,
    pill,
    search,
    location,
    setSearch: (value: string) => update({ search: value }, true),
    setLocation: (value: string) => update({ location: value }, true),
    setPill: (value: RolePill) =>
      update({ filter: value === DEFAULT_ROLE_PILL ? '' : value }, false),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : '' }, false),
  }
}
