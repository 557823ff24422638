import type { FastifyInstance } from 'fastify'
import { accountsRoutes } from './accounts.routes.js'
import { adminSignInRoutes } from './admin-sign-in.routes.js'
import { auditRoutes } from './audit.routes.js'
import { backgroundWorkRoutes } from './background-work.routes.js'
import { companyVerificationRoutes } from './company-verification.routes.js'
import { adminRolesRoutes } from './roles.routes.js'

/** The operator's API (DESIGN.md §10): sign-in is open, everything else takes requireAdmin. */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminSignInRoutes)
  await app.register(auditRoutes)
  await app.register(companyVerificationRoutes)
  await app.register(accountsRoutes)
  await app.register(adminRolesRoutes)
  await app.register(backgroundWorkRoutes)
}
