import type { z } from 'zod'
import { ACCOUNT_EVENTS } from './events/account.events.js'
import { ADMIN_EVENTS } from './events/admin.events.js'
import { ALERT_EVENTS } from './events/alerts.events.js'
import { APPLICATION_EVENTS } from './events/application.events.js'
import { AUTH_EVENTS } from './events/auth.events.js'
import { SUBSCRIPTION_EVENTS } from './events/subscriptions.events.js'

export { MailedRoleSchema, type MailedRole } from './events/alerts.events.js'
import { INTERVIEW_EVENTS } from './events/interview.events.js'
import { LOGBOOK_EVENTS } from './events/logbook.events.js'
import { MESSAGE_EVENTS } from './events/message.events.js'
import { NYSC_EVENTS } from './events/nysc.events.js'
import { PHONE_EVENTS } from './events/phone.events.js'
import { PLACEMENT_EVENTS } from './events/placement.events.js'
import { ROLE_EVENTS } from './events/role.events.js'
import { SIWES_EVENTS } from './events/siwes.events.js'
import { STIPEND_EVENTS } from './events/stipend.events.js'

/**
 * The closed catalogue of everything the product tells a person (decision 056): each event's
 * facts and rule. `notify` in the API takes nothing else, and each has one template there.
 */
export const NOTICE_EVENTS = {
  ...APPLICATION_EVENTS,
  ...AUTH_EVENTS,
  ...ACCOUNT_EVENTS,
  ...ADMIN_EVENTS,
  ...ALERT_EVENTS,
  ...SUBSCRIPTION_EVENTS,
  ...INTERVIEW_EVENTS,
  ...MESSAGE_EVENTS,
  ...NYSC_EVENTS,
  ...PHONE_EVENTS,
  ...PLACEMENT_EVENTS,
  ...LOGBOOK_EVENTS,
  ...ROLE_EVENTS,
  ...SIWES_EVENTS,
  ...STIPEND_EVENTS,
}

export type NoticeEventName = keyof typeof NOTICE_EVENTS

export type NoticeEventData<Name extends NoticeEventName> = z.infer<
  (typeof NOTICE_EVENTS)[Name]['data']
>

/** One thing that happened, with its facts: `{ name: 'application-decided', data: { … } }`. */
export type NoticeEvent = {
  [Name in NoticeEventName]: { name: Name; data: NoticeEventData<Name> }
}[NoticeEventName]
