import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { successOf } from '@app/domain'
import { migrationsCurrent } from '../../db/client.js'

const NotReady = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.literal('SERVICE_UNAVAILABLE'),
})

/** Why this process should not be sent requests now, or null when it is ready. */
async function notReadyBecause(app: FastifyInstance): Promise<string | null> {
  if (app.shuttingDown) return 'shutting down'
  try {
    if (!(await migrationsCurrent(app.ctx.db))) return 'database migrations are not current'
  } catch {
    return 'database unreachable'
  }
  return null
}

/**
 * Load balancers ask `live` whether to restart the process and `ready` whether to send it
 * requests; `/health` is the older all-in-one check, kept for existing monitors.
 */
export async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        response: { 200: successOf(z.object({ db: z.literal('ok') })) },
      },
    },
    async () => {
      await app.ctx.db.execute(sql`select 1`)
      return { status: 'success' as const, data: { db: 'ok' as const } }
    },
  )

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'The process answers (it touches nothing else)',
        response: { 200: successOf(z.object({ live: z.literal(true) })) },
      },
    },
    async () => ({ status: 'success' as const, data: { live: true as const } }),
  )

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'The database answers, its migrations are current, and the process is not stopping',
        response: { 200: successOf(z.object({ ready: z.literal(true) })), 503: NotReady },
      },
    },
    async (_request, reply) => {
      const reason = await notReadyBecause(app)
      if (reason) {
        return reply.status(503).send({
          status: 'error' as const,
          message: `Not ready: ${reason}`,
          code: 'SERVICE_UNAVAILABLE' as const,
        })
      }
      return { status: 'success' as const, data: { ready: true as const } }
    },
  )
}
