import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import { WEB_PAGES } from '@app/domain'
import type { Config } from './config.js'
import type { Db } from './db/client.js'
import type { AppContext } from './lib/context.js'
import { frameworkErrorReply, registerErrorHandler } from './lib/error-handler.js'
import { refuseUnsafeText } from './lib/null-characters.js'
import { createEventBus } from './lib/events.js'
import { createMailer, type Mailer } from './lib/mailer.js'
import { startJobRunner, type RunnerOptions } from './lib/jobs.js'
import './background-work.js'
import { countedMailer, createMetrics, metricsRoutes, type Metrics } from './lib/metrics.js'
import { writeLimitsPlugin } from './lib/write-limits.js'
import { securityHeaders } from './lib/security-headers.js'
import { authPlugin } from './lib/auth.plugin.js'
import { accountRoutes } from './modules/account/account.routes.js'
import { adminRoutes } from './modules/admin/admin.routes.js'
import { applicationsRoutes } from './modules/applications/applications.routes.js'
import { authRoutes } from './modules/auth/auth.routes.js'
import { companiesRoutes } from './modules/companies/companies.routes.js'
import { contactsRoutes } from './modules/contacts/contacts.routes.js'
import { eventsRoutes } from './modules/events/events.routes.js'
import { filesRoutes } from './modules/files/files.routes.js'
import { createFileStorage } from './modules/files/storage.js'
import { healthRoutes } from './modules/health/health.routes.js'
import { internsRoutes } from './modules/interns/interns.routes.js'
import { companyRolesRoutes } from './modules/roles/company-roles.routes.js'
import { internRolesRoutes } from './modules/roles/intern-roles.routes.js'
import { rolesRoutes } from './modules/roles/public-roles.routes.js'
import { messagesRoutes } from './modules/messages/messages.routes.js'
import { notificationsRoutes } from './modules/notifications/notifications.routes.js'
import { companyApplicationsRoutes } from './modules/applications/company-applications.routes.js'
import { alertsRoutes } from './modules/alerts/alerts.routes.js'
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js'
import { reportsRoutes } from './modules/reports/reports.routes.js'
import { adminContactsRoutes } from './modules/contacts/admin-contacts.routes.js'
import { heldRolesRoutes } from './modules/roles/held-roles.routes.js'
import { interviewsRoutes } from './modules/applications/interviews/interviews.routes.js'
import { lettersRoutes } from './modules/applications/letters/letters.routes.js'
import { firstRolesHtml, withFirstRoles, withHomeSplash } from './modules/roles/first-roles-page.js'

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
    /** Set once close() begins: /health/ready answers 503 so balancers send requests elsewhere. */
    shuttingDown: boolean
    metrics: Metrics
  }
}

export const API_PREFIX = '/api/v1'

export interface AppOptions {
  config: Config
  db: Db
  otpSecret: string
  /** Tests and main may pass their own; otherwise one is made from the config. */
  mailer?: Mailer
  /** Where log lines go; standard output unless a test reads them. */
  logStream?: { write(line: string): void }
  /** Job runner timings; tests shorten the retry delay. */
  jobs?: Pick<RunnerOptions, 'pollIntervalS' | 'retryDelayS' | 'maintenanceIntervalS'>
}

