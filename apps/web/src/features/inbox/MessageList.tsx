import { Fragment, useLayoutEffect, useRef } from 'react'
import { CHAT_PAGE_WORDS, SAFETY_NOTICE, type Message as ChatMessage } from '@app/domain'
import { SafetyNotice } from '../../components/safety/SafetyNotices'
import { formatRelativeDay, formatTime } from '../../lib/screen-format'
import { isNearBottom } from './chat-utils'

interface MessageListProps {
  messages: ChatMessage[]
  /** Which sender is the reader: their bubbles sit on the right. */
  ownSender: ChatMessage['sender']
  emptyNote: string
  /** Whether new messages should bring the list to its bottom. */
  followsNewMessages: boolean
  onFollowChange: (follows: boolean) => void
  /** Reporting one of the other side's messages to the team (decision 022). */
  onReport?: (message: ChatMessage) => void
}

/** The conversation, oldest at the top; follows new messages while the reader is at the bottom. */
export function MessageList({
  messages,
  ownSender,
  emptyNote,
  followsNewMessages,
  onFollowChange,
  onReport,
}: MessageListProps) {
  const listRef = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const list = listRef.current
    if (list && followsNewMessages) list.scrollTop = list.scrollHeight
  }, [messages, followsNewMessages])

  return (
    <div
      ref={listRef}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      tabIndex={0}
      onScroll={(event) => onFollowChange(isNearBottom(event.currentTarget))}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-5"
    >
      {messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-1 py-10 text-center">
          <p className="font-semibold text-brand-900">{CHAT_PAGE_WORDS.noMessages}</p>
          <p className="text-sm text-slate-600">{emptyNote}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((message, index) => {
            const isOwn = message.sender === ownSender
            // The bubbles show only the time, so each new day gets a divider naming it.
            const day = formatRelativeDay(message.createdAt)
            const previous = messages[index - 1]
            const startsDay = !previous || formatRelativeDay(previous.createdAt) !== day
            return (
              <Fragment key={message.id}>
                {startsDay && (
                  // A list holds only items, so the separator sits inside one.
                  <li className="my-1 self-center">
                    <span
                      role="separator"
                      aria-label={day}
                      className="block rounded-full bg-white px-3 py-0.5 text-xs font-medium text-slate-600 shadow-sm"
                    >
                      {day}
                    </span>
                  </li>
                )}
                {message.type === 'system' ? (
                  // A line the app wrote (an interview proposed, scheduled, cancelled): centred,
                  // nobody's bubble, and not reportable.
                  <li data-system className="self-center text-center">
                    <p className="rounded-lg border border-accent-500/40 bg-accent-500/10 px-3 py-1.5 text-xs font-medium break-words text-brand-900">
                      <span aria-hidden="true">📅 </span>
                      {message.message}
                    </p>
                    <time
                      dateTime={message.createdAt}
                      className="mt-1 block text-xs text-slate-500"
                    >
                      {formatTime(message.createdAt)}
                    </time>
                  </li>
                ) : (
                  <li
                    data-own={isOwn}
                    className={`flex max-w-[80%] flex-col md:max-w-[70%] ${
                      isOwn ? 'items-end self-end' : 'items-start self-start'
                    }`}
                  >
                    <span className="sr-only">
                      {isOwn ? CHAT_PAGE_WORDS.you : CHAT_PAGE_WORDS.they}
                    </span>
                    <p
                      className={`rounded-2xl px-4 py-2 text-sm break-words whitespace-pre-wrap ${
                        isOwn
                          ? 'rounded-br-sm bg-brand-900 text-white'
                          : 'rounded-bl-sm bg-slate-200 text-slate-900'
                      }`}
                    >
                      {message.message}
                    </p>
                    <span className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                      <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
                      {!isOwn && onReport && (
                        <button
                          type="button"
                          onClick={() => onReport(message)}
                          aria-label={`Report the message sent at ${formatTime(message.createdAt)}`}
                          className="min-h-6 rounded px-1 font-semibold text-slate-600 underline-offset-2 hover:text-red-800 hover:underline"
                        >
                          Report
                        </button>
                      )}
                    </span>
                    {message.safetySignals.length > 0 && (
                      <SafetyNotice text={SAFETY_NOTICE} className="mt-2 text-xs" />
                    )}
                  </li>
                )}
              </Fragment>
            )
          })}
        </ul>
      )}
    </div>
  )
}
