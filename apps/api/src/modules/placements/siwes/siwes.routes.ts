import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ItfForm8InputSchema,
  SIWES_MESSAGES,
  ScafSignInputSchema,
  SiwesPapersSchema,
  successOf,
} from '@app/domain'
import { sendPdf } from '../../../lib/pdf/pdf-reply.js'
import { placementSides } from '../placement-sides.js'
import { signedIn } from '../../../plugins/auth.js'
import {
  fillItfForm8,
  getSiwesPapers,
  itfForm8Pdf,
  markScafSubmitted,
  scafPdf,
  signScaf,
} from './siwes-papers.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })
const BODY_LIMIT = 8 * 1024
const papersAnswer = { 200: successOf(SiwesPapersSchema) }

/**
 * A SIWES/IT placement's papers (DESIGN §11 Placements, decision 060): the SCAF the company signs
 * and the student takes to the ITF, and ITF Form 8 at the end; both parties download them.
 */
export async function siwesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  for (const { base, tags, onRequest, viewerOf } of placementSides(app)) {
    app.get(
      `${base}/:id/siwes`,
      {
        onRequest,
        schema: {
          tags,
          summary:
            "Where the SIWES papers stand: the SCAF's signature and ITF deadline, ITF Form 8",
          params: ParamsSchema,
          response: papersAnswer,
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await getSiwesPapers(app.ctx, viewerOf(request), request.params.id),
      }),
    )

    const pdfRoute = (path: string, summary: string, draw: typeof scafPdf) =>
      app.get(
        `${base}/:id/${path}`,
        {
          onRequest,
          config: { writeLimit: 'siwesDownloads' },
          schema: { tags, summary, params: ParamsSchema },
        },
        async (request, reply) =>
          sendPdf(reply, await draw(app.ctx, viewerOf(request), request.params.id)),
      )
    pdfRoute('scaf', 'The signed SCAF as a PDF download (application/pdf)', scafPdf)
    pdfRoute('itf-form-8', 'The signed ITF Form 8 as a PDF download (application/pdf)', itfForm8Pdf)
  }

  const company = app.requireAccount('company')

  app.post(
    '/company/placements/:id/scaf/sign',
    {
      onRequest: company,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'siwesPapers' },
      schema: {
        tags: ['company placements'],
        summary: 'E-sign the SCAF: once, with every detail it prints',
        params: ParamsSchema,
        body: ScafSignInputSchema,
        response: papersAnswer,
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: SIWES_MESSAGES.scafSigned,
      data: await signScaf(app.ctx, signedIn(request), request.params.id, request.body),
    }),
  )

  app.put(
    '/company/placements/:id/itf-form-8',
    {
      onRequest: company,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'siwesPapers' },
      schema: {
        tags: ['company placements'],
        summary: "Fill Part B of ITF Form 8 (the employer's assessment) and e-sign it; final",
        params: ParamsSchema,
        body: ItfForm8InputSchema,
        response: papersAnswer,
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: SIWES_MESSAGES.itfForm8Signed,
      data: await fillItfForm8(app.ctx, signedIn(request), request.params.id, request.body),
    }),
  )

  app.post(
    '/users/placements/:id/scaf/submitted',
    {
      onRequest: app.requireAccount('intern'),
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'siwesPapers' },
      schema: {
        tags: ['intern placements'],
        summary: 'Mark the signed SCAF as taken to the ITF Area Office; the reminders stop',
        params: ParamsSchema,
        response: papersAnswer,
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: SIWES_MESSAGES.scafSubmitted,
      data: await markScafSubmitted(app.ctx, signedIn(request), request.params.id),
    }),
  )
}
