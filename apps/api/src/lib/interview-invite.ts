import { formatWat, INTERVIEW_MODE_LABELS, type InterviewMode } from '@app/domain'
import { calendarText } from './calendar-text.js'

/**
 * The calendar side of an interview (decision 030): the .ics invitation (UTC times, a stable UID
 * per interview, SEQUENCE growing with each change) that the mails carry and the 'Add to
 * calendar' button downloads.
 */

export interface InviteFacts {
  interviewId: string
  sequence: number
  startsAt: Date
  durationMinutes: number
  mode: InterviewMode
  location: string | null
  link: string | null
  note: string | null
  roleTitle: string
  applicationId: string
  company: { name: string; email: string; id: string }
  intern: { name: string; email: string; id: string }
}

/** The UID of every calendar message about one interview, so each update replaces the last. */
export const interviewUid = (interviewId: string) => `interview-${interviewId}@internplace`

/** Where the interview happens, in words. */
export function whereOf(facts: Pick<InviteFacts, 'mode' | 'location' | 'link'>): string {
  if (facts.mode === 'in_person') return facts.location ?? 'In person'
  if (facts.mode === 'video') return facts.link ?? 'Video call'
  return 'Phone call (the company will call you)'
}

/**
 * An iCalendar text for the interview. `REQUEST` invites (and updates, with a higher sequence),
 * `CANCEL` withdraws it, `PUBLISH` is the 'Add to calendar' download. Times are UTC instants
 * ('…T090000Z'): every calendar shows them in its own zone.
 */
export function interviewCalendar(
  facts: InviteFacts,
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH',
  now = new Date(),
): string {
  return calendarText({
    productId: '-//Internplace//Interviews//EN',
    method,
    uid: interviewUid(facts.interviewId),
    sequence: facts.sequence,
    start: facts.startsAt,
    durationMinutes: facts.durationMinutes,
    stamp: now,
    summary: `Interview: ${facts.roleTitle} (${facts.company.name})`,
    description: descriptionOf(facts),
    location: whereOf(facts),
    url: facts.mode === 'video' ? facts.link : null,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: facts.company,
    attendee: facts.intern,
  })
}

function descriptionOf(facts: InviteFacts): string {
  return [
    `${INTERVIEW_MODE_LABELS[facts.mode]} interview for ${facts.roleTitle} between ${facts.company.name} and ${facts.intern.name}.`,
    `When: ${formatWat(facts.startsAt)} (${facts.durationMinutes} minutes)`,
    `Where: ${whereOf(facts)}`,
    facts.note ? `Note: ${facts.note}` : '',
  ]
    .filter(Boolean)
    .join('\n')
}

/** An invitation's facts as an event carries them: its time as an ISO string. */
export type InviteData = Omit<InviteFacts, 'startsAt'> & { startsAt: string }

export const inviteDataOf = (facts: InviteFacts): InviteData => ({
  ...facts,
  startsAt: facts.startsAt.toISOString(),
})

export const inviteFactsOf = (invite: InviteData): InviteFacts => ({
  ...invite,
  startsAt: new Date(invite.startsAt),
})
