import { and, eq } from 'drizzle-orm'
import {
  LOGBOOK_MESSAGES,
  logbookDayProblem,
  logbookSubmittableFrom,
  logbookWeekNumber,
  logbookWeekProblem,
  logbookWeekStarts,
  todayInLagos,
  type Logbook,
  type LogbookPeriod,
  type LogbookDay,
  type LogbookWeek,
  type LogbookWeekInput,
} from '@app/domain'
import type { Db, Tx } from '../../../db/client.js'
import { logbookLinks, logbookWeeks } from '../../../db/schema.js'
import type { Actor, AppContext } from '../../../lib/context.js'
import { AppError } from '../../../lib/errors.js'
import {
  findPlacement,
  type PlacementRow,
  type PlacementViewer,
} from '../placement-access.queries.js'
import { issueSignLink, sendSignLink } from './logbook-links.js'

export type StoredWeek = typeof logbookWeeks.$inferSelect

/** The logbook's dates, once the company gave them and the supervisor; null before. */
export function periodOf(placement: PlacementRow['placement']): LogbookPeriod | null {
  const { startDate, endDate, supervisorName, supervisorEmail } = placement
  if (!startDate || !endDate || !supervisorName || !supervisorEmail) return null
  return { startDate, endDate }
}

export function weekDto(
  weekStart: string,
  stored: StoredWeek | undefined,
  period: LogbookPeriod,
): LogbookWeek {
  return {
    weekStart,
    weekNumber: logbookWeekNumber(weekStart, period),
    days: stored?.days ?? [],
    status: stored?.status ?? 'draft',
    submittedAt: stored?.submittedAt?.toISOString() ?? null,
    signedAt: stored?.signedAt?.toISOString() ?? null,
    signatureName: stored?.signatureName ?? null,
    comment: stored?.comment ?? null,
    submittableFrom: logbookSubmittableFrom(weekStart, period),
  }
}

/** A party's SIWES/IT placement and its logbook's dates; other kinds keep no logbook (400). */
async function logbookPlacement(db: Db | Tx, viewer: PlacementViewer, id: string, lock = false) {
  const row = await findPlacement(db, viewer, id, lock)
  if (row.placement.kind !== 'siwes') {
    throw new AppError('NOT_SIWES_PLACEMENT', LOGBOOK_MESSAGES.notSiwes)
  }
  return { row, period: periodOf(row.placement) }
}

const openPeriod = (period: LogbookPeriod | null) => {
  if (!period) throw new AppError('LOGBOOK_NOT_READY', LOGBOOK_MESSAGES.notReady)
  return period
}

const storedWeeksOf = (db: Db | Tx, placementId: string) =>
  db
    .select()
    .from(logbookWeeks)
    .where(eq(logbookWeeks.placementId, placementId))
    .orderBy(logbookWeeks.weekStart)

/**
 * Every week from the start to this week (to the last, once it is over), oldest first, with
 * whatever is stored: a week written before the company moved the dates is shown still.
 */
export function logbookOf(period: LogbookPeriod, stored: StoredWeek[], now: Date): LogbookWeek[] {
  const byWeek = new Map(stored.map((week) => [week.weekStart, week]))
  const starts = new Set([...logbookWeekStarts(period, todayInLagos(now)), ...byWeek.keys()])
  return [...starts].sort().map((start) => weekDto(start, byWeek.get(start), period))
}

/** `GET /{users|company}/placements/{id}/logbook`: both parties read it. */
export async function getLogbook(
  ctx: AppContext,
  viewer: PlacementViewer,
  id: string,
  now = new Date(),
): Promise<Logbook> {
  const { row, period } = await logbookPlacement(ctx.db, viewer, id)
  if (!period) return { isOpen: false, weeks: [] }
  return {
    isOpen: true,
    weeks: logbookOf(period, await storedWeeksOf(ctx.db, row.placement.id), now),
  }
}

const WEEK_PROBLEMS = {
  notMonday: LOGBOOK_MESSAGES.weekStart,
  outside: LOGBOOK_MESSAGES.weekOutside,
  future: LOGBOOK_MESSAGES.weekFuture,
} as const
const DAY_PROBLEMS = {
  notInWeek: LOGBOOK_MESSAGES.dayNotInWeek,
  outside: LOGBOOK_MESSAGES.dayOutside,
  future: LOGBOOK_MESSAGES.dayFuture,
} as const

const refused = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { errors: { [field]: message } })

/** One week of the intern's logbook, as a change to it finds it. */
interface WeekToChange {
  row: PlacementRow
  period: LogbookPeriod
  /** The Lagos day of the change. */
  today: string
}

