import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ClearanceIssueSchema,
  ClearanceListSchema,
  ClearanceMonthSchema,
  ClearanceRequestSchema,
  ClearanceSchema,
  NYSC_MESSAGES,
  successOf,
} from '@app/domain'
import { sendPdf } from '../../../lib/pdf/pdf-reply.js'
import { placementSides } from '../placement-sides.js'
import { signedIn } from '../../../plugins/auth.js'
import {
  clearancePdf,
  issueClearance,
  listClearances,
  requestClearance,
} from './clearance.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })
const MonthParamsSchema = ParamsSchema.extend({ month: ClearanceMonthSchema })
const BODY_LIMIT = 4 * 1024
const pdfSummary = "A month's clearance letter as a PDF download (application/pdf)"

/**
 * An NYSC corps member's monthly clearance letters (DESIGN §11 Placements, decision 062): the
 * corps member asks for a month, the company issues it, and both download it.
 */
export async function nyscRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  for (const { base, tags, onRequest, viewerOf } of placementSides(app)) {
    app.get(
      `${base}/:id/clearance`,
      {
        onRequest,
        schema: {
          tags,
          summary: "The NYSC placement's months begun, newest first, with their clearance letters",
          params: ParamsSchema,
          response: { 200: successOf(ClearanceListSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await listClearances(app.ctx, viewerOf(request), request.params.id),
      }),
    )

    app.get(
      `${base}/:id/clearance/:month`,
      {
        onRequest,
        config: { writeLimit: 'letterDownloads' },
        schema: { tags, summary: pdfSummary, params: MonthParamsSchema },
      },
      async (request, reply) => {
        const { id, month } = request.params
        return sendPdf(reply, await clearancePdf(app.ctx, viewerOf(request), id, month))
      },
    )
  }

  app.post(
    '/users/placements/:id/clearance',
    {
      onRequest: app.requireAccount('intern'),
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'clearanceLetters' },
      schema: {
        tags: ['intern placements'],
        summary:
          "Ask for a month's clearance letter (from the 24th); asking again answers 200 as it stands",
        params: ParamsSchema,
        body: ClearanceRequestSchema,
        response: { 200: successOf(ClearanceSchema), 201: successOf(ClearanceSchema) },
      },
    },
    async (request, reply) => {
      const { clearance, created } = await requestClearance(
        app.ctx,
        signedIn(request),
        request.params.id,
        request.body,
      )
      const message = created
        ? NYSC_MESSAGES.requested(clearance.month)
        : NYSC_MESSAGES.alreadyRequested(clearance.month)
      return reply.status(created ? 201 : 200).send({ status: 'success', message, data: clearance })
    },
  )

  app.post(
    '/company/placements/:id/clearance/:month/issue',
    {
      onRequest: app.requireAccount('company'),
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'clearanceLetters' },
      schema: {
        tags: ['company placements'],
        summary: "Issue the month's clearance letter the corps member asked for, signed",
        params: MonthParamsSchema,
        body: ClearanceIssueSchema,
        response: { 201: successOf(ClearanceSchema) },
      },
    },
    async (request, reply) => {
      const { id, month } = request.params
      const data = await issueClearance(app.ctx, signedIn(request), id, month, request.body)
      return reply
        .status(201)
        .send({ status: 'success', message: NYSC_MESSAGES.issued(month), data })
    },
  )
}
