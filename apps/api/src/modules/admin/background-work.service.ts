import { sql } from 'drizzle-orm'
import {
  ADMIN_MESSAGES,
  FAILED_JOBS_SHOWN,
  JOB_STATES,
  type BackgroundWork,
  type JobState,
} from '@app/domain'
import type { AppContext } from '../../lib/context.js'
import { AppError, notFound } from '../../lib/errors.js'
import { isUuid } from '../../lib/ids.js'
import { JOBS_SCHEMA } from '../../lib/jobs.js'
import { recordAdminAction, type AdminActor } from './audit-log.js'

const JOB_NOT_FOUND = 'Job not found.'
const ERROR_SHOWN_LENGTH = 500

// pg-boss's own tables (decision 024), read with plain SQL: the same on PGlite and a server.
const jobTable = sql.raw(`${JOBS_SCHEMA}.job`)

type Rows<T> = { rows: T[] }

/**
 * What the background work is doing: jobs per state, and the newest failed jobs. The job table
 * holds only recent work (completed jobs leave it after an hour, failed ones after a week:
 * jobs.ts), so the count reads a bounded table; the list is FAILED_JOBS_SHOWN long.
 */
export async function backgroundWork(ctx: AppContext): Promise<BackgroundWork> {
  const [counted, failed] = await Promise.all([
    ctx.db.execute(
      sql`select state::text as state, count(*)::int as n from ${jobTable} group by state`,
    ) as unknown as Promise<Rows<{ state: JobState; n: number }>>,
    ctx.db.execute(
      sql`select id, name, created_on, completed_on, retry_count,
            left(coalesce(output->>'message', output::text), ${ERROR_SHOWN_LENGTH}) as last_error
          from ${jobTable} where state = 'failed'
          order by completed_on desc nulls last, id
          limit ${FAILED_JOBS_SHOWN}`,
    ) as unknown as Promise<
      Rows<{
        id: string
        name: string
        created_on: Date | string
        completed_on: Date | string | null
        retry_count: number
        last_error: string | null
      }>
    >,
  ])
  const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<
    JobState,
    number
  >
  for (const row of counted.rows) counts[row.state] = Number(row.n)
  const iso = (value: Date | string) => new Date(value).toISOString()
  return {
    counts,
    failed: failed.rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: iso(row.created_on),
      failedAt: row.completed_on === null ? null : iso(row.completed_on),
      attempts: Number(row.retry_count) + 1,
      lastError: row.last_error,
    })),
  }
}

/**
 * Gives a failed job one more try, at once (as pg-boss's own `retry` does: one more allowed try,
 * state 'retry'), and records it in the audit log in the same transaction. A job that is not
 * failed (retried already, or never failed) is 409; an unknown one 404.
 */
export async function retryFailedJob(ctx: AppContext, admin: AdminActor, jobId: string) {
  if (!isUuid(jobId)) throw notFound(JOB_NOT_FOUND)
  return ctx.db.transaction(async (tx) => {
    const retried = (await tx.execute(
      sql`update ${jobTable}
          set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
          where id = ${jobId} and state = 'failed'
          returning name`,
    )) as unknown as Rows<{ name: string }>
    const [job] = retried.rows
    if (!job) {
      const found = (await tx.execute(
        sql`select 1 from ${jobTable} where id = ${jobId}`,
      )) as unknown as Rows<unknown>
      if (found.rows.length === 0) throw notFound(JOB_NOT_FOUND)
      throw new AppError('ALREADY_DONE', ADMIN_MESSAGES.jobNotFailed)
    }
    await recordAdminAction(tx, admin, {
      action: 'job.retry',
      targetType: 'job',
      targetId: jobId,
      reason: `Retried a failed '${job.name}' job`,
    })
    return { id: jobId, name: job.name }
  })
}
