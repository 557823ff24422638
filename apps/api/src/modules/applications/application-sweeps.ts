import { and, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import {
  MS_PER_DAY,
  NO_RESPONSE_WARNING_DAYS,
  WAITING_NUDGE_DAYS,
  dailyMailCutoff,
} from '@app/domain'
import type { Tx } from '../../db/client.js'
import { accounts, applications, companies, roles } from '../../db/schema.js'
import type { AppContext } from '../../lib/context.js'
import { publishEvent } from '../../lib/events.js'
import { claimBatch, STEPS_PER_RUN, untilDone } from '../../lib/sweep-steps.js'
import { notify, notifyEach, type Notification } from '../notifications/notify.js'
import { accountOfCompany, companyOfRole } from '../roles/roles.queries.js'
import { closeInterviewsOfDecided } from './interviews/close-decided-interviews.js'
import { latestInterviewEnd } from './interviews/interviews.queries.js'
import { refreshResponseTimes } from './response-times.queries.js'

/** Rows claimed per step of each sweep below. */
export const REMINDERS_PER_BATCH = 200
export const COMPANY_DIGESTS_PER_BATCH = 50

const UNDECIDED = ['pending', 'in_review'] as const
const undecided = () =>
  and(inArray(applications.status, [...UNDECIDED]), isNull(applications.closedAt))!

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * MS_PER_DAY)

/**
 * When the company's time to answer runs from: the application's clock, or the end of the latest
 * time one of its interviews holds, whichever is later (decision 046). An interview proposed or
 * scheduled counts as an answer: while it is to come the application is neither warned about nor
 * closed, and after it the company has its full NO_RESPONSE_DAYS to decide.
 */
const answerClock = sql<Date>`greatest(${applications.responseClockFrom}, ${latestInterviewEnd})`

/** Applications whose time to answer started at or before `instant` (the clock's index first). */
const clockStartedBy = (instant: Date) =>
  and(
    lte(applications.responseClockFrom, instant),
    sql`${answerClock} <= ${instant.toISOString()}::timestamptz`,
  )!

/** Claims a batch of the applications `where` selects; see claimBatch. */
const claimApplications = (
  tx: Tx,
  where: SQL,
  set: PgUpdateSetSource<typeof applications>,
  still?: SQL,
) => {
  const due = tx
    .select({ id: applications.id })
    .from(applications)
    .where(where)
    .limit(REMINDERS_PER_BATCH)
  return claimBatch(tx, applications, applications.id, due, set, still)
}

/**
 * The no-response rule's warning: applications NO_RESPONSE_WARNING_DAYS from becoming no_response
 * are claimed, and each company hears once, in one notice and one mail, how many. Returns whether
 * more wait.
 */
export async function warnBeforeNoResponse(ctx: AppContext, now = new Date()) {
  const days = ctx.config.NO_RESPONSE_DAYS
  return ctx.db.transaction(async (tx) => {
    const due = and(
      undecided(),
      // Once per clock: an interview since the last warning restarts it, and warns again.
      sql`(${applications.noResponseWarnedAt} is null or ${applications.noResponseWarnedAt} < ${answerClock})`,
      clockStartedBy(daysBefore(now, days - NO_RESPONSE_WARNING_DAYS)),
      // Past due already: the closing step tells the intern; a warning would come too late.
      sql`${answerClock} > ${daysBefore(now, days).toISOString()}::timestamptz`,
    )!
    const claimed = await claimApplications(tx, due, { noResponseWarnedAt: now }).returning({
      id: applications.id,
      roleId: applications.roleId,
    })
    if (claimed.length === 0) return false
    await tellCompaniesOfWaiting(ctx, tx, claimed, now, 'applicants-near-no-response')
    return claimed.length === REMINDERS_PER_BATCH
  })
}

/**
 * The no-response rule: applications left undecided NO_RESPONSE_DAYS after their clock started
 * become no_response, a final status; each intern is told kindly. Returns whether more wait.
 */
