import fs from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import compress from '@fastify/compress'
import helmet from '@fastify/helmet'
import fastifyStatic from '@fastify/static'
import swagger from '@fastify/swagger'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod'
import type { Config } from './config.js'
import type { Db } from './db/client.js'
import type { AppContext } from './lib/context.js'
import { frameworkErrorReply, registerErrorHandler } from './lib/error-handler.js'
import { refuseNullCharacters } from './lib/null-characters.js'
import { createEventBus } from './lib/events.js'
import { createMailer, type Mailer } from './lib/mailer.js'
import { writeLimitsPlugin } from './lib/write-limits.js'
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
import { rolesRoutes } from './modules/roles/roles.routes.js'
import { messagesRoutes } from './modules/messages/messages.routes.js'
import { notificationsRoutes } from './modules/notifications/notifications.routes.js'
import { companyApplicationsRoutes } from './modules/applications/company-applications.routes.js'

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext
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
}

/** Builds the whole server without listening, so tests drive it with inject(). */
export async function buildApp({
  config,
  db,
  otpSecret,
  mailer,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream && { stream: logStream }),
      // Tokens travel in this header; they never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestForLog },
    },
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

  const ctx: AppContext = {
    db,
    config,
    otpSecret,
    mailer:
      mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, log: app.log }),
    events: createEventBus(db, app.log),
    files: createFileStorage(config),
    log: app.log,
  }
  app.decorate('ctx', ctx)
  app.addHook('onClose', async () => {
    ctx.mailer.close()
    ctx.files.close()
  })
  // Before the server closes, or open streams would keep it waiting.
  app.addHook('preClose', async () => ctx.events.close())

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: { maxAge: 31_536_000, includeSubDomains: true },
  })
  await app.register(compress, { threshold: 1024 })
  await app.register(swagger, {
    openapi: {
      info: { title: 'Internplace API', version: '1.0.0' },
      servers: [{ url: API_PREFIX }],
    },
    transform: jsonSchemaTransform,
  })
  registerErrorHandler(app)
  refuseNullCharacters(app)
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
      await api.register(messagesRoutes)
      await api.register(notificationsRoutes)
      await api.register(eventsRoutes)
      await api.register(adminRoutes)
      api.get('/docs', { schema: { hide: true } }, async () => app.swagger())
    },
    { prefix: API_PREFIX },
  )

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(NOT_FOUND))
  await serveWebApp(app, config)
  return app
}

const NOT_FOUND = { status: 'error', message: 'Not found', code: 'NOT_FOUND' } as const

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
    setHeaders: (reply, filePath) => {
      // Hashed assets are immutable; everything else must be revalidated.
      if (!filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('Cache-Control', 'no-cache')
      }
    },
  })
  // Any page path gets the app, so deep links work. A route rather than the not-found handler,
  // because compression hooks attach to routes.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith(API_PREFIX)) return reply.status(404).send(NOT_FOUND)
    reply.header('Cache-Control', 'no-cache')
    return reply.type('text/html').sendFile('index.html')
  })
}
