import { inArray } from 'drizzle-orm'
import { allowsMail, NOTICE_EVENTS, type NoticeEvent, type NoticeEventName } from '@app/domain'
import type { Tx } from '../../db/client.js'
import { accounts } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { sendByMail } from './channels/mail.js'
import { sendByPhone, type PhoneChannel, type PhoneSend } from './channels/phone.js'
import { writeInAppNotices, type InAppNotice } from './in-app-notices.js'
import type { NoticeTemplate } from './notice-template.js'
import { NOTICE_TEMPLATES } from './templates/index.js'

/**
 * The one way the API tells a person something (decision 056): an event of the catalogue
 * (packages/domain NOTICE_EVENTS) goes to a recipient, whose choices decide the channels; each
 * event's words are in templates/<event>.ts.
 */

/**
 * An account (its addresses and choices are looked up); an address (a code to a new address); or
 * a number on one phone channel, whatever its choices (a code to confirm it, the answer to a reply).
 */
export type Recipient =
  | { accountId: string }
  | { email: string; accountId?: string | null }
  | { phone: string; channel: PhoneChannel; accountId?: string | null }

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
  const phones: PhoneSend[] = []
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
    const mail = template.mail && to ? { to, ...template.mail(data, ctx) } : undefined
    const mailed = Boolean(mail && mayMail && !('phone' in recipient))
    if (mail && mailed) {
      mails.push({
        event: event.name,
        accountId,
        mail,
        notAfter: options.notAfter,
        bound: rule.bound && { limit: rule.bound, subject: subjectOf(event) },
      })
    }
    const phone = 'phone' in recipient ? recipient : phoneOf(rule.phone, account)
    if (template.phone && phone) {
      phones.push({
        channel: phone.channel,
        event: event.name,
        accountId,
        to: phone.phone,
        words: template.phone(data, ctx),
        promotional: rule.phone === 'promotional',
        // What the phone fails to deliver goes by mail, unless the mail went already.
        mail: mailed || !mail || rule.phone !== 'transactional' ? undefined : mail,
        notAfter: options.notAfter,
        byChoice: !('phone' in recipient),
        uncapped: rule.uncapped === true,
      })
    }
  }
  await writeInAppNotices(tx, inApp)
  for (const mail of mails) await sendByMail(ctx, tx, mail)
  for (const phone of phones) await sendByPhone(ctx, tx, phone)
}

type Account = {
  kind: 'intern' | 'company' | 'admin'
  email: string
  preferences: unknown
  phone: string | null
  smsNotices: boolean
  whatsappNotices: boolean
  phoneJobAlerts: boolean
}

async function readRecipients(tx: Tx, notifications: Notification[]) {
  const ids = [...new Set(notifications.flatMap(({ recipient }) => recipient.accountId ?? []))]
  if (ids.length === 0) return new Map<string, Account>()
  const rows = await tx
    .select({
      id: accounts.id,
      kind: accounts.kind,
      email: accounts.email,
      preferences: accounts.preferences,
      phone: accounts.phone,
      smsNotices: accounts.smsNotices,
      whatsappNotices: accounts.whatsappNotices,
      phoneJobAlerts: accounts.phoneJobAlerts,
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

/**
 * The phone channel an event goes to (DESIGN §11 Channels): the catalogue sends it to phones, the
 * account has a verified number, and — WhatsApp when it opted in there, otherwise SMS — that
 * channel is on; promotional sends also need the job alerts choice. The mail topics' boxes do not
 * decide it: someone who turned decision mails off may still want them by SMS, and then a failed
 * SMS falls back to the mail they did not get.
 */
function phoneOf(
  kind: (typeof NOTICE_EVENTS)[NoticeEventName]['phone'],
  account: Account | undefined,
): { phone: string; channel: PhoneChannel } | null {
  if (!kind || !account?.phone || account.kind === 'admin') return null
  if (kind === 'promotional' && !account.phoneJobAlerts) return null
  if (account.whatsappNotices) return { phone: account.phone, channel: 'whatsapp' }
  if (account.smsNotices) return { phone: account.phone, channel: 'sms' }
  return null
}

/** What a bounded event is about: its application (the catalogue's rule for `bound`). */
const subjectOf = (event: NoticeEvent) => (event.data as { applicationId: string }).applicationId