export async function closeUnansweredApplications(ctx: AppContext, now = new Date()) {
  const days = ctx.config.NO_RESPONSE_DAYS
  return ctx.db.transaction(async (tx) => {
    const due = and(undecided(), clockStartedBy(daysBefore(now, days)))!
    const set = { status: 'no_response', decidedAt: now, updatedAt: now } as const
    const updated = await claimApplications(tx, due, set, undecided()).returning({
      id: applications.id,
      internId: applications.internId,
      roleId: applications.roleId,
    })
    // An application kept after its applicant or its company left is closed, so never undecided
    // (decisions 034, 037).
    const closed = updated.flatMap(({ internId, roleId, ...row }) =>
      internId && roleId ? [{ ...row, internId, roleId }] : [],
    )
    if (closed.length === 0) return false
    const roleRows = await tx
      .select({
        id: roles.id,
        title: roles.title,
        companyId: roles.companyId,
        companyName: companies.companyName,
      })
      .from(roles)
      .innerJoin(companies, companyOfRole)
      .where(inArray(roles.id, [...new Set(closed.map((row) => row.roleId))]))
    const rolesById = new Map(roleRows.map((row) => [row.id, row]))
    // A closed application closes its interviews (proposals left unanswered, by the clock rule).
    const byCompany = new Map<string, string[]>()
    for (const { id, roleId } of closed) {
      const companyId = rolesById.get(roleId)?.companyId
      if (companyId) byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), id])
    }
    for (const [companyId, ids] of byCompany) {
      await closeInterviewsOfDecided(ctx, tx, companyId, ids, 'no_response')
    }
    const notices: Notification[] = []
    for (const application of closed) {
      const role = rolesById.get(application.roleId)
      if (!role) continue
      const status = { id: application.id, status: 'no_response' } as const
      notices.push({
        recipient: { accountId: application.internId },
        event: {
          name: 'application-no-response',
          data: {
            applicationId: application.id,
            roleTitle: role.title,
            companyName: role.companyName,
          },
        },
        options: { createdAt: now, statusEvent: status },
      })
      await publishEvent(tx, role.companyId, { type: 'status', data: status })
    }
    await notifyEach(ctx, tx, notices)
    return closed.length === REMINDERS_PER_BATCH
  })
}

/**
 * Applicants undecided for more than 7 days: each is claimed once and its company nudged (one
 * notice and one mail per company per batch). Returns whether more wait.
 */
export async function nudgeAboutWaitingApplicants(ctx: AppContext, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const due = and(
      undecided(),
      isNull(applications.waitingNudgedAt),
      lt(applications.createdAt, daysBefore(now, WAITING_NUDGE_DAYS)),
    )!
    const claimed = await claimApplications(tx, due, { waitingNudgedAt: now }).returning({
      id: applications.id,
      roleId: applications.roleId,
    })
    if (claimed.length === 0) return false
    await tellCompaniesOfWaiting(ctx, tx, claimed, now, 'applicants-waiting')
    return claimed.length === REMINDERS_PER_BATCH
  })
}

/** Tells each company of claimed applications how many of its applicants wait. */
async function tellCompaniesOfWaiting(
  ctx: AppContext,
  tx: Tx,
  claimed: { roleId: string | null }[],
  now: Date,
  name: 'applicants-near-no-response' | 'applicants-waiting',
) {
  const byCompany = await countByCompany(tx, claimed)
  await notifyEach(
    ctx,
    tx,
    [...byCompany].map(([companyId, count]) => ({
      recipient: { accountId: companyId },
      event: { name, data: { count } },
      options: { createdAt: now },
    })),
  )
}

