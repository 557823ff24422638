import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { PLACEMENT_MESSAGES, type PlacementSide } from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import {
  applications,
  companies,
  interns,
  itfForm8s,
  placements,
  roles,
  scafs,
} from '../../db/schema.js'
import { notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { signedWeeksOf } from './logbook/logbook.queries.js'
import { siwesPaperColumns } from './siwes/siwes.queries.js'

/** Who reads a placement: one of its two parties; anyone else is told it is not found. */
export interface PlacementViewer {
  side: PlacementSide
  id: string
}

const columns = {
  placement: placements,
  // The role as accepted; an emptied application (a deleted role) keeps no title.
  roleTitle: sql<string>`coalesce(${roles.title}, '')`,
  companyName: companies.companyName,
  internFirstName: interns.firstName,
  internLastName: interns.lastName,
  ...siwesPaperColumns,
  signedWeeks: signedWeeksOf(placements.id),
}

export const partyTo = (viewer: PlacementViewer) =>
  viewer.side === 'company'
    ? eq(placements.companyId, viewer.id)
    : eq(placements.internId, viewer.id)

export const placementsQuery = (db: Db | Tx) =>
  db
    .select(columns)
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .leftJoin(roles, eq(roles.id, applications.roleId))
    .leftJoin(companies, eq(companies.accountId, placements.companyId))
    .leftJoin(interns, eq(interns.accountId, placements.internId))
    .leftJoin(scafs, eq(scafs.placementId, placements.id))
    .leftJoin(itfForm8s, eq(itfForm8s.placementId, placements.id))
    .$dynamic()

/** A placement with its role's title and the parties' names, as the services read it. */
export type PlacementRow = Awaited<
  ReturnType<ReturnType<typeof placementsQuery>['execute']>
>[number]

/** A placement found by its id alone, for who reaches it by a link rather than as a party. */
export async function findPlacementById(db: Db | Tx, id: string) {
  const [row] = await placementsQuery(db).where(eq(placements.id, id))
  if (!row) throw notFound(PLACEMENT_MESSAGES.notFound)
  return row
}

/** A placement one of its parties reads (or locks to change); anyone else is told it is not found. */
export async function findPlacement(
  db: Db | Tx,
  viewer: PlacementViewer,
  id: string,
  lock = false,
) {
  if (!isUuid(id)) throw notFound(PLACEMENT_MESSAGES.notFound)
  const query = placementsQuery(db).where(and(eq(placements.id, id), partyTo(viewer)))
  const [row] = await (lock ? query.for('update', { of: placements }) : query)
  if (!row) throw notFound(PLACEMENT_MESSAGES.notFound)
  return row
}

/**
 * The matriculation number of the intern's newest placement that has one, for the intern's own
 * letters (decision 065); null when none does. Reads the intern's range of placements_intern_idx.
 */
export async function newestMatricNumberOf(db: Db, internId: string): Promise<string | null> {
  const [row] = await db
    .select({ matricNumber: placements.matricNumber })
    .from(placements)
    .where(and(eq(placements.internId, internId), isNotNull(placements.matricNumber)))
    .orderBy(desc(placements.createdAt))
    .limit(1)
  return row?.matricNumber ?? null
}
