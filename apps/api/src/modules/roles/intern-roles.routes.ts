import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  APPLICATION_MESSAGES,
  InternRoleSchema,
  InternRolesQuerySchema,
  PageQuerySchema,
  SavedRolesSchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import {
  getInternRole,
  listInternRoles,
  listSavedRoles,
  saveRole,
  unsaveRole,
} from './intern-roles.service.js'

// Any text: a malformed id is a role that does not exist (404), checked in the service.
const RoleParamsSchema = z.object({ roleId: z.string() })
const rolePage = { 200: successOf(pageOf(InternRoleSchema)) }
const savedAnswer = { 200: successOf(SavedRolesSchema) }

/** Roles as a signed-in intern sees them: compatibility, saved and applied marks (spec §7). */
export async function internRolesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['intern roles']
  const onRequest = app.requireAccount('intern')
  // Saving and unsaving are writes, limited as the server pages' save form is (decision 079).
  const config = { writeLimit: 'savedRoles' } as const

  app.get(
    '/users/roles',
    { onRequest, schema: { tags, querystring: InternRolesQuerySchema, response: rolePage } },
    async (request) => ({
      status: 'success' as const,
      // Read-only: a replica that has the intern's own last write serves it (decision 074).
      data: await app.ctx.reads.run(request.account, (ctx) =>
        listInternRoles(ctx, signedIn(request), request.query),
      ),
    }),
  )

  app.get(
    '/users/roles/saved',
    { onRequest, schema: { tags, querystring: PageQuerySchema, response: rolePage } },
    async (request) => ({
      status: 'success' as const,
      data: await listSavedRoles(app.ctx, signedIn(request), request.query),
    }),
  )

  app.get(
    '/users/roles/:roleId',
    {
      onRequest,
      schema: { tags, params: RoleParamsSchema, response: { 200: successOf(InternRoleSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await app.ctx.reads.run(request.account, (ctx) =>
        getInternRole(ctx, signedIn(request), request.params.roleId),
      ),
    }),
  )

  app.post(
    '/users/roles/save/:roleId',
    { onRequest, config, schema: { tags, params: RoleParamsSchema, response: savedAnswer } },
    async (request) => ({
      status: 'success' as const,
      message: APPLICATION_MESSAGES.roleSaved,
      data: await saveRole(app.ctx, signedIn(request), request.params.roleId),
    }),
  )

  app.delete(
    '/users/roles/save/:roleId',
    { onRequest, config, schema: { tags, params: RoleParamsSchema, response: savedAnswer } },
    async (request) => ({
      status: 'success' as const,
      message: APPLICATION_MESSAGES.roleUnsaved,
      data: await unsaveRole(app.ctx, signedIn(request), request.params.roleId),
    }),
  )
}
