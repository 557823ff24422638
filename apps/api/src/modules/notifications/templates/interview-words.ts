import { formatWat, INTERVIEW_MODE_LABELS, type InterviewMode, type MemberKind } from '@app/domain'
import {
  interviewCalendar,
  inviteFactsOf,
  whereOf,
  type InviteData,
} from '../../../lib/interview-invite.js'
import { chatLink } from '../../../lib/web-links.js'
import type { LinkKeys, MailWords } from '../notice-template.js'

/** What the interview templates share: the calendar mail each side gets, and how lines join. */

/** Lines joined, with no two blank lines in a row (a left-out line leaves one blank). */
export const joinLines = (lines: string[]) =>
  lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n')

/** '- Mon 18 May 2026, 10:00 WAT (30 minutes)' per proposed time. */
export const timesList = (slots: { startsAt: string; durationMinutes: number }[]) =>
  slots.map((slot) => `- ${formatWat(slot.startsAt)} (${slot.durationMinutes} minutes)`).join('\n')

/** 'How' and 'Where' of an interview, as every mail about it says them. */
export const howAndWhere = (facts: {
  mode: InterviewMode
  location: string | null
  link: string | null
}) => [`How: ${INTERVIEW_MODE_LABELS[facts.mode]}`, `Where: ${whereOf(facts)}`]

const SUBJECTS = {
  scheduled: 'Interview scheduled',
  cancelled: 'Interview cancelled',
  declined: 'Interview declined',
} as const

/** One side's mail about a scheduled, cancelled or declined interview, with the calendar part. */
export function calendarMail(
  links: LinkKeys,
  side: MemberKind,
  kind: keyof typeof SUBJECTS,
  invite: InviteData,
  note: string | null,
): MailWords {
  const facts = inviteFactsOf(invite)
  const method = kind === 'scheduled' ? 'REQUEST' : 'CANCEL'
  const when = `${formatWat(facts.startsAt)} (${facts.durationMinutes} minutes)`
  const other = side === 'intern' ? facts.company.name : facts.intern.name
  const lines =
    kind === 'scheduled'
      ? [
          `Your interview with ${other} for ${facts.roleTitle} is scheduled.`,
          '',
          `When: ${when}`,
          ...howAndWhere(facts),
          facts.note ? `Note: ${facts.note}` : '',
          '',
          'The calendar invitation is attached. We will remind you a day and two hours before.',
        ]
      : kind === 'cancelled'
        ? [
            `The interview with ${other} for ${facts.roleTitle} on ${when} is cancelled.`,
            note ? `Note: ${note}` : '',
          ]
        : [
            side === 'company'
              ? `${facts.intern.name} declined the interview for ${facts.roleTitle} on ${when}.`
              : `You declined the interview with ${facts.company.name} for ${facts.roleTitle} on ${when}.`,
            note ? `${side === 'company' ? 'Their' : 'Your'} note: ${note}` : '',
            '',
            'It is taken out of your calendar.',
          ]
  lines.push('', `Chat: ${chatLink(links.config, side, facts.applicationId)}`)
  return {
    subject: `${SUBJECTS[kind]}: ${facts.roleTitle}, ${formatWat(facts.startsAt)}`,
    text: joinLines(lines),
    icalEvent: { method, filename: 'invite.ics', content: interviewCalendar(facts, method) },
  }
}
