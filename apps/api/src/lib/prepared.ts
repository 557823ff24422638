import { sql, type Placeholder, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.js'

const names = new Set<string>()

/**
 * A query of the hottest paths (the session check, the chat's page) built once per database rather
 * than on every request: drizzle builds a query's SQL text anew on each call, which was the largest
 * share of the API's CPU time on the cheapest routes (decision 020). On a PostgreSQL server it is
 * also a named statement, parsed once per connection. `build` calls `.prepare(name)` with the name
 * given here, and takes its arguments as `sql.placeholder(...)`.
 *
 * Only for statements outside a transaction: a prepared query runs on `db`, never on a `tx`.
 */
export function preparedQuery<T>(name: string, build: (db: Db, name: string) => T): (db: Db) => T {
  // PostgreSQL refuses two different statements under one name on one connection.
  if (names.has(name)) throw new Error(`Two prepared queries are named ${name}`)
  names.add(name)
  const byDb = new WeakMap<Db, T>()
  return (db) => {
    let query = byDb.get(db)
    if (query === undefined) {
      query = build(db, name)
      byDb.set(db, query)
    }
    return query
  }
}

/**
 * drizzle types a LIMIT or an OFFSET as a number or a placeholder, and writes any SQL given there
 * as it is.
 */
export const planned = (expression: SQL) => expression as unknown as number

/**
 * A page's LIMIT or OFFSET as a scalar subquery, which the planner does not read in any plan.
 * PostgreSQL plans a prepared statement's first five executions with their values, then keeps the
 * generic plan only if it costs no more; with the page's size in sight each execution's own plan
 * looked cheaper (a generic plan must expect a tenth of the rows under a LIMIT it cannot read), so
 * the statement was planned again on every request (0.4 to 1.3 ms; decision 043). Blind to both,
 * the two plans cost the same and the generic one is kept. The executor still sorts only the
 * page's top rows.
 */
export const unseenByPlanner = (value: number | Placeholder) => planned(sql`(select ${value}::int)`)
