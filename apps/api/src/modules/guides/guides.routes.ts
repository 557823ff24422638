import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { GuideSummarySchema, GuidesQuerySchema, pageOf, successOf } from '@app/domain'
import { listGuides } from './guides.service.js'

/** The guides as JSON, for lists in the app and elsewhere; the pages are guide-pages.routes.ts. */
export async function guidesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/guides',
    {
      schema: {
        tags: ['guides'],
        querystring: GuidesQuerySchema,
        response: { 200: successOf(pageOf(GuideSummarySchema)) },
      },
    },
    async (request) => ({ status: 'success' as const, data: await listGuides(request.query) }),
  )
}
