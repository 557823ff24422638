import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ALERT_MESSAGES,
  JobAlertInputSchema,
  JobAlertSchema,
  JobAlertsSchema,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from './alerts.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })

/** An intern's job alerts (DESIGN §10). */
export async function alertsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['alerts']
  const onRequest = app.requireAccount('intern')

  app.get(
    '/users/alerts',
    { onRequest, schema: { tags, response: { 200: successOf(JobAlertsSchema) } } },
    async (request) => ({
      status: 'success' as const,
      data: await listJobAlerts(app.ctx, signedIn(request)),
    }),
  )

  app.post(
    '/users/alerts',
    {
      onRequest,
      bodyLimit: 4 * 1024,
      config: { writeLimit: 'alerts' },
      schema: { tags, body: JobAlertInputSchema, response: { 201: successOf(JobAlertSchema) } },
    },
    async (request, reply) => {
      const data = await createJobAlert(app.ctx, signedIn(request), request.body)
      return reply.status(201).send({ status: 'success', message: ALERT_MESSAGES.created, data })
    },
  )

  app.patch(
    '/users/alerts/:id',
    {
      onRequest,
      bodyLimit: 4 * 1024,
      config: { writeLimit: 'alerts' },
      schema: {
        tags,
        params: ParamsSchema,
        body: JobAlertInputSchema,
        response: { 200: successOf(JobAlertSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ALERT_MESSAGES.updated,
      data: await updateJobAlert(app.ctx, signedIn(request), request.params.id, request.body),
    }),
  )

  app.delete(
    '/users/alerts/:id',
    {
      onRequest,
      config: { writeLimit: 'alerts' },
      schema: { tags, params: ParamsSchema, response: { 200: successOf(z.null()) } },
    },
    async (request) => {
      await deleteJobAlert(app.ctx, signedIn(request), request.params.id)
      return { status: 'success' as const, message: ALERT_MESSAGES.deleted, data: null }
    },
  )
}
