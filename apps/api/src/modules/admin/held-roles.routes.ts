import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminNoteInputSchema,
  HeldRoleSchema,
  PageQuerySchema,
  REPORT_MESSAGES,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../plugins/auth.js'
import { adminAction, adminRead } from './admin-route.js'
import { listHeldRoles, releaseRole } from './held-roles.service.js'

/** Roles the no-fee policy holds, and their release (decision 022). */
export async function heldRolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/admin/held-roles',
    adminRead(app, {
      querystring: PageQuerySchema,
      response: { 200: successOf(pageOf(HeldRoleSchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listHeldRoles(app.ctx, request.query),
    }),
  )

  app.post(
    '/admin/roles/:id/release',
    adminAction(app, {
      body: AdminNoteInputSchema,
      response: { 200: successOf(z.object({ id: z.uuid() })) },
    }),
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
