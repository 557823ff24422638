/**
 * What kind of placement a role is (DESIGN §10, issue 14): an ordinary internship, SIWES/IT
 * industrial training (students, 16 or 24 weeks), an NYSC place of primary assignment (corps
 * members), or a role for graduates.
 */
export const PLACEMENT_TYPES = ['internship', 'siwes', 'nysc', 'graduate'] as const
export type PlacementType = (typeof PLACEMENT_TYPES)[number]
export const PLACEMENT_TYPE_LABELS: Record<PlacementType, string> = {
  internship: 'Internship',
  siwes: 'SIWES/IT',
  nysc: 'NYSC (PPA)',
  graduate: 'Graduate role',
}

/** What a role, or an application to one, says of its placement type. */
export interface PlacementBadgeFacts {
  placementType: PlacementType
  siwesWeeks: number | null
  siwesProgrammes: readonly string[]
  nyscState: string | null
}

/** '24 weeks · ND, HND' for a SIWES/IT role, 'Kano' for an NYSC one, else null. */
export function placementBadgeDetail(role: PlacementBadgeFacts): string | null {
  if (role.placementType === 'siwes') {
    const parts = [role.siwesWeeks && `${role.siwesWeeks} weeks`, role.siwesProgrammes.join(', ')]
    return parts.filter(Boolean).join(' · ') || null
  }
  if (role.placementType === 'nysc') return role.nyscState
  return null
}

/** The placement badge's colours, one per type (the app's and the server's pages alike). */
export const PLACEMENT_BADGE_CLASS: Record<PlacementType, string> = {
  internship: 'bg-brand-50 text-brand-900',
  siwes: 'bg-amber-100 text-amber-900',
  nysc: 'bg-green-100 text-green-900',
  graduate: 'bg-violet-100 text-violet-900',
}
