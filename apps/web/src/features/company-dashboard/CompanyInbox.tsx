import { InboxPanel } from '../../components/dashboard/InboxPanel'
import { useInboxConversations } from '../chat/useInboxConversations'
import { useInboxNotifications } from '../notifications/useInboxNotifications'

/** The company's inbox on the dashboard: its chats with applicants, and its notifications. */
export function CompanyInbox({ isLocked }: { isLocked: boolean }) {
  const messages = useInboxConversations('company', !isLocked)
  const notifications = useInboxNotifications('company', !isLocked)
  return (
    <InboxPanel
      isLocked={isLocked}
      messages={messages.entries}
      messagesState={messages.state}
      notifications={notifications.entries}
      notificationsState={notifications.state}
      onMarkAllRead={notifications.markAllRead}
    />
  )
}
