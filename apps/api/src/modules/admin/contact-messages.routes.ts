import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminContactSchema,
  AdminNoteInputSchema,
  AdminReportsQuerySchema,
  REPORT_MESSAGES,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../plugins/auth.js'
import { adminAction, adminRead } from './admin-route.js'
import { listContactMessages, resolveContactMessage } from './contact-messages.service.js'

/** The contact form's messages in the console, open or handled (decision 022). */
export async function adminContactsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/admin/contacts',
    adminRead(app, {
      querystring: AdminReportsQuerySchema,
      response: { 200: successOf(pageOf(AdminContactSchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listContactMessages(app.ctx, request.query),
    }),
  )

  app.post(
    '/admin/contacts/:id/resolve',
    adminAction(app, {
      body: AdminNoteInputSchema,
      response: { 200: successOf(AdminContactSchema) },
    }),
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
