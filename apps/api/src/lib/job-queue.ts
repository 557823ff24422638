import type { Db, Tx } from '../db/client.js'

/**
 * Durable background work (decision 024): a job table in PostgreSQL, run by pg-boss. Every API
 * process claims due jobs with `FOR UPDATE SKIP LOCKED`, a failed job is retried with backoff,
 * and a job outlives the process that enqueued it (a restart, a kill -9).
 *
 * Each job name maps to its payload here; a module adds its own by declaration merging:
 *
 *   declare module '../../lib/job-queue.js' { interface JobPayloads { 'alert-mail': { alertId: string } } }
 *
 * Code enqueues through `ctx.jobs` (this file); what runs a job is registered in jobs.ts.
 */
export interface JobPayloads {
  /** One run of one sweep in one interval. */
  sweep: { sweep: string; dueAt: string }
}

export type JobName = keyof JobPayloads & string

/**
 * What a job answers when it chose to do nothing, and why ('the interview has started'): kept as
 * the finished job's output and logged, so a dropped mail is on record rather than silently gone.
 */
export interface JobSkipped {
  skipped: string
}

export interface EnqueueOptions {
  /** Not before this time. */
  runAt?: Date
  /**
   * At most one job of this name with this key: enqueueing it again, from any process, answers
   * null. It holds while the job is kept (until an hour after it is done), so put what makes it
   * unique in the key (e.g. `reminder:<savedRoleId>:<deadline>`).
   */
  singletonKey?: string
}

export interface JobRunner {
  /**
   * Adds a job. Pass the transaction that makes the change the job is about: the job then commits
   * or rolls back with it. Inside a transaction, always pass it, never `ctx.db`: the embedded
   * database has one connection, which waits for the transaction (a deadlock). Answers the job's
   * id, or null when its singleton key was taken.
   */
  enqueue<N extends JobName>(
    db: Db | Tx,
    name: N,
    payload: JobPayloads[N],
    options?: EnqueueOptions,
  ): Promise<string | null>
  /** Enqueues this interval's run of every sweep (at most one per interval across processes). */
  enqueueSweeps(): Promise<void>
  /**
   * Resolves once no job is due and none is running in this process: what tests wait for
   * before reading the mail a request sent. Jobs waiting for a retry are not waited for.
   */
  settle(timeoutMs?: number): Promise<void>
  /** Stops claiming, waits for running jobs (briefly), and lets go of every timer. */
  stop(): Promise<void>
}
