import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AuditAdminsSchema,
  AuditEntrySchema,
  AuditQuerySchema,
  pageOf,
  successOf,
} from '@app/domain'
import { adminRead } from './admin-route.js'
import { listAuditAdmins, listAuditLog } from './audit-log.js'

export async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/admin/audit',
    adminRead(app, {
      querystring: AuditQuerySchema,
      response: { 200: successOf(pageOf(AuditEntrySchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listAuditLog(app.ctx.db, request.query),
    }),
  )
  app.get(
    '/admin/audit/admins',
    adminRead(app, { response: { 200: successOf(AuditAdminsSchema) } }),
    async () => ({ status: 'success' as const, data: await listAuditAdmins(app.ctx.db) }),
  )
}
