import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/client.js'

/**
 * Waits until some session of this database is waiting for a lock: the proof, in a race test, that
 * the second writer really queued behind the first (on a PostgreSQL server; PGlite has one session).
 */
export async function someoneWaitsForALock(db: Db) {
  for (let tries = 0; tries < 200; tries++) {
    const { rows } = (await db.execute(sql`select count(*)::int as waiting
      from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
      rows: { waiting: number }[]
    }
    if ((rows[0]?.waiting ?? 0) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('No session waited for a lock')
}
