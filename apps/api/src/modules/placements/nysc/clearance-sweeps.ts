import { and, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import {
  CLEARANCE_COMPANY_REMINDER_AFTER_DAYS,
  MS_PER_DAY,
  CLEARANCE_COMPANY_REMINDER_DAY,
  clearanceOpensOn,
  monthOf,
  todayInLagos,
} from '@app/domain'
import { rowsOf } from '../../../db/client.js'
import { nyscClearances, placements } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { claimBatch, untilDone } from '../../../lib/sweep-steps.js'
import { placementNames } from '../placement-names.js'
import { notifyEach, type Notification } from '../../notifications/notify.js'

/** How a notice names a company or an intern whose name is gone. */
const NAMES_MISSING = { companyName: 'Your PPA', internName: 'Your corps member' }

/** Months claimed per step of each reminder below. */
export const CLEARANCE_REMINDERS_PER_BATCH = 200

/**
 * From the 24th (Lagos; the last day of a placement that ends sooner), each NYSC placement under
 * way that month tells its corps member once to ask for the month's clearance letter. The
 * month's row records it; a corps member who asked first is not reminded. Returns whether more
 * wait.
 */
export async function remindClearancesDue(ctx: AppContext, now = new Date()) {
  const today = todayInLagos(now)
  const month = monthOf(today)
  // The month has opened for a placement ending on or after its 24th by that day, and for one
  // ending sooner from its last day: clearanceOpensOn, in SQL.
  const opens = clearanceOpensOn(month, null)
  return ctx.db.transaction(async (tx) => {
    const claimed = await rowsOf<{ placementId: string }>(
      tx,
      sql`
      INSERT INTO ${nyscClearances} (placement_id, month, intern_reminded_at)
      SELECT p.id, ${month}, ${now.toISOString()}::timestamptz
      FROM ${placements} p
      WHERE p.kind = 'nysc'
        AND p.start_date < (${`${month}-01`}::date + interval '1 month')
        AND p.end_date >= ${`${month}-01`}::date
        AND least(${opens}::date, p.end_date) <= ${today}::date
        AND NOT EXISTS (
          SELECT 1 FROM ${nyscClearances} c WHERE c.placement_id = p.id AND c.month = ${month}
        )
      LIMIT ${CLEARANCE_REMINDERS_PER_BATCH}
      ON CONFLICT (placement_id, month) DO NOTHING
      RETURNING placement_id AS "placementId"`,
    )
    if (claimed.length === 0) return false
    const names = await placementNames(
      tx,
      claimed.map((row) => row.placementId),
      NAMES_MISSING,
    )
    const notices: Notification[] = []
    for (const { placementId } of claimed) {
      const placement = names.get(placementId)
      if (!placement) continue
      notices.push({
        recipient: { accountId: placement.internId },
        event: {
          name: 'clearance-due',
          data: {
            placementId,
            roleTitle: placement.roleTitle,
            month,
            companyName: placement.companyName,
          },
        },
        options: { createdAt: now },
      })
    }
    await notifyEach(ctx, tx, notices)
    return claimed.length === CLEARANCE_REMINDERS_PER_BATCH
  })
}

/**
 * A request not issued is told to the company again, once: from the month's 27th, and once it
 * has waited CLEARANCE_COMPANY_REMINDER_AFTER_DAYS (decision 062). Returns whether more wait.
 */
export async function remindClearancesWaiting(ctx: AppContext, now = new Date()) {
  const today = todayInLagos(now)
  const waitedSince = new Date(now.getTime() - CLEARANCE_COMPANY_REMINDER_AFTER_DAYS * MS_PER_DAY)
  return ctx.db.transaction(async (tx) => {
    const waiting = and(
      isNotNull(nyscClearances.requestedAt),
      isNull(nyscClearances.issuedAt),
      isNull(nyscClearances.companyRemindedAt),
    )!
    const due = tx
      .select({ id: nyscClearances.id })
      .from(nyscClearances)
      .where(
        and(
          waiting,
          lte(nyscClearances.requestedAt, waitedSince),
          // clearanceCompanyReminderDay, in SQL: the month's 27th.
          sql`${nyscClearances.month} || ${`-${CLEARANCE_COMPANY_REMINDER_DAY}`} <= ${today}`,
        ),
      )
      .limit(CLEARANCE_REMINDERS_PER_BATCH)
    const claimed = await claimBatch(
      tx,
      nyscClearances,
      nyscClearances.id,
      due,
      { companyRemindedAt: now },
      waiting,
    ).returning({
      placementId: nyscClearances.placementId,
      month: nyscClearances.month,
      requestedAt: nyscClearances.requestedAt,
    })
    if (claimed.length === 0) return false
    const names = await placementNames(
      tx,
      [...new Set(claimed.map((row) => row.placementId))],
      NAMES_MISSING,
    )
    const notices: Notification[] = []
    for (const { placementId, month, requestedAt } of claimed) {
      const placement = names.get(placementId)
      if (!placement || !requestedAt) continue
      notices.push({
        recipient: { accountId: placement.companyId },
        event: {
          name: 'clearance-waiting',
          data: {
            placementId,
            roleTitle: placement.roleTitle,
            month,
            internName: placement.internName,
            requestedAt: requestedAt.toISOString(),
          },
        },
        options: { createdAt: now },
      })
    }
    await notifyEach(ctx, tx, notices)
    return claimed.length === CLEARANCE_REMINDERS_PER_BATCH
  })
}

/** The clearance reminders (decision 062), registered in background-work.ts. */
export const NYSC_SWEEPS: Record<string, (ctx: AppContext, now: Date) => Promise<void>> = {
  'nysc-clearance-reminders': async (ctx, now) => {
    await untilDone(() => remindClearancesDue(ctx, now))
    await untilDone(() => remindClearancesWaiting(ctx, now))
  },
}
