import type { AppContext } from './context.js'
import type { JobName, JobPayloads, JobSkipped } from './job-queue.js'

/**
 * The registry of jobs and sweeps (decision 024): what runs each job name, registered at module
 * load (background-work.ts); job-runner.ts runs them, and what the rest of the code sees of it is
 * in job-queue.ts.
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

export const isSkipped = (outcome: unknown): outcome is JobSkipped =>
  typeof outcome === 'object' && outcome !== null && 'skipped' in outcome

export interface JobOptions {
  /** Tries after the first one; a job that fails them all stays in the table as 'failed'. */
  retryLimit?: number
  /** Seconds before the first retry (whole seconds, at least 1); each later wait doubles. */
  retryDelayS?: number
  /** A try that runs longer counts as failed (its process may have died) and is retried. */
  expireInS?: number
}

export interface JobDefinition {
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

export const registeredSweeps = (): string[] => [...sweeps.keys()]

export const registeredJobs = (): JobDefinition[] => [...definitions.values()]

export const isRegisteredJob = (name: string): boolean => definitions.has(name)

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

/** Where pg-boss keeps its tables (its own migrations create them on start). */
export const JOBS_SCHEMA = 'pgboss'
