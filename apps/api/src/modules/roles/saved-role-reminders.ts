import { and, eq, gte, inArray, isNull, lte, notExists, sql } from 'drizzle-orm'
import { reminderDeadlineRange } from '@app/domain'
import { accounts, applications, companies, roles, savedRoles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { claimBatch, untilDone } from '../../lib/sweep-steps.js'
import { notifyEach, type Notification } from '../notifications/notify.js'
import { accountOfCompany, companyOfRole, isOpenRole } from './roles.queries.js'

/** Saved roles claimed per step of the sweep. */
export const SAVED_ROLE_REMINDERS_PER_BATCH = 200

/**
 * Saved roles the intern has not applied to, whose deadline ends within 48 hours, get one
 * reminder (in the app, and by mail unless the intern's settings turn deadlines off). Returns
 * whether more wait.
 */
export async function remindSavedRoleDeadlines(ctx: AppContext, now = new Date()) {
  const { from, to } = reminderDeadlineRange(now)
  return ctx.db.transaction(async (tx) => {
    const due = tx
      .select({ internId: savedRoles.internId, roleId: savedRoles.roleId })
      .from(savedRoles)
      .innerJoin(roles, eq(roles.id, savedRoles.roleId))
      .innerJoin(companies, companyOfRole)
      .innerJoin(accounts, accountOfCompany)
      .where(
        and(
          isNull(savedRoles.remindedAt),
          gte(roles.applicationDeadline, from),
          lte(roles.applicationDeadline, to),
          isOpenRole(),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(applications)
              .where(
                and(
                  eq(applications.roleId, savedRoles.roleId),
                  eq(applications.internId, savedRoles.internId),
                ),
              ),
          ),
        ),
      )
      .limit(SAVED_ROLE_REMINDERS_PER_BATCH)
    const key = sql`(${savedRoles.internId}, ${savedRoles.roleId})`
    const claimed = await claimBatch(tx, savedRoles, key, due, { remindedAt: now }).returning({
      internId: savedRoles.internId,
      roleId: savedRoles.roleId,
    })
    if (claimed.length === 0) return false
    const roleRows = await tx
      .select({
        id: roles.id,
        title: roles.title,
        companyName: companies.companyName,
        applicationDeadline: roles.applicationDeadline,
      })
      .from(roles)
      .innerJoin(companies, companyOfRole)
      .where(inArray(roles.id, [...new Set(claimed.map((row) => row.roleId))]))
    const rolesById = new Map(roleRows.map((row) => [row.id, row]))
    const notices: Notification[] = []
    for (const { internId, roleId } of claimed) {
      const role = rolesById.get(roleId)
      if (!role) continue
      notices.push({
        recipient: { accountId: internId },
        event: {
          name: 'saved-role-closing',
          data: {
            roleId: role.id,
            roleTitle: role.title,
            companyName: role.companyName,
            deadline: role.applicationDeadline,
            today: from,
          },
        },
        options: { createdAt: now },
      })
    }
    await notifyEach(ctx, tx, notices)
    return claimed.length === SAVED_ROLE_REMINDERS_PER_BATCH
  })
}

/** The saved-role deadline sweep (decision 025), registered in background-work.ts. */
export const SAVED_ROLE_SWEEPS: Record<string, (ctx: AppContext, now: Date) => Promise<void>> = {
  'saved-role-reminders': (ctx, now) => untilDone(() => remindSavedRoleDeadlines(ctx, now)),
}
