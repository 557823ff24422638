import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminCompaniesQuerySchema,
  AdminCompanySchema,
  AdminReasonInputSchema,
  VerifyCompanyInputSchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../lib/auth.plugin.js'
import {
  listCompaniesForReview,
  rejectCompany,
  verifyCompany,
} from './company-verification.service.js'

const IdParams = z.object({ id: z.string() })
const BODY_LIMIT = 8 * 1024

/** The verification queue: companies' CAC documents, verified or rejected by an admin. */
export async function companyVerificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin']
  const onRequest = app.requireAdmin
  const answer = { 200: successOf(AdminCompanySchema) }

  app.get(
    '/admin/companies',
    {
      onRequest,
      schema: {
        tags,
        querystring: AdminCompaniesQuerySchema,
        response: { 200: successOf(pageOf(AdminCompanySchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listCompaniesForReview(app.ctx, request.query),
    }),
  )
  app.post(
    '/admin/companies/:id/verify',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'admin' },
      schema: {
        tags,
        params: IdParams,
        body: VerifyCompanyInputSchema.nullish(),
        response: answer,
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Company verified',
      data: await verifyCompany(
        app.ctx,
        signedInAdmin(request),
        request.params.id,
        request.body ?? {},
      ),
    }),
  )
  app.post(
    '/admin/companies/:id/reject',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'admin' },
      schema: { tags, params: IdParams, body: AdminReasonInputSchema, response: answer },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Verification rejected',
      data: await rejectCompany(app.ctx, signedInAdmin(request), request.params.id, request.body),
    }),
  )
}
