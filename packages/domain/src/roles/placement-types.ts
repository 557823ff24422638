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
