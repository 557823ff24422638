import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminStipendDisputeSchema,
  AdminStipendDisputesQuerySchema,
  pageOf,
  successOf,
} from '@app/domain'
import { listStipendDisputes } from '../placements/stipends/stipends.queries.js'
import { adminRead } from './admin-route.js'

/** Stipend disputes for the console (decision 063): open, overdue, answered, closed. */
export async function stipendDisputesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/admin/stipend-disputes',
    adminRead(app, {
      querystring: AdminStipendDisputesQuerySchema,
      response: { 200: successOf(pageOf(AdminStipendDisputeSchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listStipendDisputes(app.ctx.db, request.query),
    }),
  )
}
