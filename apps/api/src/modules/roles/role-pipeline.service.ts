import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import {
  ROLE_FRESHNESS_MESSAGES,
  ROLE_MESSAGES,
  ROLE_PIPELINE_MESSAGES,
  canCloseRole,
  canEditRole,
  type CompanyRole,
  type RoleClosedReason,
} from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { roles } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError } from '../../lib/errors.js'
import { getCompanyRole } from './company-roles.service.js'
import { isBeforeDeadlineSql } from './roles.queries.js'

/** A live role of this company; another company's, a deleted or a malformed id is not found. */
const ownLiveRole = (companyId: string, roleId: string) =>
  and(eq(roles.id, roleId), eq(roles.companyId, companyId), isNull(roles.deletedAt))!

/** The company's own role; one an operator removed stays as they left it (409). */
async function changeableRole(ctx: AppContext, company: Actor, roleId: string) {
  const role = await getCompanyRole(ctx, company, roleId)
  if (!canEditRole(role.state)) throw new AppError('ROLE_CLOSED', ROLE_MESSAGES.removedNoChange)
  return role
}

/**
 * The one close of roles (decision 029): closed, they leave the lists and refuse new
 * applications; their applicants stay, to be decided as before. `reason` null is the company's own
 * click; 'no_review' the self-close sweep's (decision 070). Returns the roles it closed.
 */
export function closeRoles(
  db: Db | Tx,
  where: SQL,
  reason: RoleClosedReason | null,
  now = new Date(),
) {
  return db
    .update(roles)
    .set({ closedAt: now, closedReason: reason, updatedAt: now })
    .where(and(where, isNull(roles.closedAt)))
    .returning({ id: roles.id, companyId: roles.companyId, title: roles.title })
}

/**
 * Closes a role before its deadline (decision 029): it leaves the public and intern lists and
 * refuses new applications; its applicants stay, to be decided as before.
 */
export async function closeRole(
  ctx: AppContext,
  company: Actor,
  roleId: string,
): Promise<CompanyRole> {
  const role = await changeableRole(ctx, company, roleId)
  if (role.closedAt) throw new AppError('ALREADY_DONE', ROLE_PIPELINE_MESSAGES.alreadyClosed)
  if (!canCloseRole(role.state))
    throw new AppError('ALREADY_DONE', ROLE_PIPELINE_MESSAGES.alreadyExpired)
  const [closed] = await closeRoles(ctx.db, ownLiveRole(company.id, roleId), null)
  if (!closed) throw new AppError('ALREADY_DONE', ROLE_PIPELINE_MESSAGES.alreadyClosed)
  return getCompanyRole(ctx, company, roleId)
}

/** Reopens a closed role, only while its deadline is still ahead (or it has none). */
export async function reopenRole(
  ctx: AppContext,
  company: Actor,
  roleId: string,
): Promise<CompanyRole> {
  const role = await changeableRole(ctx, company, roleId)
  if (!role.closedAt) throw new AppError('ALREADY_DONE', ROLE_PIPELINE_MESSAGES.alreadyOpen)
  const now = new Date()
  const [reopened] = await ctx.db
    .update(roles)
    // Reopening keeps it open as 'Keep it open' does: its review clock starts again (decision 070).
    .set({ closedAt: null, closedReason: null, keptOpenAt: now, updatedAt: now })
    .where(and(ownLiveRole(company.id, roleId), isNotNull(roles.closedAt), isBeforeDeadlineSql()))
    .returning({ id: roles.id })
  if (!reopened) throw new AppError('ROLE_CLOSED', ROLE_PIPELINE_MESSAGES.deadlinePassed)
  return getCompanyRole(ctx, company, roleId)
}

/**
 * 'Keep it open' (decision 070): the role's review clock starts again, so it stays open for
 * another SELF_CLOSE_DAYS whether or not its company reviews. Only a role that takes applications
 * (or will, once verified) has a clock to move: a closed role is reopened instead (409).
 */
export async function keepRoleOpen(
  ctx: AppContext,
  company: Actor,
  roleId: string,
  now = new Date(),
): Promise<CompanyRole> {
  const role = await changeableRole(ctx, company, roleId)
  if (role.state !== 'open' && role.state !== 'awaiting_verification')
    throw new AppError('ROLE_CLOSED', ROLE_FRESHNESS_MESSAGES.keepOpenClosed)
  const [kept] = await ctx.db
    .update(roles)
    .set({ keptOpenAt: sql`greatest(${roles.keptOpenAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(ownLiveRole(company.id, roleId), isNull(roles.closedAt)))
    .returning({ id: roles.id })
  if (!kept) throw new AppError('ROLE_CLOSED', ROLE_FRESHNESS_MESSAGES.keepOpenClosed)
  return getCompanyRole(ctx, company, roleId)
}
