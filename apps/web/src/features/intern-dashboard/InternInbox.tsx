import { InboxPanel } from '../../components/dashboard/InboxPanel'
import { useInboxConversations } from '../chat/useInboxConversations'
import { useInboxNotifications } from '../notifications/useInboxNotifications'

/** The dashboard's inbox: each chat with its newest message, and the notifications. */
export function InternInbox({ isLocked }: { isLocked: boolean }) {
  const messages = useInboxConversations('intern', !isLocked)
  const notifications = useInboxNotifications('intern', !isLocked)
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
