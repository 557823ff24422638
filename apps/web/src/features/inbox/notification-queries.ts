import { queryOptions } from '@tanstack/react-query'
import {
  NOTIFICATIONS_PAGE_SIZE,
  NotificationSchema,
  NotificationsReadSchema,
  pageOf,
} from '@app/domain'
import { api } from '../../lib/api-client'
import { LIVE_KEY_ROOTS } from '../../lib/live-events'

export type Audience = 'company' | 'intern'

const LIST_PATH: Record<Audience, string> = {
  company: '/notifications/comps',
  intern: '/notifications/users',
}
const notificationPage = pageOf(NotificationSchema)

/** The signed-in account's notifications, newest first; pushed events make them stale. */
export const notificationQueries = {
  all: LIVE_KEY_ROOTS.notifications,
  list: (audience: Audience, page = 1) =>
    queryOptions({
      queryKey: [...notificationQueries.all, audience, page] as const,
      queryFn: ({ signal }) =>
        api(LIST_PATH[audience], {
          query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
          data: notificationPage,
          signal,
        }),
    }),
}

export const markNotificationRead = (notificationId: string) =>
  api(`/notifications/${encodeURIComponent(notificationId)}/read`, {
    method: 'PATCH',
    data: NotificationSchema,
  })

export const markAllNotificationsRead = () =>
  api('/notifications/read-all', { method: 'PATCH', data: NotificationsReadSchema })
