import type { InterviewReminderKind } from '@app/domain'
import type { AppContext } from '../../../lib/context.js'
import { sendInterviewReminder } from './interview-invites.js'
import { inviteFactsById } from './interview-reads.js'

/** The `interview-reminder` job (registered in background-work.ts) with this module's facts. */
export const runInterviewReminder = (
  ctx: AppContext,
  payload: { interviewId: string; sequence: number; before: InterviewReminderKind },
) => sendInterviewReminder(ctx, payload, inviteFactsById)
