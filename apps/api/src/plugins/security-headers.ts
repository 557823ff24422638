import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

const POLICY: HelmetOptions = {
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
}

/**
 * Helmet's security headers on every answer. @fastify/helmet built helmet's middleware anew for
 * every request, parsing the Content-Security-Policy each time. The headers depend only on the
 * options (no nonces), so helmet runs once at start-up and its headers are copied onto each
 * answer (decision 020).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const { set, removed } = await headersOf(POLICY)
    app.addHook('onRequest', (_request, reply, done) => {
      for (const name of removed) reply.raw.removeHeader(name)
      for (const [name, value] of set) reply.raw.setHeader(name, value)
      done()
    })
  },
  { name: 'security-headers' },
)

/** What helmet's middleware does to an answer, recorded once. */
async function headersOf(options: HelmetOptions) {
  const set = new Map<string, string | number | readonly string[]>()
  const removed = new Set<string>()
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      removed.delete(name)
      set.set(name, value)
      return this
    },
    removeHeader(name: string) {
      set.delete(name)
      removed.add(name)
    },
  }
  await new Promise<void>((resolve, reject) =>
    helmet(options)(
      {} as IncomingMessage,
      recorder as unknown as ServerResponse,
      (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
    ),
  )
  return { set: [...set], removed: [...removed] }
}
