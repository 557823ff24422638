import { z } from 'zod'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  CompanyDetailsSchema,
  PublicRoleSchema,
  PublicRolesQuerySchema,
  pageOf,
  successOf,
} from '@app/domain'
import { getRoleCompanyDetails } from './role-company-details.queries.js'
import { getPublicRole, listPublicRoles } from './roles.service.js'

const RoleParamsSchema = z.object({ roleId: z.string().max(100) })

export async function rolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/roles/recent',
    {
      schema: {
        tags: ['roles'],
        querystring: PublicRolesQuerySchema,
        response: { 200: successOf(pageOf(PublicRoleSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      // Read-only: a replica serves it when one is up (decision 074).
      data: await app.ctx.reads.run(null, (ctx) => listPublicRoles(ctx, request.query)),
    }),
  )

  // A role's own page for anyone (issue 33): the same role the list shows, or 404.
  app.get(
    '/roles/public/:roleId',
    {
      schema: {
        tags: ['roles'],
        params: RoleParamsSchema,
        response: { 200: successOf(PublicRoleSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.ctx.reads.run(null, (ctx) => getPublicRole(ctx, request.params.roleId)),
    }),
  )

  // The company page of a role anyone can browse (decision 009); interns use their own route.
  app.get(
    '/roles/:roleId/company',
    {
      schema: {
        tags: ['roles'],
        params: RoleParamsSchema,
        response: { 200: successOf(CompanyDetailsSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.ctx.reads.run(null, (ctx) =>
        getRoleCompanyDetails(ctx, { kind: 'visitor' }, request.params.roleId),
      ),
    }),
  )
}
