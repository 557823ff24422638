import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ChallengeSchema,
  RegisterInputSchema,
  SessionSchema,
  SignInInputSchema,
  SignInLinkInputSchema,
  VerifyOtpInputSchema,
  successOf,
  type MemberKind,
} from '@app/domain'
import { adminSignInRoutes } from './admin-sign-in.routes.js'
import { registerAccount, signInByLink, startSignIn, verifySignInCode } from './auth.service.js'
import { signedIn } from '../../plugins/auth.js'
import { revokeAllSessions, revokeSession } from '../../lib/sessions.js'

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
})

/** Each kind signs in under its own prefix, as the spec's calls do. */
const PREFIX: Record<MemberKind, string> = { company: '/company', intern: '/auth' }
const BODY_LIMIT = 4 * 1024

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const tags = ['auth']
  await app.register(adminSignInRoutes)
  // GET /company/me and GET /auth/me live with the profile routes (companies.routes.ts,
  // interns.routes.ts).

  for (const kind of ['company', 'intern'] as const) {
    const prefix = PREFIX[kind]
    app.post(
      `${prefix}/register`,
      {
        bodyLimit: BODY_LIMIT,
        schema: { tags, body: RegisterInputSchema, response: { 201: successOf(ChallengeSchema) } },
      },
      async (request, reply) => {
        const data = await registerAccount(app.ctx, kind, request.body)
        return reply.status(201).send({ status: 'success', message: 'Account created', data })
      },
    )
    app.post(
      `${prefix}/login`,
      {
        bodyLimit: BODY_LIMIT,
        schema: { tags, body: SignInInputSchema, response: { 200: successOf(ChallengeSchema) } },
      },
      async (request) => ({
        status: 'success' as const,
        message: 'A sign-in code has been sent to your email',
        data: await startSignIn(app.ctx, kind, request.body),
      }),
    )
    app.post(
      `${prefix}/verify-otp`,
      {
        bodyLimit: BODY_LIMIT,
        schema: { tags, body: VerifyOtpInputSchema, response: { 200: successOf(SessionSchema) } },
      },
      async (request) => ({
        status: 'success' as const,
        data: await verifySignInCode(app.ctx, kind, request.body, clientOf(request)),
      }),
    )
  }

  // One path for every kind: the link's token says whose it is.
  app.post(
    '/auth/link',
    {
      bodyLimit: BODY_LIMIT,
      schema: { tags, body: SignInLinkInputSchema, response: { 200: successOf(SessionSchema) } },
    },
    async (request) => ({
      status: 'success' as const,
      data: await signInByLink(app.ctx, request.body, clientOf(request)),
    }),
  )

  app.delete(
    '/session',
    { preHandler: app.requireAccount(), schema: { tags, response: { 200: successOf(z.null()) } } },
    async (request) => {
      await revokeSession(app.ctx.db, signedIn(request).sessionId)
      return { status: 'success' as const, message: 'Signed out', data: null }
    },
  )
  app.delete(
    '/sessions',
    { preHandler: app.requireAccount(), schema: { tags, response: { 200: successOf(z.null()) } } },
    async (request) => {
      await revokeAllSessions(app.ctx.db, signedIn(request).id)
      return { status: 'success' as const, message: 'Signed out everywhere', data: null }
    },
  )
}
