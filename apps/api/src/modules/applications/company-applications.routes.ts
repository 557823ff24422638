import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ApplicationDecisionSchema,
  BulkRejectInputSchema,
  BulkRejectResultSchema,
  CompanyApplicationSchema,
  CompanyApplicationsPageSchema,
  CompanyApplicationsQuerySchema,
  COMPANY_APPLICATION_MESSAGES,
  DecisionTimesQuerySchema,
  DecisionTimesSchema,
  RejectInputSchema,
  ROLE_PIPELINE_MESSAGES,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import { requireCompleteCompany } from './application-access.queries.js'
import {
  decideApplication,
  listCompanyApplications,
  openCompanyApplication,
} from './company-applications.service.js'
import { rejectApplications } from './bulk-reject.service.js'
import { applicantsCsv } from './applicants-csv.js'
import { roleDecisionTimes } from './decision-times.service.js'

const ParamsSchema = z.object({ id: z.string().max(100) })
const BODY_LIMIT = 64 * 1024

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
  /** The options of every review route: a company account with a complete profile. */
  const reviewing = <S extends object>(schema: S) => ({
    onRequest,
    preHandler,
    schema: { tags, ...schema },
  })
  /** A rejection, one or many: a small body and the `pipeline` write limit on top. */
  const rejecting = <S extends object>(schema: S) => ({
    ...reviewing(schema),
    bodyLimit: BODY_LIMIT,
    config: { writeLimit: 'pipeline' as const },
  })

  app.get(
    '/company/applications',
    reviewing({
      querystring: CompanyApplicationsQuerySchema,
      response: { 200: successOf(CompanyApplicationsPageSchema) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listCompanyApplications(app.ctx, signedIn(request), request.query),
    }),
  )

  // The dashboard's 'decided within 21 days' of its roles (decision 071).
  app.get(
    '/company/decision-times',
    reviewing({
      querystring: DecisionTimesQuerySchema,
      response: { 200: successOf(DecisionTimesSchema) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await roleDecisionTimes(app.ctx, signedIn(request), request.query.roleIds),
    }),
  )

  app.get(
    '/company/applications/:id',
    reviewing({ params: ParamsSchema, response: { 200: successOf(CompanyApplicationSchema) } }),
    async (request) => ({
      status: 'success' as const,
      data: await openCompanyApplication(app.ctx, signedIn(request), request.params.id),
    }),
  )

  app.patch(
    '/company/applications/:id/accept',
    reviewing({ params: ParamsSchema, response: { 200: successOf(ApplicationDecisionSchema) } }),
    async (request) => ({
      status: 'success' as const,
      message: COMPANY_APPLICATION_MESSAGES.accepted,
      data: await decideApplication(app.ctx, signedIn(request), {
        applicationId: request.params.id,
        decision: 'accepted',
      }),
    }),
  )

  // The body is optional (spec §7 sends none); with one, the applicant is told the reason.
  app.patch(
    '/company/applications/:id/reject',
    rejecting({
      params: ParamsSchema,
      body: RejectInputSchema.nullish(),
      response: { 200: successOf(ApplicationDecisionSchema) },
    }),
    async (request) => ({
      status: 'success' as const,
      message: COMPANY_APPLICATION_MESSAGES.rejected,
      data: await decideApplication(app.ctx, signedIn(request), {
        applicationId: request.params.id,
        decision: 'rejected',
        ...request.body,
      }),
    }),
  )

  app.post(
    '/company/applications/reject',
    rejecting({
      body: BulkRejectInputSchema,
      response: { 200: successOf(BulkRejectResultSchema) },
    }),
    async (request) => {
      const data = await rejectApplications(app.ctx, signedIn(request), request.body)
      return {
        status: 'success' as const,
        message: ROLE_PIPELINE_MESSAGES.bulkRejected(data.rejected.length),
        data,
      }
    },
  )

  // A role's applicants as a spreadsheet (decision 029): streamed, oldest first.
  app.get(
    '/company/roles/:id/applicants.csv',
    {
      onRequest,
      config: { writeLimit: 'applicantExports' },
      schema: { tags: ['company roles'], params: ParamsSchema },
    },
    async (request, reply) => {
      const csv = await applicantsCsv(app.ctx, signedIn(request), request.params.id)
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.filename}"`)
        .header('Cache-Control', 'no-store')
        .send(csv.body)
    },
  )
}
