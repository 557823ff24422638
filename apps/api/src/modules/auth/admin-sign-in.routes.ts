import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AdminMeSchema,
  ChallengeSchema,
  SessionSchema,
  SignInInputSchema,
  VerifyOtpInputSchema,
  successOf,
} from '@app/domain'
import { signedInAdmin } from '../../plugins/auth.js'
import { startSignIn, verifySignInCode } from './auth.service.js'

const BODY_LIMIT = 4 * 1024
const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
})

/**
 * Admins sign in like everyone else (a mailed code and a one-tap link, `POST /auth/link`), under
 * their own prefix; there is no sign-up. The code limits and answers are the other kinds'.
 */
export async function adminSignInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['admin']
  app.post(
    '/admin/login',
    {
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: SignInInputSchema, response: { 200: successOf(ChallengeSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'A sign-in code has been sent to your email',
      data: await startSignIn(app.ctx, 'admin', request.body),
    }),
  )
  app.post(
    '/admin/verify-otp',
    {
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: VerifyOtpInputSchema, response: { 200: successOf(SessionSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await verifySignInCode(app.ctx, 'admin', request.body, clientOf(request)),
    }),
  )
  app.get(
    '/admin/me',
    { onRequest: app.requireAdmin, schema: { tags, response: { 200: successOf(AdminMeSchema) } } },
    async (request) => {
      const { id, email } = signedInAdmin(request)
      return { status: 'success' as const, data: { id, email, kind: 'admin' as const } }
    },
  )
}