async function countByCompany(tx: Tx, claimed: { roleId: string | null }[]) {
  // A kept chat's application has no role (decision 037), and is closed, so never claimed.
  const roleIds = claimed.flatMap(({ roleId }) => (roleId ? [roleId] : []))
  const roleRows = await tx
    .select({ id: roles.id, companyId: roles.companyId })
    .from(roles)
    .where(inArray(roles.id, [...new Set(roleIds)]))
  const companyOf = new Map(roleRows.map((row) => [row.id, row.companyId]))
  const counts = new Map<string, number>()
  for (const roleId of roleIds) {
    const companyId = companyOf.get(roleId)
    if (companyId) counts.set(companyId, (counts.get(companyId) ?? 0) + 1)
  }
  return counts
}

/**
 * Companies that chose daily notifications get one mail a day, from 08:00 in Lagos: the
 * applications of the last day, and how many applicants wait longer than 7 days. Each company is
 * claimed by moving its digest time to today's, so two processes never mail it twice. Returns
 * whether more wait.
 */
export async function sendCompanyDigests(ctx: AppContext, now = new Date()) {
  const cutoff = dailyMailCutoff(now)
  const since = daysBefore(cutoff, 1)
  return ctx.db.transaction(async (tx) => {
    const due = tx
      .select({ id: companies.accountId })
      .from(companies)
      .innerJoin(accounts, accountOfCompany)
      .where(
        and(
          eq(accounts.status, 'active'),
          sql`${accounts.preferences} #>> '{notifications,frequency}' = 'daily'`,
          sql`(${companies.digestMailedUntil} is null or ${companies.digestMailedUntil} < ${cutoff.toISOString()}::timestamptz)`,
        ),
      )
      .limit(COMPANY_DIGESTS_PER_BATCH)
    const claimed = await claimBatch(tx, companies, companies.accountId, due, {
      digestMailedUntil: cutoff,
    }).returning({ id: companies.accountId })
    for (const { id } of claimed) {
      const fresh = await tx
        .select({
          title: roles.title,
          snapshot: applications.applicantSnapshot,
        })
        .from(applications)
        .innerJoin(roles, eq(roles.id, applications.roleId))
        .where(
          and(
            eq(applications.companyId, id),
            gte(applications.createdAt, since),
            lt(applications.createdAt, cutoff),
          ),
        )
        .orderBy(sql`${applications.createdAt} desc`)
        .limit(21)
      const [waiting] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(
        tx
          .select({ id: applications.id })
          .from(applications)
          .innerJoin(roles, eq(roles.id, applications.roleId))
          .where(
            and(
              eq(roles.companyId, id),
              undecided(),
              lt(applications.createdAt, daysBefore(now, WAITING_NUDGE_DAYS)),
            ),
          )
          .limit(1000)
          .as('waiting'),
      )
      const waitingCount = waiting?.n ?? 0
      if (fresh.length === 0 && waitingCount === 0) continue
      await notify(
        ctx,
        tx,
        { accountId: id },
        {
          name: 'applicants-digest',
          data: {
            fresh: fresh.map((row) => ({
              roleTitle: row.title,
              firstName: row.snapshot?.firstName ?? null,
              lastName: row.snapshot?.lastName ?? null,
            })),
            waitingCount,
          },
        },
      )
    }
    return claimed.length === COMPANY_DIGESTS_PER_BATCH
  })
}

/** The sweeps of an application's clocks (decisions 025, 046), registered in background-work.ts. */
export const APPLICATION_SWEEPS: Record<string, (ctx: AppContext, now: Date) => Promise<void>> = {
  'no-response': async (ctx, now) => {
    await untilDone(() => warnBeforeNoResponse(ctx, now))
    await untilDone(() => closeUnansweredApplications(ctx, now))
  },
  'waiting-applicants': async (ctx, now) => {
    await untilDone(() => nudgeAboutWaitingApplicants(ctx, now))
    await untilDone(() => sendCompanyDigests(ctx, now))
  },
  'response-times': async (ctx, now) => {
    let cursor: string | null = null
    for (let i = 0; i < STEPS_PER_RUN; i++) {
      cursor = await refreshResponseTimes(ctx.db, cursor, now)
      if (cursor === null) return
    }
  },
}
