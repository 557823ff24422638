import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'
import { MailedRoleSchema } from './alerts.events.js'

/** The home page's weekly mail of new roles, to an address (no account). */
export const SUBSCRIPTION_EVENTS = {
  /** The double opt-in: a link to confirm the address. */
  'subscription-confirm': noticeEvent({
    topic: null,
    data: z.object({ subscriptionId: z.uuid() }),
  }),
  'weekly-roles': noticeEvent({
    topic: null,
    data: z.object({ subscriptionId: z.uuid(), roles: z.array(MailedRoleSchema) }),
  }),
}
