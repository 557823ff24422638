import { queryOptions } from '@tanstack/react-query'
import { NOTIFICATIONS_PAGE_SIZE, NotificationSchema, pageOf } from '@app/domain'
import { api } from '../../lib/api-client'
import { LIVE_KEY_ROOTS } from '../../lib/live-events'

const notificationPage = pageOf(NotificationSchema)

/** The intern's notifications, newest first (one page of 15 feeds the inbox and the feed). */
export const internNotificationQueries = {
  all: LIVE_KEY_ROOTS.notifications,
  list: (page = 1) =>
    queryOptions({
      queryKey: [...internNotificationQueries.all, 'users', page] as const,
      queryFn: ({ signal }) =>
        api('/notifications/users', {
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
