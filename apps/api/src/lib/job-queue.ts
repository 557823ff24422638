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

export interface EnqueueOptions {
  /** Not before this time. */
  runAt?: Date
  /**
   * At most one job with this key waiting or running per name; enqueueing another while one is
   * queued answers null. With `singletonS`, at most one per key per time slot of that many seconds,
   * whatever its state (the sweeps' once-per-interval).
   */
  singletonKey?: string
  singletonS?: number
}

export interface JobRunner {
  /**
   * Adds a job. Pass the transaction that makes the change the job is about: the job then commits
   * or rolls back with it. Answers the job's id, or null when a singleton key kept it out.
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
