import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminIdParamsSchema,
  AdminNoteInputSchema,
  HeldRoleSchema,
  PageQuerySchema,
  REPORT_MESSAGES,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../lib/auth.plugin.js'
import { listHeldRoles, releaseRole } from './held-roles.service.js'

/** Roles the no-fee policy holds, and their release (decision 022). */
export async function heldRolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin']

  app.get(
    '/admin/held-roles',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        querystring: PageQuerySchema,
        response: { 200: successOf(pageOf(HeldRoleSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listHeldRoles(app.ctx, request.query),
    }),
  )

  app.post(
    '/admin/roles/:id/release',
    {
      onRequest: app.requireAdmin,
      bodyLimit: 8 * 1024,
      config: { writeLimit: 'admin' },
      schema: {
        tags,
        params: AdminIdParamsSchema,
        body: AdminNoteInputSchema,
        response: { 200: successOf(z.object({ id: z.uuid() })) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: REPORT_MESSAGES.roleReleased,
      data: await releaseRole(app.ctx, signedInAdmin(request), {
        roleId: request.params.id,
        note: request.body.note,
      }),
    }),
  )
}
