import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { PublicRoleSchema, PublicRolesQuerySchema, pageOf, successOf } from '@app/domain'
import { listPublicRoles } from './roles.service.js'

export async function rolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/roles/recent',
    {
      schema: {
        tags: ['roles'],
        querystring: PublicRolesQuerySchema,
        response: { 200: successOf(pageOf(PublicRoleSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listPublicRoles(app.ctx.db, request.query),
    }),
  )
}
