import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm'
import { REPORT_MESSAGES, ROLE_MESSAGES, type HeldRole, type PageQuery } from '@app/domain'
import { companies, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'
import { recordAdminAction, type AdminActor } from './audit-log.js'
import { notify } from '../notifications/notify.js'

/** Held by the no-fee policy, and not deleted or removed since (decision 022). */
const isHeld = and(
  isNotNull(roles.heldForReviewAt),
  isNull(roles.deletedAt),
  isNull(roles.removedByAdminAt),
)

/** The roles the no-fee policy holds, oldest first. */
export async function listHeldRoles(ctx: AppContext, query: PageQuery) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: roles.id,
        title: roles.title,
        companyId: roles.companyId,
        companyName: companies.companyName,
        heldForReviewAt: roles.heldForReviewAt,
        heldReason: roles.heldReason,
        roleSummary: roles.roleSummary,
        responsibilities: roles.responsibilities,
        requirements: roles.requirements,
      })
      .from(roles)
      .innerJoin(companies, eq(companies.accountId, roles.companyId))
      .where(isHeld)
      .orderBy(asc(roles.heldForReviewAt), asc(roles.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    ctx.db.select({ n: count() }).from(roles).where(isHeld),
  ])
  const docs = rows.map(({ heldForReviewAt, heldReason, ...row }): HeldRole => ({
    ...row,
    heldSince: heldForReviewAt!.toISOString(),
    reason: heldReason ?? '',
  }))
  return pageResult(docs, query.page, query.limit, total?.n ?? 0)
}

/**
 * An admin finds a held role fine: it goes public, the company is told, the audit log keeps it.
 * Removing one instead is decision 021's `POST /admin/roles/{id}/remove`.
 */
export async function releaseRole(
  ctx: AppContext,
  admin: AdminActor,
  input: { roleId: string; note?: string | undefined },
) {
  const { roleId, note } = input
  if (!isUuid(roleId)) throw notFound(ROLE_MESSAGES.notFound)
  return ctx.db.transaction(async (tx) => {
    const [released] = await tx
      .update(roles)
      // Released, it reaches the job alerts that match it in the next alerts sweep (decision 025).
      .set({
        heldForReviewAt: null,
        heldReason: null,
        alertsMatchedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(roles.id, roleId), isHeld))
      .returning({ id: roles.id, title: roles.title, companyId: roles.companyId })
    if (!released) {
      const [exists] = await tx
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.id, roleId), isNull(roles.deletedAt)))
      if (exists) throw new AppError('ROLE_NOT_HELD', REPORT_MESSAGES.roleNotHeld)
      throw notFound(ROLE_MESSAGES.notFound)
    }
    await recordAdminAction(tx, admin, {
      action: 'role.release',
      targetType: 'role',
      targetId: roleId,
      reason: note ?? null,
    })
    await notify(
      ctx,
      tx,
      { accountId: released.companyId },
      { name: 'role-released', data: { roleTitle: released.title } },
    )
    return { id: released.id }
  })
}
