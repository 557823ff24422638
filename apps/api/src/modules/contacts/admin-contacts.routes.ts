import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminContactSchema,
  AdminIdParamsSchema,
  AdminNoteInputSchema,
  AdminReportsQuerySchema,
  REPORT_MESSAGES,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../lib/auth.plugin.js'
import { listContactMessages, resolveContactMessage } from './admin-contacts.service.js'

/** The contact form's messages in the console, open or handled (decision 022). */
export async function adminContactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin']

  app.get(
    '/admin/contacts',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: AdminReportsQuerySchema,
        response: { 200: successOf(pageOf(AdminContactSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listContactMessages(app.ctx, request.query),
    }),
  )

  app.post(
    '/admin/contacts/:id/resolve',
    {
      onRequest: app.requireAdmin,
      bodyLimit: 8 * 1024,
      config: { writeLimit: 'admin' },
      schema: {
        tags,
        params: AdminIdParamsSchema,
        body: AdminNoteInputSchema,
        response: { 200: successOf(AdminContactSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: REPORT_MESSAGES.contactResolved,
      data: await resolveContactMessage(app.ctx, signedInAdmin(request), {
        contactId: request.params.id,
        note: request.body.note,
      }),
    }),
  )
}
