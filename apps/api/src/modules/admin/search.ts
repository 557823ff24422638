import { count, ilike, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core'
import { ADMIN_COUNT_CAP, type PageQuery } from '@app/domain'
import { rowsOf, type Db } from '../../db/client.js'
import { offsetOf, pageResult } from '../../lib/pagination.js'

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Case-insensitive 'contains' for the console's searches, served by trigram indexes (roles'
 * titles, accounts' emails, companies' names; decision 073). Public role search uses full-text
 * search.
 */
export const containsText = (column: AnyPgColumn | SQL, text: string) =>
  ilike(column, `%${escapeLike(text)}%`)

/**
 * `id` is one of the ids the `lookups` find, each a query of one table with its own condition
 * (`select <id> from <table> where …`, served by that table's index). 'The joined company's name
 * or the role's title contains it' made the database join every row before testing any (decision
 * 073: 1 s for the role list at 100,000 roles). The ids are read first and given as a value, so
 * the planner sees how many there are: a few are found through the list's indexes, many (an
 * email domain every company shares) by walking the list in its order.
 */
export async function isAnyOf(db: Db, id: AnyPgColumn, lookups: SQL[]): Promise<SQL> {
  const rows = await rowsOf<{ id: string }>(db, sql.join(lookups, sql` union `))
  return sql`${id} = any(${sql.param(rows.map((row) => row.id))}::uuid[])`
}

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
