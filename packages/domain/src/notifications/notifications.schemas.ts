import { z } from 'zod'
import { PageQuerySchema } from '../shared/envelope.js'
import { limitField } from '../shared/envelope.js'

export const NOTIFICATIONS_PAGE_SIZE = 15

/**
 * application: a new application (company); withdrawal: an applicant withdrew (company);
 * status: the company opened, accepted or rejected (intern); role_closed: the company deleted the
 * role or its account, or an admin removed the role or suspended the company (intern); message: a
 * new chat message (both); verification: an admin verified or rejected the CAC document (company);
 * moderation: an admin removed one of the company's roles, or released one the no-fee policy held
 * (company); report: an admin handled the account's report (decision 022); role_alert: a new role
 * matches a job alert (intern); deadline: a saved role closes within 48 hours (intern);
 * no_response: the application went unanswered (intern) or soon will (company); waiting:
 * applicants have waited more than 7 days (company); interview: interview times proposed, chosen,
 * questioned, moved or cancelled (both).
 */
export const NOTIFICATION_TYPES = [
  'application',
  'withdrawal',
  'status',
  'role_closed',
  'message',
  'verification',
  'moderation',
  'report',
  'role_alert',
  'deadline',
  'no_response',
  'waiting',
  'interview',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  read: 'Notification marked as read.',
  allRead: 'All notifications marked as read.',
} as const

/** A notification (spec §3). Applicant names in it are masked. */
export const NotificationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** One of NOTIFICATION_TYPES; kept a string so an older client survives a new type. */
  type: z.string(),
  createdAt: z.iso.datetime(),
  read: z.boolean(),
  application: z.object({ id: z.uuid() }).nullable(),
  /** The role it is about, when no application is (a job alert's new role). */
  role: z.object({ id: z.uuid() }).nullable(),
})
export type Notification = z.infer<typeof NotificationSchema>

/** `GET /notifications/comps` and `/notifications/users`: newest first, 15 a page by default. */
export const NotificationsQuerySchema = PageQuerySchema.extend({
  limit: limitField(NOTIFICATIONS_PAGE_SIZE),
})
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>

/** What mark-all-read answers. */
export const NotificationsReadSchema = z.object({ updated: z.number().int() })
