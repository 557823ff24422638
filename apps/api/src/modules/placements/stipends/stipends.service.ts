import { and, desc, eq, isNotNull } from 'drizzle-orm'
import {
  STIPEND_ANSWERS,
  STIPEND_MESSAGES,
  canChangeStipendAnswer,
  disputeAnswerBy,
  disputeStatus,
  dueStipendMonths,
  firstDayOf,
  monthOfDay,
  stipendMonthLabel,
  todayInLagos,
  type CompanyStipend,
  type CompanyStipendDispute,
  type InternStipend,
  type StipendAnswer,
  type StipendAnswerBody,
  type StipendDispute,
  type StipendMonth,
} from '@app/domain'
import type { Tx } from '../../../db/client.js'
import { stipendMonths } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError, notFound } from '../../../lib/errors.js'
import { notify } from '../../notifications/notify.js'
import { findPlacement } from '../placement-access.queries.js'
import { promisedStipendOf, recordCompanyStipends } from './stipends.queries.js'

type StoredMonth = typeof stipendMonths.$inferSelect
type PlacementRow = Awaited<ReturnType<typeof findPlacement>>

const iso = (at: Date | null) => at?.toISOString() ?? null

function disputeOf(stored: StoredMonth): StipendDispute | null {
  const openedAt = stored.disputeOpenedAt
  if (!openedAt) return null
  return {
    openedAt: openedAt.toISOString(),
    answerBy: disputeAnswerBy(openedAt),
    status: disputeStatus({
      companyAnsweredAt: stored.companyAnsweredAt,
      overdueAt: stored.overdueAt,
      closedAt: stored.disputeClosedAt,
    }),
    note: stored.companyNote,
    answeredAt: iso(stored.companyAnsweredAt),
    closedAt: iso(stored.disputeClosedAt),
  }
}

/** The answers the intern may still give for a month (any, the first time; none after 'yes'). */
function answersLeft(stored: StoredMonth | undefined, isDue: boolean): StipendAnswer[] {
  if (!isDue) return []
  const given = stored?.answer ? { paid: stored.answer, amount: stored.amount } : null
  return STIPEND_ANSWERS.filter((paid) =>
    canChangeStipendAnswer(given, { paid, amount: paid === 'partly' ? Infinity : null }),
  )
}

function monthDto(
  month: string,
  stored: StoredMonth | undefined,
  promised: number | null,
  isDue: boolean,
): StipendMonth {
  return {
    month,
    label: stipendMonthLabel(month),
    expectedAmount: stored?.expectedAmount ?? promised ?? 0,
    askedAt: iso(stored?.askedAt ?? null),
    paid: stored?.answer ?? null,
    amount: stored?.amount ?? null,
    answeredAt: iso(stored?.answeredAt ?? null),
    canAnswer: promised === null ? [] : answersLeft(stored, isDue),
    dispute: stored ? disputeOf(stored) : null,
  }
}

const internViewer = (intern: Actor) => ({ side: 'intern', id: intern.id }) as const
const companyViewer = (company: Actor) => ({ side: 'company', id: company.id }) as const

/**
 * `GET /users/placements/{id}/stipend`: the months the placement covered that are due on the
 * Lagos day of `now`, newest first, with their answers and disputes (and any month answered
 * before the dates moved).
 */
export async function getInternStipend(
  ctx: AppContext,
  intern: Actor,
  id: string,
  now = new Date(),
): Promise<InternStipend> {
  const { placement } = await findPlacement(ctx.db, internViewer(intern), id)
  const [promised, stored] = await Promise.all([
    promisedStipendOf(ctx.db, placement.id),
    ctx.db.select().from(stipendMonths).where(eq(stipendMonths.placementId, placement.id)),
  ])
  const due =
    promised === null
      ? []
      : dueStipendMonths(placement.startDate, placement.endDate, todayInLagos(now))
  const byMonth = new Map(stored.map((row) => [monthOfDay(row.month), row]))
  const months = [...new Set([...due, ...byMonth.keys()])].sort().reverse()
  return {
    monthlyStipend: promised,
    months: months.map((month) =>
      monthDto(month, byMonth.get(month), promised, due.includes(month)),
    ),
  }
}

