import { useParams } from 'react-router'
import { ChatScreen } from './ChatScreen'
import { InternConversations } from './InternConversations'

/**
 * /internchat/{applicationId}: the intern talks with the company. Without an id, the intern's
 * chats, as the server's page for browsers without JavaScript lists them (decision 080).
 */
export function InternChatPage() {
  const { applicationId } = useParams()
  if (!applicationId) return <InternConversations />
  return <ChatScreen side="intern" applicationId={applicationId} />
}
