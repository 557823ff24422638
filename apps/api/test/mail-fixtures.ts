import type { Db } from '../src/db/client.js'
import type { AppContext } from '../src/lib/context.js'
import type { Mail } from '../src/lib/mailer.js'
import { sendByMail } from '../src/modules/notifications/channels/mail.js'

/**
 * A mail queued as the outbox's mail channel queues one, words and all, for tests of the job
 * machinery itself (retries, a reminder past its moment) rather than of what an event says.
 */
export const queueTestMail = (
  ctx: AppContext,
  db: Db,
  mail: Mail,
  options: { notAfter?: Date } = {},
) => sendByMail(ctx, db, { event: 'test-mail', accountId: null, mail, notAfter: options.notAfter })
