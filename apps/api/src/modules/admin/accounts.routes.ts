import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminAccountSchema,
  AdminReasonInputSchema,
  AdminSearchQuerySchema,
  pageOf,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../plugins/auth.js'
import { adminAction, adminRead } from './admin-route.js'
import { listAccounts, restoreAccount, suspendAccount } from './account-suspension.service.js'

/** Accounts: find one by email or name, suspend it with a reason, restore it. */
export async function accountsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const response = { 200: successOf(AdminAccountSchema) }

  app.get(
    '/admin/accounts',
    adminRead(app, {
      querystring: AdminSearchQuerySchema,
      response: { 200: successOf(pageOf(AdminAccountSchema)) },
    }),
    async (request) => ({
      status: 'success' as const,
      data: await listAccounts(app.ctx, request.query),
    }),
  )
  app.post(
    '/admin/accounts/:id/suspend',
    adminAction(app, { body: AdminReasonInputSchema, response }),
    async (request) => ({
      status: 'success' as const,
      message: 'Account suspended',
      data: await suspendAccount(app.ctx, signedInAdmin(request), request.params.id, request.body),
    }),
  )
  app.post('/admin/accounts/:id/restore', adminAction(app, { response }), async (request) => ({
    status: 'success' as const,
    message: 'Account restored',
    data: await restoreAccount(app.ctx, signedInAdmin(request), request.params.id),
  }))
}
