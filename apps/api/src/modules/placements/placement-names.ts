import { eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.js'
import { applications, companies, interns, placements, roles } from '../../db/schema.js'

/**
 * What a notice about a placement names — the role, the company, the intern — for the placements
 * of `ids`, by id. Each sweep gives its own words for a name that is missing ('Your PPA').
 */
export async function placementNames(
  tx: Tx,
  ids: string[],
  missing: { companyName: string; internName: string },
) {
  const rows = await tx
    .select({
      id: placements.id,
      companyId: placements.companyId,
      internId: placements.internId,
      roleTitle: sql<string>`coalesce(${roles.title}, '')`,
      companyName: companies.companyName,
      firstName: interns.firstName,
      lastName: interns.lastName,
    })
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .leftJoin(roles, eq(roles.id, applications.roleId))
    .leftJoin(companies, eq(companies.accountId, placements.companyId))
    .leftJoin(interns, eq(interns.accountId, placements.internId))
    .where(inArray(placements.id, ids))
  return new Map(
    rows.map(({ firstName, lastName, ...row }) => [
      row.id,
      {
        ...row,
        companyName: row.companyName?.trim() || missing.companyName,
        internName: [firstName, lastName].filter(Boolean).join(' ') || missing.internName,
      },
    ]),
  )
}
