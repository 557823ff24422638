import { eq } from 'drizzle-orm'
import { LETTER_KIND_LABELS, type PlacementDocument, type PlacementSide } from '@app/domain'
import type { Db } from '../../db/client.js'
import { letters, type placements } from '../../db/schema.js'
import { siwesDocuments } from './siwes/siwes.queries.js'
import { logbookDocuments } from './logbook/logbook.queries.js'
import { clearanceDocuments } from './nysc/nysc.queries.js'

export type StoredPlacement = typeof placements.$inferSelect

/** Where a side reads its placement's papers: '/users/…' for the intern, '/company/…'. */
export const sideBase = (side: PlacementSide) => (side === 'company' ? '/company' : '/users')

/**
 * One kind of paper a placement can have: the ones that exist, each with the path the reading
 * side downloads it at. Each slice (letter, SCAF, logbook, Form 8, NYSC letters) adds its source.
 */
export type PlacementDocumentSource = (
  db: Db,
  placement: StoredPlacement,
  side: PlacementSide,
) => Promise<PlacementDocument[]>

/** The acceptance letter the placement began with, if the company issued one. */
const acceptanceLetter: PlacementDocumentSource = async (db, placement, side) => {
  const [letter] = await db
    .select({ kind: letters.kind, issuedAt: letters.issuedAt })
    .from(letters)
    .where(eq(letters.applicationId, placement.applicationId))
  if (!letter) return []
  return [
    {
      kind: 'acceptance-letter',
      title: LETTER_KIND_LABELS[letter.kind],
      date: letter.issuedAt.toISOString(),
      path: `${sideBase(side)}/applications/${placement.applicationId}/letter`,
    },
  ]
}

export const PLACEMENT_DOCUMENT_SOURCES: PlacementDocumentSource[] = [
  acceptanceLetter,
  (db, placement, side) => siwesDocuments(db, placement, sideBase(side)),
  (db, placement, side) => logbookDocuments(db, placement, sideBase(side)),
  clearanceDocuments,
]

/** Every paper of the placement, oldest first, as the page lists them. */
export async function placementDocuments(
  db: Db,
  placement: StoredPlacement,
  side: PlacementSide,
): Promise<PlacementDocument[]> {
  const found = await Promise.all(
    PLACEMENT_DOCUMENT_SOURCES.map((source) => source(db, placement, side)),
  )
  return found.flat().sort((a, b) => a.date.localeCompare(b.date))
}