/**
 * Runs a change to one week of the intern's logbook, in a transaction: their SIWES placement
 * locked, its logbook open (dates and supervisor given), and the week one of it that has begun.
 */
async function changeWeek<T>(
  ctx: AppContext,
  intern: Actor,
  input: { placementId: string; weekStart: string },
  now: Date,
  change: (tx: Tx, week: WeekToChange) => Promise<T>,
): Promise<T> {
  const viewer = { side: 'intern', id: intern.id } as const
  const today = todayInLagos(now)
  return ctx.db.transaction(async (tx) => {
    const { row, period: maybe } = await logbookPlacement(tx, viewer, input.placementId, true)
    const period = openPeriod(maybe)
    const problem = logbookWeekProblem(input.weekStart, period, today)
    if (problem) throw refused('weekStart', WEEK_PROBLEMS[problem])
    return change(tx, { row, period, today })
  })
}

/** The week's row, locked for the change; a signed week changes no more (409). */
async function lockedWeek(tx: Tx, placementId: string, weekStart: string) {
  const [week] = await tx
    .select()
    .from(logbookWeeks)
    .where(and(eq(logbookWeeks.placementId, placementId), eq(logbookWeeks.weekStart, weekStart)))
    .for('update')
  if (week?.status === 'signed') {
    throw new AppError('LOGBOOK_WEEK_SIGNED', LOGBOOK_MESSAGES.signedLocked)
  }
  return week
}

const sameDays = (a: LogbookDay[], b: LogbookDay[]) =>
  a.length === b.length &&
  a.every((day, n) => day.date === b[n]?.date && day.activities === b[n]?.activities)

/**
 * `PUT /users/placements/{id}/logbook/{weekStart}`: keeps the week's days as a draft. Changing a
 * week sent to the supervisor takes it back to a draft and voids its links: the supervisor signs
 * only what they read, so the student sends it again.
 */
export async function saveLogbookWeek(
  ctx: AppContext,
  intern: Actor,
  input: { placementId: string; weekStart: string; week: LogbookWeekInput },
  now = new Date(),
): Promise<LogbookWeek> {
  return changeWeek(ctx, intern, input, now, async (tx, { row, period, today }) => {
    input.week.days.forEach((day, index) => {
      const problem = logbookDayProblem(day.date, input.weekStart, period, today)
      if (problem) throw refused(`days.${index}.date`, DAY_PROBLEMS[problem])
    })
    const days = input.week.days
      .filter((day) => day.activities !== '')
      .sort((a, b) => a.date.localeCompare(b.date))
    const before = await lockedWeek(tx, row.placement.id, input.weekStart)
    if (before && sameDays(before.days, days)) {
      return weekDto(input.weekStart, before, period)
    }
    if (before?.status === 'submitted') {
      await tx
        .update(logbookLinks)
        .set({ replacedAt: now })
        .where(eq(logbookLinks.weekId, before.id))
    }
    const values = {
      days,
      status: 'draft' as const,
      submittedAt: null,
      remindedAt: null,
      updatedAt: now,
    }
    const [saved] = await tx
      .insert(logbookWeeks)
      .values({ placementId: row.placement.id, weekStart: input.weekStart, ...values })
      .onConflictDoUpdate({
        target: [logbookWeeks.placementId, logbookWeeks.weekStart],
        set: values,
      })
      .returning()
    return weekDto(input.weekStart, saved, period)
  })
}

/**
 * `POST /users/placements/{id}/logbook/{weekStart}/submit`: sends the week to the supervisor,
 * from its Friday (or the last day), with at least one day written. Sent again, the new link
 * replaces the old.
 */
export async function submitLogbookWeek(
  ctx: AppContext,
  intern: Actor,
  input: { placementId: string; weekStart: string },
  now = new Date(),
): Promise<LogbookWeek> {
  return changeWeek(ctx, intern, input, now, async (tx, { row, period, today }) => {
    const week = await lockedWeek(tx, row.placement.id, input.weekStart)
    if (!week || week.days.length === 0) {
      throw refused('days', LOGBOOK_MESSAGES.nothingWritten)
    }
    const from = logbookSubmittableFrom(input.weekStart, period)
    if (today < from) throw new AppError('LOGBOOK_WEEK_NOT_OVER', LOGBOOK_MESSAGES.notOver(from))

    const [submitted] = await tx
      .update(logbookWeeks)
      .set({ status: 'submitted', submittedAt: now, remindedAt: null, updatedAt: now })
      .where(eq(logbookWeeks.id, week.id))
      .returning()
    const dto = weekDto(input.weekStart, submitted, period)
    const link = await issueSignLink(tx, week.id, now, { replaceEarlier: true })
    await sendSignLink(ctx, tx, row, dto, link, 'logbook-sign-requested')
    return dto
  })
}
