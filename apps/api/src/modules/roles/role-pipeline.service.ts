import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import {
  ROLE_MESSAGES,
  ROLE_PIPELINE_MESSAGES,
  canCloseRole,
  canEditRole,
  type CompanyRole,
} from '@app/domain'
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
  const now = new Date()
  const [closed] = await ctx.db
    .update(roles)
    .set({ closedAt: now, updatedAt: now })
    .where(and(ownLiveRole(company.id, roleId), isNull(roles.closedAt)))
    .returning({ id: roles.id })
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
  const [reopened] = await ctx.db
    .update(roles)
    .set({ closedAt: null, updatedAt: new Date() })
    .where(and(ownLiveRole(company.id, roleId), isNotNull(roles.closedAt), isBeforeDeadlineSql()))
    .returning({ id: roles.id })
  if (!reopened) throw new AppError('ROLE_CLOSED', ROLE_PIPELINE_MESSAGES.deadlinePassed)
  return getCompanyRole(ctx, company, roleId)
}
