import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { Notification } from '@app/domain'
import { paths } from '../../lib/paths'
import { formatInboxTime } from '../../lib/screen-format'
import type { InboxEntry, InboxTabState } from './InboxPanel'
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationQueries,
  type Audience,
} from './notification-queries'

const CHAT_PATH: Record<Audience, (applicationId: string) => string> = {
  company: paths.company.chat.href,
  intern: paths.intern.chat.href,
}

/** Where an interview is chosen, moved or cancelled: the application's page (decision 030). */
const APPLICATION_PATH: Record<Audience, (applicationId: string) => string> = {
  company: (applicationId) => paths.company.applications.href(applicationId),
  intern: paths.intern.application.href,
}

/**
 * Opening a notification marks it read first, then goes to its application's page for an
 * interview, to its chat when it has one, or to the role it announces (a job alert).
 */
export function useOpenNotification(audience: Audience) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all }),
  })
  return (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id)
    if (notification.application && notification.type === 'interview') {
      void navigate(APPLICATION_PATH[audience](notification.application.id))
    } else if (notification.application) {
      void navigate(CHAT_PATH[audience](notification.application.id))
    } else if (notification.role && audience === 'intern') {
      void navigate(paths.intern.role.href(notification.role.id))
    }
  }
}

/** The inbox's Notifications tab: each notification, its unread dot, and mark-all-read. */
export function useInboxNotifications(
  audience: Audience,
  enabled: boolean,
): { entries: InboxEntry[]; state: InboxTabState; markAllRead?: () => void } {
  const queryClient = useQueryClient()
  const notifications = useQuery({ ...notificationQueries.list(audience), enabled })
  const open = useOpenNotification(audience)
  const markAll = useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationQueries.all }),
  })
  const docs = notifications.data?.docs ?? []
  const entries = docs.map((notification): InboxEntry => ({
    id: notification.id,
    title: notification.title,
    text: notification.description,
    time: formatInboxTime(notification.createdAt),
    dateTime: notification.createdAt,
    isUnread: !notification.read,
    onOpen: () => open(notification),
  }))
  return {
    entries,
    state: {
      isLoading: enabled && notifications.isPending,
      error: notifications.isError
        ? `Error loading notifications: ${notifications.error.message}`
        : undefined,
    },
    markAllRead: docs.some((notification) => !notification.read)
      ? () => markAll.mutate()
      : undefined,
  }
}
