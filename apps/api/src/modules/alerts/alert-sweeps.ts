import type { AppContext } from '../../lib/context.js'
import { untilDone } from '../../lib/sweep-steps.js'
import { matchPendingRoles, sendAlertDigests } from './alert-matching.js'

/** The sweeps of job alerts (decision 025), registered in background-work.ts. */
export const ALERT_SWEEPS: Record<string, (ctx: AppContext, now: Date) => Promise<void>> = {
  'job-alerts': async (ctx, now) => {
    await untilDone(() => matchPendingRoles(ctx, now))
    await untilDone(() => sendAlertDigests(ctx, now))
  },
}
