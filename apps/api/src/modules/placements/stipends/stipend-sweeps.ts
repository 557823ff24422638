import { and, isNull, lte, sql } from 'drizzle-orm'
import {
  STIPEND_DISPUTE_DAYS,
  MS_PER_DAY,
  firstDayOf,
  lastDayOf,
  monthOfDay,
  newestDueMonth,
  todayInLagos,
} from '@app/domain'
import { rowsOf } from '../../../db/client.js'
import { letters, placementStipends, placements, stipendMonths } from '../../../db/schema.js'
import type { AppContext } from '../../../lib/context.js'
import { untilDone } from '../../../lib/sweep-steps.js'
import { placementNames } from '../placement-names.js'
import { notifyEach, type Notification } from '../../notifications/notify.js'
import { promisedStipendSql, stipendTermsJoins } from './stipends.queries.js'

/** How a notice names a company or an intern whose name is gone. */
const NAMES_MISSING = { companyName: 'The company', internName: 'Your intern' }

/** Months asked, or disputes marked overdue, per step. */
export const STIPEND_SWEEP_BATCH = 200

/**
 * On the 3rd of each month (Lagos) and after, each placement with a stipend whose dates covered
 * last month is asked once 'Were you paid for May 2026?' (decision 063): the month's row is
 * made with the stipend expected, stamped asked, and the intern told. A month the intern
 * answered before the sweep came is not asked. Returns whether more wait.
 */
export async function askAboutStipends(ctx: AppContext, now: Date): Promise<boolean> {
  const month = newestDueMonth(todayInLagos(now))
  const first = firstDayOf(month)
  return ctx.db.transaction(async (tx) => {
    const due = tx
      .select({
        placementId: placements.id,
        month: sql<string>`${first}::date`.as('month'),
        expectedAmount: sql<number>`${promisedStipendSql}`.as('expected_amount'),
        askedAt: sql<Date>`${now.toISOString()}::timestamptz`.as('asked_at'),
      })
      .from(placements)
      .leftJoin(letters, stipendTermsJoins.letters)
      .leftJoin(placementStipends, stipendTermsJoins.placementStipends)
      .where(
        and(
          lte(placements.startDate, lastDayOf(month)),
          sql`${placements.endDate} >= ${first}::date`,
          sql`${promisedStipendSql} > 0`,
          sql`not exists (select from ${stipendMonths} where ${stipendMonths.placementId} = ${placements.id}
            and ${stipendMonths.month} = ${first}::date)`,
        ),
      )
      .limit(STIPEND_SWEEP_BATCH)
    // drizzle's insert…select wants every column; the table's defaults fill the rest here.
    const inserted = await rowsOf<{ placement_id: string; expected_amount: number }>(
      tx,
      sql`insert into ${stipendMonths}
      (placement_id, month, expected_amount, asked_at) ${due}
      on conflict do nothing returning placement_id, expected_amount`,
    )
    const asked = inserted.map((row) => ({
      placementId: row.placement_id,
      expected: Number(row.expected_amount),
    }))
    if (asked.length === 0) return false
    const names = await placementNames(
      tx,
      asked.map((row) => row.placementId),
      NAMES_MISSING,
    )
    const notices: Notification[] = asked.flatMap(({ placementId, expected }) => {
      const placement = names.get(placementId)
      if (!placement) return []
      return [
        {
          recipient: { accountId: placement.internId },
          event: {
            name: 'stipend-asked',
            data: {
              placementId,
              roleTitle: placement.roleTitle,
              companyName: placement.companyName,
              month,
              expectedAmount: expected,
            },
          },
        },
      ]
    })
    await notifyEach(ctx, tx, notices)
    return asked.length === STIPEND_SWEEP_BATCH
  })
}

/**
 * A dispute the company left unanswered for 7 days is marked overdue, once, and the company
 * told; the console lists it among the overdue (decision 063). Returns whether more wait.
 */
export async function markOverdueDisputes(ctx: AppContext, now: Date): Promise<boolean> {
  const cutoff = new Date(now.getTime() - STIPEND_DISPUTE_DAYS * MS_PER_DAY)
  return ctx.db.transaction(async (tx) => {
    const waiting = and(
      lte(stipendMonths.disputeOpenedAt, cutoff),
      isNull(stipendMonths.companyAnsweredAt),
      isNull(stipendMonths.disputeClosedAt),
      isNull(stipendMonths.overdueAt),
    )!
    const due = tx
      .select({ placementId: stipendMonths.placementId, month: stipendMonths.month })
      .from(stipendMonths)
      .where(waiting)
      .limit(STIPEND_SWEEP_BATCH)
    const marked = await tx
      .update(stipendMonths)
      .set({ overdueAt: now, updatedAt: now })
      .where(and(sql`(${stipendMonths.placementId}, ${stipendMonths.month}) in (${due})`, waiting))
      .returning({ placementId: stipendMonths.placementId, month: stipendMonths.month })
    if (marked.length === 0) return false
    const names = await placementNames(
      tx,
      [...new Set(marked.map((row) => row.placementId))],
      NAMES_MISSING,
    )
    const notices: Notification[] = marked.flatMap(({ placementId, month }) => {
      const placement = names.get(placementId)
      if (!placement) return []
      return [
        {
          recipient: { accountId: placement.companyId },
          event: {
            name: 'stipend-dispute-overdue',
            data: {
              placementId,
              roleTitle: placement.roleTitle,
              companyName: placement.companyName,
              internName: placement.internName,
              month: monthOfDay(month),
            },
          },
        },
      ]
    })
    await notifyEach(ctx, tx, notices)
    return marked.length === STIPEND_SWEEP_BATCH
  })
}

export const STIPEND_SWEEPS: Record<string, (ctx: AppContext, now: Date) => Promise<void>> = {
  stipends: async (ctx, now) => {
    await untilDone(() => askAboutStipends(ctx, now))
    await untilDone(() => markOverdueDisputes(ctx, now))
  },
}
