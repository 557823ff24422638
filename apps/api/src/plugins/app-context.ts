import fp from 'fastify-plugin'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'
import { listenSource, type Db } from '../db/client.js'
import type { AppContext } from '../lib/context.js'
import { createEventBus } from '../lib/events.js'
import { startJobRunner, type RunnerOptions } from '../lib/job-runner.js'
import { createMailer, type Mailer } from '../lib/mailer.js'
import { countedMailer, createMetrics, type Metrics } from '../lib/metrics.js'
import { createPhoneTransports } from '../lib/phone-transports.js'
import { primaryOnly, replicaRouting, type ReplicaRouting } from '../lib/read-replicas.js'
import { createFileStorage } from '../lib/storage.js'

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
    /** Set once close() begins: /health/ready answers 503 so balancers send requests elsewhere. */
    shuttingDown: boolean
    metrics: Metrics
  }
}

export interface AppContextOptions {
  config: Config
  db: Db
  otpSecret: string
  /** Tests and main may pass their own; otherwise one is made from the config. */
  mailer?: Mailer
  /** Job runner timings; tests shorten the retry delay. */
  jobs?: Pick<RunnerOptions, 'pollIntervalS' | 'retryDelayS' | 'maintenanceIntervalS'>
}

/** Replicas when DATABASE_REPLICA_URLS names them; the primary alone otherwise (decision 074). */
function readRoutingOf(
  config: Config,
  db: Db,
  metrics: Metrics,
  log: FastifyBaseLogger,
): ReplicaRouting {
  if (!config.DATABASE_REPLICA_URLS) return primaryOnly(metrics)
  const primary = listenSource(db)
  if (primary.engine !== 'server') throw new Error('DATABASE_REPLICA_URLS needs DATABASE_URL')
  return replicaRouting({
    primary: primary.config,
    replicaUrls: config.DATABASE_REPLICA_URLS,
    metrics,
    log,
  })
}

/**
 * The app's context (`app.ctx`: database, mail, jobs, events, files) and its metrics, opened with
 * the app and closed with it.
 */
export const appContextPlugin = fp(
  async (app, { config, db, otpSecret, mailer, jobs }: AppContextOptions) => {
    const metrics = createMetrics(app, db)
    app.decorate('metrics', metrics)
    // The context holds the runner; no job runs and no sweep starts until the app is ready.
    let finished: (ctx: AppContext) => void = () => {}
    const runner = await startJobRunner(
      { db, log: app.log, sweepIntervalS: config.SWEEP_INTERVAL_S, ...jobs },
      new Promise<AppContext>((resolve) => (finished = resolve)),
    )
    const reads = readRoutingOf(config, db, metrics, app.log)
    const ctx: AppContext = {
      db,
      reads,
      config,
      otpSecret,
      mailer: countedMailer(
        mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
        metrics,
      ),
      phones: createPhoneTransports(config, app.log),
      jobs: runner,
      events: createEventBus(db, app.log),
      files: createFileStorage(config),
      log: app.log,
    }
    app.decorate('ctx', ctx)
    reads.start(ctx)
    // Only once every plugin is loaded does the background work begin (the backlog of a large
    // site's sweeps and queued mail takes minutes, and on the embedded database runs in this
    // thread), so start-up never waits for it (decision 042).
    app.addHook('onReady', async () => finished(ctx))
    app.decorate('shuttingDown', false)
    app.addHook('preClose', async () => {
      app.shuttingDown = true
    })
    app.addHook('onClose', async () => {
      // Running jobs may still be sending mail or reading files.
      await ctx.jobs.stop()
      ctx.mailer.close()
      ctx.files.close()
      await reads.close()
    })
    // Before the server closes, or open streams would keep it waiting.
    app.addHook('preClose', async () => ctx.events.close())
  },
  { name: 'app-context' },
)