const internNameOf = (row: PlacementRow) =>
  [row.internFirstName, row.internLastName].filter(Boolean).join(' ') || 'Your intern'

const aboutMonth = (row: PlacementRow, month: string) => ({
  placementId: row.placement.id,
  roleTitle: row.roleTitle,
  companyName: row.companyName?.trim() || 'The company',
  month,
})

function amountRefused(message: string): never {
  throw new AppError('VALIDATION_FAILED', message, { errors: { amount: message } })
}

/**
 * The intern answers 'Were you paid for May 2026?' (decision 063). A 'no' or 'partly' opens a
 * dispute and tells the company, which has 7 days to answer; a later 'yes' closes it (paid late).
 * The company's stipend record is rewritten in the same transaction.
 */
export async function answerStipend(
  ctx: AppContext,
  intern: Actor,
  id: string,
  input: StipendAnswerBody,
  now = new Date(),
): Promise<{ message: string; month: StipendMonth }> {
  return ctx.db.transaction(async (tx) => {
    const row = await findPlacement(tx, internViewer(intern), id, true)
    const { placement } = row
    const promised = await promisedStipendOf(tx, placement.id)
    if (promised === null) throw new AppError('NO_STIPEND', STIPEND_MESSAGES.noStipend)
    const due = dueStipendMonths(placement.startDate, placement.endDate, todayInLagos(now))
    if (!due.includes(input.month)) {
      throw new AppError('STIPEND_MONTH_NOT_DUE', STIPEND_MESSAGES.monthNotDue, {
        errors: { month: STIPEND_MESSAGES.monthNotDue },
      })
    }
    const key = and(
      eq(stipendMonths.placementId, placement.id),
      eq(stipendMonths.month, firstDayOf(input.month)),
    )
    const [given] = await tx.select().from(stipendMonths).where(key).for('update')
    const expected = given?.expectedAmount ?? promised
    const amount = input.paid === 'no' ? 0 : (input.amount ?? expected)
    if (input.paid === 'partly' && amount >= expected) {
      amountRefused(STIPEND_MESSAGES.amountBelowStipend(expected))
    }
    if (input.paid === 'yes' && amount < expected) {
      amountRefused(STIPEND_MESSAGES.amountForYes(expected))
    }
    const previous = given?.answer ? { paid: given.answer, amount: given.amount } : null
    if (!canChangeStipendAnswer(previous, { paid: input.paid, amount })) {
      throw new AppError('STIPEND_ANSWERED', STIPEND_MESSAGES.alreadyAnswered)
    }

    const opens = input.paid !== 'yes' && !given?.disputeOpenedAt
    const closes = input.paid === 'yes' && Boolean(given?.disputeOpenedAt)
    const answer = {
      answer: input.paid,
      amount,
      answeredAt: now,
      updatedAt: now,
      ...(opens && { disputeOpenedAt: now }),
      ...(closes && { disputeClosedAt: now }),
    }
    const [saved] = await tx
      .insert(stipendMonths)
      .values({
        placementId: placement.id,
        month: firstDayOf(input.month),
        expectedAmount: expected,
        ...answer,
      })
      .onConflictDoUpdate({ target: [stipendMonths.placementId, stipendMonths.month], set: answer })
      .returning()
    await recordCompanyStipends(tx, placement.companyId)
    await tellOfAnswer(ctx, tx, row, saved!, { opens, closes })
    return {
      message: opens
        ? STIPEND_MESSAGES.disputeOpened
        : closes
          ? STIPEND_MESSAGES.disputeClosed
          : STIPEND_MESSAGES.saved,
      month: monthDto(input.month, saved, promised, true),
    }
  })
}

