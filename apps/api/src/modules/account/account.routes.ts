import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ACCOUNT_EXPORT_MESSAGE,
  ACCOUNT_MESSAGES,
  AccountExportSchema,
  exportFileName,
  AccountChangeInputSchema,
  AccountPreferencesInputSchema,
  AccountPreferencesSchema,
  AccountSessionSchema,
  ChallengeSchema,
  CompanyMeSchema,
  ConfirmAccountChangeInputSchema,
  DeleteAccountInputSchema,
  InternMeSchema,
  SessionIdParamsSchema,
  successOf,
} from '@app/domain'
import { signedIn } from '../../plugins/auth.js'
import { confirmAccountChange, requestAccountChange } from './account-changes.service.js'
import { exportAccountData } from './account-export.service.js'
import {
  deleteAccount,
  getPreferences,
  listSessions,
  revokeOwnSession,
  savePreferences,
} from './account.service.js'

const BODY_LIMIT = 4 * 1024
const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
})

/**
 * Settings made real (DESIGN.md §5): devices, changes confirmed by a mailed code, notification and
 * privacy preferences, and deleting the account. Log out everywhere is `DELETE /sessions`.
 */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['account']
  // On request, before the body is read: a caller without a session gets 401, not a validation answer.
  const onRequest = app.requireAccount('company', 'intern')

  app.get(
    '/account/sessions',
    { onRequest, schema: { tags, response: { 200: successOf(z.array(AccountSessionSchema)) } } },
    async (request) => ({
      status: 'success' as const,
      data: await listSessions(app.ctx.db, signedIn(request)),
    }),
  )

  app.delete(
    '/account/sessions/:id',
    {
      onRequest,
      schema: { tags, params: SessionIdParamsSchema, response: { 200: successOf(z.null()) } },
    },
    async (request) => {
      await revokeOwnSession(app.ctx.db, signedIn(request).id, request.params.id)
      return { status: 'success' as const, message: ACCOUNT_MESSAGES.sessionRevoked, data: null }
    },
  )

  app.post(
    '/account/changes',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      config: { writeLimit: 'accountChanges' },
      schema: {
        tags,
        body: AccountChangeInputSchema,
        response: { 200: successOf(ChallengeSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message:
        request.body.field === 'email'
          ? ACCOUNT_MESSAGES.changeCodeSentToNewEmail
          : ACCOUNT_MESSAGES.changeCodeSent,
      data: await requestAccountChange(app.ctx, signedIn(request), request.body),
    }),
  )

  app.post(
    '/account/changes/confirm',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        body: ConfirmAccountChangeInputSchema,
        response: { 200: successOf(z.union([CompanyMeSchema, InternMeSchema])) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ACCOUNT_MESSAGES.changeSaved,
      data: await confirmAccountChange(app.ctx, signedIn(request), request.body, clientOf(request)),
    }),
  )

  app.get(
    '/account/preferences',
    { onRequest, schema: { tags, response: { 200: successOf(AccountPreferencesSchema) } } },
    async (request) => ({
      status: 'success' as const,
      data: await getPreferences(app.ctx.db, signedIn(request)),
    }),
  )

  app.put(
    '/account/preferences',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        body: AccountPreferencesInputSchema,
        response: { 200: successOf(AccountPreferencesSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ACCOUNT_MESSAGES.preferencesSaved,
      data: await savePreferences(app.ctx.db, signedIn(request), request.body),
    }),
  )

  app.get(
    '/account/export',
    {
      onRequest,
      config: { writeLimit: 'exports' },
      schema: {
        tags,
        summary: 'Everything held about the account, as a JSON download (NDPA 2023)',
        response: { 200: successOf(AccountExportSchema) },
      },
    },
    async (request, reply) => {
      const now = new Date()
      const data = await exportAccountData(app.ctx, signedIn(request), now)
      reply.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`)
      reply.header('Cache-Control', 'no-store')
      return { status: 'success' as const, message: ACCOUNT_EXPORT_MESSAGE, data }
    },
  )

  app.delete(
    '/account',
    {
      onRequest,
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: DeleteAccountInputSchema, response: { 200: successOf(z.null()) } },
    },
    async (request) => {
      await deleteAccount(app.ctx, signedIn(request))
      return { status: 'success' as const, message: ACCOUNT_MESSAGES.deleted, data: null }
    },
  )
}
