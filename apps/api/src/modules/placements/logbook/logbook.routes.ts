import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  LOGBOOK_MESSAGES,
  LogbookSchema,
  LogbookSignedSchema,
  LogbookSignInputSchema,
  LogbookSignViewSchema,
  LogbookTokenQuerySchema,
  LogbookWeekInputSchema,
  LogbookWeekParamsSchema,
  LogbookWeekSchema,
  successOf,
} from '@app/domain'
import { sendPdf } from '../../../lib/pdf/pdf-reply.js'
import { placementSides } from '../placement-sides.js'
import { signedIn } from '../../../plugins/auth.js'
import { logbookPdf } from './logbook-document.js'
import { getSignableWeek, signLogbookWeek } from './logbook-signing.service.js'
import { getLogbook, saveLogbookWeek, submitLogbookWeek } from './logbook.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })
const BODY_LIMIT = 32 * 1024

/**
 * The SIWES/IT weekly logbook (DESIGN §11 Placements, decision 061): the student writes and
 * sends each week; both parties read it and download it; the supervisor signs through a link.
 */
export async function logbookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  for (const { base, tags, onRequest, viewerOf } of placementSides(app)) {
    app.get(
      `${base}/:id/logbook`,
      {
        onRequest,
        schema: {
          tags,
          summary: "The logbook's weeks from the start to this week, oldest first",
          params: ParamsSchema,
          response: { 200: successOf(LogbookSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        data: await getLogbook(app.ctx, viewerOf(request), request.params.id),
      }),
    )

    app.get(
      `${base}/:id/logbook.pdf`,
      {
        onRequest,
        config: { writeLimit: 'letterDownloads' },
        schema: {
          tags,
          summary: 'The logbook with its signatures as a PDF download (application/pdf)',
          params: ParamsSchema,
        },
      },
      async (request, reply) =>
        sendPdf(reply, await logbookPdf(app.ctx, viewerOf(request), request.params.id)),
    )
  }

  const intern = app.requireAccount('intern')

  app.put(
    '/users/placements/:id/logbook/:weekStart',
    {
      onRequest: intern,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'logbook' },
      schema: {
        tags: ['intern placements'],
        summary:
          "Keep a week's days as a draft (a week sent back to the supervisor goes back to a draft)",
        params: LogbookWeekParamsSchema,
        body: LogbookWeekInputSchema,
        response: { 200: successOf(LogbookWeekSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: LOGBOOK_MESSAGES.saved,
      data: await saveLogbookWeek(app.ctx, signedIn(request), {
        placementId: request.params.id,
        weekStart: request.params.weekStart,
        week: request.body,
      }),
    }),
  )

  app.post(
    '/users/placements/:id/logbook/:weekStart/submit',
    {
      onRequest: intern,
      config: { writeLimit: 'logbookSubmissions' },
      schema: {
        tags: ['intern placements'],
        summary: 'Send the week to the industry supervisor to sign (mail and SMS with a link)',
        params: LogbookWeekParamsSchema,
        response: { 200: successOf(LogbookWeekSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: LOGBOOK_MESSAGES.submitted,
      data: await submitLogbookWeek(app.ctx, signedIn(request), {
        placementId: request.params.id,
        weekStart: request.params.weekStart,
      }),
    }),
  )

  const tags = ['logbook signing']
  app.get(
    '/logbook/sign',
    {
      config: { writeLimit: 'logbookLinks' },
      schema: {
        tags,
        summary: "The week a supervisor's link is for, to read before signing (no account)",
        querystring: LogbookTokenQuerySchema,
        response: { 200: successOf(LogbookSignViewSchema) },
      },
    },
    async (request, reply) => {
      // The answer carries the week's words: no shared cache keeps it.
      void reply.header('Cache-Control', 'private, no-store')
      return {
        status: 'success' as const,
        data: await getSignableWeek(app.ctx, request.query.token),
      }
    },
  )

  app.post(
    '/logbook/sign',
    {
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'logbookLinks' },
      schema: {
        tags,
        summary: 'The supervisor signs the week with their typed name and a comment',
        body: LogbookSignInputSchema,
        response: { 200: successOf(LogbookSignedSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: LOGBOOK_MESSAGES.signed,
      data: await signLogbookWeek(app.ctx, request.body),
    }),
  )
}
