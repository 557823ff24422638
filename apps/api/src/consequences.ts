import { eq } from 'drizzle-orm'
import { roles } from './db/schema.js'
import { registerConsequences } from './lib/consequence-registry.js'
import { closeApplications } from './modules/applications/close-applications.queries.js'
import {
  countWaitingApplicants,
  restartResponseClocks,
} from './modules/applications/response-times.queries.js'
import { writeSystemLine } from './modules/messages/chat-lines.js'
import { rewriteCompanySearchDocuments } from './modules/roles/roles.queries.js'

/** What each module's change does to the modules above it, in one place (decision 057). */
registerConsequences({
  roleDeleted: (ctx, tx, companyId, roleId, now) =>
    closeApplications(ctx, tx, companyId, eq(roles.id, roleId), 'role-deleted', now),
  roleDeadlineChanged: restartResponseClocks,
  waitingApplicants: (db, companyId) => countWaitingApplicants(db, companyId),
  companyRenamed: rewriteCompanySearchDocuments,
  chatLineWritten: writeSystemLine,
})
