import crypto from 'node:crypto'
import { LogController, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.js'

/**
 * Fastify's logger settings (given when the server is made, before any plugin): tokens and
 * queries never reach the log, and each request is named by an id a trusted proxy may give.
 */
export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'TRUST_PROXY'>,
  logStream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  return {
    logger: {
      level: config.LOG_LEVEL,
      ...(logStream && { stream: logStream }),
      // Tokens travel in this header; they never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestForLog },
    },
    // One line per request, written when it ends (see requestLogPlugin), instead of Fastify's two.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: 'requestId',
    }),
    // Behind a trusted proxy its request id is kept, so the proxy's log and ours share it.
    genReqId: config.TRUST_PROXY ? requestIdOf : () => crypto.randomUUID(),
  }
}

/**
 * Every answer names its request (X-Request-Id), and every request leaves one log line: the route
 * pattern, never the query (tokens, signed links, searches), and nothing about who asked.
 */
export const requestLogPlugin = fp(
  async (app) => {
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
  },
  { name: 'request-log' },
)

/** A proxy's request id (nginx's $request_id) when it looks like one, so both logs share it. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }) {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID()
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
  return { method: request.method, url: pathOf(request.url), remoteAddress: request.ip }
}
