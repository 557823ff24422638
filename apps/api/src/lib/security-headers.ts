import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's security headers on every answer. @fastify/helmet built helmet's middleware anew for
 * every request, parsing the Content-Security-Policy each time; the headers depend only on the
 * options, so the middleware is built once (decision 020).
 */
export const securityHeaders = fp(async (app, options: HelmetOptions) => {
  const setHeaders = helmet(options)
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error instanceof Error ? error : undefined),
    )
  })
})
