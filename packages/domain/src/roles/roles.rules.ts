import { todayInLagos } from './role-input.schemas.js'
import type { RoleType } from './roles.schemas.js'

const MS_PER_DAY = 86_400_000

/** Whole days between two instants, never negative. */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / MS_PER_DAY))
}

/** Spec §9: fresh roles start at 40 points and lose 2 a day. */
const FRESHNESS_POINTS = 40
const FRESHNESS_DECAY_PER_DAY = 2
const TITLE_MATCH_POINTS = 30
const LOCATION_MATCH_POINTS = 20
const REMOTE_POINTS = 5

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

const contains = (text: string, part: string | undefined) =>
  !!part && text.toLowerCase().includes(part.trim().toLowerCase())

/** The public browse relevance score (spec §9). */
export function relevanceScore(role: RelevanceInput, criteria: RelevanceCriteria = {}): number {
  const days = daysBetween(role.createdAt, criteria.now ?? new Date())
  const freshness = Math.max(0, FRESHNESS_POINTS - FRESHNESS_DECAY_PER_DAY * days)
  return (
    freshness +
    (contains(role.title, criteria.search) ? TITLE_MATCH_POINTS : 0) +
    (contains(role.location, criteria.location) ? LOCATION_MATCH_POINTS : 0) +
    (role.type === 'remote' ? REMOTE_POINTS : 0)
  )
}

/** Most relevant first; ties go to the newer role. */
export function compareByRelevance<T extends RelevanceInput>(criteria: RelevanceCriteria) {
  return (a: T, b: T) =>
    relevanceScore(b, criteria) - relevanceScore(a, criteria) ||
    b.createdAt.getTime() - a.createdAt.getTime()
}

/** Durations are chosen as 1–12 of a term and stored in months. */
export function durationInMonths(duration: number, term: 'month' | 'year(s)'): number {
  return term === 'month' ? duration : duration * 12
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
