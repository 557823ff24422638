import { foldCase } from '../roles/roles.rules.js'
import { MS_PER_DAY, todayInLagos, WAT_OFFSET_MINUTES } from '../shared/format.js'
import { PLACEMENT_TYPE_LABELS, type RoleType } from '../roles/roles.schemas.js'
import type { AlertPlacementType, JobAlertCriteria } from './alerts.schemas.js'

/** At most this many words of a search count, as on the browse (the API's roleSearchQuery). */
export const SEARCH_WORDS_MAX = 8

/**
 * Text split into words the way the browse's full-text search splits it: lower case, letters and
 * digits only ('UI/UX' is 'ui' and 'ux').
 */
export const searchWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** What an alert looks at in a role: the browse's search document, location and type. */
export interface AlertRole {
  title: string
  companyName: string | null
  roleSummary: string
  requirements: readonly string[]
  location: string
  type: RoleType
  placementType: AlertPlacementType
}

/**
 * Whether a role matches an alert the way the browse would have listed it for the same filters:
 * every search word starts a word of the role's title, company, summary or requirements; the
 * location contains the alert's location (A–Z case folded); type and placement type are equal.
 */
export function roleMatchesAlert(
  role: AlertRole,
  alert: Pick<JobAlertCriteria, 'search' | 'location' | 'type' | 'placementType'>,
): boolean {
  if (alert.type && role.type !== alert.type) return false
  if (alert.placementType && role.placementType !== alert.placementType) return false
  if (alert.location && !foldCase(role.location).includes(foldCase(alert.location.trim()))) {
    return false
  }
  const wanted = searchWords(alert.search ?? '').slice(0, SEARCH_WORDS_MAX)
  if (wanted.length === 0) return true
  const document = searchWords(
    [role.title, role.companyName ?? '', role.roleSummary, ...role.requirements].join(' '),
  )
  return wanted.every((word) => document.some((candidate) => candidate.startsWith(word)))
}

/** A short name of an alert for lists and mail: 'designer · Lagos · Remote'. */
export function describeAlert(
  alert: Pick<JobAlertCriteria, 'search' | 'location' | 'type' | 'placementType'>,
  typeLabels: Record<RoleType, string>,
  placementLabels: Record<AlertPlacementType, string> = PLACEMENT_TYPE_LABELS,
): string {
  const parts = [
    alert.search,
    alert.location,
    alert.type ? typeLabels[alert.type] : null,
    alert.placementType ? placementLabels[alert.placementType] : null,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : 'All new roles'
}

/**
 * An intern gets at most this many immediate alert mails in any hour (decision 046); the matches
 * beyond wait for their next daily digest, so a burst of new roles is one mail, not fifty.
 */
export const IMMEDIATE_ALERT_MAILS_PER_HOUR = 3

/** Daily mail (alert digests, company digests) goes out from 08:00 in Lagos (07:00 UTC). */
export const DAILY_MAIL_HOUR_UTC = 8 - WAT_OFFSET_MINUTES / 60

/**
 * The latest daily-mail moment at or before `now`. A daily digest covers what happened before it
 * and goes out in the first sweep after it.
 */
export function dailyMailCutoff(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const atHour = today + DAILY_MAIL_HOUR_UTC * 60 * 60 * 1000
  return new Date(atHour <= now.getTime() ? atHour : atHour - MS_PER_DAY)
}

/** Saved roles are recalled this long before their deadline ends. */
export const SAVED_ROLE_REMINDER_HOURS = 48

/**
 * The deadline days whose saved roles get their reminder at `now`: deadlines that have not passed
 * and end within 48 hours (a deadline day ends at midnight in Lagos).
 */
export function reminderDeadlineRange(now: Date): { from: string; to: string } {
  const inTwoDays = new Date(now.getTime() + SAVED_ROLE_REMINDER_HOURS * 60 * 60 * 1000)
  // A day D ends when D + 1 begins; it ends within 48 h when D + 1 is no later than that day.
  const lastDay = new Date(`${todayInLagos(inTwoDays)}T00:00:00Z`)
  lastDay.setUTCDate(lastDay.getUTCDate() - 1)
  return { from: todayInLagos(now), to: lastDay.toISOString().slice(0, 10) }
}
