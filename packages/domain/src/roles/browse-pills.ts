import {
  PLACEMENT_TYPE_LABELS,
  type PlacementType,
  type RoleSort,
  type RoleType,
} from './roles.schemas.js'

/**
 * The public browse page's pills are one choice: two narrow by work type, two only change the
 * order (spec §9). The web page and the server's first page of roles (written into index.html
 * before the scripts arrive, decision 032) read the address with these.
 */
export const BROWSE_PILLS = [
  { id: 'relevant', label: 'Most Relevant' },
  { id: 'remote', label: 'Remote' },
  { id: 'recent', label: 'Most Recent' },
  { id: 'on_site', label: 'On-Site' },
] as const
export type BrowsePill = (typeof BROWSE_PILLS)[number]['id']
/** The spec's default: the plain page shows remote roles. */
export const DEFAULT_PILL: BrowsePill = 'remote'

/**
 * The pill in effect when the address names none (decision 038): Remote on the plain page, but
 * every work type once a placement type is chosen — SIWES/IT and NYSC placements are mostly
 * on-site, so Remote + SIWES/IT would hide nearly all of them.
 */
export const defaultBrowsePill = (placementType: PlacementType | '' | null | undefined) =>
  placementType ? ('relevant' as const) : DEFAULT_PILL

/** The pill an address asks for: the one it names, else the default for its placement type. */
export const browsePillOf = (
  filter: string | null,
  placementType: PlacementType | '' | null | undefined,
): BrowsePill => (isBrowsePill(filter) ? filter : defaultBrowsePill(placementType))

export const isBrowsePill = (value: string | null): value is BrowsePill =>
  BROWSE_PILLS.some((pill) => pill.id === value)

export function pillFilters(pill: BrowsePill): { type?: RoleType; sort?: RoleSort } {
  if (pill === 'relevant' || pill === 'recent') return { sort: pill }
  return { type: pill }
}

/**
 * The intern's recommended roles have the same four pills, 'Most Relevant' by default: it ranks by
 * the match (spec §7). The app and the server's page (issue 33) read the address's `filter` so.
 */
export const INTERN_ROLE_PILLS = BROWSE_PILLS
export const DEFAULT_INTERN_ROLE_PILL: BrowsePill = 'relevant'

/** What the intern's list is asked for a pill: 'Most Relevant' sends nothing (spec §7). */
export function internRolePillQuery(pill: BrowsePill): { type?: RoleType; sort?: '-createdAt' } {
  if (pill === 'recent') return { sort: '-createdAt' }
  if (pill === 'remote' || pill === 'on_site') return { type: pill }
  return {}
}

/** What the public browse is narrowed by: words, a place, a work-type pill, a placement type. */
export interface BrowseCriteria {
  search: string
  location: string
  pill: BrowsePill
  placementType: PlacementType | ''
}

export type BrowseFilterKey = 'search' | 'location' | 'pill' | 'placementType'

/**
 * The criteria that hide roles, each with the words an empty list names it by ('Remote',
 * 'SIWES/IT', '“data”', 'Lagos'), in the order the page shows them. Sorting pills hide nothing.
 */
export function narrowingFilters(
  criteria: BrowseCriteria,
): { key: BrowseFilterKey; label: string }[] {
  const filters: { key: BrowseFilterKey; label: string }[] = []
  if (criteria.search) filters.push({ key: 'search', label: `“${criteria.search}”` })
  if (criteria.location) filters.push({ key: 'location', label: criteria.location })
  const pill = BROWSE_PILLS.find((candidate) => candidate.id === criteria.pill)
  if (pill && pillFilters(pill.id).type) filters.push({ key: 'pill', label: pill.label })
  if (criteria.placementType)
    filters.push({ key: 'placementType', label: PLACEMENT_TYPE_LABELS[criteria.placementType] })
  return filters
}

/** 'No roles match Remote + SIWES/IT'; null when nothing narrows the list. */
export function noMatchSentence(criteria: BrowseCriteria): string | null {
  const filters = narrowingFilters(criteria)
  return filters.length ? `No roles match ${filters.map((f) => f.label).join(' + ')}` : null
}
