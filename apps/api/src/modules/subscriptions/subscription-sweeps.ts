import type { AppContext } from '../../lib/context.js'
import { untilDone } from '../../lib/sweep-steps.js'
import { sendWeeklyRoles } from './subscriptions.service.js'

/** The weekly roles mail to confirmed subscribers (decision 025), registered in background-work.ts. */
export const SUBSCRIPTION_SWEEPS: Record<string, (ctx: AppContext, now: Date) => Promise<void>> = {
  'weekly-roles': (ctx, now) => untilDone(() => sendWeeklyRoles(ctx, now)),
}