/** Builds the whole server without listening, so tests drive it with inject(). */
export async function buildApp({
  config,
  db,
  otpSecret,
  mailer,
  logStream,
  jobs,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream && { stream: logStream }),
      // Tokens travel in this header; they never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestForLog },
    },
    // One line per request, written when it ends (see logRequests), instead of Fastify's two.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    // Behind a trusted proxy its request id is kept, so the proxy's log and ours share it.
    genReqId: config.TRUST_PROXY ? requestIdOf : () => crypto.randomUUID(),
    bodyLimit: 64 * 1024,
    // Long enough for a 20 MB upload over a slow mobile connection.
    requestTimeout: 300_000,
    connectionTimeout: 60_000,
    trustProxy: config.TRUST_PROXY ?? false,
    // A malformed or overlong path segment answers in the error envelope like everything else.
    frameworkErrors: frameworkErrorReply,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const metrics = createMetrics(app, db)
  app.decorate('metrics', metrics)
  // The context holds the runner; no job runs and no sweep starts until the app is ready.
  let finished: (ctx: AppContext) => void = () => {}
  const runner = await startJobRunner(
    { db, log: app.log, sweepIntervalS: config.SWEEP_INTERVAL_S, ...jobs },
    new Promise<AppContext>((resolve) => (finished = resolve)),
  )
  const ctx: AppContext = {
    db,
    config,
    otpSecret,
    mailer: countedMailer(
      mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
      metrics,
    ),
    jobs: runner,
    events: createEventBus(db, app.log),
    files: createFileStorage(config),
    log: app.log,
  }
  app.decorate('ctx', ctx)
  // Only once every plugin is loaded does the background work begin (the backlog of a large
  // site's sweeps and queued mail takes minutes, and on the embedded database runs in this thread),
  // so start-up never waits for it (decision 042).
  app.addHook('onReady', async () => finished(ctx))
  app.decorate('shuttingDown', false)
  app.addHook('preClose', async () => {
    app.shuttingDown = true
  })
  logRequests(app)
  app.addHook('onClose', async () => {
    // Running jobs may still be sending mail or reading files.
    await ctx.jobs.stop()
    ctx.mailer.close()
    ctx.files.close()
  })
  // Before the server closes, or open streams would keep it waiting.
  app.addHook('preClose', async () => ctx.events.close())

  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The console shows a CAC document from a local copy (a blob:) in a frame (decision 023).
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  })
  // Before compress adds its own onRoute hook, which reads the route's `compress`.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_PREFIX) && route.compress === undefined) {
      route.compress = API_COMPRESSION
    }
  })
  await app.register(compress, { threshold: COMPRESSION_THRESHOLD })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Internplace API', version: '1.0.0' },
      servers: [{ url: API_PREFIX }],
    },
    transform: jsonSchemaTransform,
  })
  registerErrorHandler(app)
  refuseUnsafeText(app)
  await app.register(authPlugin)
  await app.register(writeLimitsPlugin, { db })

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(authRoutes)
      await api.register(rolesRoutes)
      await api.register(companiesRoutes)
      await api.register(companyRolesRoutes)
      await api.register(internsRoutes)
      await api.register(internRolesRoutes)
      await api.register(accountRoutes)
      await api.register(contactsRoutes)
      await api.register(filesRoutes)
      await api.register(applicationsRoutes)
      await api.register(companyApplicationsRoutes)
      await api.register(interviewsRoutes)
      await api.register(messagesRoutes)
      await api.register(notificationsRoutes)
      await api.register(eventsRoutes)
      await api.register(alertsRoutes)
      await api.register(subscriptionsRoutes)
      await api.register(reportsRoutes)
      await api.register(adminContactsRoutes)
      await api.register(heldRolesRoutes)
      await api.register(lettersRoutes)
      await api.register(adminRoutes)
      await api.register(metricsRoutes(metrics, config.METRICS_TOKEN))
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger())
    },
    { prefix: API_PREFIX },
  )

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(NOT_FOUND))
  await serveWebApp(app, config)
  return app
}

/**
 * The API's answers are a few kilobytes of JSON made anew for each request: Brotli's quality 1
 * compresses them in a third of the time of the default quality 4, for about a tenth more bytes
 * (decision 020). The web app's files keep the default: they are larger and cached for a year.
 */
const COMPRESSION_THRESHOLD = 1024
const API_COMPRESSION = {
  threshold: COMPRESSION_THRESHOLD,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
}

const NOT_FOUND = { status: 'error', message: 'Not found', code: 'NOT_FOUND' } as const

/** A proxy's request id (nginx's $request_id) when it looks like one, so both logs share it. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }) {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID()
}

/**
 * Every answer names its request (X-Request-Id), and every request leaves one log line: the route
 * pattern, never the query (tokens, signed links, searches), and nothing about who asked.
 */
function logRequests(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      path: pathOf(request.url),
      status,
      ms: Math.round(reply.elapsedTime),
    }
    if (status >= 500) request.log.error(line, 'request')
    else request.log.info(line, 'request')
  })
}

const pathOf = (url: string) => {
  const queryAt = url.indexOf('?')
  return queryAt === -1 ? url : `${url.slice(0, queryAt)}?[query hidden]`
}

/**
 * A request as the log shows it: the path without its query, because queries carry secrets (the
 * sign-in link's token, signed file links) and what people search for.
 */
function requestForLog(request: FastifyRequest) {
  const queryAt = request.url.indexOf('?')
  return {
    method: request.method,
    url: queryAt === -1 ? request.url : `${request.url.slice(0, queryAt)}?[query hidden]`,
    remoteAddress: request.ip,
  }
}

/** In production the API also serves the built web app, when it has been built. */
async function serveWebApp(app: FastifyInstance, config: Config) {
  const webDist = path.resolve(config.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist'))
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    // The build writes a Brotli (quality 11) and a gzip copy of each file: sent as they are, they
    // are smaller than compression made per request, and cost no CPU (decision 032).
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Hashed assets are immutable; everything else must be revalidated.
      if (!filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'no-cache')
      }
    },
  })
  // Any page path gets the app, so deep links work. A route rather than the not-found handler,
  // because compression hooks attach to routes.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return reply.status(404).send(NOT_FOUND)
    reply.header('Cache-Control', 'no-cache')
    const url = new URL(request.url, 'http://localhost')
    if (url.pathname === WEB_PAGES.findInternships.path) {
      // The first page of roles comes with the HTML, before any script (decision 032). It varies
      // only by the address, so `no-cache` is enough.
      const roles = await firstRolesHtml(app.ctx, url.searchParams)
      if (roles) {
        const indexHtml = await fs.promises.readFile(path.join(webDist, 'index.html'), 'utf8')
        return reply.type('text/html; charset=utf-8').send(withFirstRoles(indexHtml, roles))
      }
    }
    if (url.pathname === '/') {
      // The splash shows with the HTML, not after the scripts (decision 036).
      const indexHtml = await fs.promises.readFile(path.join(webDist, 'index.html'), 'utf8')
      return reply.type('text/html; charset=utf-8').send(withHomeSplash(indexHtml))
    }
    return reply.type('text/html').sendFile('index.html')
  })
}
