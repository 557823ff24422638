import { useParams } from 'react-router'
import { ChatScreen } from './ChatScreen'

/** /chat/{applicationId}: the company talks with an applicant. */
export function CompanyChatPage() {
  const { applicationId } = useParams()
  return <ChatScreen side="company" applicationId={applicationId} />
}
