import { eq } from 'drizzle-orm'
import {
  formatWat,
  INTERVIEW_MODE_LABELS,
  INTERVIEW_REMINDER_KINDS,
  interviewReminderDueAt,
  interviewReminderExpiresAt,
  interviewReminderWhen,
  type InterviewMode,
  type InterviewReminderKind,
} from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import { interviews } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import type { JobSkipped } from '../../../lib/job-queue.js'
import { queueMail } from '../../../lib/mailer.js'
import { queueBoundedMail } from '../../../lib/recipient-limits.js'
import { chatLink } from '../../../lib/web-links.js'
import { calendarText } from '../../../lib/calendar-text.js'

/**
 * The calendar side of interviews (decision 030): the .ics invitation (UTC times, a stable UID per
 * interview, SEQUENCE growing with each change), the mails that carry it, and the reminders a day
 * and an hour before, run by the job queue.
 */

declare module '../../../lib/job-queue.js' {
  interface JobPayloads {
    /** A reminder made for one version (`sequence`) of a scheduled interview. */
    'interview-reminder': { interviewId: string; sequence: number; before: InterviewReminderKind }
  }
}

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

/** Each side's mail about a scheduled, cancelled or declined interview, with the calendar part. */
export async function mailInvitation(
  ctx: AppContext,
  tx: Db | Tx,
  facts: InviteFacts,
  kind: 'scheduled' | 'cancelled' | 'declined',
  note?: string | null,
) {
  const method = kind === 'scheduled' ? 'REQUEST' : 'CANCEL'
  const content = interviewCalendar(facts, method)
  const when = `${formatWat(facts.startsAt)} (${facts.durationMinutes} minutes)`
  for (const side of ['intern', 'company'] as const) {
    const other = side === 'intern' ? facts.company.name : facts.intern.name
    const subject = `${SUBJECTS[kind]}: ${facts.roleTitle}, ${formatWat(facts.startsAt)}`
    const lines =
      kind === 'scheduled'
        ? [
            `Your interview with ${other} for ${facts.roleTitle} is scheduled.`,
            '',
            `When: ${when}`,
            `How: ${INTERVIEW_MODE_LABELS[facts.mode]}`,
            `Where: ${whereOf(facts)}`,
            facts.note ? `Note: ${facts.note}` : '',
            '',
            'The calendar invitation is attached. We will remind you a day and an hour before.',
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
    lines.push('', `Chat: ${chatLink(ctx.config, side, facts.applicationId)}`)
    await queueBoundedMail(ctx, tx, 'interviewMails', facts.applicationId, {
      to: facts[side].email,
      subject,
      text: lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n'),
      icalEvent: { method, filename: 'invite.ics', content },
    })
  }
}

const SUBJECTS = {
  scheduled: 'Interview scheduled',
  cancelled: 'Interview cancelled',
  declined: 'Interview declined',
} as const

/** Enqueues the reminders of this version of the interview (those still in the future). */
export async function enqueueReminders(ctx: AppContext, tx: Tx, facts: InviteFacts, now: Date) {
  for (const before of INTERVIEW_REMINDER_KINDS) {
    const runAt = interviewReminderDueAt(before, facts.startsAt)
    if (runAt <= now) continue
    await ctx.jobs.enqueue(
      tx,
      'interview-reminder',
      { interviewId: facts.interviewId, sequence: facts.sequence, before },
      { runAt, singletonKey: `${facts.interviewId}:${facts.sequence}:${before}` },
    )
  }
}

/**
 * The `interview-reminder` job: mails both sides, unless the interview was cancelled or moved
 * since (its sequence changed), or is gone. A reminder whose moment passed (the job ran late,
 * after downtime) is dropped and recorded as skipped; so is its mail if it cannot go out in time.
 */
export async function sendInterviewReminder(
  ctx: AppContext,
  payload: { interviewId: string; sequence: number; before: InterviewReminderKind },
  factsOf: (ctx: AppContext, interviewId: string) => Promise<InviteFacts | null>,
  now = new Date(),
): Promise<JobSkipped | undefined> {
  const [row] = await ctx.db
    .select({ status: interviews.status, sequence: interviews.sequence })
    .from(interviews)
    .where(eq(interviews.id, payload.interviewId))
  if (!row || row.status !== 'scheduled' || row.sequence !== payload.sequence) return
  const facts = await factsOf(ctx, payload.interviewId)
  if (!facts) return
  const soon = interviewReminderWhen(payload.before, facts.startsAt, now)
  if (!soon) return { skipped: `The ${payload.before} reminder's moment passed before it ran` }
  const notAfter = interviewReminderExpiresAt(payload.before, facts.startsAt)
  for (const side of ['intern', 'company'] as const) {
    const other = side === 'intern' ? facts.company.name : facts.intern.name
    await queueMail(
      ctx,
      ctx.db,
      {
        to: facts[side].email,
        subject: `Reminder: interview ${soon}, ${formatWat(facts.startsAt)}`,
        text: [
          `Your interview with ${other} for ${facts.roleTitle} is ${soon}.`,
          '',
          `When: ${formatWat(facts.startsAt)} (${facts.durationMinutes} minutes)`,
          `How: ${INTERVIEW_MODE_LABELS[facts.mode]}`,
          `Where: ${whereOf(facts)}`,
          '',
          `Chat: ${chatLink(ctx.config, side, facts.applicationId)}`,
        ].join('\n'),
      },
      { notAfter },
    )
  }
}
