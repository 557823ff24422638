import crypto from 'node:crypto'
import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite'
import pg from 'pg'
import type { Db, Tx } from '../db/client.js'
import type { AppContext } from './context.js'
import type { JobName, JobPayloads, JobRunner, JobSkipped } from './job-queue.js'

/**
 * The job runner and the registry of jobs and sweeps (decision 024); what the rest of the code
 * sees of it is in job-queue.ts.
 */
export interface JobInfo {
  id: string
  /** 0 on the first try. */
  retryCount: number
}

export type JobHandler<N extends JobName> = (
  ctx: AppContext,
  payload: JobPayloads[N],
  job: JobInfo,
) => Promise<void | JobSkipped>

const isSkipped = (outcome: unknown): outcome is JobSkipped =>
  typeof outcome === 'object' && outcome !== null && 'skipped' in outcome

export interface JobOptions {
  /** Tries after the first one; a job that fails them all stays in the table as 'failed'. */
  retryLimit?: number
  /** Seconds before the first retry (whole seconds, at least 1); each later wait doubles. */
  retryDelayS?: number
  /** A try that runs longer counts as failed (its process may have died) and is retried. */
  expireInS?: number
}

interface JobDefinition {
  name: string
  handler: JobHandler<never>
  options: Required<JobOptions>
}

const definitions = new Map<string, JobDefinition>()

const DEFAULT_JOB_OPTIONS: Required<JobOptions> = { retryLimit: 5, retryDelayS: 5, expireInS: 300 }

/** Declares what runs a job name; call once per name, at module load (see background-work.ts). */
export function registerJob<N extends JobName>(
  name: N,
  handler: JobHandler<N>,
  options: JobOptions = {},
): void {
  if (definitions.has(name)) throw new Error(`Job '${name}' is registered twice`)
  definitions.set(name, {
    name,
    handler: handler as JobHandler<never>,
    options: { ...DEFAULT_JOB_OPTIONS, ...options },
  })
}

/**
 * A periodic sweep: run at start and every SWEEP_INTERVAL_S seconds, once per interval across all
 * processes sharing the database. `now` is when the interval's run was due. A sweep must be safe
 * to run twice (a crash mid-run retries it) and should work in bounded batches.
 */
export type Sweep = (ctx: AppContext, now: Date) => Promise<void>

const sweeps = new Map<string, Sweep>()

export function registerSweep(name: string, sweep: Sweep): void {
  if (sweeps.has(name)) throw new Error(`Sweep '${name}' is registered twice`)
  sweeps.set(name, sweep)
}

/**
 * Runs one sweep here and now, outside the queue: for tests that move the clock (`now`), and for
 * an operator's command.
 */
export async function runSweep(ctx: AppContext, name: string, now = new Date()): Promise<void> {
  const sweep = sweeps.get(name)
  if (!sweep) throw new Error(`No sweep is registered as '${name}'`)
  await sweep(ctx, now)
}

registerJob(
  'sweep',
  async (ctx, { sweep, dueAt }) => {
    const run = sweeps.get(sweep)
    // A sweep removed from the code while its job waited: nothing to do.
    if (run) await run(ctx, new Date(dueAt))
  },
  // The next interval runs it again anyway.
  { retryLimit: 1, retryDelayS: 5, expireInS: 600 },
)

export interface RunnerOptions {
  db: Db
  log: FastifyBaseLogger
  sweepIntervalS: number
  /** How often an idle process looks for due jobs; jobs enqueued in this process start at once. */
  pollIntervalS?: number
  /** Overrides every job's first retry delay (tests use 1 second). */
  retryDelayS?: number
  /**
   * How often a try whose process died (it ran past its job's `expireInS`) is handed back for a
   * retry, among other upkeep; once per interval across processes.
   */
  maintenanceIntervalS?: number
}

/** How long a failed job stays in the job table, for the console (Background work) and a retry. */
const FAILED_JOBS_KEPT_S = 7 * 24 * 3600

/** Where pg-boss keeps its tables (its own migrations create them on start). */
export const JOBS_SCHEMA = 'pgboss'

