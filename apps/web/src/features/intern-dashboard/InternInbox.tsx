import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { Notification } from '@app/domain'
import { InboxPanel, type InboxEntry } from '../../components/dashboard/InboxPanel'
import { inboxTime } from '../../components/chat/chat-utils'
import { paths } from '../../app/paths'
import { useInboxConversations } from '../chat/useInboxConversations'
import { internNotificationQueries, markNotificationRead } from './inbox-queries'

/** Opening a notification marks it read first, then goes to its chat when it has one. */
export function useOpenNotification() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: internNotificationQueries.all }),
  })
  return (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification.id)
    if (notification.application) void navigate(paths.intern.chat(notification.application.id))
  }
}

/** The dashboard's inbox: each chat with its newest message, and the notifications. */
export function InternInbox({ isLocked }: { isLocked: boolean }) {
  const messages = useInboxConversations('intern', !isLocked)
  const notifications = useQuery({ ...internNotificationQueries.list(), enabled: !isLocked })
  const open = useOpenNotification()
  const notificationEntries: InboxEntry[] = (notifications.data?.docs ?? []).map(
    (notification) => ({
      id: notification.id,
      title: notification.title,
      text: notification.description,
      time: inboxTime(notification.createdAt),
      dateTime: notification.createdAt,
      isUnread: !notification.read,
      onOpen: () => open(notification),
    }),
  )
  return (
    <InboxPanel
      isLocked={isLocked}
      messages={messages.entries}
      messagesState={messages.state}
      notifications={notificationEntries}
      notificationsState={{
        isLoading: notifications.isPending && !isLocked,
        error: notifications.isError
          ? `Error loading notifications: ${notifications.error.message}`
          : undefined,
      }}
    />
  )
}
