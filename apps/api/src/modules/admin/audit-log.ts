import { count, desc } from 'drizzle-orm'
import type { AuditEntry, AuditTargetType, PageQuery } from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { adminActions } from '../../db/schema.js'
import type { SignedInAccount } from '../../lib/sessions.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'

/** Who acts in the console: the audit log keeps the admin's email beside the id. */
export type AdminActor = Pick<SignedInAccount, 'id' | 'email'>

export interface AdminAction {
  /** '<target>.<verb>': 'company.verify', 'account.suspend', 'report.resolve' … */
  action: `${AuditTargetType}.${string}`
  targetType: AuditTargetType
  targetId: string
  reason?: string | null | undefined
}

/**
 * Writes one line of the audit log, in the transaction of the change it records, so an action and
 * its line exist together or not at all. Every admin write calls it.
 */
export async function recordAdminAction(tx: Tx | Db, admin: AdminActor, action: AdminAction) {
  await tx.insert(adminActions).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    reason: action.reason ?? null,
  })
}

/** The audit log, newest first. */
export async function listAuditLog(db: Db, query: PageQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminActions)
      .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(adminActions),
  ])
  const docs: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
  }))
  return pageResult(docs, query.page, query.limit, total?.n ?? 0)
}
