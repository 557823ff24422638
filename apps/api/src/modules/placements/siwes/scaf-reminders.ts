import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { SCAF_ITF_DAYS, SCAF_LAST_REMINDER_DAYS, scafDeadline, todayInLagos } from '@app/domain'
import type { Tx } from '../../../db/client.js'
import { LAGOS_UTC_OFFSET } from '../../../db/lagos-time.js'
import { applications, companies, placements, roles, scafs } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { claimBatch, untilDone } from '../../../lib/sweep-steps.js'
import { notifyEach } from '../../notifications/notify.js'

/** SCAFs claimed per step of the sweep. */
export const SCAF_REMINDERS_PER_BATCH = 200

/** Reminders go from 08:00 in Lagos on their day, not in the night. */
const REMINDER_HOUR = 8

/** The Lagos day whose 08:00 has passed at `now`: the day a reminder due 'on' it may go. */
const morningDay = (now: Date) => todayInLagos(new Date(now.getTime() - REMINDER_HOUR * 3_600_000))

const lastReminderDay = sql`(${scafs.startDate} + ${SCAF_ITF_DAYS - SCAF_LAST_REMINDER_DAYS}::integer)`

/**
 * One step of the SCAF reminders (decision 060): claims a batch of signed SCAFs owed to the ITF
 * whose reminder is due (`which`), stamps it, and tells each student. Each reminder goes once,
 * never after the deadline, and never once the student marked the SCAF submitted. Returns whether
 * more wait.
 */
async function remindStep(ctx: AppContext, now: Date, which: 'first' | 'last') {
  const morning = morningDay(now)
  const today = todayInLagos(now)
  const owed = and(
    isNull(scafs.submittedAt),
    isNull(scafs.lastRemindedAt),
    // Never after the 14 days: the words say 'by …'.
    sql`${scafs.startDate} + ${SCAF_ITF_DAYS}::integer >= ${today}::date`,
  )!
  const due: SQL =
    which === 'first'
      ? and(owed, isNull(scafs.remindedAt), sql`${scafs.startDate} <= ${morning}::date`)!
      : and(
          owed,
          isNotNull(scafs.remindedAt),
          sql`${lastReminderDay} <= ${morning}::date`,
          // A first reminder on that day or later (a SCAF signed late) is reminder enough.
          sql`((${scafs.remindedAt} at time zone 'UTC') + ${LAGOS_UTC_OFFSET})::date < ${lastReminderDay}`,
        )!
  return ctx.db.transaction(async (tx) => {
    const batch = tx
      .select({ id: scafs.placementId })
      .from(scafs)
      .where(due)
      .limit(SCAF_REMINDERS_PER_BATCH)
    const set = which === 'first' ? { remindedAt: now } : { lastRemindedAt: now }
    const claimed = await claimBatch(tx, scafs, scafs.placementId, batch, set, due).returning({
      placementId: scafs.placementId,
      startDate: scafs.startDate,
      companyName: sql<string>`${scafs.company} ->> 'name'`,
    })
    if (claimed.length === 0) return false
    await tellStudents(ctx, tx, claimed, now, which === 'last')
    return claimed.length === SCAF_REMINDERS_PER_BATCH
  })
}

async function tellStudents(
  ctx: AppContext,
  tx: Tx,
  claimed: { placementId: string; startDate: string; companyName: string }[],
  now: Date,
  last: boolean,
) {
  const rows = await tx
    .select({
      id: placements.id,
      applicationId: placements.applicationId,
      internId: placements.internId,
      roleTitle: sql<string>`coalesce(${roles.title}, '')`,
      companyName: companies.companyName,
    })
    .from(placements)
    .innerJoin(applications, eq(applications.id, placements.applicationId))
    .leftJoin(roles, eq(roles.id, applications.roleId))
    .leftJoin(companies, eq(companies.accountId, placements.companyId))
    .where(
      inArray(
        placements.id,
        claimed.map((scaf) => scaf.placementId),
      ),
    )
  const byId = new Map(rows.map((row) => [row.id, row]))
  await notifyEach(
    ctx,
    tx,
    claimed.flatMap((scaf) => {
      const placement = byId.get(scaf.placementId)
      if (!placement) return []
      return [
        {
          recipient: { accountId: placement.internId },
          event: {
            name: 'scaf-reminder' as const,
            data: {
              placementId: placement.id,
              applicationId: placement.applicationId,
              roleTitle: placement.roleTitle,
              companyName: scaf.companyName || placement.companyName?.trim() || 'The company',
              itfDeadline: scafDeadline(scaf.startDate),
              last,
            },
          },
          options: { createdAt: now },
        },
      ]
    }),
  )
}

/** The sweeps of the SIWES papers, registered in background-work.ts. */
export const SIWES_SWEEPS: Record<string, (ctx: AppContext, now: Date) => Promise<void>> = {
  'scaf-reminders': async (ctx, now) => {
    await untilDone(() => remindStep(ctx, now, 'first'))
    await untilDone(() => remindStep(ctx, now, 'last'))
  },
}
