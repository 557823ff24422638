import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CompanyStipendDisputeSchema,
  CompanyStipendSchema,
  InternStipendSchema,
  STIPEND_MESSAGES,
  StipendAnswerInputSchema,
  StipendDisputeAnswerInputSchema,
  StipendMonthParamsSchema,
  StipendMonthSchema,
  successOf,
} from '@app/domain'
import { signedIn } from '../../../plugins/auth.js'
import {
  answerStipend,
  answerStipendDispute,
  getCompanyStipend,
  getInternStipend,
} from './stipends.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })
const BODY_LIMIT = 4 * 1024

/** Stipends that are really paid (DESIGN §11 Placements, decision 063). */
export async function stipendsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const intern = { onRequest: app.requireAccount('intern'), tags: ['intern placements'] }
  const company = { onRequest: app.requireAccount('company'), tags: ['company placements'] }

  app.get(
    '/users/placements/:id/stipend',
    {
      onRequest: intern.onRequest,
      schema: {
        tags: intern.tags,
        summary: 'The stipend months due so far, newest first, with answers and disputes',
        params: ParamsSchema,
        response: { 200: successOf(InternStipendSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getInternStipend(app.ctx, signedIn(request), request.params.id),
    }),
  )

  app.post(
    '/users/placements/:id/stipend',
    {
      onRequest: intern.onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'stipends' },
      schema: {
        tags: intern.tags,
        summary: "'Were you paid for May 2026?': yes, partly (with the amount) or no",
        params: ParamsSchema,
        body: StipendAnswerInputSchema,
        response: { 200: successOf(StipendMonthSchema) },
      },
    },
    async (request) => {
      const answered = await answerStipend(
        app.ctx,
        signedIn(request),
        request.params.id,
        request.body,
      )
      return { status: 'success' as const, message: answered.message, data: answered.month }
    },
  )

  app.get(
    '/company/placements/:id/stipend',
    {
      onRequest: company.onRequest,
      schema: {
        tags: company.tags,
        summary: "The placement's stipend disputes (and nothing of undisputed months)",
        params: ParamsSchema,
        response: { 200: successOf(CompanyStipendSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getCompanyStipend(app.ctx, signedIn(request), request.params.id),
    }),
  )

  app.post(
    '/company/placements/:id/stipend/:month/answer',
    {
      onRequest: company.onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'stipends' },
      schema: {
        tags: company.tags,
        summary: 'Answer a stipend dispute, within 7 days',
        params: StipendMonthParamsSchema,
        body: StipendDisputeAnswerInputSchema,
        response: { 200: successOf(CompanyStipendDisputeSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: STIPEND_MESSAGES.companyAnswered,
      data: await answerStipendDispute(
        app.ctx,
        signedIn(request),
        request.params.id,
        request.params.month,
        request.body.note,
      ),
    }),
  )
}
