import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  CONVERSATIONS_PAGE_SIZE,
  ChatHeaderSchema,
  ConversationReadSchema,
  ConversationSchema,
  MESSAGES_PAGE_SIZE,
  MessageSchema,
  pageOf,
} from '@app/domain'
import { api } from '../../lib/api-client'
import { LIVE_KEY_ROOTS } from '../../lib/live-events'

export type ChatSide = 'company' | 'intern'

const messagePage = pageOf(MessageSchema)
const conversationPage = pageOf(ConversationSchema)

const listPath = (side: ChatSide, applicationId: string) => {
  const id = encodeURIComponent(applicationId)
  return side === 'company'
    ? `/company/applications/${id}/messages`
    : `/messages/applications/${id}/`
}

const sendPath = (side: ChatSide, applicationId: string) => {
  const id = encodeURIComponent(applicationId)
  return side === 'company'
    ? `/company/applications/${id}/message`
    : `/messages/applications/${id}/message`
}

/**
 * Which page of a chat to show: page 1 holds the newest messages. An older page is counted back
 * from `upTo` (the newest message when the reader left page 1), so arrivals do not shift it.
 */
export interface ChatPage {
  page: number
  upTo?: string
}

/** The chat about one application, from either side. */
export const chatQueries = {
  /** A pushed 'message' event makes every chat query stale (lib/live-events). */
  all: LIVE_KEY_ROOTS.messages,
  application: (applicationId: string) => [...chatQueries.all, applicationId] as const,
  messages: (
    side: ChatSide,
    applicationId: string,
    { page, upTo }: ChatPage,
    pollMs: number | false = false,
  ) =>
    queryOptions({
      queryKey: [...chatQueries.application(applicationId), side, page, upTo ?? 'live'] as const,
      queryFn: ({ signal }) =>
        api(listPath(side, applicationId), {
          query: { page, limit: MESSAGES_PAGE_SIZE, upTo },
          data: messagePage,
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchInterval: pollMs,
    }),
  /** The inbox: each chat with its newest message; under the messages root, so events refresh it. */
  conversations: (side: ChatSide, page = 1) =>
    queryOptions({
      queryKey: [...chatQueries.all, 'conversations', side, page] as const,
      queryFn: ({ signal }) =>
        api(side === 'company' ? '/company/conversations' : '/messages/conversations', {
          query: { page, limit: CONVERSATIONS_PAGE_SIZE },
          data: conversationPage,
          signal,
        }),
    }),
  header: (applicationId: string) =>
    queryOptions({
      queryKey: [...chatQueries.application(applicationId), 'header'] as const,
      queryFn: ({ signal }) =>
        api(`/messages/applications/${encodeURIComponent(applicationId)}/header`, {
          data: ChatHeaderSchema,
          signal,
        }),
    }),
}

export const sendMessage = (side: ChatSide, applicationId: string, message: string) =>
  api(sendPath(side, applicationId), {
    method: 'PUT',
    // The spec's payload; the server ignores sender and type and decides them from the session.
    body: { sender: side === 'company' ? 'company' : 'user', message, type: 'text' },
    data: MessageSchema,
  })

/** The viewer read the chat: the other party's messages and their notifications become read. */
export const markConversationRead = (side: ChatSide, applicationId: string) => {
  const id = encodeURIComponent(applicationId)
  return api(
    side === 'company'
      ? `/company/applications/${id}/messages/read`
      : `/messages/applications/${id}/read`,
    { method: 'PATCH', data: ConversationReadSchema },
  )
}
