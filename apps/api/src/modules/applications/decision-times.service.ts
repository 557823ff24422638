import { and, count, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import {
  DECIDED_IN_TIME_DAYS,
  DECIDED_IN_TIME_TARGET_PERCENT,
  DECIDED_IN_TIME_WINDOW_DAYS,
  MS_PER_DAY,
  decidedInTimePercent,
  type DecisionTimes,
} from '@app/domain'
import { applications, roles } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'

/** Decisions the company made; no_response is the sweep's, made for it when the time ran out. */
const isDecidedByCompany = inArray(applications.status, ['accepted', 'rejected'])

/**
 * 'Decided within 21 days' for some of the company's roles (decision 071), one grouped query: of
 * each role's applications received in the last 90 days, those accepted or rejected, and those
 * still undecided (or closed as no response) once 21 days have passed since they were sent, are
 * counted; those accepted or rejected within 21 days of being sent are decided in time. An
 * application younger than 21 days and undecided is left out: its company still has time.
 * applications_role_created_idx serves each role's range of the window. Ids that are not the
 * company's live roles are left out of the answer.
 */
export async function roleDecisionTimes(
  ctx: AppContext,
  { id: companyId }: Actor,
  roleIds: string[],
  now = new Date(),
): Promise<DecisionTimes> {
  const since = new Date(now.getTime() - DECIDED_IN_TIME_WINDOW_DAYS * MS_PER_DAY)
  const dueBy = new Date(now.getTime() - DECIDED_IN_TIME_DAYS * MS_PER_DAY)
  const inTime = sql`${applications.decidedAt} <= ${applications.createdAt} + make_interval(days => ${DECIDED_IN_TIME_DAYS})`
  const rows = await ctx.db
    .select({
      roleId: roles.id,
      counted: count(
        sql`case when ${or(isDecidedByCompany, lte(applications.createdAt, dueBy))} then 1 end`,
      ),
      decidedInTime: count(sql`case when ${and(isDecidedByCompany, inTime)} then 1 end`),
    })
    .from(roles)
    .leftJoin(
      applications,
      and(eq(applications.roleId, roles.id), gt(applications.createdAt, since)),
    )
    .where(and(inArray(roles.id, roleIds), eq(roles.companyId, companyId), isNull(roles.deletedAt)))
    .groupBy(roles.id)
  const byId = new Map(rows.map((row) => [row.roleId, row]))
  return {
    windowDays: DECIDED_IN_TIME_WINDOW_DAYS,
    withinDays: DECIDED_IN_TIME_DAYS,
    targetPercent: DECIDED_IN_TIME_TARGET_PERCENT,
    // In the order asked for, as the dashboard lists its roles.
    roles: roleIds.flatMap((roleId) => {
      const row = byId.get(roleId)
      if (!row) return []
      const { counted, decidedInTime } = row
      return [
        { roleId, counted, decidedInTime, percent: decidedInTimePercent(decidedInTime, counted) },
      ]
    }),
  }
}
