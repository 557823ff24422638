import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CONTACT_MESSAGES, ContactInputSchema, successOf } from '@app/domain'
import { sendContactMessage } from './contacts.service.js'

export async function contactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.put(
    '/contacts',
    {
      bodyLimit: 16 * 1024,
      config: { writeLimit: 'contact' },
      schema: {
        tags: ['contacts'],
        body: ContactInputSchema,
        response: { 201: successOf(z.object({ id: z.uuid() })) },
      },
    },
    async (request, reply) => {
      const data = await sendContactMessage(app.ctx.db, request.body)
      return reply.status(201).send({ status: 'success', message: CONTACT_MESSAGES.sent, data })
    },
  )
}
