import { asc, eq } from 'drizzle-orm'
import { SIWES_PAPER_TITLES, type PlacementDocument, type SiwesPaperFacts } from '@app/domain'
import type { Db } from '../../../db/client.js'
import { itfForm8s, placements, scafs } from '../../../db/schema.js'

/**
 * What other files read of a placement's SIWES papers (decision 060): their dates as columns of
 * the placement's query (left-joined on `scafs` and `itf_form_8s`), as the placement's documents,
 * and as rows of the data export.
 */
export const siwesPaperColumns = {
  scafSignedAt: scafs.signedAt,
  scafSubmittedAt: scafs.submittedAt,
  scafStartDate: scafs.startDate,
  itfForm8SignedAt: itfForm8s.signedAt,
}

/** The papers as the placement's progress reads them (`next`: 'Sign the SCAF' …). */
export function siwesPaperFacts(row: {
  scafSignedAt: Date | null
  scafSubmittedAt: Date | null
  scafStartDate: string | null
  itfForm8SignedAt: Date | null
}): SiwesPaperFacts {
  return {
    scaf:
      row.scafSignedAt && row.scafStartDate
        ? {
            signedAt: row.scafSignedAt.toISOString(),
            submittedAt: row.scafSubmittedAt?.toISOString() ?? null,
            startDate: row.scafStartDate,
          }
        : null,
    itfForm8: row.itfForm8SignedAt ? { signedAt: row.itfForm8SignedAt.toISOString() } : null,
  }
}

/**
 * The signed SCAF and ITF Form 8 of a placement as its documents list them, each with the path
 * the reading side downloads it at under `base` (placement-documents.ts's sideBase).
 */
export async function siwesDocuments(
  db: Db,
  placement: { id: string; kind: string },
  base: string,
): Promise<PlacementDocument[]> {
  if (placement.kind !== 'siwes') return []
  const [papers] = await db
    .select({ scafSignedAt: scafs.signedAt, itfForm8SignedAt: itfForm8s.signedAt })
    .from(placements)
    .leftJoin(scafs, eq(scafs.placementId, placements.id))
    .leftJoin(itfForm8s, eq(itfForm8s.placementId, placements.id))
    .where(eq(placements.id, placement.id))
  const at = `${base}/placements/${placement.id}`
  const documents: PlacementDocument[] = []
  if (papers?.scafSignedAt) {
    documents.push({
      kind: 'scaf',
      title: SIWES_PAPER_TITLES.scaf,
      date: papers.scafSignedAt.toISOString(),
      path: `${at}/scaf`,
    })
  }
  if (papers?.itfForm8SignedAt) {
    documents.push({
      kind: 'itf-form-8',
      title: SIWES_PAPER_TITLES['itf-form-8'],
      date: papers.itfForm8SignedAt.toISOString(),
      path: `${at}/itf-form-8`,
    })
  }
  return documents
}

/** Every stored field of the SCAFs and Forms 8 of the account's placements, for the data export. */
export async function siwesPapersOfAccount(db: Db, accountId: string, isCompany: boolean) {
  const party = isCompany ? placements.companyId : placements.internId
  const [scafRows, itfForm8Rows] = await Promise.all([
    db
      .select({ scaf: scafs })
      .from(scafs)
      .innerJoin(placements, eq(placements.id, scafs.placementId))
      .where(eq(party, accountId))
      .orderBy(asc(scafs.signedAt)),
    db
      .select({ form: itfForm8s })
      .from(itfForm8s)
      .innerJoin(placements, eq(placements.id, itfForm8s.placementId))
      .where(eq(party, accountId))
      .orderBy(asc(itfForm8s.signedAt)),
  ])
  return {
    scafs: scafRows.map((row) => row.scaf),
    itfForm8s: itfForm8Rows.map((row) => row.form),
  }
}
