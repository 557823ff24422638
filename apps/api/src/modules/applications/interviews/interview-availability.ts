import { eq } from 'drizzle-orm'
import type { InterviewAvailability, InterviewAvailabilitySettings, WeeklyHours } from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import { interviewAvailability } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { requireCompleteCompany, type ApplicationParty } from '../application-access.queries.js'

/** A company's weekly interview availability, set once and replaced whole (decision 072). */

type AvailabilityRow = typeof interviewAvailability.$inferSelect

const toDto = (row: AvailabilityRow): InterviewAvailability => ({
  days: row.days,
  from: row.fromTime,
  to: row.toTime,
  durationMinutes: row.durationMinutes,
  mode: row.mode,
  location: row.location,
  link: row.link,
  updatedAt: row.updatedAt.toISOString(),
})

/** The weekly hours as the free-time rules read them. */
export const hoursOf = (row: AvailabilityRow): WeeklyHours => ({
  days: row.days,
  from: row.fromTime,
  to: row.toTime,
  durationMinutes: row.durationMinutes,
})

export async function availabilityRow(db: Db | Tx, companyId: string) {
  const [row] = await db
    .select()
    .from(interviewAvailability)
    .where(eq(interviewAvailability.companyId, companyId))
  return row ?? null
}

export async function readAvailability(
  ctx: AppContext,
  company: ApplicationParty,
): Promise<InterviewAvailability | null> {
  await requireCompleteCompany(ctx.db, company.id)
  const row = await availabilityRow(ctx.db, company.id)
  return row && toDto(row)
}

/**
 * Saves the company's availability in place of the last. Times already booked stay booked; free
 * times are worked out from the new hours from now on.
 */
export async function saveAvailability(
  ctx: AppContext,
  company: ApplicationParty,
  input: InterviewAvailabilitySettings,
): Promise<InterviewAvailability> {
  await requireCompleteCompany(ctx.db, company.id)
  const values = {
    days: input.days,
    fromTime: input.from,
    toTime: input.to,
    durationMinutes: input.durationMinutes,
    mode: input.mode,
    location: input.location,
    link: input.link,
    updatedAt: new Date(),
  }
  const [row] = await ctx.db
    .insert(interviewAvailability)
    .values({ companyId: company.id, ...values })
    .onConflictDoUpdate({ target: interviewAvailability.companyId, set: values })
    .returning()
  if (!row) throw new Error('The availability was not saved')
  return toDto(row)
}
