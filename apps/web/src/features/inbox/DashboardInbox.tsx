import { InboxPanel } from './InboxPanel'
import { useInboxConversations } from './useInboxConversations'
import type { ChatSide } from './chat-queries'
import { useInboxNotifications } from './useInboxNotifications'

/** The dashboard's inbox on either side: each chat with its newest message, and the notifications. */
export function DashboardInbox({ side, isLocked }: { side: ChatSide; isLocked: boolean }) {
  const messages = useInboxConversations(side, !isLocked)
  const notifications = useInboxNotifications(side, !isLocked)
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
