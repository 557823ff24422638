/**
 * What a PostgreSQL server was busy with while a route was measured: `pg_stat_activity` sampled
 * every SAMPLE_MS, each active backend counted under what it ran (its kind, what it waited on,
 * the start of its statement). A route whose server answered far below its floor while the
 * primary's CPU was full (2026-11-28, 'roles: newest' at 3 req/s) shows here whether the time
 * went to the route's own statements or to work beside them (autovacuum, a sweep, a checkpoint).
 */
import pg from 'pg'

const SAMPLE_MS = 100

/** How many characters of a statement name it in the report. */
const STATEMENT_CHARS = 90

/** One kind of activity, and how many backends did it on average over the samples. */
export interface Activity {
  what: string
  backends: number
}

/** Backends at work; a process waiting in its main loop (wait type Activity: the WAL sender and
 * receiver, the checkpointer between checkpoints…) is idle. */
const ACTIVE = `select backend_type, wait_event_type, wait_event,
    left(regexp_replace(query, '\\s+', ' ', 'g'), ${STATEMENT_CHARS}) as statement
  from pg_stat_activity
  where pid <> pg_backend_pid() and (state is null or state not like 'idle%')
    and wait_event_type is distinct from 'Activity'`

interface Row {
  backend_type: string
  wait_event_type: string | null
  wait_event: string | null
  statement: string | null
}

/** The name a sample is counted under: who, on what it waited (or CPU), and which statement. */
function nameOf(row: Row): string {
  const waiting = row.wait_event_type ? `${row.wait_event_type}:${row.wait_event}` : 'CPU'
  const statement = row.backend_type === 'client backend' ? ` ${row.statement ?? ''}` : ''
  return `${row.backend_type} [${waiting}]${statement}`
}

/**
 * A sampler over one server: `start()` begins sampling, `stop()` ends it and answers the
 * activities, busiest first, as average backends at once (over the samples taken).
 */
export async function activitySampler(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let counts = new Map<string, number>()
  let samples = 0
  let timer: NodeJS.Timeout | undefined
  let sampling: Promise<void> | undefined
  const sample = async () => {
    const { rows } = await client.query<Row>(ACTIVE)
    samples += 1
    for (const row of rows) {
      const name = nameOf(row)
      counts.set(name, (counts.get(name) ?? 0) + 1)
    }
  }
  return {
    start() {
      counts = new Map()
      samples = 0
      timer = setInterval(() => {
        // One sample at a time: a slow answer skips a beat rather than piling samples up.
        sampling ??= sample()
          .catch(() => {})
          .finally(() => (sampling = undefined))
      }, SAMPLE_MS)
    },
    async stop(): Promise<Activity[]> {
      clearInterval(timer)
      await sampling
      return [...counts]
        .map(([what, n]) => ({ what, backends: Number((n / Math.max(1, samples)).toFixed(2)) }))
        .sort((a, b) => b.backends - a.backends)
    },
    close: () => client.end(),
  }
}
