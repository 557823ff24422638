import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminReasonInputSchema,
  AdminRoleSchema,
  AdminSearchQuerySchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../lib/auth.plugin.js'
import { listRolesForModeration, removeRole } from './role-removal.service.js'

const IdParams = z.object({ id: z.string() })
const BODY_LIMIT = 8 * 1024

/** Roles: find a posting, take it down with a reason. */
export async function adminRolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin']
  const onRequest = app.requireAdmin

  app.get(
    '/admin/roles',
    {
      onRequest,
      schema: {
        tags,
        querystring: AdminSearchQuerySchema,
        response: { 200: successOf(pageOf(AdminRoleSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listRolesForModeration(app.ctx, request.query),
    }),
  )
  app.post(
    '/admin/roles/:id/remove',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'admin' },
      schema: {
        tags,
        params: IdParams,
        body: AdminReasonInputSchema,
        response: { 200: successOf(AdminRoleSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Role removed',
      data: await removeRole(app.ctx, signedInAdmin(request), request.params.id, request.body),
    }),
  )
}
