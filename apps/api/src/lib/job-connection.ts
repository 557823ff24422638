import type PgBoss from 'pg-boss'
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite'
import pg from 'pg'
import type { Db, Tx } from '../db/client.js'

/**
 * pg-boss talks SQL through `executeSql`; this gives it the app's own connection: the pool of a
 * server, the embedded PGlite, or an open transaction of either (so a job commits with it).
 */
export function connectionOf(db: Db | Tx): PgBoss.Db {
  const client = rawClientOf(db)
  if (client instanceof pg.Pool || client instanceof pg.Client || isPoolClient(client)) {
    return { executeSql: (text, values) => client.query(text, values) }
  }
  const embedded = client as PGlite | PGliteTransaction
  return {
    async executeSql(text, values) {
      // pg-boss's migrations are several statements in one text, which only exec runs.
      if (values === undefined) {
        const results = await embedded.exec(text)
        return { rows: results.flatMap((result) => result.rows) }
      }
      return embedded.query(text, values)
    },
  }
}

export function trackedConnection(
  connection: PgBoss.Db,
  track: <T>(promise: Promise<T>) => Promise<T>,
): PgBoss.Db {
  return { executeSql: (text, values) => track(connection.executeSql(text, values)) }
}

type RawClient = PGlite | PGliteTransaction | pg.Pool | pg.PoolClient | pg.Client

/** drizzle keeps the driver's client on the database and on each transaction's session. */
function rawClientOf(db: Db | Tx): RawClient {
  const withClient = db as unknown as { $client?: RawClient; session?: { client?: RawClient } }
  const client = withClient.session?.client ?? withClient.$client
  if (!client) throw new Error('No database client to enqueue a job with')
  return client
}

function isPoolClient(client: RawClient): client is pg.PoolClient {
  return typeof (client as pg.PoolClient).release === 'function'
}
