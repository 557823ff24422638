import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import type { Notification } from '@app/domain'
import { paths } from '../../app/paths'
import { InboxPanel, type InboxEntry } from '../../components/dashboard/InboxPanel'
import {
  companyNotificationQueries,
  markNotificationRead,
} from '../../lib/company-application-queries'
import { shortDate, twelveHourTime } from '../company-applications/format'

/**
 * The company's inbox on the dashboard. There is no list of latest messages per conversation, so
 * the Messages tab shows the 'message' notifications (each a new message from an applicant);
 * the Notifications tab shows every notification.
 */
export function CompanyInbox({ isLocked }: { isLocked: boolean }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
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

  const docs = notifications.data?.docs ?? []
  const notificationEntries: InboxEntry[] = docs.map((notification) => ({
    id: notification.id,
    title: notification.title,
    text: notification.description,
    time: shortDate(notification.createdAt),
    dateTime: notification.createdAt,
    isUnread: !notification.read,
    onOpen: open(notification),
  }))
  const messageEntries: InboxEntry[] = docs
    .filter((notification) => notification.type === 'message')
    .map((notification) => ({
      id: notification.id,
      title: 'Applicant',
      text: notification.description,
      time: twelveHourTime(notification.createdAt),
      dateTime: notification.createdAt,
      isUnread: !notification.read,
      onOpen: open(notification),
    }))

  const state = {
    isLoading: notifications.isPending,
    error: notifications.isError
      ? `Error loading notifications: ${notifications.error.message}`
      : undefined,
  }
  return (
    <InboxPanel
      isLocked={isLocked}
      messages={messageEntries}
      notifications={notificationEntries}
      messagesState={state}
      notificationsState={state}
    />
  )
}
