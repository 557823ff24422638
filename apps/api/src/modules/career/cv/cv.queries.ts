import { eq } from 'drizzle-orm'
import { defaultCvFields, type CvFields } from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import { cvs } from '../../../db/schema.js'

export type CvRow = typeof cvs.$inferSelect

/** The intern's stored CV row, or undefined before the first save (decision 064). */
export async function findCvRow(db: Db | Tx, internId: string, lock = false) {
  const query = db.select().from(cvs).where(eq(cvs.internId, internId))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/** The CV-only fields of a row, or the defaults (the summary from the bio) without one. */
export function cvFieldsOf(row: CvRow | undefined, bio: string | null): CvFields {
  if (!row) return defaultCvFields(bio)
  return {
    summary: row.summary,
    experience: row.experience,
    projects: row.projects,
    activities: row.activities,
    referees: row.referees,
    nyscStatus: row.nyscStatus,
    nyscYear: row.nyscYear,
    stateOfOrigin: row.stateOfOrigin as CvFields['stateOfOrigin'],
    showStateOfOrigin: row.showStateOfOrigin,
    showPhoto: row.showPhoto,
    look: row.look,
  }
}

/** What the data export carries of the CV: every stored field (decision 022). */
export async function cvForExport(db: Db, internId: string) {
  return (await findCvRow(db, internId)) ?? null
}
