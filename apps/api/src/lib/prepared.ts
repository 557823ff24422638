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