/** A dispute opened or closed is the company's to know; any other answer stays the intern's. */
async function tellOfAnswer(
  ctx: AppContext,
  tx: Tx,
  row: PlacementRow,
  saved: StoredMonth,
  change: { opens: boolean; closes: boolean },
) {
  const company = { accountId: row.placement.companyId }
  const about = { ...aboutMonth(row, monthOfDay(saved.month)), internName: internNameOf(row) }
  if (change.opens && saved.answer !== 'yes' && saved.answer !== null) {
    await notify(ctx, tx, company, {
      name: 'stipend-dispute-opened',
      data: {
        ...about,
        paid: saved.answer,
        amount: saved.answer === 'partly' ? saved.amount : null,
        expectedAmount: saved.expectedAmount,
        answerBy: disputeAnswerBy(saved.disputeOpenedAt!),
      },
    })
  } else if (change.closes) {
    await notify(ctx, tx, company, { name: 'stipend-dispute-closed', data: about })
  }
}

function companyDisputeDto(stored: StoredMonth): CompanyStipendDispute {
  const month = monthOfDay(stored.month)
  return {
    ...disputeOf(stored)!,
    month,
    label: stipendMonthLabel(month),
    expectedAmount: stored.expectedAmount,
    // A dispute the intern closed with a later 'yes' still shows what it was opened with.
    paid: stored.answer === 'partly' ? 'partly' : 'no',
    amount: stored.answer === 'partly' ? stored.amount : null,
  }
}

/**
 * `GET /company/placements/{id}/stipend`: the placement's disputes only, newest month first. The
 * intern's other answers (and whether a month was asked) never reach the company (decision 063).
 */
export async function getCompanyStipend(
  ctx: AppContext,
  company: Actor,
  id: string,
): Promise<CompanyStipend> {
  const { placement } = await findPlacement(ctx.db, companyViewer(company), id)
  const rows = await ctx.db
    .select()
    .from(stipendMonths)
    .where(
      and(eq(stipendMonths.placementId, placement.id), isNotNull(stipendMonths.disputeOpenedAt)),
    )
    .orderBy(desc(stipendMonths.month))
  return { disputes: rows.map(companyDisputeDto) }
}

/**
 * The company answers a dispute, once. A month without a dispute is 'not found' whatever the
 * intern answered, so the company learns nothing of undisputed months.
 */
export async function answerStipendDispute(
  ctx: AppContext,
  company: Actor,
  id: string,
  month: string,
  note: string,
  now = new Date(),
): Promise<CompanyStipendDispute> {
  return ctx.db.transaction(async (tx) => {
    const row = await findPlacement(tx, companyViewer(company), id, true)
    const [stored] = await tx
      .select()
      .from(stipendMonths)
      .where(
        and(
          eq(stipendMonths.placementId, row.placement.id),
          eq(stipendMonths.month, firstDayOf(month)),
          isNotNull(stipendMonths.disputeOpenedAt),
        ),
      )
      .for('update')
    if (!stored) throw notFound(STIPEND_MESSAGES.noDispute)
    if (stored.disputeClosedAt) {
      throw new AppError('STIPEND_DISPUTE_STATE', STIPEND_MESSAGES.disputeClosedAlready)
    }
    if (stored.companyAnsweredAt) {
      throw new AppError('STIPEND_DISPUTE_STATE', STIPEND_MESSAGES.disputeAnswered)
    }
    const [answered] = await tx
      .update(stipendMonths)
      .set({ companyNote: note, companyAnsweredAt: now, updatedAt: now })
      .where(
        and(
          eq(stipendMonths.placementId, stored.placementId),
          eq(stipendMonths.month, stored.month),
        ),
      )
      .returning()
    await notify(
      ctx,
      tx,
      { accountId: row.placement.internId },
      { name: 'stipend-dispute-answered', data: { ...aboutMonth(row, month), note } },
    )
    return companyDisputeDto(answered!)
  })
}
