import { and, asc, count, eq, max, sql, type SQLWrapper } from 'drizzle-orm'
import type { PlacementDocument } from '@app/domain'
import type { Db } from '../../../db/client.js'
import { logbookWeeks, placements } from '../../../db/schema.js'

/**
 * The weeks of a placement's logbook its supervisor signed, as a column of any query over
 * placements: a SIWES/IT placement's weeks done (decision 061).
 */
export const signedWeeksOf = (placementId: SQLWrapper) =>
  sql<number>`(select count(*) from ${logbookWeeks} where ${logbookWeeks.placementId} = ${placementId} and ${logbookWeeks.status} = 'signed')`.mapWith(
    Number,
  )

/**
 * The logbook as a paper of the placement once a week is signed, dated by the latest signature.
 * `base` is where the reading side reads its placements ('/users' or '/company').
 */
export async function logbookDocuments(
  db: Db,
  placement: typeof placements.$inferSelect,
  base: string,
): Promise<PlacementDocument[]> {
  const [signed] = await db
    .select({ weeks: count(), lastSignedAt: max(logbookWeeks.signedAt) })
    .from(logbookWeeks)
    .where(and(eq(logbookWeeks.placementId, placement.id), eq(logbookWeeks.status, 'signed')))
  if (!signed?.weeks || !signed.lastSignedAt) return []
  return [
    {
      kind: 'logbook',
      title: 'SIWES/IT logbook',
      date: new Date(signed.lastSignedAt).toISOString(),
      path: `${base}/placements/${placement.id}/logbook.pdf`,
    },
  ]
}

/**
 * Every stored week of the account's placements, for the data export: the days written, the
 * status and the supervisor's signature and comment. The links' token hashes are ours, left out.
 */
export async function logbookWeeksOfParty(db: Db, party: 'company' | 'intern', accountId: string) {
  return db
    .select({ week: logbookWeeks })
    .from(logbookWeeks)
    .innerJoin(placements, eq(placements.id, logbookWeeks.placementId))
    .where(eq(party === 'company' ? placements.companyId : placements.internId, accountId))
    .orderBy(asc(placements.createdAt), asc(logbookWeeks.weekStart))
    .then((rows) => rows.map((row) => row.week))
}
