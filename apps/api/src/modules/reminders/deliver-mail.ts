import type { AppContext } from '../../lib/context.js'
import type { Mail } from '../../lib/mailer.js'

/**
 * Hands a mail of the alerts and reminders to the mailer. The sweeps call it after their
 * transaction commits; a mail that fails is logged, and the sweep's marks (mailed, reminded,
 * warned) keep it from being sent twice.
 */
export async function deliverMail(ctx: Pick<AppContext, 'mailer' | 'log'>, mail: Mail) {
  await ctx.mailer
    .send(mail)
    .catch((error: unknown) => ctx.log.warn({ err: error, subject: mail.subject }, 'A mail was not sent'))
}
