import type { RoleSort, RoleType } from './roles.schemas.js'

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
export const DEFAULT_PILL: BrowsePill = 'remote'

export const isBrowsePill = (value: string | null): value is BrowsePill =>
  BROWSE_PILLS.some((pill) => pill.id === value)

export function pillFilters(pill: BrowsePill): { type?: RoleType; sort?: RoleSort } {
  if (pill === 'relevant' || pill === 'recent') return { sort: pill }
  return { type: pill }
}
