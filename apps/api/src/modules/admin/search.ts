import { count, ilike, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core'
import { ADMIN_COUNT_CAP, type PageQuery } from '@app/domain'
import type { Db } from '../../db/client.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Case-insensitive 'contains' for the console's searches. The admin lists are small and read by a
 * few operators, so a scan is fine here (public role search uses full-text search).
 */
export const containsText = (column: AnyPgColumn | SQL, text: string) =>
  ilike(column, `%${escapeLike(text)}%`)

/**
 * One page of a console list and how many rows match. The count stops at ADMIN_COUNT_CAP
 * (`meta.totalDocsCapped`, shown as '1,000+'), so a broad search over every account reads at
 * most that many index entries however large the site grows.
 * - `ordered`: the filtered rows in the list's order (`.$dynamic()`); the page is cut from it.
 * - `matching`: the same filter over any one column (`.$dynamic()`), for the count.
 * - `toAnswer`: a row as the page's answer (one of `data.docs`).
 */
export async function searchPage<Ordered extends PgSelect, Answer>(
  db: Db,
  query: PageQuery,
  lists: { ordered: Ordered; matching: PgSelect },
  toAnswer: (row: Awaited<Ordered>[number]) => Answer,
) {
  const [rows, [counted]] = await Promise.all([
    lists.ordered.limit(query.limit).offset(offsetOf(query.page, query.limit)),
    db.select({ n: count() }).from(lists.matching.limit(ADMIN_COUNT_CAP + 1).as('matching')),
  ])
  const found = counted?.n ?? 0
  return pageResult(
    rows.map(toAnswer),
    query.page,
    query.limit,
    Math.min(found, ADMIN_COUNT_CAP),
    found > ADMIN_COUNT_CAP,
  )
}
