import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AuditEntrySchema, PageQuerySchema, pageOf, successOf } from '@app/domain'
import { adminRead } from './admin-route.js'
import { listAuditLog } from './audit-log.js'

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/admin/audit',
    adminRead(app, {
      querystring: PageQuerySchema,
      response: { 200: successOf(pageOf(AuditEntrySchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listAuditLog(app.ctx.db, request.query),
    }),
  )
}
