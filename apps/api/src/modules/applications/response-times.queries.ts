import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import {
  MS_PER_DAY,
  RESPONSE_SAMPLE_MAX,
  RESPONSE_WINDOW_DAYS,
  ROLE_LIST_CAP,
  WAITING_NUDGE_DAYS,
  medianResponseDays,
} from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { LAGOS_UTC_OFFSET } from '../../db/lagos-time.js'
import { applications, companies } from '../../db/schema.js'

const UNDECIDED = ['pending', 'in_review'] as const

/** The company's first response to an application (a decision or a message) starts the figure. */
export async function recordFirstResponse(tx: Tx, applicationId: string) {
  await tx
    .update(applications)
    .set({ respondedAt: sql`now()` })
    .where(and(eq(applications.id, applicationId), isNull(applications.respondedAt)))
}

/**
 * domain responseClockStart in SQL: the end of the deadline day in Lagos (UTC+1), or when sent.
 * Run when a role's deadline is edited, for its undecided applications.
 */
export async function restartResponseClocks(tx: Tx, roleId: string, deadline: string | null) {
  const clock =
    deadline === null
      ? sql`${applications.createdAt}`
      : sql`greatest(${applications.createdAt}, ((${deadline}::date + 1)::timestamp at time zone 'UTC') - ${LAGOS_UTC_OFFSET})`
  await tx
    .update(applications)
    .set({ responseClockFrom: clock })
    .where(and(eq(applications.roleId, roleId), inArray(applications.status, [...UNDECIDED])))
}

/**
 * The response times of a company's newest responses in the last 90 days (at most
 * RESPONSE_SAMPLE_MAX), one range of the company's responded index.
 */
async function responseTimesOf(db: Db, companyId: string, now: Date) {
  const since = new Date(now.getTime() - RESPONSE_WINDOW_DAYS * MS_PER_DAY)
  const rows = await db
    .select({
      ms: sql<number>`extract(epoch from (${applications.respondedAt} - ${applications.createdAt})) * 1000`.mapWith(
        Number,
      ),
    })
    .from(applications)
    .where(
      and(
        eq(applications.companyId, companyId),
        isNotNull(applications.respondedAt),
        gt(applications.respondedAt, since),
      ),
    )
    .orderBy(desc(applications.respondedAt))
    .limit(RESPONSE_SAMPLE_MAX)
  return rows.map((row) => row.ms)
}

export const RESPONSE_TIMES_BATCH = 100

/**
 * One step of the response-time sweep: the next batch of companies after `after` (by id) get
 * their 'Usually responds within N days' figure recomputed. Returns where to go on, or null when
 * every company was seen.
 */
export async function refreshResponseTimes(
  db: Db,
  after: string | null,
  now = new Date(),
): Promise<string | null> {
  const batch = await db
    .select({ id: companies.accountId, current: companies.medianResponseDays })
    .from(companies)
    .where(after ? gt(companies.accountId, after) : undefined)
    .orderBy(companies.accountId)
    .limit(RESPONSE_TIMES_BATCH)
  for (const company of batch) {
    const median = medianResponseDays(await responseTimesOf(db, company.id, now))
    if (median === company.current) continue
    await db
      .update(companies)
      .set({ medianResponseDays: median })
      .where(eq(companies.accountId, company.id))
  }
  return batch.length === RESPONSE_TIMES_BATCH ? batch.at(-1)!.id : null
}

/**
 * How many of the company's applicants have waited longer than 7 days for a decision (the
 * dashboard's figure), counted no further than ROLE_LIST_CAP.
 */
/**
 * An application waiting for its company's answer: undecided, open, sent more than
 * WAITING_NUDGE_DAYS ago. The dashboard counts them and its banner lists them (`waiting=true`).
 */
export const isWaitingSql = (now = new Date()) =>
  and(
    inArray(applications.status, [...UNDECIDED]),
    isNull(applications.closedAt),
    lt(applications.createdAt, new Date(now.getTime() - WAITING_NUDGE_DAYS * MS_PER_DAY)),
  )

export async function countWaitingApplicants(db: Db, companyId: string, now = new Date()) {
  const waiting = db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), isWaitingSql(now)))
    .limit(ROLE_LIST_CAP)
    .as('waiting')
  const [row] = await db.select({ n: count() }).from(waiting)
  return row?.n ?? 0
}
