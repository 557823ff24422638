import { useQuery } from '@tanstack/react-query'
import type { Conversation } from '@app/domain'
import type { InboxEntry, InboxTabState } from './InboxPanel'
import { formatInboxTime } from '../../lib/screen-format'
import { paths } from '../../lib/paths'
import { chatQueries, type ChatSide } from './chat-queries'

/** How each side names a chat in its inbox (spec: the company sees 'You' or 'Applicant'). */
const ENTRY_OF: Record<ChatSide, (chat: Conversation) => Omit<InboxEntry, 'id' | 'time'>> = {
  company: (chat) => ({
    title: chat.lastMessage.sender === 'company' ? 'You' : 'Applicant',
    context: `${chat.counterpart.name} · ${chat.roleTitle}`,
    text: chat.lastMessage.message,
    href: paths.company.chat.href(chat.application.id),
  }),
  intern: (chat) => ({
    title: chat.counterpart.name,
    context: chat.roleTitle,
    text: `${chat.lastMessage.sender === 'user' ? 'You: ' : ''}${chat.lastMessage.message}`,
    href: paths.intern.chat.href(chat.application.id),
  }),
}

/** The inbox's Messages tab: each chat with its newest message, newest first. */
export function useInboxConversations(
  side: ChatSide,
  enabled: boolean,
): { entries: InboxEntry[]; state: InboxTabState } {
  const conversations = useQuery({ ...chatQueries.conversations(side), enabled })
  const entries = (conversations.data?.docs ?? []).map((chat): InboxEntry => ({
    id: chat.application.id,
    ...ENTRY_OF[side](chat),
    time: formatInboxTime(chat.lastMessage.createdAt),
    dateTime: chat.lastMessage.createdAt,
    isUnread: chat.unreadCount > 0,
  }))
  return {
    entries,
    state: {
      isLoading: enabled && conversations.isPending,
      error: conversations.isError
        ? `Error loading messages: ${conversations.error.message}`
        : undefined,
    },
  }
}
