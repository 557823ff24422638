import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  APPLICATION_MESSAGES,
  ApplyInputSchema,
  CompanyDetailsSchema,
  InternApplicationSchema,
  InternApplicationsQuerySchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import { getRoleCompanyDetails } from '../roles/role-company-details.queries.js'
import {
  getInternApplication,
  listInternApplications,
  withdrawApplication,
} from './applications.service.js'
import { applyToRole } from './apply-to-role.service.js'

const BODY_LIMIT = 4 * 1024
// Free text, checked in the service, so a malformed id is 404 like an unknown one.
const RoleParamsSchema = z.object({ roleId: z.string().max(100) })
const ApplicationParamsSchema = z.object({ id: z.string().max(100) })

/** An intern applying and following their applications (spec §2, §7). */
export async function applicationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['intern applications']
  // On request, before the body is read: a caller without a session gets 401, not a validation answer.
  const onRequest = app.requireAccount('intern')

  app.post(
    '/users/roles/:roleId/apply',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'applications' },
      schema: {
        tags,
        params: RoleParamsSchema,
        body: ApplyInputSchema,
        response: { 201: successOf(InternApplicationSchema) },
      },
    },
    async (request, reply) => {
      const { roleId } = request.params
      const data = await applyToRole(app.ctx, signedIn(request), { ...request.body, roleId })
      return reply
        .status(201)
        .send({ status: 'success', message: APPLICATION_MESSAGES.submitted, data })
    },
  )

  app.get(
    '/users/applications',
    {
      onRequest,
      schema: {
        tags,
        querystring: InternApplicationsQuerySchema,
        response: { 200: successOf(pageOf(InternApplicationSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listInternApplications(app.ctx, signedIn(request), request.query),
    }),
  )

  app.get(
    '/users/applications/:id',
    {
      onRequest,
      schema: {
        tags,
        params: ApplicationParamsSchema,
        response: { 200: successOf(InternApplicationSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getInternApplication(app.ctx, signedIn(request), request.params.id),
    }),
  )

  app.delete(
    '/users/applications/:id',
    {
      onRequest,
      schema: { tags, params: ApplicationParamsSchema, response: { 200: successOf(z.null()) } },
    },
    async (request) => {
      await withdrawApplication(app.ctx, signedIn(request), request.params.id)
      return { status: 'success' as const, message: APPLICATION_MESSAGES.withdrawn, data: null }
    },
  )

  app.get(
    '/users/applications/:roleId/company',
    {
      onRequest,
      schema: {
        tags,
        params: RoleParamsSchema,
        response: { 200: successOf(CompanyDetailsSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getRoleCompanyDetails(
        app.ctx,
        { kind: 'intern', id: signedIn(request).id },
        request.params.roleId,
      ),
    }),
  )
}
