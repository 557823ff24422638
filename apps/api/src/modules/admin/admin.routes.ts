import type { FastifyInstance } from 'fastify'
import { adminSignInRoutes } from './admin-sign-in.routes.js'
import { auditRoutes } from './audit.routes.js'

/** The operator's API (DESIGN.md §10): sign-in is open, everything else takes requireAdmin. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminSignInRoutes)
  await app.register(auditRoutes)
}
