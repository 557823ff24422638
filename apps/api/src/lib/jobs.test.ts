import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig } from '../config.js'
import { listenSource, openDatabase, type Database, type Db } from '../db/client.js'
import { codeChallenges, codeFailures, rateLimits, sessions } from '../db/schema.js'
import { createAccount } from '../../test/factories.js'
import { call, useTestApp } from '../../test/test-app.js'
import type { AppContext } from './context.js'
import { startJobRunner } from './job-runner.js'
import { JOBS_SCHEMA, registerJob, registerSweep, runSweep } from './jobs.js'

const t = useTestApp()

declare module './job-queue.js' {
  interface JobPayloads {
    'test-record': { key: string }
    'test-flaky': { key: string; failures: number }
  }
}

/** What the jobs of this file did, and in which app ("process", told apart by data folder). */
const runs: { key: string; process: string; retryCount: number; at: number }[] = []
const sweepRuns: { process: string; dueAt: string }[] = []

registerJob('test-record', async (ctx, { key }, job) => {
  runs.push({ key, process: ctx.config.dataDir, retryCount: job.retryCount, at: Date.now() })
})
registerJob(
  'test-flaky',
  async (ctx, { key, failures }, job) => {
    runs.push({ key, process: ctx.config.dataDir, retryCount: job.retryCount, at: Date.now() })
    if (job.retryCount < failures) throw new Error('not yet')
  },
  { retryLimit: 3, retryDelayS: 1 },
)
registerSweep('test-sweep', async (ctx, now) => {
  sweepRuns.push({ process: ctx.config.dataDir, dueAt: now.toISOString() })
})

/**
 * A sweep with a backlog that never ends until the test releases it: while `busy`, it runs one
 * statement after another. Idle (returns at once) for every other test.
 */
const backlog = { busy: false, started: false, released: false, statements: 0 }
registerSweep('test-backlog', async (ctx) => {
  if (!backlog.busy) return
  backlog.started = true
  while (!backlog.released) {
    await ctx.db.execute(sql`select 1`)
    backlog.statements += 1
  }
})

const keysRun = (prefix: string) =>
  runs
    .filter((run) => run.key.startsWith(prefix))
    .map((run) => run.key)
    .sort()

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/**
 * Another API process on the test database: its own connection pool on a server; on the embedded
 * database (one connection in one process) the same client.
 */
