import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AdminAccountSchema,
  AdminReasonInputSchema,
  AdminSearchQuerySchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../lib/auth.plugin.js'
import { listAccounts, restoreAccount, suspendAccount } from './account-suspension.service.js'

const IdParams = z.object({ id: z.string() })
const BODY_LIMIT = 8 * 1024

/** Accounts: find one by email or name, suspend it with a reason, restore it. */
export async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin']
  const onRequest = app.requireAdmin
  const answer = { 200: successOf(AdminAccountSchema) }

  app.get(
    '/admin/accounts',
    {
      onRequest,
      schema: {
        tags,
        querystring: AdminSearchQuerySchema,
        response: { 200: successOf(pageOf(AdminAccountSchema)) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await listAccounts(app.ctx, request.query),
    }),
  )
  app.post(
    '/admin/accounts/:id/suspend',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'admin' },
      schema: { tags, params: IdParams, body: AdminReasonInputSchema, response: answer },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Account suspended',
      data: await suspendAccount(app.ctx, signedInAdmin(request), request.params.id, request.body),
    }),
  )
  app.post(
    '/admin/accounts/:id/restore',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'admin' },
      schema: { tags, params: IdParams, response: answer },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Account restored',
      data: await restoreAccount(app.ctx, signedInAdmin(request), request.params.id),
    }),
  )
}
