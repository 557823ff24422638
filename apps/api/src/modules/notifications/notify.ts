import { inArray } from 'drizzle-orm'
import { allowsMail, NOTICE_EVENTS, type NoticeEvent, type NoticeEventName } from '@app/domain'
import type { Tx } from '../../db/client.js'
import { accounts } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { sendByMail } from './channels/mail.js'
import { writeInAppNotices, type InAppNotice } from './in-app-notices.js'
import type { NoticeTemplate } from './notice-template.js'
import { NOTICE_TEMPLATES } from './templates/index.js'

/**
 * The one way the API tells a person something (decision 056): an event of the catalogue
 * (packages/domain NOTICE_EVENTS) goes to a recipient, whose choices decide the channels; each
 * event's words are in templates/<event>.ts.
 */

/** An account (its address and choices are looked up), or an address (a code to a new address). */
export type Recipient = { accountId: string } | { email: string; accountId?: string | null }

export interface NotifyOptions {
  /** The application's new status, pushed to the recipient's open pages with the notice. */
  statusEvent?: { id: string; status: string }
  /** When the notice is dated, if not now. */
  createdAt?: Date
  /** A reminder that makes sense only until then: dropped, not sent late. */
  notAfter?: Date
}

export interface Notification {
  recipient: Recipient
  event: NoticeEvent
  options?: NotifyOptions
}

type NotifyContext = Pick<AppContext, 'jobs' | 'otpSecret' | 'config'>

/**
 * Tells `recipient` of `event`: writes the in-app notice and its live event, and queues one job
 * per channel the event uses and the recipient allows. Call it inside the transaction of the
 * change: a notice of a change that rolled back is never written nor sent.
 */
export async function notify(
  ctx: NotifyContext,
  tx: Tx,
  recipient: Recipient,
  event: NoticeEvent,
  options?: NotifyOptions,
): Promise<void> {
  await notifyEach(ctx, tx, [{ recipient, event, ...(options && { options }) }])
}

/** `notify` for many at once: one read of the recipients, one insert of the in-app notices. */
export async function notifyEach(
  ctx: NotifyContext,
  tx: Tx,
  notifications: Notification[],
): Promise<void> {
  const recipients = await readRecipients(tx, notifications)
  const inApp: InAppNotice[] = []
  const mails: Parameters<typeof sendByMail>[2][] = []
  for (const { recipient, event, options = {} } of notifications) {
    const accountId = recipient.accountId ?? null
    const account = accountId ? recipients.get(accountId) : undefined
    // The account is gone (deleted in the same breath): nobody is left to tell.
    if (accountId && !account) continue
    const rule = NOTICE_EVENTS[event.name]
    const template = NOTICE_TEMPLATES[event.name] as NoticeTemplate<NoticeEventName>
    const data = event.data as never
    const mayMail = allowsChannel(rule.topic, account)
    const words = template.inApp?.(data)
    if (words && accountId && (mayMail || !rule.inAppOnlyWithMail)) {
      inApp.push({ accountId, ...words, ...options })
    }
    const to = 'email' in recipient ? recipient.email : account?.email
    if (template.mail && to && mayMail) {
      mails.push({
        event: event.name,
        accountId,
        mail: { to, ...template.mail(data, ctx) },
        notAfter: options.notAfter,
        bound: rule.bound && { limit: rule.bound, subject: subjectOf(event) },
      })
    }
  }
  await writeInAppNotices(tx, inApp)
  for (const mail of mails) await sendByMail(ctx, tx, mail)
}

type Account = { kind: 'intern' | 'company' | 'admin'; email: string; preferences: unknown }

async function readRecipients(tx: Tx, notifications: Notification[]) {
  const ids = [...new Set(notifications.flatMap(({ recipient }) => recipient.accountId ?? []))]
  if (ids.length === 0) return new Map<string, Account>()
  const rows = await tx
    .select({
      id: accounts.id,
      kind: accounts.kind,
      email: accounts.email,
      preferences: accounts.preferences,
    })
    .from(accounts)
    .where(inArray(accounts.id, ids))
  return new Map<string, Account>(rows.map(({ id, ...account }) => [id, account]))
}

/**
 * The one preference check: what is always sent goes; otherwise the recipient's box for the
 * topic decides, and an admin account gets none (it has no settings page).
 */
function allowsChannel(topic: (typeof NOTICE_EVENTS)[NoticeEventName]['topic'], account?: Account) {
  if (topic === null || !account) return true
  return account.kind !== 'admin' && allowsMail(account.kind, account.preferences, topic)
}

/** What a bounded event is about: its application (the catalogue's rule for `bound`). */
const subjectOf = (event: NoticeEvent) => (event.data as { applicationId: string }).applicationId
