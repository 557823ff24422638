import { and, eq, inArray } from 'drizzle-orm'
import { canArrangeInterview, INTERVIEW_MESSAGES, type Interview } from '@app/domain'
import type { Tx } from '../../../db/client.js'
import { interviews } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import type { ApplicationParty, ApplicationRow } from '../application-access.queries.js'
import {
  lockOpenApplication,
  partyInterview,
  toDto,
  type InterviewRow,
} from './interview-parties.js'

type InterviewStatus = InterviewRow['status']

/** What a company may still change: everything but a cancelled interview. */
export const CHANGEABLE = ['proposed', 'other_times_requested', 'scheduled'] as const

const stateError = (row: InterviewRow) =>
  new AppError(
    'INTERVIEW_STATE',
    row.status === 'cancelled' ? INTERVIEW_MESSAGES.cancelled : INTERVIEW_MESSAGES.notProposed,
  )

/** One step of an interview: its new columns, and what tells the other side once it is saved. */
interface Step {
  set: Partial<typeof interviews.$inferInsert>
  /** A check that needs the step's transaction (and may refuse it) before anything is written. */
  guard?: (tx: Tx) => Promise<void>
  /** The chat line, the notice and the mails, in the step's transaction. */
  after: (tx: Tx, updated: InterviewRow) => Promise<void>
}

/**
 * Moves the actor's interview from one of `from` to the state `plan` gives (which may refuse the
 * step first), only if nobody changed it meanwhile (same sequence and status): two quick clicks,
 * or a choice crossing a reschedule, get 409.
 */
export async function transition(
  ctx: AppContext,
  actor: ApplicationParty,
  interviewId: string,
  from: readonly InterviewStatus[],
  plan: (row: InterviewRow, app: ApplicationRow) => Step,
): Promise<Interview> {
  const { row, app } = await partyInterview(ctx, actor, interviewId)
  if (!canArrangeInterview(app)) {
    throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.applicationClosed)
  }
  if (!from.includes(row.status)) throw stateError(row)
  const step = plan(row, app)
  const updated = await ctx.db.transaction(async (tx) => {
    await lockOpenApplication(tx, app.id)
    await step.guard?.(tx)
    const [updated] = await tx
      .update(interviews)
      .set({ ...step.set, updatedAt: new Date() })
      .where(
        and(
          eq(interviews.id, row.id),
          eq(interviews.sequence, row.sequence),
          inArray(interviews.status, [...from]),
        ),
      )
      .returning()
    if (!updated) throw stateError(row)
    await step.after(tx, updated)
    return updated
  })
  return toDto(updated, app, actor)
}
