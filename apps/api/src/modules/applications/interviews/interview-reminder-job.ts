import type { AppContext } from '../../../lib/context.js'
import type { JobPayloads } from '../../../lib/job-queue.js'
import { sendInterviewReminder } from './interview-invites.js'
import { inviteFactsById } from './interview-reads.js'

/** The `interview-reminder` job (registered in background-work.ts) with this module's facts. */
export const runInterviewReminder = (ctx: AppContext, payload: JobPayloads['interview-reminder']) =>
  sendInterviewReminder(ctx, payload, inviteFactsById)
