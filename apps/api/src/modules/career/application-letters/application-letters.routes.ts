import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  APPLICATION_LETTER_MESSAGES,
  ApplicationLetterEditSchema,
  ApplicationLetterInputSchema,
  ApplicationLetterListSchema,
  ApplicationLetterSchema,
  successOf,
} from '@app/domain'
import { sendPdf } from '../../../lib/pdf/pdf-reply.js'
import { signedIn } from '../../../plugins/auth.js'
import {
  applicationLetterPdf,
  createApplicationLetter,
  deleteApplicationLetter,
  editApplicationLetter,
  getApplicationLetter,
  listApplicationLetters,
} from './application-letters.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })
/** A letter's words are at most 6,000 characters; the rest of a body is a few short fields. */
const BODY_LIMIT = 16 * 1024

/**
 * An intern's own application letters (DESIGN §11 Career tools, decision 065): a SIWES/IT
 * placement request or a cover note, written from the profile, edited, downloaded as a PDF.
 */
export async function applicationLettersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['application letters']
  const onRequest = app.requireAccount('intern')

  app.post(
    '/users/letters',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'applicationLetters' },
      schema: {
        tags,
        summary: 'Write a SIWES/IT application letter or a cover note from the profile',
        body: ApplicationLetterInputSchema,
        response: { 201: successOf(ApplicationLetterSchema) },
      },
    },
    async (request, reply) => {
      const data = await createApplicationLetter(app.ctx, signedIn(request), request.body)
      return reply
        .status(201)
        .send({ status: 'success', message: APPLICATION_LETTER_MESSAGES.created, data })
    },
  )

  app.get(
    '/users/letters',
    { onRequest, schema: { tags, response: { 200: successOf(ApplicationLetterListSchema) } } },
    async (request) => ({
      status: 'success' as const,
      data: await listApplicationLetters(app.ctx, signedIn(request)),
    }),
  )

  // Before '/users/letters/:id', so that 'abc.pdf' is the PDF of letter 'abc'.
  app.get(
    '/users/letters/:id.pdf',
    {
      onRequest,
      config: { writeLimit: 'letterDownloads' },
      schema: {
        tags,
        summary: 'The letter as a PDF download (application/pdf)',
        params: ParamsSchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await applicationLetterPdf(app.ctx, signedIn(request), request.params.id)),
  )

  app.get(
    '/users/letters/:id',
    {
      onRequest,
      schema: { tags, params: ParamsSchema, response: { 200: successOf(ApplicationLetterSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getApplicationLetter(app.ctx, signedIn(request), request.params.id),
    }),
  )

  app.put(
    '/users/letters/:id',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'applicationLetters' },
      schema: {
        tags,
        params: ParamsSchema,
        body: ApplicationLetterEditSchema,
        response: { 200: successOf(ApplicationLetterSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: APPLICATION_LETTER_MESSAGES.saved,
      data: await editApplicationLetter(
        app.ctx,
        signedIn(request),
        request.params.id,
        request.body,
      ),
    }),
  )

  app.delete(
    '/users/letters/:id',
    {
      onRequest,
      config: { writeLimit: 'applicationLetters' },
      schema: { tags, params: ParamsSchema, response: { 200: successOf(z.null()) } },
    },
    async (request) => {
      await deleteApplicationLetter(app.ctx, signedIn(request), request.params.id)
      return {
        status: 'success' as const,
        message: APPLICATION_LETTER_MESSAGES.deleted,
        data: null,
      }
    },
  )
}
