import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ChatHeaderSchema, MESSAGES_PAGE_SIZE, MessageSchema, pageOf } from '@app/domain'
import { api } from '../../lib/api-client'
import { LIVE_KEY_ROOTS } from '../../lib/live-events'

export type ChatSide = 'company' | 'intern'

const messagePage = pageOf(MessageSchema)

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

/** The chat about one application, from either side. `page` undefined is the newest page. */
export const chatQueries = {
  /** A pushed 'message' event makes every chat query stale (lib/live-events). */
  all: LIVE_KEY_ROOTS.messages,
  application: (applicationId: string) => [...chatQueries.all, applicationId] as const,
  messages: (
    side: ChatSide,
    applicationId: string,
    page: number | undefined,
    pollMs: number | false = false,
  ) =>
    queryOptions({
      queryKey: [...chatQueries.application(applicationId), side, page ?? 'latest'] as const,
      queryFn: ({ signal }) =>
        api(listPath(side, applicationId), {
          query: { page, limit: MESSAGES_PAGE_SIZE },
          data: messagePage,
          signal,
        }),
      placeholderData: keepPreviousData,
      refetchInterval: pollMs,
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
    body: side === 'company' ? { message } : { sender: 'user', message, type: 'text' },
    data: MessageSchema,
  })
