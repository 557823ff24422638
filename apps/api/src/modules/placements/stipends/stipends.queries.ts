import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import {
  disputeAnswerBy,
  disputeStatus,
  monthOfDay,
  type AdminStipendDispute,
  type AdminStipendDisputesQuery,
  type StipendDisputeStatus,
} from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import {
  applications,
  companies,
  companyStipendRecords,
  letters,
  placementStipends,
  placements,
  roles,
  stipendMonths,
} from '../../../db/schema.js'
import { offsetOf, pageResult } from '../../../lib/pagination.js'

/**
 * The stipend a placement promises each month, in naira (decision 063): an offer letter's
 * `monthlyStipend` when one was issued (the written word; null there is an unpaid offer), else
 * the role's as accepted (placement_stipends). Null: no stipend. Needs `letters` and
 * `placement_stipends` joined to the placement (withStipendTerms).
 */
export const promisedStipendSql = sql<number | null>`(case when ${letters.kind} = 'offer'
  then (${letters.input}->>'monthlyStipend')::int else ${placementStipends.monthlyAmount} end)`

/** The placements `query` reads, with what their stipend is read from. */
export const stipendTermsJoins = {
  letters: eq(letters.applicationId, placements.applicationId),
  placementStipends: eq(placementStipends.placementId, placements.id),
}

/** The stipend one placement promises each month; null when none. */
export async function promisedStipendOf(db: Db | Tx, placementId: string) {
  const [row] = await db
    .select({ amount: promisedStipendSql })
    .from(placements)
    .leftJoin(letters, stipendTermsJoins.letters)
    .leftJoin(placementStipends, stipendTermsJoins.placementStipends)
    .where(eq(placements.id, placementId))
  const amount = row?.amount ?? null
  return amount !== null && amount > 0 ? amount : null
}

/**
 * Rewrites a company's stipend record from its months, in the transaction of the answer that
 * changed them: months paid on time, and the newest month ever disputed.
 */
export async function recordCompanyStipends(tx: Tx, companyId: string) {
  const [figures] = await tx
    .select({
      onTimeMonths: sql<number>`(count(*) filter (where ${stipendMonths.answer} = 'yes'
        and ${stipendMonths.disputeOpenedAt} is null))::int`,
      lastLateMonth: sql<
        string | null
      >`(max(${stipendMonths.month}) filter (where ${stipendMonths.disputeOpenedAt} is not null))::text`,
    })
    .from(placements)
    .innerJoin(stipendMonths, eq(stipendMonths.placementId, placements.id))
    .where(eq(placements.companyId, companyId))
  const record = {
    onTimeMonths: figures?.onTimeMonths ?? 0,
    lastLateMonth: figures?.lastLateMonth ?? null,
    updatedAt: new Date(),
  }
  await tx
    .insert(companyStipendRecords)
    .values({ companyId, ...record })
    .onConflictDoUpdate({ target: companyStipendRecords.companyId, set: record })
}

/** Disputes in each console state (domain disputeStatus, as SQL). */
const disputesIn: Record<StipendDisputeStatus, SQL> = {
  open: and(
    isNotNull(stipendMonths.disputeOpenedAt),
    isNull(stipendMonths.disputeClosedAt),
    isNull(stipendMonths.companyAnsweredAt),
    isNull(stipendMonths.overdueAt),
  )!,
  overdue: and(
    isNotNull(stipendMonths.disputeOpenedAt),
    isNull(stipendMonths.disputeClosedAt),
    isNull(stipendMonths.companyAnsweredAt),
    isNotNull(stipendMonths.overdueAt),
  )!,
  answered: and(
    isNotNull(stipendMonths.disputeOpenedAt),
    isNull(stipendMonths.disputeClosedAt),
    isNotNull(stipendMonths.companyAnsweredAt),
  )!,
  closed: and(isNotNull(stipendMonths.disputeOpenedAt), isNotNull(stipendMonths.disputeClosedAt))!,
}

/**
 * The console's stipend disputes in one state (decision 063): those waiting (open, overdue)
 * oldest first, the others newest first; a page at a time, by stipend_months_disputes_idx.
 */
export async function listStipendDisputes(db: Db, query: AdminStipendDisputesQuery) {
  const where = disputesIn[query.status]
  const waiting = query.status === 'open' || query.status === 'overdue'
  const order = waiting
    ? [asc(stipendMonths.disputeOpenedAt), asc(stipendMonths.placementId)]
    : [desc(stipendMonths.disputeOpenedAt), desc(stipendMonths.placementId)]
  const [rows, [total]] = await Promise.all([
    db
      .select({
        month: stipendMonths,
        companyId: placements.companyId,
        companyName: companies.companyName,
        roleTitle: roles.title,
      })
      .from(stipendMonths)
      .innerJoin(placements, eq(placements.id, stipendMonths.placementId))
      .innerJoin(applications, eq(applications.id, placements.applicationId))
      .leftJoin(roles, eq(roles.id, applications.roleId))
      .leftJoin(companies, eq(companies.accountId, placements.companyId))
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(stipendMonths).where(where),
  ])
  const docs = rows.map(({ month: stored, ...row }): AdminStipendDispute => {
    const openedAt = stored.disputeOpenedAt!
    return {
      placementId: stored.placementId,
      month: monthOfDay(stored.month),
      companyId: row.companyId,
      companyName: row.companyName?.trim() || 'A company',
      roleTitle: row.roleTitle ?? '',
      paid: stored.answer === 'partly' ? 'partly' : 'no',
      amount: stored.amount,
      expectedAmount: stored.expectedAmount,
      openedAt: openedAt.toISOString(),
      answerBy: disputeAnswerBy(openedAt),
      answeredAt: stored.companyAnsweredAt?.toISOString() ?? null,
      note: stored.companyNote,
      overdue: stored.overdueAt !== null,
      closedAt: stored.disputeClosedAt?.toISOString() ?? null,
      status: disputeStatus({
        companyAnsweredAt: stored.companyAnsweredAt,
        overdueAt: stored.overdueAt,
        closedAt: stored.disputeClosedAt,
      }),
    }
  })
  return pageResult(docs, query.page, query.limit, total?.n ?? 0)
}

/** The stipend months of the account's placements, for its data export (every stored field). */
export async function stipendMonthsForExport(
  db: Db,
  side: 'intern' | 'company',
  accountId: string,
) {
  const party =
    side === 'company' ? eq(placements.companyId, accountId) : eq(placements.internId, accountId)
  const rows = await db
    .select({ month: stipendMonths })
    .from(stipendMonths)
    .innerJoin(placements, eq(placements.id, stipendMonths.placementId))
    // A company's export carries its disputes only: the intern's other answers are theirs.
    .where(side === 'company' ? and(party, isNotNull(stipendMonths.disputeOpenedAt)) : party)
    .orderBy(asc(stipendMonths.placementId), asc(stipendMonths.month))
  return rows.map(({ month }) => month)
}
