import {
  MS_PER_DAY,
  formatNaira,
  formatShortDay,
  groupThousands,
  todayInLagos,
} from '../shared/format.js'
import type {
  PlacementType,
  RolePerks,
  RoleType,
  SiwesProgramme,
  SiwesWeeks,
} from './roles.schemas.js'

/** Whole days between two instants, never negative. */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / MS_PER_DAY))
}

/**
 * Spec §9, in points. The API ranks in SQL from these same numbers (relevanceScoreSql), and a
 * property test proves its order equals compareByRelevance.
 */
export const RELEVANCE_POINTS = {
  /** Fresh roles start here and lose `freshnessDecayPerDay` a whole day, down to zero. */
  freshness: 40,
  freshnessDecayPerDay: 2,
  titleMatch: 30,
  locationMatch: 20,
  remote: 5,
} as const

export interface RelevanceInput {
  title: string
  location: string
  type: RoleType
  createdAt: Date
}

export interface RelevanceCriteria {
  search?: string | undefined
  location?: string | undefined
  now?: Date
}

/**
 * Case is folded for A–Z only, so the database folds it the same way whatever its locale
 * (lower() under the "C" collation); JavaScript's Unicode rules have no faithful SQL twin.
 */
export const foldCase = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase())

/** What a criterion looks for inside a role's text, or null when it asks for nothing. */
export const relevanceNeedle = (part: string | undefined): string | null =>
  part ? foldCase(part.trim()) : null

const contains = (text: string, part: string | undefined) => {
  const needle = relevanceNeedle(part)
  return needle !== null && foldCase(text).includes(needle)
}

/** The public browse relevance score (spec §9). */
export function relevanceScore(role: RelevanceInput, criteria: RelevanceCriteria = {}): number {
  const days = daysBetween(role.createdAt, criteria.now ?? new Date())
  const freshness = Math.max(
    0,
    RELEVANCE_POINTS.freshness - RELEVANCE_POINTS.freshnessDecayPerDay * days,
  )
  return (
    freshness +
    (contains(role.title, criteria.search) ? RELEVANCE_POINTS.titleMatch : 0) +
    (contains(role.location, criteria.location) ? RELEVANCE_POINTS.locationMatch : 0) +
    (role.type === 'remote' ? RELEVANCE_POINTS.remote : 0)
  )
}

/** Most relevant first; ties go to the newer role. */
export function compareByRelevance<T extends RelevanceInput>(criteria: RelevanceCriteria) {
  return (a: T, b: T) =>
    relevanceScore(b, criteria) - relevanceScore(a, criteria) ||
    b.createdAt.getTime() - a.createdAt.getTime()
}

/**
 * The roles a list most relevant first shows, in its order (decision 073): its pages stop at `cap`
 * roles, and those are the newest `cap` matches (ties to the higher id), ranked by
 * compareByRelevance, ties to the newer role and then the higher id. The API ranks in SQL the same
 * way; a test holds the two equal.
 */
export function newestMatchesByRelevance<T extends RelevanceInput & { id: string }>(
  matches: readonly T[],
  criteria: RelevanceCriteria,
  cap: number,
): T[] {
  const byId = (a: T, b: T) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)
  const newest = [...matches]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(a, b))
    .slice(0, cap)
  return newest.sort((a, b) => compareByRelevance(criteria)(a, b) || byId(a, b))
}

/** Durations are chosen as 1–12 of a term and stored in months. */
export function durationInMonths(duration: number, term: 'month' | 'year(s)'): number {
  return term === 'month' ? duration : duration * 12
}

/** A SIWES/IT placement's weeks in whole months, as a role stores them (16 → 4, 24 → 6). */
export const siwesMonths = (weeks: number) => Math.round((weeks * 7 * 12) / 365.25)

/**
 * The months a role stores. A SIWES/IT placement lasts its 16 or 24 weeks, whatever duration the
 * form still held (a 24-week role once showed the form's default, 'Duration 12 Months').
 */
