import { useParams } from 'react-router'
import { ChatScreen } from './ChatScreen'

/** /internchat/{applicationId}: the intern talks with the company. */
export function InternChatPage() {
  const { applicationId } = useParams()
  return <ChatScreen side="intern" applicationId={applicationId} />
}