/**
 * Starts the job runner of one app: its queues are made at once, so jobs can be enqueued, but no
 * job runs and no sweep is enqueued until `context` (the finished app) resolves. The app resolves
 * it once its plugins are loaded, so a backlog of work never competes with start-up (on the
 * embedded database every statement runs in this thread).
 */
export async function startJobRunner(
  options: RunnerOptions,
  context: Promise<AppContext>,
): Promise<JobRunner> {
  const { db, log } = options
  const pollIntervalS = options.pollIntervalS ?? 1
  const inFlight = new Set<Promise<unknown>>()
  const track = <T>(promise: Promise<T>): Promise<T> => {
    inFlight.add(promise)
    void promise.then(
      () => inFlight.delete(promise),
      () => inFlight.delete(promise),
    )
    return promise
  }
  let running = 0
  let stopping = false
  let contextResolved = false
  void context.then(() => (contextResolved = true))
  let workersStarted: Promise<void> = Promise.resolve()

  const boss = new PgBoss({
    db: trackedConnection(connectionOf(db), track),
    schema: JOBS_SCHEMA,
    // Cron scheduling polls every few seconds; the sweeps use their own interval instead.
    schedule: false,
    supervise: true,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalS ?? 60,
    // A mail's text (a sign-in code, a chat preview) stays no longer than needed. Completed jobs
    // stay in the job table for two intervals, where they keep the sweeps to one per interval.
    archiveCompletedAfterSeconds: Math.max(3600, 2 * options.sweepIntervalS),
    // A failed job stays where the console lists it and an admin can retry it (decision 034).
    archiveFailedAfterSeconds: FAILED_JOBS_KEPT_S,
    deleteAfterDays: 1,
  })
  boss.on('error', (error: unknown) => {
    if (!stopping) log.warn({ err: error }, 'Background jobs: a database call failed')
  })
  await boss.start()

  for (const definition of definitions.values()) {
    const { retryLimit, retryDelayS, expireInS } = definition.options
    const queue = {
      name: definition.name,
      retryLimit,
      retryDelay: Math.max(1, Math.round(options.retryDelayS ?? retryDelayS)),
      retryBackoff: true,
      expireInSeconds: expireInS,
    }
    await boss.createQueue(definition.name, queue)
    // Settings changed in the code reach a queue made by an earlier version.
    await boss.updateQueue(definition.name, queue)
  }

  const workerIds = new Map<string, string>()
  const startWorker = async (definition: JobDefinition, ctx: AppContext) => {
    const workerId = await boss.work<unknown>(
      definition.name,
      { pollingIntervalSeconds: pollIntervalS, batchSize: 1, includeMetadata: true },
      async (jobs) => {
        running += 1
        try {
          let outcome: JobSkipped | undefined
          for (const job of jobs) {
            const info = { id: job.id, retryCount: job.retryCount }
            const answer = await definition.handler(ctx, job.data as never, info)
            if (isSkipped(answer)) {
              outcome = { skipped: answer.skipped }
              log.info(
                { job: definition.name, jobId: job.id, skipped: answer.skipped },
                'A background job did nothing',
              )
            }
          }
          // pg-boss keeps what the handler answers as the completed job's output.
          return outcome
        } catch (error) {
          log.warn(
            { err: error, job: definition.name },
            'A background job failed; it will be retried',
          )
          throw error
        } finally {
          running -= 1
          // A worker that found a job looks for the next at once rather than at its next poll
          // (pg-boss waits out the polling interval otherwise), so a backlog drains steadily.
          const workerId = workerIds.get(definition.name)
          if (workerId && !stopping) boss.notifyWorker(workerId)
        }
      },
    )
    workerIds.set(definition.name, workerId)
  }

  const kick = (name?: string) => {
    if (stopping) return
    for (const [queue, id] of workerIds) if (!name || queue === name) boss.notifyWorker(id)
  }

  const runner: JobRunner = {
    async enqueue(target, name, payload, enqueueOptions = {}) {
      if (!definitions.has(name)) throw new Error(`No job is registered as '${name}'`)
      const sendOptions: PgBoss.SendOptions = {
        db: connectionOf(target),
        ...(enqueueOptions.runAt && { startAfter: enqueueOptions.runAt }),
        // The job's id is made from the key: a second insert of it is a no-op.
        ...(enqueueOptions.singletonKey && { id: idOfKey(name, enqueueOptions.singletonKey) }),
      }
      const id = await boss.send(name, payload as object, sendOptions)
      // A job enqueued here starts at once rather than at the next poll. Inside a transaction
      // the embedded database makes the worker wait for the commit; a server may not see it
      // until the next poll.
      if (id && !enqueueOptions.runAt) setImmediate(() => kick(name))
      return id
    },

    async enqueueSweeps() {
      const intervalS = options.sweepIntervalS
      const slotStart = Math.floor(Date.now() / 1000 / intervalS) * intervalS
      for (const sweep of sweeps.keys()) {
        await runner.enqueue(
          db,
          'sweep',
          { sweep, dueAt: new Date(slotStart * 1000).toISOString() },
          { singletonKey: `${sweep}:${intervalS}:${slotStart}` },
        )
      }
    },

    async settle(timeoutMs = 25_000) {
      const deadline = Date.now() + timeoutMs
      const names = [...definitions.keys()]
      for (;;) {
        if (running === 0) {
          // A try that just finished is being marked done (and may have enqueued more).
          await Promise.allSettled([...inFlight])
          if (running === 0) {
            const { due, active } = await jobsPending(db, names)
            // 'active' covers a job claimed whose handler has not started yet, and one that
            // another process is running.
            if (!due && !active) return
            if (due && !contextResolved) {
              throw new Error('Jobs are due, but none runs until the app is ready (app.ready())')
            }
            if (due) kick()
          }
        }
        if (Date.now() > deadline) throw new Error('Background jobs did not settle in time')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },

    async stop() {
      if (stopping) return
      stopping = true
      clearInterval(sweepTimer)
      // Workers being started finish starting, so pg-boss stops them too.
      if (contextResolved) await workersStarted
      await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false })
      // pg-boss completes a job without awaiting it; the database must outlive those calls.
      const deadline = Date.now() + 5_000
      while ((running > 0 || inFlight.size > 0) && Date.now() < deadline) {
        await Promise.allSettled([...inFlight])
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
    },
  }

  const enqueueSweeps = () =>
    track(runner.enqueueSweeps()).catch((error: unknown) => {
      if (!stopping) log.warn({ err: error }, 'The periodic sweeps were not enqueued')
    })
  let sweepTimer: NodeJS.Timeout | undefined
  // Once the app is finished: the workers start, then the sweeps are enqueued (this interval's
  // once across processes, decision 024) and every interval after.
  workersStarted = context.then(async (ctx) => {
    try {
      for (const definition of definitions.values()) {
        if (stopping) return
        await startWorker(definition, ctx)
      }
      if (stopping) return
      await enqueueSweeps()
      if (stopping) return
      sweepTimer = setInterval(() => void enqueueSweeps(), options.sweepIntervalS * 1000)
      sweepTimer.unref()
    } catch (error) {
      if (!stopping) log.error({ err: error }, 'Background jobs did not start')
    }
  })
  return runner
}

/** A UUID that is the same for the same job name and key. */
function idOfKey(name: string, key: string): string {
  const hex = crypto.createHash('sha256').update(`${name}\0${key}`).digest('hex')
  // Version 8 (custom) and the RFC 4122 variant, so it is a well-formed UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** Whether a job is due now, and whether one is claimed and still within its time. */
async function jobsPending(db: Db, names: string[]): Promise<{ due: boolean; active: boolean }> {
  const { rows } = await connectionOf(db).executeSql(
    `select
       coalesce(bool_or(state in ('created', 'retry') and start_after <= now()), false) as due,
       coalesce(bool_or(state = 'active' and started_on + expire_in > now()), false) as active
     from ${JOBS_SCHEMA}.job
     where name = any($1) and state in ('created', 'retry', 'active')`,
    [names],
  )
  const row = rows[0] as { due?: boolean; active?: boolean } | undefined
  return { due: Boolean(row?.due), active: Boolean(row?.active) }
}

/**
 * pg-boss talks SQL through `executeSql`; this gives it the app's own connection: the pool of a
 * server, the embedded PGlite, or an open transaction of either (so a job commits with it).
 */
function connectionOf(db: Db | Tx): PgBoss.Db {
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

function trackedConnection(
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
