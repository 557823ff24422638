import { formatCount } from '../shared/format.js'

/*
 * The applicant cap (issue 31, decision 071): a company may say how many applications a role
 * takes; at that number it closes to new ones. No zod here: the public pages' cards use these words.
 */

export const APPLICATION_CAP_MIN = 1
export const APPLICATION_CAP_MAX = 10_000
/** Cards and the role page say how many places are left once fewer than this remain. */
export const PLACES_LEFT_SHOWN_BELOW = 20

export const APPLICANT_CAP_MESSAGES = {
  capRange: `Enter a cap from ${APPLICATION_CAP_MIN} to ${formatCount(APPLICATION_CAP_MAX, 'application')}, or leave it empty for no cap`,
  capWhole: 'Enter the cap as a whole number of applications',
  roleFull: 'This role has taken all the applications it will take.',
  /** The intern's role page, instead of Apply. */
  fullNotice:
    'This role has taken all the applications it will take, so it no longer takes applications.',
  fieldLabel: 'Applicant cap',
  fieldHint:
    'The role closes to new applications once it has this many. Leave it empty to take applications until the deadline. A withdrawn application frees its place.',
} as const

/**
 * How many more applications a capped role takes: never below 0 (a cap lowered below the
 * applications it has simply takes no more); null for a role without a cap.
 */
export function placesLeftOf(applicationCap: number | null, applications: number): number | null {
  if (applicationCap === null) return null
  return Math.max(0, applicationCap - applications)
}

/** A capped role with no place left takes no applications (`placesLeft` null: no cap). */
export const isRoleFull = (placesLeft: number | null | undefined) => placesLeft === 0

/**
 * What a role's card and page say of its places: '1 place left in the queue', '12 places left in
 * the queue' once fewer than PLACES_LEFT_SHOWN_BELOW remain; nothing with more, without a cap, or
 * at 0 (the role then reads as full: ROLE_STATE_LABELS.full).
 */
export function placesLeftLabel(placesLeft: number | null | undefined): string | null {
  if (placesLeft == null || placesLeft <= 0 || placesLeft >= PLACES_LEFT_SHOWN_BELOW) return null
  return `${formatCount(placesLeft, 'place')} left in the queue`
}
