// Words and limits of roles that pages show without the roles' schemas, so a page that only shows
// them does not load zod (decisions 032, 051). roles.schemas.ts re-exports them.

export const ROLE_TYPES = ['on_site', 'remote', 'hybrid'] as const
export type RoleType = (typeof ROLE_TYPES)[number]
export const ROLE_TYPE_LABELS: Record<RoleType, string> = {
  on_site: 'On-Site',
  remote: 'Remote',
  hybrid: 'Hybrid',
}

export const PERKS = ['accommodation', 'transport', 'meals'] as const
export type Perk = (typeof PERKS)[number]
export const PERK_LABELS: Record<Perk, string> = {
  accommodation: 'Accommodation',
  transport: 'Transport',
  meals: 'Meals',
}

export const PUBLIC_ROLES_PAGE_SIZE = 10
export const ROLE_SEARCH_MAX_LENGTH = 100
