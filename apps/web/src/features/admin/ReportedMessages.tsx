import { SCAM_SIGNAL_LABELS, type ChatParty, type ReportedMessage } from '@app/domain'
import { formatDateTime } from '../../lib/screen-format'

/** Who wrote a chat message, by name. */
export const senderName = (
  message: Pick<ReportedMessage, 'sender'>,
  parties: { company: ChatParty; intern: ChatParty },
) => (message.sender === 'company' ? parties.company.name : parties.intern.name)

/** Both sides of a chat, as the console names them. */
export function ChatParties({
  company,
  intern,
  roleTitle,
}: {
  company: ChatParty
  intern: ChatParty
  roleTitle: string | null
}) {
  return (
    <p className="text-sm text-slate-800">
      Between <strong className="font-semibold">{company.name}</strong> (company) and{' '}
      <strong className="font-semibold">{intern.name}</strong> (applicant)
      {roleTitle && (
        <>
          , about <span className="font-semibold">{roleTitle}</span>
        </>
      )}
    </p>
  )
}

/**
 * Chat messages in the console, oldest first, each with its writer, time and what the scam check
 * found in it; flagged ones stand out.
 */
export function ReportedMessages({
  label,
  messages,
  parties,
}: {
  label: string
  messages: ReportedMessage[]
  parties: { company: ChatParty; intern: ChatParty }
}) {
  return (
    <ol aria-label={label} className="space-y-2">
      {messages.map((message) => {
        const isFlagged = message.signals.length > 0
        return (
          <li
            key={message.id}
            className={`rounded-lg border-l-4 px-3 py-2 text-sm ${
              isFlagged ? 'border-red-400 bg-red-50' : 'border-slate-300 bg-slate-50'
            }`}
          >
            <p className="flex flex-wrap gap-x-2 text-xs text-slate-600">
              <span className="font-semibold text-slate-800">{senderName(message, parties)}</span>
              <span>{formatDateTime(message.sentAt)}</span>
            </p>
            <p className="mt-1 break-words whitespace-pre-wrap text-slate-900">{message.body}</p>
            {isFlagged && (
              <ul aria-label="Scam signals found" className="mt-1 list-disc pl-5 text-red-800">
                {message.signals.map((signal) => (
                  <li key={signal}>{SCAM_SIGNAL_LABELS[signal]}</li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ol>
  )
}
