import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CompanyRoleSchema,
  CompanyRolesPageSchema,
  CompanyRolesQuerySchema,
  ROLE_FRESHNESS_MESSAGES,
  ROLE_MESSAGES,
  ROLE_PIPELINE_MESSAGES,
  RoleInputSchema,
  RoleUpdateSchema,
  roleSavedOutcome,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import {
  createRole,
  deleteRole,
  getCompanyRole,
  listCompanyRoles,
  updateRole,
} from './company-roles.service.js'
import { closeRole, keepRoleOpen, reopenRole } from './role-pipeline.service.js'

const BODY_LIMIT = 32 * 1024
const RoleParamsSchema = z.object({ id: z.string().max(100) })

/** A company managing its own roles (spec §7); the public browse is in roles.routes.ts. */
export async function companyRolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['company roles']
  // On request, before the body is read: a caller without a session gets 401, not a validation answer.
  const onRequest = app.requireAccount('company')

  app.post(
    '/roles/add-role',
    {
      onRequest,
      // Each new role may mail every intern whose alert matches it (decision 046).
      config: { writeLimit: 'roles' },
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: RoleInputSchema, response: { 201: successOf(CompanyRoleSchema) } },
    },
    async (request, reply) => {
      const data = await createRole(app.ctx, signedIn(request), request.body)
      const { message } = roleSavedOutcome(data.state, true)
      return reply.status(201).send({ status: 'success', message, data })
    },
  )

  app.get(
    '/roles',
    {
      onRequest,
      schema: {
        tags,
        querystring: CompanyRolesQuerySchema,
        response: { 200: successOf(CompanyRolesPageSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listCompanyRoles(app.ctx, signedIn(request), request.query),
    }),
  )

  app.get(
    '/roles/:id',
    {
      onRequest,
      schema: { tags, params: RoleParamsSchema, response: { 200: successOf(CompanyRoleSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getCompanyRole(app.ctx, signedIn(request), request.params.id),
    }),
  )

  app.patch(
    '/roles/:id',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        params: RoleParamsSchema,
        body: RoleUpdateSchema,
        response: { 200: successOf(CompanyRoleSchema) },
      },
    },
    async (request) => {
      const data = await updateRole(app.ctx, signedIn(request), {
        ...request.body,
        roleId: request.params.id,
      })
      const { message } = roleSavedOutcome(data.state, false)
      return { status: 'success' as const, message, data }
    },
  )

  app.delete(
    '/roles/:id',
    {
      onRequest,
      schema: { tags, params: RoleParamsSchema, response: { 200: successOf(z.null()) } },
    },
    async (request) => {
      await deleteRole(app.ctx, signedIn(request), request.params.id)
      return { status: 'success' as const, message: ROLE_MESSAGES.deleted, data: null }
    },
  )

  for (const [action, change] of [
    ['close', closeRole],
    ['reopen', reopenRole],
  ] as const) {
    app.post(
      `/company/roles/:id/${action}`,
      {
        onRequest,
        config: { writeLimit: 'pipeline' },
        schema: { tags, params: RoleParamsSchema, response: { 200: successOf(CompanyRoleSchema) } },
      },
      async (request) => ({
        status: 'success' as const,
        message:
          action === 'close' ? ROLE_PIPELINE_MESSAGES.closed : ROLE_PIPELINE_MESSAGES.reopened,
        data: await change(app.ctx, signedIn(request), request.params.id),
      }),
    )
  }

  app.post(
    '/company/roles/:id/keep-open',
    {
      onRequest,
      config: { writeLimit: 'keepOpen' },
      schema: { tags, params: RoleParamsSchema, response: { 200: successOf(CompanyRoleSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      message: ROLE_FRESHNESS_MESSAGES.keptOpen,
      data: await keepRoleOpen(app.ctx, signedIn(request), request.params.id),
    }),
  )
}
