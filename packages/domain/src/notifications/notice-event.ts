import type { z } from 'zod'
import type { MailTopic } from '../account/account.schemas.js'
import type { RecipientLimitsThat } from '../shared/write-limits.js'

/**
 * What the outbox must know of one kind of event besides its words: the facts it carries and how
 * it meets the recipient's choices (decision 056).
 */
export interface NoticeEventRule<Data extends z.ZodType = z.ZodType> {
  /** The facts a template needs (ids, names, ISO dates), never rendered text. */
  data: Data
  /**
   * The settings box that allows the mail (and whatever later channels carry it); null for what
   * is always sent: codes, account safety, verification, suspension.
   */
  topic: MailTopic | null
  /** When the box is off, the in-app notice is skipped too (job alerts, saved-role deadlines). */
  inAppOnlyWithMail?: true
  /**
   * Mails about one application past this limit wait for the window's end, and only the newest
   * is sent (decision 048). The event's data must carry `applicationId`.
   */
  bound?: RecipientLimitsThat<'hold'>
  /**
   * Sent to the account's verified phone too (DESIGN §11 Channels): on WhatsApp when it opted in
   * there, otherwise by SMS. 'transactional' goes any time and falls back channel by channel
   * until it reaches the person; 'promotional' (alerts, digests) only to those who want job alerts
   * on the phone, never by SMS between 20:00 and 08:00 in Lagos.
   */
  phone?: 'transactional' | 'promotional'
  /**
   * Not counted against an account's daily cap of phone messages: a code has tighter limits of its
   * own where it is sent (one per 30 s, five an hour per number), and must not be 'sent' unseen.
   */
  uncapped?: true
}

/** One entry of the catalogue; the identity keeps each entry's own data type. */
export const noticeEvent = <Data extends z.ZodType>(rule: NoticeEventRule<Data>) => rule
