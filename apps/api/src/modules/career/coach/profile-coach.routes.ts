import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ProfileCoachSchema, successOf } from '@app/domain'
import { signedIn } from '../../../plugins/auth.js'
import { getProfileCoach } from './profile-coach.queries.js'

/** The profile coach (DESIGN §11 Career tools, decision 067). */
export async function profileCoachRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/users/profile-coach',
    {
      onRequest: app.requireAccount('intern'),
      schema: {
        tags: ['career tools'],
        summary: "The intern's profile score and a checklist of what would raise it",
        response: { 200: successOf(ProfileCoachSchema) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: await getProfileCoach(app.ctx, signedIn(request)),
    }),
  )
}
