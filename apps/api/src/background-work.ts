import { registerJob, registerSweep } from './lib/jobs.js'
import { deleteEndedWindows } from './lib/rate-counters.js'
import { deleteEndedSessions } from './lib/sessions.js'
import {
  MAIL_RETRY_LIMIT,
  sendHeldMail,
  sendQueuedMail,
} from './modules/notifications/channels/mail.js'
import {
  PHONE_RETRY_LIMIT,
  sendQueuedPhoneMessage,
} from './modules/notifications/channels/phone.js'
import { eraseOldSends } from './modules/notifications/notice-sends.js'
import { deleteSpentCodes } from './modules/auth/code-challenges.queries.js'
import { ALERT_SWEEPS } from './modules/alerts/alert-sweeps.js'
import { APPLICATION_SWEEPS } from './modules/applications/application-sweeps.js'
import { SAVED_ROLE_SWEEPS } from './modules/roles/saved-role-reminders.js'
import { ROLE_SELF_CLOSE_SWEEPS } from './modules/roles/role-self-close.js'
import { NYSC_SWEEPS } from './modules/placements/nysc/clearance-sweeps.js'
import { STIPEND_SWEEPS } from './modules/placements/stipends/stipend-sweeps.js'
import { SUBSCRIPTION_SWEEPS } from './modules/subscriptions/subscription-sweeps.js'
import { SIWES_SWEEPS } from './modules/placements/siwes/scaf-reminders.js'
import { LOGBOOK_SWEEPS } from './modules/placements/logbook/logbook-reminders.js'
import { SKILL_DEMAND_SWEEPS } from './modules/career/coach/skill-demand.js'
import { eraseExpiredModerationRecords } from './modules/reports/moderation-records.queries.js'
import { runInterviewReminder } from './modules/applications/interviews/interview-reminder-job.js'

/**
 * What runs each background job, and every periodic sweep, in one place (decision 024). A sweep
 * runs at start and every SWEEP_INTERVAL_S seconds, once per interval across all API processes.
 */

/**
 * Many tries over about a day (5 s, 10 s, 20 s … doubling): a mail server that is down delays
 * mail, and loses none — but a mail that makes sense only until a moment (an interview reminder)
 * is dropped after it, recorded as skipped (decision 046).
 */
registerJob('mail', sendQueuedMail, {
  retryLimit: MAIL_RETRY_LIMIT,
  retryDelayS: 5,
  expireInS: 120,
})

/**
 * SMS and WhatsApp messages: tried for about six hours (5 s, 10 s … doubling), then the next
 * channel takes over (WhatsApp → SMS → mail), so a provider that is down delays a notice, never
 * loses it.
 */
for (const channel of ['sms', 'whatsapp'] as const) {
  registerJob(channel, (ctx, payload, job) => sendQueuedPhoneMessage(ctx, channel, payload, job), {
    retryLimit: PHONE_RETRY_LIMIT,
    retryDelayS: 5,
    expireInS: 120,
  })
}

/** The newest mail held past a recipient's limit, at the end of the window (decision 048). */
registerJob('held-mail', sendHeldMail)

/**
 * A day and two hours before a scheduled interview; does nothing once it was moved or cancelled, and
 * is skipped once its moment passed.
 */
registerJob('interview-reminder', runInterviewReminder)

registerSweep('rate-limit-windows', (ctx) => deleteEndedWindows(ctx.db))
registerSweep('sign-in-records', async (ctx, now) => {
  await deleteSpentCodes(ctx.db, now)
  await deleteEndedSessions(ctx.db, now)
})
registerSweep('notice-sends', (ctx, now) => eraseOldSends(ctx.db, now))
registerSweep('moderation-records', (ctx, now) => eraseExpiredModerationRecords(ctx.db, now))
const SWEEPS = {
  ...ALERT_SWEEPS,
  ...SUBSCRIPTION_SWEEPS,
  ...SAVED_ROLE_SWEEPS,
  ...ROLE_SELF_CLOSE_SWEEPS,
  ...APPLICATION_SWEEPS,
  ...SIWES_SWEEPS,
  ...LOGBOOK_SWEEPS,
  ...NYSC_SWEEPS,
  ...STIPEND_SWEEPS,
  ...SKILL_DEMAND_SWEEPS,
}
for (const [name, sweep] of Object.entries(SWEEPS)) registerSweep(name, sweep)
