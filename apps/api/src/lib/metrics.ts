import crypto from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import pg from 'pg'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { rowsOf, type Db } from '../db/client.js'
import { AppError } from './errors.js'
import type { Mailer } from './mailer.js'

/**
 * What this process counts for Prometheus (decision 026). One registry per app, not prom-client's
 * global one, so tests that build several apps in one process count each apart.
 */
export interface Metrics {
  registry: Registry
  /** Event streams open in this process. */
  streamsOpen: Gauge
  mails: Counter<'result'>
  /** Read-only work by the server that answered it: 'primary' or a replica's host:port (074). */
  dbReads: Counter<'server'>
  /** Each replica's lag behind the primary at its last check. */
  replicaLag: Gauge<'server'>
}

export function createMetrics(app: FastifyInstance, db: Db): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })

  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern and status (errors: status 5xx)',
    labelNames,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const streamsOpen = new Gauge({
    name: 'internplace_event_streams_open',
    help: 'Server-Sent Event streams open in this process',
    registers: [registry],
  })
  const mails = new Counter({
    name: 'internplace_mails_total',
    help: 'Mails handed to the mail server, by result (sent or failed)',
    labelNames: ['result'] as const,
    registers: [registry],
  })

  const dbReads = new Counter({
    name: 'internplace_db_reads_total',
    help: 'Read-only requests (public lists, search, role pages) by the database server that answered',
    labelNames: ['server'] as const,
    registers: [registry],
  })
  const replicaLag = new Gauge({
    name: 'internplace_replica_lag_seconds',
    help: "Each replica's lag behind the primary at its last check (over 5 s: it serves nothing)",
    labelNames: ['server'] as const,
    registers: [registry],
  })

  new Gauge({
    name: 'internplace_jobs',
    help: 'Background jobs in the queue by state: created and retry wait, failed gave up',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset()
      const rows = await rowsOf<{ state: string; n: number }>(
        db,
        sql`select state::text as state, count(*)::int as n from pgboss.job
          where state in ('created', 'retry', 'active', 'failed') group by state`,
      )
      for (const state of ['created', 'retry', 'active', 'failed']) {
        this.set({ state }, rows.find((row) => row.state === state)?.n ?? 0)
      }
    },
  })

  const client = (db as unknown as { $client: unknown }).$client
  if (client instanceof pg.Pool) {
    const pool = client
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read())
        },
      })
    poolGauge(
      'internplace_db_pool_connections',
      'Connections the pool holds',
      () => pool.totalCount,
    )
    poolGauge('internplace_db_pool_idle', 'Pool connections idle', () => pool.idleCount)
    poolGauge(
      'internplace_db_pool_waiting',
      'Queries waiting for a connection',
      () => pool.waitingCount,
    )
  }

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw address: ids would make a series per role or file.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      status: String(reply.statusCode),
    }
    requests.inc(labels)
    duration.observe(labels, reply.elapsedTime / 1000)
  })

  return { registry, streamsOpen, mails, dbReads, replicaLag }
}

/** The same mailer, counting each mail as sent or failed where it is actually handed over. */
export function countedMailer(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    async send(mail) {
      try {
        const sent = await mailer.send(mail)
        metrics.mails.inc({ result: 'sent' })
        return sent
      } catch (error) {
        metrics.mails.inc({ result: 'failed' })
        throw error
      }
    },
    close: () => mailer.close(),
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest()
  const b = crypto.createHash('sha256').update(expected).digest()
  return crypto.timingSafeEqual(a, b)
}

/**
 * GET /metrics in Prometheus' text format, only when METRICS_TOKEN is set (otherwise the path
 * does not exist), and only to a bearer of that token.
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined) {
  return async (api: FastifyInstance) => {
    if (!token) return
    api.get('/metrics', { schema: { hide: true } }, async (request: FastifyRequest, reply) => {
      const given = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
      if (!given || !sameSecret(given, token)) {
        throw new AppError('UNAUTHENTICATED', 'The metrics need their bearer token.')
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
    })
  }
}
