import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  CV_MESSAGES,
  CvInputSchema,
  CvPdfQuerySchema,
  CvSchema,
  CvUseSchema,
  successOf,
} from '@app/domain'
import { sendPdf } from '../../../lib/pdf/pdf-reply.js'
import { signedIn } from '../../../plugins/auth.js'
import { cvPdf, getCv, saveCv, useCv } from './cv.service.js'

const BODY_LIMIT = 32 * 1024

/** The CV builder (DESIGN §11 Career tools, decision 064): the intern's own CV only. */
export async function cvRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const onRequest = app.requireAccount('intern')
  const tags = ['career tools']

  app.get(
    '/users/cv',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The CV-only fields and the profile parts the CV shows',
        response: { 200: successOf(CvSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getCv(app.ctx, signedIn(request)),
    }),
  )

  app.put(
    '/users/cv',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'cv' },
      schema: {
        tags,
        summary: 'Save the CV-only fields (summary, experience, projects, activities …)',
        body: CvInputSchema,
        response: { 200: successOf(CvSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: CV_MESSAGES.saved,
      data: await saveCv(app.ctx, signedIn(request), request.body),
    }),
  )

  app.get(
    '/users/cv.pdf',
    {
      onRequest,
      config: { writeLimit: 'cv' },
      schema: {
        tags,
        summary: 'The CV as an A4 PDF (application/pdf), classic or modern',
        querystring: CvPdfQuerySchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await cvPdf(app.ctx, signedIn(request), request.query.look)),
  )

  app.post(
    '/users/cv/use',
    {
      onRequest,
      config: { writeLimit: 'cv' },
      schema: {
        tags,
        summary: 'Store the CV as a PDF and attach it to new applications',
        response: { 200: successOf(CvUseSchema) },
      },
    },
    async (request) => {
      const used = await useCv(app.ctx, signedIn(request))
      return { status: 'success' as const, message: used.message, data: used.answer }
    },
  )
}
