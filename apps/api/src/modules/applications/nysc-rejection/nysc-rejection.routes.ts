import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  NYSC_MESSAGES,
  NyscRejectionInputSchema,
  NyscRejectionSummarySchema,
  successOf,
} from '@app/domain'
import { sendPdf } from '../../../lib/pdf/pdf-reply.js'
import { signedIn } from '../../../plugins/auth.js'
import { requireCompleteCompany } from '../application-access.queries.js'
import { issueNyscRejection, nyscRejectionPdf } from './nysc-rejection.service.js'

const BODY_LIMIT = 8 * 1024
const ParamsSchema = z.object({ id: z.string().max(100) })
const pdfSummary = "The PPA's NYSC rejection letter as a PDF download (application/pdf)"

/**
 * A PPA's rejection letter of a corps member (DESIGN §11 Placements, decision 062): the company
 * issues it for a rejected NYSC application; both parties download it.
 */
export async function nyscRejectionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const company = app.requireAccount('company')
  const completeCompany = async (request: Parameters<typeof signedIn>[0]) => {
    await requireCompleteCompany(app.ctx.db, signedIn(request).id)
  }

  app.post(
    '/company/applications/:id/nysc-rejection',
    {
      onRequest: company,
      preHandler: completeCompany,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'letters' },
      schema: {
        tags: ['company applications'],
        summary: 'Issue (or issue again) the NYSC rejection letter of a rejected corps member',
        params: ParamsSchema,
        body: NyscRejectionInputSchema,
        response: { 201: successOf(NyscRejectionSummarySchema) },
      },
    },
    async (request, reply) => {
      const data = await issueNyscRejection(
        app.ctx,
        signedIn(request),
        request.params.id,
        request.body,
      )
      return reply
        .status(201)
        .send({ status: 'success', message: NYSC_MESSAGES.rejectionIssued, data })
    },
  )

  app.get(
    '/company/applications/:id/nysc-rejection',
    {
      onRequest: company,
      preHandler: completeCompany,
      config: { writeLimit: 'letterDownloads' },
      schema: { tags: ['company applications'], summary: pdfSummary, params: ParamsSchema },
    },
    async (request, reply) => {
      const viewer = { kind: 'company', id: signedIn(request).id } as const
      return sendPdf(reply, await nyscRejectionPdf(app.ctx, viewer, request.params.id))
    },
  )

  app.get(
    '/users/applications/:id/nysc-rejection',
    {
      onRequest: app.requireAccount('intern'),
      config: { writeLimit: 'letterDownloads' },
      schema: { tags: ['intern applications'], summary: pdfSummary, params: ParamsSchema },
    },
    async (request, reply) => {
      const viewer = { kind: 'intern', id: signedIn(request).id } as const
      return sendPdf(reply, await nyscRejectionPdf(app.ctx, viewer, request.params.id))
    },
  )
}
