import type { FastifyInstance } from 'fastify'
import { AdminIdParamsSchema } from '@app/domain'

const tags = ['admin']
/** A reason or a note: far below the app's default body limit. */
const ADMIN_BODY_LIMIT = 8 * 1024

/** The options of a console read: the admin guard (decision 021) and the docs' tag. */
export const adminRead = <S extends object>(app: FastifyInstance, schema: S) => ({
  onRequest: app.requireAdmin,
  schema: { tags, ...schema },
})

/**
 * The options of a console action on one target (`/admin/<things>/:id/<verb>`): the admin guard,
 * the docs' tag, the id parameter, a small body and the `admin` write limit (decision 021).
 */
export const adminAction = <S extends object>(app: FastifyInstance, schema: S) => ({
  onRequest: app.requireAdmin,
  bodyLimit: ADMIN_BODY_LIMIT,
  config: { writeLimit: 'admin' as const },
  schema: { tags, params: AdminIdParamsSchema, ...schema },
})
