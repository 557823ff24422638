import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LETTER_MESSAGES, LetterInputSchema, LetterSummarySchema, successOf } from '@app/domain'
import { signedIn } from '../../../plugins/auth.js'
import { requireCompleteCompany } from '../application-access.queries.js'
import { sendPdf } from '../../../lib/pdf/pdf-reply.js'
import { issueLetter, letterPdf } from './letters.service.js'

const BODY_LIMIT = 8 * 1024
const ParamsSchema = z.object({ id: z.string().max(100) })
const pdfDescription = 'The acceptance letter as a PDF download (application/pdf).'

/** Acceptance letters (issue 14, decision 031): the company issues one; both parties download it. */
export async function lettersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const company = app.requireAccount('company')
  const completeCompany = async (request: Parameters<typeof signedIn>[0]) => {
    await requireCompleteCompany(app.ctx.db, signedIn(request).id)
  }

  app.post(
    '/company/applications/:id/letter',
    {
      onRequest: company,
      preHandler: completeCompany,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'letters' },
      schema: {
        tags: ['company applications'],
        summary: 'Issue (or issue again) the acceptance letter of an accepted application',
        params: ParamsSchema,
        body: LetterInputSchema,
        response: { 201: successOf(LetterSummarySchema) },
      },
    },
    async (request, reply) => {
      const data = await issueLetter(app.ctx, signedIn(request), {
        applicationId: request.params.id,
        letter: request.body,
      })
      return reply.status(201).send({ status: 'success', message: LETTER_MESSAGES.issued, data })
    },
  )

  app.get(
    '/company/applications/:id/letter',
    {
      onRequest: company,
      preHandler: completeCompany,
      config: { writeLimit: 'letterDownloads' },
      schema: { tags: ['company applications'], summary: pdfDescription, params: ParamsSchema },
    },
    async (request, reply) => {
      const viewer = { kind: 'company', id: signedIn(request).id } as const
      return sendPdf(reply, await letterPdf(app.ctx, viewer, request.params.id))
    },
  )

  app.get(
    '/users/applications/:id/letter',
    {
      onRequest: app.requireAccount('intern'),
      config: { writeLimit: 'letterDownloads' },
      schema: { tags: ['intern applications'], summary: pdfDescription, params: ParamsSchema },
    },
    async (request, reply) => {
      const viewer = { kind: 'intern', id: signedIn(request).id } as const
      return sendPdf(reply, await letterPdf(app.ctx, viewer, request.params.id))
    },
  )
}
