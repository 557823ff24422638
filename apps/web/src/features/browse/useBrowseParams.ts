import { useSearchParams } from 'react-router'
import {
  DEFAULT_PILL,
  isBrowsePill,
  pillFilters,
  type BrowseFilters,
  type BrowsePill,
} from './browse.api'

type ParamChanges = Partial<Record<'search' | 'location' | 'filter' | 'page', string>>

/** The browse criteria live in the address, so a refresh or a shared link keeps them. */
export function useBrowseParams() {
  const [params, setParams] = useSearchParams()
  const rawPill = params.get('filter')
  const pill: BrowsePill = isBrowsePill(rawPill) ? rawPill : DEFAULT_PILL
  const search = params.get('search') ?? ''
  const location = params.get('location') ?? ''
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)

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

  const filters: BrowseFilters = {
    page,
    search: search || undefined,
    location: location || undefined,
    ...pillFilters(pill),
  }

  return {
    filters,
    pill,
    search,
    location,
    setSearch: (value: string) => update({ search: value }, true),
    setLocation: (value: string) => update({ location: value }, true),
    setPill: (value: BrowsePill) => update({ filter: value === DEFAULT_PILL ? '' : value }, false),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : '' }, false),
  }
}
