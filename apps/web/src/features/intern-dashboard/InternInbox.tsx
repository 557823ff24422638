import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { Notification } from '@app/domain'
import { InboxPanel, type InboxEntry } from '../../components/dashboard/InboxPanel'
import { chatTime } from '../../components/chat/chat-utils'
import { paths } from '../../app/paths'
import { applicationQueries } from '../../lib/intern-application-queries'
import { chatQueries } from '../chat/chat-queries'
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

/** The latest message of each of the intern's recent applications. */
function useLatestMessages(enabled: boolean) {
  const applications = useQuery({ ...applicationQueries.list({ page: 1 }), enabled })
  const docs = applications.data?.docs ?? []
  const chats = useQueries({
    queries: docs.map((application) => ({
      ...chatQueries.messages('intern', application.id, undefined),
      enabled,
    })),
  })
  const entries: InboxEntry[] = []
  docs.forEach((application, index) => {
    const last = chats[index]?.data?.docs.at(-1)
    if (!last) return
    entries.push({
      id: application.id,
      title: application.companyName,
      text: `${last.sender === 'user' ? 'You: ' : ''}${last.message}`,
      time: chatTime(last.createdAt),
      dateTime: last.createdAt,
      href: paths.intern.chat(application.id),
    })
  })
  entries.sort((a, b) => (b.dateTime ?? '').localeCompare(a.dateTime ?? ''))
  return {
    entries,
    isLoading: enabled && (applications.isPending || chats.some((chat) => chat.isPending)),
    error: applications.isError
      ? `Error loading messages: ${applications.error.message}`
      : undefined,
  }
}

/** The dashboard's inbox: latest message per application, and the notifications. */
export function InternInbox({ isLocked }: { isLocked: boolean }) {
  const messages = useLatestMessages(!isLocked)
  const notifications = useQuery({ ...internNotificationQueries.list(), enabled: !isLocked })
  const open = useOpenNotification()
  const notificationEntries: InboxEntry[] = (notifications.data?.docs ?? []).map(
    (notification) => ({
      id: notification.id,
      title: notification.title,
      text: notification.description,
      time: chatTime(notification.createdAt),
      dateTime: notification.createdAt,
      isUnread: !notification.read,
      onOpen: () => open(notification),
    }),
  )
  return (
    <InboxPanel
      isLocked={isLocked}
      messages={messages.entries}
      messagesState={{ isLoading: messages.isLoading, error: messages.error }}
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
