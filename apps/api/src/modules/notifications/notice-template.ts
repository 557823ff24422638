import type { NoticeEventData, NoticeEventName, NotificationType } from '@app/domain'
import type { AppContext } from '../../lib/context.js'
import type { Mail } from '../../lib/mailer.js'
import type { PhoneWords } from './phone-words.js'

/** What an in-app notice says, and what it is about. */
export interface InAppWords {
  type: NotificationType
  title: string
  description: string
  applicationId?: string | null
  roleId?: string | null
}

/** A mail but for its address, which the outbox fills in. */
export type MailWords = Omit<Mail, 'to'>

/** What mail words need for their links: the public address and the key that signs links. */
export type LinkKeys = Pick<AppContext, 'config' | 'otpSecret'>

/**
 * The words of one event on every channel it uses (decision 056): a channel the template leaves
 * out is not used for the event.
 */
export interface NoticeTemplate<Name extends NoticeEventName> {
  inApp?: (data: NoticeEventData<Name>) => InAppWords
  mail?: (data: NoticeEventData<Name>, links: LinkKeys) => MailWords
  /** The SMS and WhatsApp words (phone-words.ts), for events the catalogue sends to phones. */
  phone?: (data: NoticeEventData<Name>, links: LinkKeys) => PhoneWords
}