async function anotherProcess(
  env: Record<string, string> = {},
  jobs: { maintenanceIntervalS?: number } = {},
) {
  const source = listenSource(t.database.db)
  const pool: Database | null =
    source.engine === 'server' ? await openDatabase({ url: source.config.connectionString! }) : null
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-jobs-'))
  const app: FastifyInstance = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      SMTP_URL: t.mail.url,
      ...env,
    }),
    db: pool?.db ?? t.database.db,
    otpSecret: t.app.ctx.otpSecret,
    jobs: { retryDelayS: 1, ...jobs },
  })
  // A process starts its background work once ready, as listen() makes it.
  await app.ready()
  return {
    app,
    dataDir: app.ctx.config.dataDir,
    async close() {
      await app.close()
      await pool?.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

describe('background jobs', () => {
  it('run a job enqueued in a transaction only when the transaction commits', async () => {
    const { db, jobs } = t.app.ctx
    await db.transaction(async (tx) => {
      await jobs.enqueue(tx, 'test-record', { key: 'tx-kept' })
    })
    await expect(
      db.transaction(async (tx) => {
        await jobs.enqueue(tx, 'test-record', { key: 'tx-dropped' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    await jobs.settle()
    expect(keysRun('tx-')).toEqual(['tx-kept'])
  })

  it('take a job with a singleton key once, from whichever process enqueues it', async () => {
    const other = await anotherProcess()
    try {
      const options = { singletonKey: 'reminder:42' }
      const first = await t.app.ctx.jobs.enqueue(
        t.app.ctx.db,
        'test-record',
        { key: 'once' },
        options,
      )
      const again = await other.app.ctx.jobs.enqueue(
        other.app.ctx.db,
        'test-record',
        { key: 'once' },
        options,
      )
      expect(first).toEqual(expect.any(String))
      expect(again).toBeNull()
      await Promise.all([t.app.ctx.jobs.settle(), other.app.ctx.jobs.settle()])
      expect(keysRun('once')).toEqual(['once'])
    } finally {
      await other.close()
    }
  })

  it('try a failing job again, waiting longer each time, until it succeeds', async () => {
    await t.app.ctx.jobs.enqueue(t.app.ctx.db, 'test-flaky', { key: 'flaky', failures: 2 })
    await until(() => keysRun('flaky').length === 3)
    // The last try is marked done just after it returns.
    await t.app.ctx.jobs.settle()
    const tries = runs.filter((run) => run.key === 'flaky')
    expect(tries.map((run) => run.retryCount)).toEqual([0, 1, 2])
    // 1 s before the first retry, then 2 s (each with up to as much again at random).
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(900)
    expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(1_900)
    const [job] = await rowsOf(
      t.database.db,
      `select state from pgboss.job where data->>'key' = 'flaky'`,
    )
    expect(job).toMatchObject({ state: 'completed' })
  }, 20_000)

  it('keep a job enqueued by a process that stopped before running it, for the next one', async () => {
    const first = await anotherProcess()
    await first.app.ctx.jobs.enqueue(
      first.app.ctx.db,
      'test-record',
      { key: 'restart' },
      { runAt: new Date(Date.now() + 60_000) },
    )
    const closing = Date.now()
    await first.close()
    // Stopping does not wait for what is not running.
    expect(Date.now() - closing).toBeLessThan(2_000)

    // The clock moves on: the job is due, and the process still running takes it.
    await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where data->>'key' = 'restart'`,
    )
    await t.app.ctx.jobs.settle()
    expect(runs.filter((run) => run.key === 'restart')).toEqual([
      expect.objectContaining({ process: t.app.ctx.config.dataDir }),
    ])
  })

  it('hand a job whose process died while running it to another process once its time is up', async () => {
    const other = await anotherProcess({}, { maintenanceIntervalS: 1 })
    try {
      await t.app.ctx.jobs.enqueue(
        t.app.ctx.db,
        'test-record',
        { key: 'orphan' },
        { runAt: new Date(Date.now() + 60_000) },
      )
      // As a process killed (-9) ten minutes into the try leaves it: claimed, never finished.
      await t.database.db.execute(
        sql`update pgboss.job set state = 'active', start_after = now() - interval '11 minutes',
              started_on = now() - interval '10 minutes' where data->>'key' = 'orphan'`,
      )
      await until(() => keysRun('orphan').length === 1)
      expect(runs.find((run) => run.key === 'orphan')).toMatchObject({ retryCount: 1 })
    } finally {
      await other.close()
    }
  }, 20_000)

  it('are each run exactly once by two processes sharing the database', async () => {
    const other = await anotherProcess()
    try {
      const keys = Array.from({ length: 30 }, (_, i) => `shared-${String(i).padStart(2, '0')}`)
      await t.app.ctx.db.transaction(async (tx) => {
        for (const key of keys.slice(0, 15)) {
          await t.app.ctx.jobs.enqueue(tx, 'test-record', { key })
        }
      })
      for (const key of keys.slice(15)) {
        await other.app.ctx.jobs.enqueue(other.app.ctx.db, 'test-record', { key })
      }
      await Promise.all([t.app.ctx.jobs.settle(), other.app.ctx.jobs.settle()])
      expect(keysRun('shared-')).toEqual(keys)
      const processes = new Set(
        runs.filter((run) => run.key.startsWith('shared-')).map((r) => r.process),
      )
      expect(
        [...processes].every((p) => p === t.app.ctx.config.dataDir || p === other.dataDir),
      ).toBe(true)
    } finally {
      await other.close()
    }
  })

  it('run each sweep at start and once per interval across processes', async () => {
    const started = Date.now()
    const [a, b] = await Promise.all([
      anotherProcess({ SWEEP_INTERVAL_S: '1' }),
      anotherProcess({ SWEEP_INTERVAL_S: '1' }),
    ])
    try {
      const recent = () => sweepRuns.filter((run) => Date.parse(run.dueAt) >= started - 1_000)
      await until(() => new Set(recent().map((run) => run.dueAt)).size >= 3)
      await Promise.all([a.app.ctx.jobs.settle(), b.app.ctx.jobs.settle()])
      const perInterval = new Map<string, number>()
      for (const run of recent()) perInterval.set(run.dueAt, (perInterval.get(run.dueAt) ?? 0) + 1)
      expect([...perInterval.values()].every((count) => count === 1)).toBe(true)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  }, 20_000)

  it('run no job and enqueue no sweep before the app is finished', async () => {
    const fresh = await openDatabase({})
    let finish: (ctx: AppContext) => void = () => {}
    const runner = await startJobRunner(
      { db: fresh.db, log: t.app.log, sweepIntervalS: 3600, retryDelayS: 1 },
      new Promise<AppContext>((resolve) => (finish = resolve)),
    )
    const jobsIn = async (where: string) => {
      const { rows } = (await fresh.db.execute(
        sql.raw(`select count(*)::int as n from ${JOBS_SCHEMA}.job where ${where}`),
      )) as unknown as { rows: { n: number }[] }
      return rows[0]!.n
    }
    const madeHere = () => sweepRuns.filter((run) => run.process === 'being-made')
    try {
      // A job can be enqueued while the app is being made, but no worker takes it yet.
      await runner.enqueue(fresh.db, 'test-record', { key: 'early' })
      await expect(runner.settle()).rejects.toThrow('none runs until the app is ready')
      expect(await jobsIn(`name = 'sweep'`)).toBe(0)
      expect(await jobsIn(`state <> 'created'`)).toBe(0)

      finish({
        ...t.app.ctx,
        db: fresh.db,
        jobs: runner,
        config: { ...t.app.ctx.config, dataDir: 'being-made' },
      })
      await runner.settle()
      expect(keysRun('early')).toEqual(['early'])
      expect(madeHere()).toHaveLength(1)
      // Each ran once, on its first try.
      expect(await jobsIn(`retry_count > 0 or state = 'failed'`)).toBe(0)
    } finally {
      await runner.stop()
      await fresh.close()
    }
  })

  it('let the app load, listen and answer while a sweep works through a backlog', async () => {
    // Its own interval, so this start enqueues a run of the sweeps no earlier app took.
    backlog.busy = true
    let other: Awaited<ReturnType<typeof anotherProcess>> | undefined
    try {
      // Ready: every plugin loaded, whatever the sweeps have to do.
      other = await anotherProcess({ SWEEP_INTERVAL_S: '86399' })
      await other.app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = other.app.server.address() as { port: number }
      // The sweep started after ready, and holds on; timers still run (the embedded database's
      // statements run in this thread, each after a turn of the event loop).
      await until(() => backlog.started)
      const answered = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`)
      expect(answered.status).toBe(200)
      const during = backlog.statements
      await until(() => backlog.statements > during)
      expect(backlog.released).toBe(false)
    } finally {
      backlog.released = true
      await other?.app.ctx.jobs.settle()
      await t.app.ctx.jobs.settle()
      backlog.busy = false
      await other?.close()
    }
  }, 20_000)
})

describe('mail', () => {
  it('reaches the inbox when the mail server comes back after refusing it', async () => {
    const { account } = await createAccount(t.database.db, 'company')
    t.mail.refuse(true)
    const challenge = await call(t.app, {
      method: 'POST',
      url: '/company/login',
      payload: { email: account.email },
    })
    // The request does not wait for the mail server, nor fail with it.
    expect(challenge.status).toBe(200)
    expect(t.mail.mails).toHaveLength(0)
    const [waiting] = await rowsOf(
      t.database.db,
      `select state, data::text as data from pgboss.job where name = 'mail'`,
    )
    expect(waiting).toMatchObject({ state: 'retry' })

    t.mail.refuse(false)
    await t.mail.waitForMails(1)
    expect(t.mail.mails).toHaveLength(1)
    // While it waited, the queued mail was sealed: the tables held neither its address nor its code.
    const code = t.mail.latestCodeFor(account.email)
    expect(String(waiting?.data)).not.toContain(account.email)
    expect(String(waiting?.data)).not.toContain(code)
    const verified = await call(t.app, {
      method: 'POST',
      url: '/company/verify-otp',
      payload: { id: challenge.body.data.id, otp: code },
    })
    expect(verified.status).toBe(200)
  })
})

describe('the clean-up sweeps', () => {
  it('delete ended rate-limit windows, spent codes and long-ended sessions, and keep the rest', async () => {
    const { db } = t.database
    const { account } = await createAccount(db, 'intern')
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)
    await db.insert(rateLimits).values([
      { key: 'ended', hits: 3, resetsAt: hoursAgo(1) },
      { key: 'current', hits: 3, resetsAt: hoursAgo(-1) },
    ])
    await db.insert(codeChallenges).values([
      { accountId: account.id, email: account.email, codeHmac: 'old', expiresAt: hoursAgo(25) },
      { accountId: account.id, email: account.email, codeHmac: 'new', expiresAt: hoursAgo(1) },
    ])
    await db.insert(codeFailures).values([
      { accountId: account.id, ip: '10.0.0.1', createdAt: hoursAgo(25) },
      { accountId: account.id, ip: '10.0.0.2', createdAt: hoursAgo(23) },
    ])
    await db.insert(sessions).values([
      { accountId: account.id, tokenHash: 'long-expired', expiresAt: hoursAgo(31 * 24) },
      {
        accountId: account.id,
        tokenHash: 'long-revoked',
        expiresAt: hoursAgo(-1),
        revokedAt: hoursAgo(31 * 24),
      },
      { accountId: account.id, tokenHash: 'just-expired', expiresAt: hoursAgo(2) },
    ])

    await runSweep(t.app.ctx, 'rate-limit-windows')
    await runSweep(t.app.ctx, 'sign-in-records')

    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual(['current'])
    expect((await db.select().from(codeChallenges)).map((row) => row.codeHmac)).toEqual(['new'])
    expect((await db.select().from(codeFailures)).map((row) => row.ip)).toEqual(['10.0.0.2'])
    const kept = (await db.select().from(sessions)).map((row) => row.tokenHash)
    // createAccount's own session, and the one that ended only lately.
    expect(kept).toHaveLength(2)
    expect(kept).toContain('just-expired')
  })
})

async function rowsOf(db: Db, query: string) {
  const result = await db.execute(sql.raw(query))
  return (result as unknown as { rows: Record<string, unknown>[] }).rows
}
