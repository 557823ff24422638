import type { AppContext } from '../../lib/context.js'
import { matchPendingRoles, sendAlertDigests } from './alert-matching.js'
import { sendWeeklyRoles } from '../subscriptions/subscriptions.service.js'
import { refreshResponseTimes } from '../applications/response-times.queries.js'
import {
  closeUnansweredApplications,
  nudgeAboutWaitingApplicants,
  remindSavedRoleDeadlines,
  sendCompanyDigests,
  warnBeforeNoResponse,
} from '../applications/application-sweeps.js'

/**
 * Steps one run of a sweep takes at most; what is left waits for the next interval, so one run
 * stays short however much piled up.
 */
export const STEPS_PER_RUN = 50

/** Runs a batched step until it reports nothing more, at most STEPS_PER_RUN times. */
export async function untilDone(step: () => Promise<boolean>) {
  for (let i = 0; i < STEPS_PER_RUN; i++) if (!(await step())) return
}

/** The sweeps of alerts and reminders (decision 025), registered in background-work.ts. */
export const ALERT_SWEEPS: Record<string, (ctx: AppContext, now: Date) => Promise<void>> = {
  'job-alerts': async (ctx, now) => {
    await untilDone(() => matchPendingRoles(ctx, now))
    await untilDone(() => sendAlertDigests(ctx, now))
  },
  'weekly-roles': (ctx, now) => untilDone(() => sendWeeklyRoles(ctx, now)),
  'saved-role-reminders': (ctx, now) => untilDone(() => remindSavedRoleDeadlines(ctx, now)),
  'no-response': async (ctx, now) => {
    await untilDone(() => warnBeforeNoResponse(ctx, now))
    await untilDone(() => closeUnansweredApplications(ctx, now))
  },
  'waiting-applicants': async (ctx, now) => {
    await untilDone(() => nudgeAboutWaitingApplicants(ctx, now))
    await untilDone(() => sendCompanyDigests(ctx, now))
  },
  'response-times': async (ctx, now) => {
    let cursor: string | null = null
    for (let i = 0; i < STEPS_PER_RUN; i++) {
      cursor = await refreshResponseTimes(ctx.db, cursor, now)
      if (cursor === null) return
    }
  },
}
