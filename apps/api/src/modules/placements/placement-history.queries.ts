import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { CvPlacement } from '@app/domain'
import type { Db } from '../../db/client.js'
import { applications, companies, placements, roles } from '../../db/schema.js'

/**
 * An intern's placements that have begun (`today` a Lagos day), newest first, at most `limit`: the
 * work on Internplace their CV lists (decision 064). Read through placements_intern_idx; a role
 * or company since deleted leaves its title or name empty.
 */
export async function placementsOnCv(
  db: Db,
  internId: string,
  today: string,
  limit: number,
): Promise<CvPlacement[]> {
  const rows = await db
    .select({
      roleTitle: sql<string>`coalesce(${roles.title}, '')`,
      companyName: sql<string>`coalesce(${companies.companyName}, '')`,
      kind: placements.kind,
      startDate: placements.startDate,
      endDate: placements.endDate,
    })
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .leftJoin(roles, eq(roles.id, applications.roleId))
    .leftJoin(companies, eq(companies.accountId, placements.companyId))
    .where(
      and(
        eq(placements.internId, internId),
        isNotNull(placements.startDate),
        lte(placements.startDate, today),
      ),
    )
    .orderBy(desc(placements.createdAt), desc(placements.id))
    .limit(limit)
  return rows.map((row) => ({ ...row, startDate: row.startDate ?? today }))
}
