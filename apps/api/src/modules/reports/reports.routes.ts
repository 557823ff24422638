import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { REPORT_MESSAGES, ReportCreatedSchema, ReportInputSchema, successOf } from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import { createReport } from './reports.service.js'

const BODY_LIMIT = 8 * 1024

/** Reports by users; the console's queue of them is admin's (report-handling.routes.ts). */
export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.post(
    '/reports',
    {
      onRequest: app.requireAccount('intern', 'company'),
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'reports' },
      schema: {
        tags: ['reports'],
        summary:
          'Report a role, a company or a message (interns), an applicant or a message (companies)',
        body: ReportInputSchema,
        response: { 201: successOf(ReportCreatedSchema) },
      },
    },
    async (request, reply) => {
      const data = await createReport(app.ctx, signedIn(request), request.body)
      return reply.status(201).send({ status: 'success', message: REPORT_MESSAGES.sent, data })
    },
  )
}
