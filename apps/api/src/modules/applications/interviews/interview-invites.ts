import { eq } from 'drizzle-orm'
import {
  INTERVIEW_REMINDER_KINDS,
  interviewReminderDueAt,
  interviewReminderExpiresAt,
  interviewReminderWhen,
  type InterviewReminderKind,
} from '@app/domain'
import type { Tx } from '../../../db/client.js'
import { interviews } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import type { JobSkipped } from '../../../lib/job-queue.js'
import { inviteDataOf, type InviteFacts } from '../../../lib/interview-invite.js'
import { notify } from '../../notifications/notify.js'

/** The reminders a day and two hours before a scheduled interview, run by the job queue (030). */

declare module '../../../lib/job-queue.js' {
  interface JobPayloads {
    /**
     * A reminder made for one version (`sequence`) of a scheduled interview. 'hour' is the last
     * reminder as queued before it moved to two hours before (issue 28); it runs as 'hours'.
     */
    'interview-reminder': {
      interviewId: string
      sequence: number
      before: InterviewReminderKind | 'hour'
    }
  }
}

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
  payload: { interviewId: string; sequence: number; before: InterviewReminderKind | 'hour' },
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
  const before = payload.before === 'hour' ? 'hours' : payload.before
  const soon = interviewReminderWhen(before, facts.startsAt, now)
  if (!soon) return { skipped: `The ${before} reminder's moment passed before it ran` }
  const notAfter = interviewReminderExpiresAt(before, facts.startsAt)
  const invite = inviteDataOf(facts)
  await ctx.db.transaction(async (tx) => {
    for (const side of ['intern', 'company'] as const) {
      await notify(
        ctx,
        tx,
        { accountId: facts[side].id },
        { name: 'interview-reminder', data: { side, before, soon, invite } },
        { notAfter },
      )
    }
  })
}
