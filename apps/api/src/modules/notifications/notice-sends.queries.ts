import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { AdminSend, SendsQuery } from '@app/domain'
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
