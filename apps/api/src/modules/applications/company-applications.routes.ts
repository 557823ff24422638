import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ApplicationDecisionSchema,
  CompanyApplicationSchema,
  CompanyApplicationsQuerySchema,
  COMPANY_APPLICATION_MESSAGES,
  pageOf,
  successOf,
} from '@app/domain'
import { signedIn } from '../../lib/auth.plugin.js'
import { requireCompleteCompany } from './application-access.js'
import {
  decideApplication,
  listCompanyApplications,
  openCompanyApplication,
} from './company-applications.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })

/**
 * A company reviewing applicants to its roles (spec §7): list, open (pending → in_review on the
 * first open), accept, reject. Only with a complete company profile.
 */
export async function companyApplicationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['company applications']
  const onRequest = app.requireAccount('company')
  const preHandler = async (request: Parameters<typeof signedIn>[0]) => {
    await requireCompleteCompany(app.ctx.db, signedIn(request).id)
  }

  app.get(
    '/company/applications',
    {
      onRequest,
      preHandler,
      schema: {
        tags,
        querystring: CompanyApplicationsQuerySchema,
        response: { 200: successOf(pageOf(CompanyApplicationSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listCompanyApplications(app.ctx, signedIn(request), request.query),
    }),
  )

  app.get(
    '/company/applications/:id',
    {
      onRequest,
      preHandler,
      schema: {
        tags,
        params: ParamsSchema,
        response: { 200: successOf(CompanyApplicationSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await openCompanyApplication(app.ctx, signedIn(request), request.params.id),
    }),
  )

  for (const [path, decision] of [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const) {
    app.patch(
      `/company/applications/:id/${path}`,
      {
        onRequest,
        preHandler,
        schema: {
          tags,
          params: ParamsSchema,
          response: { 200: successOf(ApplicationDecisionSchema) },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: COMPANY_APPLICATION_MESSAGES[decision],
        data: await decideApplication(app.ctx, signedIn(request), {
          applicationId: request.params.id,
          decision,
        }),
      }),
    )
  }
}
