import { INTERVIEW_MESSAGES, type Interview, type InterviewAttendance } from '@app/domain'
import type { AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import type { ApplicationParty } from '../application-access.queries.js'
import { partyInterview, toDto } from './interview-parties.js'
import { recordAttendance } from './interview-replies.queries.js'

/**
 * The intern says, in the app, whether they will attend a scheduled interview still to come: as a
 * YES or NO reply to its reminder does (the company is told when the answer changes).
 */
export async function answerAttendance(
  ctx: AppContext,
  intern: ApplicationParty,
  interviewId: string,
  attendance: InterviewAttendance,
): Promise<Interview> {
  const { row, app } = await partyInterview(ctx, intern, interviewId)
  const answered = await recordAttendance(ctx, intern.id, attendance === 'confirmed', row.id)
  if (!answered) throw new AppError('INTERVIEW_STATE', INTERVIEW_MESSAGES.attendanceClosed)
  const { row: updated } = await partyInterview(ctx, intern, interviewId)
  return toDto(updated, app, intern)
}
