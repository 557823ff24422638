import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { successOf } from '@app/domain'

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
}
