import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminReasonInputSchema,
  AdminRoleSchema,
  AdminSearchQuerySchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../plugins/auth.js'
import { adminAction, adminRead } from './admin-route.js'
import { listRolesForModeration, removeRole } from './role-removal.service.js'

/** Roles: find a posting, take it down with a reason. */
export async function roleRemovalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/admin/roles',
    adminRead(app, {
      querystring: AdminSearchQuerySchema,
      response: { 200: successOf(pageOf(AdminRoleSchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listRolesForModeration(app.ctx, request.query),
    }),
  )
  app.post(
    '/admin/roles/:id/remove',
    adminAction(app, {
      body: AdminReasonInputSchema,
      response: { 200: successOf(AdminRoleSchema) },
    }),
    async (request) => ({
      status: 'success' as const,
      message: 'Role removed',
      data: await removeRole(app.ctx, signedInAdmin(request), request.params.id, request.body),
    }),
  )
}
