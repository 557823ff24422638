import crypto from 'node:crypto'
import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.js'
import type { AppContext } from './context.js'
import { connectionOf, trackedConnection } from './job-connection.js'
import type { JobRunner, JobSkipped } from './job-queue.js'
import {
  isRegisteredJob,
  isSkipped,
  JOBS_SCHEMA,
  registeredJobs,
  registeredSweeps,
  type JobDefinition,
} from './jobs.js'

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

  for (const definition of registeredJobs()) {
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
      if (!isRegisteredJob(name)) throw new Error(`No job is registered as '${name}'`)
      const sendOptions: PgBoss.SendOptions = {
        db: connectionOf(target),
        ...(enqueueOptions.runAt && { startAfter: enqueueOptions.runAt }),
        // The job's id is made from the key: a second insert of it is a no-op. Otherwise it
        // follows the order of enqueueing, which pg-boss claims by after created_on.
        id: enqueueOptions.singletonKey
          ? idOfKey(name, enqueueOptions.singletonKey)
          : orderedJobId(),
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
      for (const sweep of registeredSweeps()) {
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
      const names = registeredJobs().map((definition) => definition.name)
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
      for (const definition of registeredJobs()) {
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

let lastIdMs = 0
let idsThisMs = 0

/**
 * A UUID (version 7: milliseconds, then a count within the millisecond) that sorts in the order
 * jobs were enqueued. pg-boss claims jobs by `created_on`, then id, and every job of one
 * transaction has the same `created_on`: with random ids, the cancellation mail and the decision
 * mail that one decision queues would go out in either order.
 */
function orderedJobId(): string {
  const now = Date.now()
  if (now > lastIdMs) {
    lastIdMs = now
    idsThisMs = 0
  } else if (++idsThisMs > 0xfff) {
    lastIdMs += 1
    idsThisMs = 0
  }
  const ms = lastIdMs.toString(16).padStart(12, '0')
  const random = crypto.randomBytes(8).toString('hex')
  const variant = ((parseInt(random[0]!, 16) & 0x3) | 0x8).toString(16)
  return `${ms.slice(0, 8)}-${ms.slice(8)}-7${idsThisMs.toString(16).padStart(3, '0')}-${variant}${random.slice(1, 4)}-${random.slice(4, 16)}`
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
