import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import { LOGBOOK_REMINDER_DAYS, MS_PER_DAY } from '@app/domain'
import { logbookWeeks } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { claimBatch, untilDone } from '../../../lib/sweep-steps.js'
import { findPlacementById } from '../placement-access.queries.js'
import { issueSignLink, sendSignLink } from './logbook-links.js'
import { periodOf, weekDto } from './logbook.service.js'

/** Weeks claimed per step of the sweep. */
export const LOGBOOK_REMINDERS_PER_BATCH = 50

const unreminded = () => and(eq(logbookWeeks.status, 'submitted'), isNull(logbookWeeks.remindedAt))!

/**
 * One step of the reminder sweep: weeks sent LOGBOOK_REMINDER_DAYS ago or more and still
 * unsigned are claimed (reminded_at, once per submission) and their supervisor gets a fresh link
 * by mail and SMS. The first link still works beside it: only its hash is kept, so it cannot be
 * sent again (decision 061). Returns whether more wait.
 */
async function remindStep(ctx: AppContext, now: Date): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const due = tx
      .select({ id: logbookWeeks.id })
      .from(logbookWeeks)
      .where(
        and(
          unreminded(),
          lte(
            logbookWeeks.submittedAt,
            new Date(now.getTime() - LOGBOOK_REMINDER_DAYS * MS_PER_DAY),
          ),
        ),
      )
      .orderBy(asc(logbookWeeks.submittedAt))
      .limit(LOGBOOK_REMINDERS_PER_BATCH)
    const claimed = await claimBatch(
      tx,
      logbookWeeks,
      logbookWeeks.id,
      due,
      { remindedAt: now },
      sql`${unreminded()}`,
    ).returning()
    for (const week of claimed) {
      const row = await findPlacementById(tx, week.placementId)
      const period = periodOf(row.placement)
      if (!period) continue
      const link = await issueSignLink(tx, week.id, now, { replaceEarlier: false })
      const dto = weekDto(week.weekStart, week, period)
      await sendSignLink(ctx, tx, row, dto, link, 'logbook-sign-reminder')
    }
    return claimed.length === LOGBOOK_REMINDERS_PER_BATCH
  })
}

/** The sweeps of the logbook, registered with the others in background-work.ts. */
export const LOGBOOK_SWEEPS = {
  'logbook-reminders': async (ctx: AppContext, now: Date) => {
    await untilDone(() => remindStep(ctx, now))
  },
}
