import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminCompaniesQuerySchema,
  AdminCompanySchema,
  AdminReasonInputSchema,
  VerifyCompanyInputSchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../plugins/auth.js'
import { adminAction, adminRead } from './admin-route.js'
import {
  listCompaniesForReview,
  rejectCompany,
  verifyCompany,
} from './company-verification.service.js'

/** The verification queue: companies' CAC documents, verified or rejected by an admin. */
export async function companyVerificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const response = { 200: successOf(AdminCompanySchema) }

  app.get(
    '/admin/companies',
    adminRead(app, {
      querystring: AdminCompaniesQuerySchema,
      response: { 200: successOf(pageOf(AdminCompanySchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listCompaniesForReview(app.ctx, request.query),
    }),
  )
  app.post(
    '/admin/companies/:id/verify',
    adminAction(app, { body: VerifyCompanyInputSchema.nullish(), response }),
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
    adminAction(app, { body: AdminReasonInputSchema, response }),
    async (request) => ({
      status: 'success' as const,
      message: 'Verification rejected',
      data: await rejectCompany(app.ctx, signedInAdmin(request), request.params.id, request.body),
    }),
  )
}
