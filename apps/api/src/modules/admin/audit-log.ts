import { and, asc, desc, eq, sql } from 'drizzle-orm'
import {
  auditTargetOf,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type AuditTargetType,
} from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { adminActions } from '../../db/schema.js'
import type { SignedInAccount } from '../../lib/sessions.js'
import { JOBS_SCHEMA } from '../../lib/jobs.js'
import { searchPage } from './search.js'

/** Who acts in the console: the audit log keeps the admin's email beside the id. */
export type AdminActor = Pick<SignedInAccount, 'id' | 'email'>

export interface AdminAction {
  /** '<target>.<verb>' (AUDIT_ACTION_LABELS): 'company.verify', 'account.suspend' … */
  action: AuditAction
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

const personName = (first: string, last: string) =>
  `nullif(trim(concat_ws(' ', ${first}, ${last})), '')`

/**
 * The line's target id, named with its table: drizzle writes a lone column of the one table a
 * query reads unqualified, and inside `from reports r` a bare "target_id" is the report's own.
 */
const lineTargetId = sql.raw('"admin_actions"."target_id"')

/**
 * The target's name as it is now, looked up by primary key for each line of one page (at most the
 * page's limit of lookups). Every target type's id is a uuid, written by our own code.
 */
const targetNameSql = sql<string | null>`case ${adminActions.targetType}
  when 'company' then (select c.company_name from companies c
    where c.account_id = ${lineTargetId}::uuid)
  when 'account' then (select coalesce(c.company_name, ${sql.raw(personName('i.first_name', 'i.last_name'))}, a.email)
    from accounts a
    left join companies c on c.account_id = a.id
    left join interns i on i.account_id = a.id
    where a.id = ${lineTargetId}::uuid)
  when 'role' then (select r.title || coalesce(' at ' || c.company_name, '') from roles r
    left join companies c on c.account_id = r.company_id
    where r.id = ${lineTargetId}::uuid)
  when 'report' then (select case when r.source = 'automatic' then 'Flagged chat'
      else 'Report of a ' || r.target_type::text end
    from reports r where r.id = ${lineTargetId}::uuid)
  when 'job' then (select j.name from ${sql.raw(`${JOBS_SCHEMA}.job`)} j
    where j.id = ${lineTargetId}::uuid)
  when 'contact' then (select ${sql.raw(personName('m.first_name', 'm.last_name'))}
    from contact_messages m where m.id = ${lineTargetId}::uuid)
end`

/** The lines a query asks for; an action implies its target type, which the index leads with. */
function auditFilter(query: AuditQuery) {
  const targetType = query.action ? auditTargetOf(query.action) : query.targetType
  return and(
    query.admin ? eq(adminActions.adminEmail, query.admin) : undefined,
    targetType ? eq(adminActions.targetType, targetType) : undefined,
    query.action ? eq(adminActions.action, query.action) : undefined,
    // An action about another target type than the one asked for matches nothing.
    query.action && query.targetType && query.targetType !== targetType ? sql`false` : undefined,
  )
}

/**
 * The audit log, newest first, each line with its target's name where the target still exists;
 * narrowed by the acting admin, the action and the target type.
 */
export async function listAuditLog(db: Db, query: AuditQuery) {
  const where = auditFilter(query)
  const ordered = db
    .select({
      id: adminActions.id,
      createdAt: adminActions.createdAt,
      adminEmail: adminActions.adminEmail,
      action: adminActions.action,
      targetType: adminActions.targetType,
      targetId: adminActions.targetId,
      targetName: targetNameSql,
      reason: adminActions.reason,
    })
    .from(adminActions)
    .where(where)
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .$dynamic()
  const matching = db.select({ id: adminActions.id }).from(adminActions).where(where).$dynamic()
  return searchPage(db, query, { ordered, matching }, (row): AuditEntry => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    adminEmail: row.adminEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetName: row.targetName,
    reason: row.reason,
  }))
}

/** Everyone who has acted in the console, by the email the log keeps: the admin filter's choices. */
export async function listAuditAdmins(db: Db) {
  const rows = await db
    .selectDistinct({ email: adminActions.adminEmail })
    .from(adminActions)
    .orderBy(asc(adminActions.adminEmail))
  return { admins: rows.map((row) => row.email) }
}