export function roleDurationMonths(role: {
  placementType?: PlacementType | undefined
  siwesWeeks?: number | null | undefined
  duration: number
  term: 'month' | 'year(s)'
}): number {
  if (role.placementType === 'siwes' && role.siwesWeeks) return siwesMonths(role.siwesWeeks)
  return durationInMonths(role.duration, role.term)
}

/** 'N Month(s)'; under a month as days (DESIGN §5: durations are stored in months). */
export function durationLabel(months: number): string {
  if (months < 1) {
    const days = Math.round(months * 30)
    return `${days} Day${days === 1 ? '' : 's'}`
  }
  return `${months} Month${months === 1 ? '' : 's'}`
}

/** A role's duration as every card and detail shows it: a SIWES/IT role's in its weeks. */
export function roleDurationLabel(role: {
  duration: number
  placementType: PlacementType
  siwesWeeks: number | null
}): string {
  if (role.placementType === 'siwes' && role.siwesWeeks) return `${role.siwesWeeks} Weeks`
  return durationLabel(role.duration)
}

/**
 * A role takes applications until the end of its deadline day in Lagos, or always without one
 * (the API states it in SQL as isTakingApplicationsSql; a test of GET /roles proves they agree).
 */
export function isTakingApplications(
  applicationDeadline: string | null,
  today: string = todayInLagos(),
): boolean {
  return applicationDeadline === null || applicationDeadline >= today
}

/** Whole calendar days from one 'YYYY-MM-DD' to another. */
const calendarDaysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY)

/**
 * A role's deadline as cards and mail show it, in Nigerian days: 'Closes 5 Dec · in 3 days',
 * 'Closes 5 Dec · tomorrow', 'Closes today', 'Closed'; null without a deadline.
 */
export function deadlineLabel(
  applicationDeadline: string | null,
  today: string = todayInLagos(),
): string | null {
  if (!applicationDeadline) return null
  const days = calendarDaysBetween(today, applicationDeadline)
  if (Number.isNaN(days)) return null
  if (days < 0) return 'Closed'
  if (days === 0) return 'Closes today'
  const date = formatShortDay(applicationDeadline)
  return `Closes ${date} · ${days === 1 ? 'tomorrow' : `in ${days} days`}`
}

/** What a role stores of its placement: details of another placement type are dropped. */
export function placementDetails(input: {
  placementType: PlacementType
  siwesWeeks: SiwesWeeks | null
  siwesProgrammes: readonly SiwesProgramme[]
  nyscState: string | null
}) {
  const isSiwes = input.placementType === 'siwes'
  return {
    placementType: input.placementType,
    siwesWeeks: isSiwes ? input.siwesWeeks : null,
    siwesProgrammes: isSiwes ? [...input.siwesProgrammes] : [],
    nyscState: input.placementType === 'nysc' ? input.nyscState : null,
  }
}

/** Every perk as true or false, as role answers carry them. */
export const allPerks = (perks: RolePerks | null | undefined) => ({
  accommodation: perks?.accommodation === true,
  transport: perks?.transport === true,
  meals: perks?.meals === true,
})

/** A role pays nothing when its minimum is 0 and no maximum above 0 is offered. */
export const isUnpaid = (minimum: number, maximum: number | null | undefined) =>
  minimum === 0 && !maximum

/**
 * A role's monthly stipend as every card and detail shows it (the web app and the page the server
 * writes before the scripts arrive): 'NGN 50,000 a month', 'NGN 30,000–50,000 a month',
 * 'Up to NGN 30,000 a month' when the minimum is 0, or plainly 'Unpaid'.
 */
export function stipendLabel(minimum: number, maximum: number | null | undefined): string {
  if (isUnpaid(minimum, maximum)) return 'Unpaid'
  if (minimum === 0 && maximum) return `Up to ${formatNaira(maximum)} a month`
  if (maximum == null || maximum === minimum) return `${formatNaira(minimum)} a month`
  return `${formatNaira(minimum)}–${groupThousands(maximum)} a month`
}
