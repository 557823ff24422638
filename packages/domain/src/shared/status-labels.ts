// Types only from the schema modules: public pages use these words and must not load zod (decision 051).
import type { ApplicationStatus } from '../applications/applications.schemas.js'
import type { InterviewStatus } from '../applications/interviews.schemas.js'
import type { RoleState } from '../roles/role-state.rules.js'
import { deadlineLabel } from '../roles/roles.rules.js'
import { todayInLagos } from './format.js'

/*
 * The one rule for how a status reads to people (issue 26): the web's badges and sentences, the
 * API's messages, mail and the CSV take their words from these tables, never from the stored value
 * ('no_response' once reached a sentence as 'You have no_response this application').
 */

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  in_review: 'In review',
  accepted: 'Accepted',
  rejected: 'Rejected',
  no_response: 'No response',
}

export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  proposed: 'Times proposed',
  scheduled: 'Scheduled',
  other_times_requested: 'Other times asked for',
  cancelled: 'Cancelled',
  declined: 'Declined by the intern',
}

export const ROLE_STATE_LABELS: Record<RoleState, string> = {
  open: 'Open',
  awaiting_verification: 'Waiting for verification',
  held: 'Held for review',
  closed_early: 'Closed early',
  expired: 'Deadline passed',
  full: 'Full: closed to applications',
  removed: 'Removed by Internplace',
  deleted: 'Deleted by the company',
}

const TABLES = {
  application: APPLICATION_STATUS_LABELS,
  interview: INTERVIEW_STATUS_LABELS,
  role: ROLE_STATE_LABELS,
} as const satisfies Record<string, Record<string, string>>
export type StatusKind = keyof typeof TABLES

/**
 * A status in words. A value the table does not know (a newer server, a live event's 'closed')
 * still reads as words, never as 'snake_case'.
 */
export function statusLabel(kind: StatusKind, status: string): string {
  const table: Record<string, string> = TABLES[kind]
  const known = Object.hasOwn(table, status) ? table[status] : undefined
  if (known) return known
  const words = status.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What a company reads under an application it can no longer decide; null while it can. */
export function decidedApplicationNote(status: ApplicationStatus): string | null {
  switch (status) {
    case 'accepted':
    case 'rejected':
      return `You have ${status} this application. A decision cannot be changed.`
    case 'no_response':
      return `This application closed as ‘${APPLICATION_STATUS_LABELS.no_response}’ because it went unanswered. A decision cannot be changed.`
    default:
      return null
  }
}

/**
 * A role's deadline line as its state allows: 'Closes 5 Dec · in 3 days' only while it takes
 * applications; 'Closed early', 'Deadline passed', 'Removed by Internplace' once it does not.
 * Null for a live role without a deadline.
 */
export function roleDeadlineNote(
  state: RoleState,
  applicationDeadline: string | null,
  today: string = todayInLagos(),
): string | null {
  if (state === 'open' || state === 'awaiting_verification' || state === 'held')
    return deadlineLabel(applicationDeadline, today)
  return ROLE_STATE_LABELS[state]
}

/**
 * The role's state as its applicant's pages show it beside the application's status, or null
 * when there is nothing to say: a role still open, or one that ended normally after a decision
 * (an accepted intern need not hear that the deadline passed; they do hear that it was removed).
 */
export function applicantRoleState(status: ApplicationStatus, state: RoleState): RoleState | null {
  // A full role is news to nobody who applied: their place in its queue is kept.
  if (state === 'open' || state === 'awaiting_verification' || state === 'full') return null
  const isDecided = status === 'accepted' || status === 'rejected' || status === 'no_response'
  if (isDecided && state !== 'removed' && state !== 'deleted') return null
  return state
}
