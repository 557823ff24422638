import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CHAT_MESSAGES,
  ChatHeaderSchema,
  ConversationReadSchema,
  ConversationSchema,
  ConversationsQuerySchema,
  MessageInputSchema,
  MessageSchema,
  MessagesQuerySchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import { listConversations } from './conversations.service.js'
import {
  chatHeader,
  listMessages,
  markConversationRead,
  sendMessage,
  type ChatViewer,
} from './messages.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })
const BODY_LIMIT = 16 * 1024

const viewerOf = (request: FastifyRequest): ChatViewer => {
  const account = signedIn(request)
  return { kind: account.kind === 'company' ? 'company' : 'intern', id: account.id }
}

/**
 * The chat about one application, between the company that owns the role and the intern who
 * applied (spec §7). Page 1 holds the newest messages (MessagesQuerySchema).
 */
export async function messagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['chat']
  const company = app.requireAccount('company')
  const intern = app.requireAccount('intern')
  const list = {
    tags,
    params: ParamsSchema,
    querystring: MessagesQuerySchema,
    response: { 200: successOf(pageOf(MessageSchema)) },
  }
  const send = {
    tags,
    params: ParamsSchema,
    body: MessageInputSchema,
    response: { 201: successOf(MessageSchema) },
  }

  const listHandler = async (
    request: FastifyRequest<{
      Params: z.infer<typeof ParamsSchema>
      Querystring: z.infer<typeof MessagesQuerySchema>
    }>,
  ) => ({
    status: 'success' as const,
    data: await listMessages(app.ctx, viewerOf(request), request.params.id, request.query),
  })

  app.get('/company/applications/:id/messages', { onRequest: company, schema: list }, listHandler)
  // The spec's intern path ends in a slash; both spellings work.
  app.get('/messages/applications/:id/', { onRequest: intern, schema: list }, listHandler)
  app.get('/messages/applications/:id', { onRequest: intern, schema: list }, listHandler)

  for (const [path, onRequest] of [
    ['/company/applications/:id/message', company],
    ['/messages/applications/:id/message', intern],
  ] as const) {
    const config = { writeLimit: 'messages' } as const
    app.put(
      path,
      { onRequest, bodyLimit: BODY_LIMIT, schema: send, config },
      async (request, reply) => {
        const data = await sendMessage(app.ctx, viewerOf(request), {
          applicationId: request.params.id,
          message: request.body.message,
        })
        return reply.status(201).send({ status: 'success', message: CHAT_MESSAGES.sent, data })
      },
    )
  }

  app.get(
    '/messages/applications/:id/header',
    {
      onRequest: app.requireAccount('company', 'intern'),
      schema: { tags, params: ParamsSchema, response: { 200: successOf(ChatHeaderSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await chatHeader(app.ctx, viewerOf(request), request.params.id),
    }),
  )

  for (const [path, onRequest] of [
    ['/company/conversations', company],
    ['/messages/conversations', intern],
  ] as const) {
    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          summary: 'The inbox: each chat with its newest message, newest first',
          querystring: ConversationsQuerySchema,
          response: { 200: successOf(pageOf(ConversationSchema)) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listConversations(app.ctx, viewerOf(request), request.query),
      }),
    )
  }

  for (const [path, onRequest] of [
    ['/company/applications/:id/messages/read', company],
    ['/messages/applications/:id/read', intern],
  ] as const) {
    app.patch(
      path,
      {
        onRequest,
        schema: {
          tags,
          summary: "Marks the other party's messages and their notifications read",
          params: ParamsSchema,
          response: { 200: successOf(ConversationReadSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await markConversationRead(app.ctx, viewerOf(request), request.params.id),
      }),
    )
  }
}
