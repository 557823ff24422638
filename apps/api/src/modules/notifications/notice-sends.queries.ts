import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import {
  formatNairaKobo,
  SEND_CHANNELS,
  startOfLagosDay,
  todayInLagos,
  type AdminSend,
  type SendCost,
  type SendsQuery,
} from '@app/domain'
import type { Db } from '../../db/client.js'
import { noticeSends } from '../../db/schema.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'

/**
 * What went out, newest first, for the console's Background work page: a page at a time, narrowed
 * by channel and state (the index on channel, status, created_at serves both filters).
 */
export async function listSends(db: Db, query: SendsQuery) {
  const filters: SQL[] = []
  if (query.channel) filters.push(eq(noticeSends.channel, query.channel))
  if (query.status) filters.push(eq(noticeSends.status, query.status))
  const where = filters.length > 0 ? and(...filters) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(noticeSends)
      .where(where)
      .orderBy(desc(noticeSends.createdAt), desc(noticeSends.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(noticeSends).where(where),
  ])
  return pageResult(rows.map(sendDto), query.page, query.limit, total?.n ?? 0)
}

const sendDto = (row: typeof noticeSends.$inferSelect): AdminSend => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  channel: row.channel,
  event: row.event,
  to: row.maskedTo,
  status: row.status,
  providerId: row.providerId,
  segments: row.segments,
  cost: row.cost,
  attempts: row.attempts,
  error: row.error,
})

/** The Lagos month `now` falls in: 'YYYY-MM', and the instants it starts and ends. */
function lagosMonth(now: Date) {
  const month = todayInLagos(now).slice(0, 7)
  const [year = 0, number = 1] = month.split('-').map(Number)
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
  return { month, from: startOfLagosDay(`${month}-01`), until: startOfLagosDay(`${next}-01`) }
}

/** Handed to the provider: sent, delivered, or reported failed after it took the message. */
const handedOver = sql`(${noticeSends.providerId} is not null or ${noticeSends.status} in ('sent', 'delivered'))`

/**
 * The month's sends per channel, summed in the database over a range of created_at (the index
 * on it serves the range). Costs are the providers' own words, 'NGN 2.2000'; others are left out.
 */
export const monthCostsQuery = (db: Db, now: Date) => {
  const { from, until } = lagosMonth(now)
  return db
    .select({
      channel: noticeSends.channel,
      sends: sql`count(*) filter (where ${handedOver})`.mapWith(Number),
      segments: sql`coalesce(sum(${noticeSends.segments}) filter (where ${handedOver}), 0)`.mapWith(
        Number,
      ),
      cost: sql`coalesce(sum(substring(${noticeSends.cost} from '^NGN ([0-9]+(?:\.[0-9]+)?)$')::numeric), 0)::float8`.mapWith(
        Number,
      ),
    })
    .from(noticeSends)
    .where(and(gte(noticeSends.createdAt, from), lt(noticeSends.createdAt, until)))
    .groupBy(noticeSends.channel)
}

/** `GET /admin/sends/costs`: one row per channel, zeros for a channel that sent nothing. */
export async function monthCosts(db: Db, now = new Date()): Promise<SendCost[]> {
  const { month } = lagosMonth(now)
  const rows = await monthCostsQuery(db, now)
  return SEND_CHANNELS.map((channel) => {
    const row = rows.find((r) => r.channel === channel)
    return {
      channel,
      month,
      sends: row?.sends ?? 0,
      segments: row?.segments ?? 0,
      cost: formatNairaKobo(row?.cost ?? 0),
    }
  })
}
