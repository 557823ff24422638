import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  ConversationsQuerySchema,
  MessageInputSchema,
  MessagesQuerySchema,
  WEB_PAGES,
  pageFromAddress,
} from '@app/domain'
import { validationFailed } from '../../lib/errors.js'
import { answerFormAgain, formField, refusalStatus, seeOther } from '../../lib/form-posts.js'
import { signedIn } from '../../plugins/auth.js'
import { chatMissingPage, chatPage, conversationsPage } from './chat-pages-html.js'
import { listConversations } from './conversations.service.js'
import { markConversationRead, readChat, sendMessage, type ChatViewer } from './messages.service.js'

/*
 * The intern's chats without JavaScript (issue 33, decision 080): the list of chats, one chat, and
 * an answer as a form post to the same service as `PUT /messages/applications/:id/message`
 * (sendMessage), with the same limits (MessageInputSchema, the 'messages' write limit). Another
 * intern's chat is the service's 404.
 */

const BODY_LIMIT = 16 * 1024
/** One chat's address; the app's route takes the id as optional, which the list has here. */
const CHAT_PATH = WEB_PAGES.internChat.path.replace(/\?$/, '')

type ChatRequest = FastifyRequest<{ Params: { applicationId: string } }>

const viewerOf = (request: FastifyRequest): ChatViewer => ({
  kind: 'intern',
  id: signedIn(request).id,
})
const queryOf = (request: FastifyRequest) => request.query as Record<string, unknown>

export async function chatPagesRoutes(app: FastifyInstance) {
  const intern = app.requirePageAccount('intern')
  const get = { preHandler: intern, schema: { hide: true } }

  app.get(WEB_PAGES.internConversations.path, get, async (request, reply) => {
    const page = pageFromAddress(String(queryOf(request).page ?? ''))
    const conversations = await listConversations(
      app.ctx,
      viewerOf(request),
      ConversationsQuerySchema.parse({ page }),
    )
    return reply.sendPage(
      conversationsPage({
        conversations: conversations.docs,
        page: conversations.meta.page,
        totalPages: conversations.meta.totalPages,
      }),
    )
  })

  /** The chat's page (the newest by default) with the form; `draft` and `error` after a refusal. */
  const answerChat = async (
    request: ChatRequest,
    reply: FastifyReply,
    form: { status?: number; draft?: string; error?: string } = {},
  ) => {
    const viewer = viewerOf(request)
    const { applicationId } = request.params
    const raw = queryOf(request)
    // The address's page; an older page counts back from `upTo` (MessagesQuerySchema), which the
    // service checks belongs to this chat.
    const parsed = MessagesQuerySchema.safeParse({
      page: pageFromAddress(typeof raw.page === 'string' ? raw.page : null),
      upTo: typeof raw.upTo === 'string' && raw.upTo ? raw.upTo : undefined,
    })
    if (!parsed.success) throw validationFailed(parsed.error)
    const query = parsed.data
    const { header, messages } = await readChat(app.ctx, viewer, applicationId, query)
    // Reading the chat here is what opening it in the app does: the company's messages are read.
    if (request.method === 'GET') await markConversationRead(app.ctx, viewer, applicationId)
    return reply.sendPage({
      ...chatPage({
        header,
        messages: messages.docs,
        page: messages.meta.page,
        totalPages: Math.max(1, messages.meta.totalPages),
        upTo: query.upTo ?? messages.docs.at(-1)?.id,
        csrfField: reply.csrfField(),
        ...(form.draft !== undefined && { draft: form.draft }),
        ...(form.error !== undefined && { error: form.error }),
      }),
      status: form.status ?? 200,
    })
  }

  app.get<{ Params: { applicationId: string } }>(
    CHAT_PATH,
    { ...get, config: { missingPage: (_request, error) => chatMissingPage(error.message) } },
    (request, reply) => answerChat(request, reply),
  )

  app.post<{ Params: { applicationId: string } }>(
    CHAT_PATH,
    {
      preHandler: intern,
      bodyLimit: BODY_LIMIT,
      schema: { hide: true },
      // The JSON chat's limit: an answer from a form counts against the same one.
      config: { writeLimit: 'messages' },
      // The service's refusals, and the limit's before the handler, keep the draft.
      errorHandler: answerFormAgain<ChatRequest>((request, reply, error) =>
        answerChat(request, reply, {
          status: refusalStatus(reply, error),
          draft: formField(request, 'message') ?? '',
          error: error.message,
        }),
      ),
    },
    async (request, reply) => {
      const { applicationId } = request.params
      const draft = formField(request, 'message') ?? ''
      const input = MessageInputSchema.safeParse({ message: draft })
      if (!input.success) {
        // Still the service's 404 first for a chat that is not this intern's.
        return answerChat(request, reply, {
          status: 400,
          draft,
          error: input.error.issues[0]?.message ?? '',
        })
      }
      await sendMessage(app.ctx, viewerOf(request), { applicationId, message: input.data.message })
      return seeOther(reply, WEB_PAGES.internChat.href(applicationId))
    },
  )
}
