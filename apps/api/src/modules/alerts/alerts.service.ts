import { and, count, desc, eq } from 'drizzle-orm'
import {
  ALERT_MESSAGES,
  MAX_ALERTS_PER_INTERN,
  type JobAlert,
  type JobAlertCriteria,
} from '@app/domain'
import { jobAlerts } from '../../db/schema.js'
import type { Actor, AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'

type AlertRow = typeof jobAlerts.$inferSelect

export const jobAlertDto = (row: AlertRow): JobAlert => ({
  id: row.id,
  search: row.search,
  location: row.location,
  type: row.type,
  placementType: row.placementType,
  frequency: row.frequency,
  createdAt: row.createdAt.toISOString(),
})

/** The intern's alerts, newest first (at most MAX_ALERTS_PER_INTERN exist). */
export async function listJobAlerts({ db }: AppContext, intern: Actor): Promise<JobAlert[]> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.internId, intern.id))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id))
    .limit(MAX_ALERTS_PER_INTERN)
  return rows.map(jobAlertDto)
}

/** Saves an alert; an intern keeps at most MAX_ALERTS_PER_INTERN. */
export async function createJobAlert(
  { db }: AppContext,
  intern: Actor,
  input: JobAlertCriteria,
): Promise<JobAlert> {
  return db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ n: count() })
      .from(jobAlerts)
      .where(eq(jobAlerts.internId, intern.id))
    if ((kept?.n ?? 0) >= MAX_ALERTS_PER_INTERN) {
      throw new AppError('VALIDATION_FAILED', ALERT_MESSAGES.tooMany)
    }
    const [row] = await tx
      .insert(jobAlerts)
      .values({ internId: intern.id, ...input })
      .returning()
    return jobAlertDto(row!)
  })
}

/**
 * Replaces what one of the intern's alerts watches and how often; another intern's is not found.
 * Roles it already told of stay told (alert_matches keeps one row per intern and role).
 */
export async function updateJobAlert(
  { db }: AppContext,
  intern: Actor,
  alertId: string,
  input: JobAlertCriteria,
): Promise<JobAlert> {
  if (!isUuid(alertId)) throw notFound(ALERT_MESSAGES.notFound)
  const [row] = await db
    .update(jobAlerts)
    .set(input)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.internId, intern.id)))
    .returning()
  if (!row) throw notFound(ALERT_MESSAGES.notFound)
  return jobAlertDto(row)
}

/** Deletes one of the intern's alerts; another intern's is not found. */
export async function deleteJobAlert({ db }: AppContext, intern: Actor, alertId: string) {
  if (!isUuid(alertId)) throw notFound(ALERT_MESSAGES.notFound)
  const deleted = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.internId, intern.id)))
    .returning({ id: jobAlerts.id })
  if (deleted.length === 0) throw notFound(ALERT_MESSAGES.notFound)
}
