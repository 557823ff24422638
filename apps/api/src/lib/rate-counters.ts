import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.js'
import { rateLimits } from '../db/schema.js'

/**
 * Counters of fixed windows in PostgreSQL, one row per key ('messages:account:<id>'), shared by
 * every process on the database: the write limits and the sign-in link failures.
 */

/**
 * One more hit; answers the hits in the current window and when it ends. One atomic statement, so
 * parallel requests cannot slip past.
 */
export async function countHit(db: Db | Tx, key: string, windowMs: number) {
  const resetsAt = sql`now() + ${`${windowMs} milliseconds`}::interval`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetsAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetsAt: sql`case when ${rateLimits.resetsAt} <= now() then ${resetsAt} else ${rateLimits.resetsAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt })
  if (!row) throw new Error('rate limit upsert returned nothing')
  return row
}

/** Old keys are only ever reset, never read again: a periodic sweep clears them out. */
export async function deleteEndedWindows(db: Db) {
  await db.delete(rateLimits).where(lt(rateLimits.resetsAt, sql`now()`))
}

/** The hits of the current window without adding one; zero when the window has ended. */
export async function currentHits(db: Db | Tx, key: string) {
  const [row] = await db
    .select({ hits: rateLimits.hits, resetsAt: rateLimits.resetsAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetsAt, sql`now()`)))
  return row ?? { hits: 0, resetsAt: new Date() }
}
