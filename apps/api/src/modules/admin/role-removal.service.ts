import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm'
import {
  ADMIN_MESSAGES,
  type AdminReasonInput,
  type AdminRole,
  type AdminSearchQuery,
  roleState,
} from '@app/domain'
import { accounts, companies, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { notify } from '../notifications/notify.js'
import { closeApplications } from '../applications/close-applications.queries.js'
import { recordAdminAction, type AdminActor } from './audit-log.js'
import { containsText, isAnyOf, searchPage } from './search.js'

const ROLE_NOT_FOUND = 'Role not found.'

const roleColumns = {
  id: roles.id,
  title: roles.title,
  companyId: roles.companyId,
  companyName: companies.companyName,
  verifiedAt: companies.verifiedAt,
  location: roles.location,
  createdAt: roles.createdAt,
  deletedAt: roles.deletedAt,
  removedByAdminAt: roles.removedByAdminAt,
  heldForReviewAt: roles.heldForReviewAt,
  closedAt: roles.closedAt,
  applicationDeadline: roles.applicationDeadline,
  companyVerification: roles.companyVerification,
}
type RoleRow = {
  id: string
  title: string
  companyId: string
  companyName: string | null
  verifiedAt: Date | null
  location: string
  createdAt: Date
  deletedAt: Date | null
  removedByAdminAt: Date | null
  heldForReviewAt: Date | null
  closedAt: Date | null
  applicationDeadline: string | null
  companyVerification: string
}

const roleDto = (ctx: AppContext, row: RoleRow): AdminRole => ({
  id: row.id,
  title: row.title,
  companyId: row.companyId,
  companyName: row.companyName,
  companyVerified: row.verifiedAt !== null,
  location: row.location,
  createdAt: row.createdAt.toISOString(),
  state: roleState({
    deletedAt: row.deletedAt,
    removedAt: row.removedByAdminAt,
    heldForReviewAt: row.heldForReviewAt,
    closedAt: row.closedAt,
    applicationDeadline: row.applicationDeadline,
    isCompanyPublished:
      !ctx.config.REQUIRE_VERIFIED_COMPANIES || row.companyVerification === 'verified',
  }),
  removedAt: row.removedByAdminAt?.toISOString() ?? null,
})

const selectRoles = (ctx: AppContext) =>
  ctx.db
    .select(roleColumns)
    .from(roles)
    .innerJoin(companies, eq(companies.accountId, roles.companyId))
    .innerJoin(accounts, eq(accounts.id, roles.companyId))

/** Every role of every company, newest first, searched by title, company name or email. */
export async function listRolesForModeration(ctx: AppContext, query: AdminSearchQuery) {
  // The role's company's name or email, found among the companies first (isAnyOf).
  const where = query.search
    ? or(
        containsText(roles.title, query.search),
        await isAnyOf(ctx.db, roles.companyId, [
          sql`select ${companies.accountId} as id from ${companies} where ${containsText(companies.companyName, query.search)}`,
          sql`select ${accounts.id} as id from ${accounts}
            where ${accounts.kind} = 'company' and ${containsText(accounts.email, query.search)}`,
        ]),
      )
    : undefined
  return searchPage(
    ctx.db,
    query,
    {
      ordered: selectRoles(ctx)
        .where(where)
        .orderBy(desc(roles.createdAt), asc(roles.id))
        .$dynamic(),
      matching: ctx.db
        .select({ id: roles.id })
        .from(roles)
        .innerJoin(companies, eq(companies.accountId, roles.companyId))
        .innerJoin(accounts, eq(accounts.id, roles.companyId))
        .where(where)
        .$dynamic(),
    },
    (row) => roleDto(ctx, row),
  )
}

async function findRole(ctx: AppContext, roleId: string) {
  if (!isUuid(roleId)) throw notFound(ROLE_NOT_FOUND)
  const [row] = await selectRoles(ctx).where(eq(roles.id, roleId))
  if (!row) throw notFound(ROLE_NOT_FOUND)
  return row
}

/**
 * Takes a posting down (terms of service): it leaves every list, its applications close and each
 * applicant is told, and so is the company, with the reason.
 */
export async function removeRole(
  ctx: AppContext,
  admin: AdminActor,
  roleId: string,
  input: AdminReasonInput,
) {
  const role = await findRole(ctx, roleId)
  const now = new Date()
  await ctx.db.transaction(async (tx) => {
    const [removed] = await tx
      .update(roles)
      .set({ removedByAdminAt: now, removedReason: input.reason, updatedAt: now })
      .where(and(eq(roles.id, roleId), isNull(roles.removedByAdminAt)))
      .returning({ id: roles.id })
    if (!removed) throw new AppError('ALREADY_DONE', ADMIN_MESSAGES.roleAlreadyRemoved)
    await closeApplications(ctx, tx, role.companyId, eq(roles.id, roleId), 'role-removed', now)
    await notify(
      ctx,
      tx,
      { accountId: role.companyId },
      { name: 'role-removed', data: { roleTitle: role.title, reason: input.reason } },
      { createdAt: now },
    )
    await recordAdminAction(tx, admin, {
      action: 'role.remove',
      targetType: 'role',
      targetId: roleId,
      reason: input.reason,
    })
  })
  return roleDto(ctx, await findRole(ctx, roleId))
}
