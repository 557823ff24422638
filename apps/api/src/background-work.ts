import { registerSweep } from './lib/jobs.js'
import { deleteEndedWindows } from './lib/rate-counters.js'
import { deleteEndedSessions } from './lib/sessions.js'
import { deleteSpentCodes } from './modules/auth/code-challenges.js'
import { ALERT_SWEEPS } from './modules/reminders/sweeps.js'

/**
 * Every periodic sweep, in one place (decision 024): each runs at start and every
 * SWEEP_INTERVAL_S seconds, once per interval across all API processes. Job handlers are
 * registered beside the code that enqueues them (the mail job in lib/mailer.ts).
 */
registerSweep('rate-limit-windows', (ctx) => deleteEndedWindows(ctx.db))
registerSweep('sign-in-records', async (ctx, now) => {
  await deleteSpentCodes(ctx.db, now)
  await deleteEndedSessions(ctx.db, now)
})
for (const [name, sweep] of Object.entries(ALERT_SWEEPS)) registerSweep(name, sweep)
