import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { Notification } from '@app/domain'
import { paths } from '../../app/paths'
import { InboxPanel, type InboxEntry } from '../../components/dashboard/InboxPanel'
import {
  companyNotificationQueries,
  markNotificationRead,
} from '../../lib/company-application-queries'
import { useInboxConversations } from '../chat/useInboxConversations'
import { inboxTime } from '../../components/chat/chat-utils'

/** The company's inbox on the dashboard: its chats with applicants, and its notifications. */
export function CompanyInbox({ isLocked }: { isLocked: boolean }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const messages = useInboxConversations('company', !isLocked)
  const notifications = useQuery({ ...companyNotificationQueries.list(1), enabled: !isLocked })
  const markRead = useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyNotificationQueries.all }),
  })

  const open = (notification: Notification) => {
    const applicationId = notification.application?.id
    if (!applicationId) return undefined
    return () => {
      if (!notification.read) markRead.mutate(notification.id)
      void navigate(paths.company.chat(applicationId))
    }
  }

  const notificationEntries: InboxEntry[] = (notifications.data?.docs ?? []).map(
    (notification) => ({
      id: notification.id,
      title: notification.title,
      text: notification.description,
      time: inboxTime(notification.createdAt),
      dateTime: notification.createdAt,
      isUnread: !notification.read,
      onOpen: open(notification),
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
