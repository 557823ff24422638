import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { clearanceTitle, type PlacementDocument, type PlacementSide } from '@app/domain'
import type { Db } from '../../../db/client.js'
import { nyscClearances, type placements } from '../../../db/schema.js'

/**
 * Where a side downloads a month's clearance letter. Written here rather than with
 * placement-documents' sideBase, which lists these papers and so may not be imported back.
 */
export const clearancePath = (side: PlacementSide, placementId: string, month: string) =>
  `${side === 'company' ? '/company' : '/users'}/placements/${placementId}/clearance/${month}`

/** The placement's issued clearance letters, as its documents list shows them (decision 062). */
export async function clearanceDocuments(
  db: Db,
  placement: typeof placements.$inferSelect,
  side: PlacementSide,
): Promise<PlacementDocument[]> {
  if (placement.kind !== 'nysc') return []
  const issued = await db
    .select({ month: nyscClearances.month, issuedAt: nyscClearances.issuedAt })
    .from(nyscClearances)
    .where(and(eq(nyscClearances.placementId, placement.id), isNotNull(nyscClearances.issuedAt)))
    .orderBy(asc(nyscClearances.month))
  return issued.map(({ month, issuedAt }) => ({
    kind: 'nysc-clearance',
    title: clearanceTitle(month),
    date: (issuedAt ?? new Date(0)).toISOString(),
    path: clearancePath(side, placement.id, month),
  }))
}
