import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/client.js'

/**
 * Steps one run of a sweep takes at most; what is left waits for the next interval, so one run
 * stays short however much piled up.
 */
export const STEPS_PER_RUN = 50

/** Runs a batched step until it reports nothing more, at most STEPS_PER_RUN times. */
export async function untilDone(step: () => Promise<boolean>) {
  for (let i = 0; i < STEPS_PER_RUN; i++) if (!(await step())) return
}

/**
 * Claims a batch for a sweep step: stamps `set` on the rows of `table` whose `key` the `due` query
 * selects (a batch at most; `still` is checked again as each row is updated), in the step's
 * transaction, so another process running the same sweep skips them. Chain `.returning()`.
 */
export function claimBatch<T extends PgTable>(
  tx: Tx,
  table: T,
  key: SQLWrapper,
  due: SQLWrapper,
  set: PgUpdateSetSource<T>,
  still?: SQL,
) {
  const isDue = sql`${key} in (${due})`
  return tx
    .update(table)
    .set(set)
    .where(still ? and(isDue, still) : isDue)
}
