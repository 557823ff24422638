import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ADMIN_MESSAGES,
  AdminSendSchema,
  BackgroundWorkSchema,
  pageOf,
  SendCostSchema,
  SendsQuerySchema,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../plugins/auth.js'
import { adminAction, adminRead } from './admin-route.js'
import { listSends, monthCosts } from '../notifications/notice-sends.queries.js'
import { backgroundWork, retryFailedJob } from './background-work.service.js'

/**
 * The background work (issue 13): jobs per state, the failed ones, and a retry; and what went out
 * on each channel (issue 27), and what the month's messages cost (issue 28).
 */
export async function backgroundWorkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.get(
    '/admin/jobs',
    adminRead(app, { response: { 200: successOf(BackgroundWorkSchema) } }),
    async () => ({ status: 'success' as const, data: await backgroundWork(app.ctx) }),
  )
  app.get(
    '/admin/sends',
    adminRead(app, {
      querystring: SendsQuerySchema,
      response: { 200: successOf(pageOf(AdminSendSchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listSends(app.ctx.db, request.query),
    }),
  )
  app.get(
    '/admin/sends/costs',
    adminRead(app, { response: { 200: successOf(z.array(SendCostSchema)) } }),
    async () => ({ status: 'success' as const, data: await monthCosts(app.ctx.db) }),
  )
  app.post(
    '/admin/jobs/:id/retry',
    adminAction(app, {
      response: { 200: successOf(z.object({ id: z.uuid(), name: z.string() })) },
    }),
    async (request) => ({
      status: 'success' as const,
      message: ADMIN_MESSAGES.jobRetried,
      data: await retryFailedJob(app.ctx, signedInAdmin(request), request.params.id),
    }),
  )
}
