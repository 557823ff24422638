import type { FastifyInstance } from 'fastify'
import { accountsRoutes } from './accounts.routes.js'
import { auditRoutes } from './audit.routes.js'
import { backgroundWorkRoutes } from './background-work.routes.js'
import { companyVerificationRoutes } from './company-verification.routes.js'
import { reportHandlingRoutes } from './report-handling.routes.js'
import { roleRemovalRoutes } from './role-removal.routes.js'
import { stipendDisputesRoutes } from './stipend-disputes.routes.js'

/**
 * The operator's API (DESIGN.md §10): every console action takes requireAdmin. Admins sign in
 * with the auth module's routes (admin-sign-in.routes.ts).
 */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(auditRoutes)
  await app.register(companyVerificationRoutes)
  await app.register(accountsRoutes)
  await app.register(roleRemovalRoutes)
  await app.register(reportHandlingRoutes)
  await app.register(backgroundWorkRoutes)
  await app.register(stipendDisputesRoutes)
}
