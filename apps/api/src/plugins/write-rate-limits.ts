import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import { tryAgainIn, WRITE_LIMITS, type WriteLimit, type WriteLimitName } from '@app/domain'
import type { Db } from '../db/client.js'
import { AppError } from '../lib/errors.js'
import { countHit } from '../lib/rate-counters.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route's requests against one of WRITE_LIMITS, per account and per address. */
    writeLimit?: WriteLimitName
  }
}

/** @fastify/rate-limit's store contract (it constructs the class itself), over countHit. */
function postgresStore(db: Db) {
  return class PostgresStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHit(db, key, timeWindow).then(
        ({ hits, resetsAt }) =>
          callback(null, { current: hits, ttl: Math.max(0, resetsAt.getTime() - Date.now()) }),
        (error: Error) => callback(error),
      )
    }
    child() {
      return new PostgresStore()
    }
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>

/**
 * Write limits (WRITE_LIMITS in packages/domain) for any route that names one in its config:
 * `config: { writeLimit: 'messages' }`. The account's limit is checked first, after sign-in, then
 * the address's; either answers 429 with Retry-After and says when to try again.
 */
export const writeLimitsPlugin = fp(
  async (app) => {
    await app.register(rateLimit, { global: false, store: postgresStore(app.ctx.db) })

    const limitersOf = (name: WriteLimitName, limit: WriteLimit) => ({
      perAccount:
        limit.perAccount &&
        app.createRateLimit({
          max: limit.perAccount.max,
          timeWindow: limit.perAccount.windowMs,
          keyGenerator: (request) => `${name}:account:${request.account?.id}`,
        }),
      perAddress: app.createRateLimit({
        max: limit.perAddress.max,
        timeWindow: limit.perAddress.windowMs,
        keyGenerator: (request) => `${name}:address:${request.ip}`,
      }),
    })

    const check = async (request: FastifyRequest, limiter: Limiter, limit: WriteLimit) => {
      const result = await limiter(request)
      if (result.isAllowed || !result.isExceeded) return
      const seconds = Math.max(1, result.ttlInSeconds)
      throw new AppError('TOO_MANY_REQUESTS', `${limit.message} ${tryAgainIn(seconds)}`, {
        retryAfterSeconds: seconds,
      })
    }

    app.addHook('onRoute', (route) => {
      const name = route.config?.writeLimit
      if (!name) return
      const limit: WriteLimit = WRITE_LIMITS[name]
      const { perAccount, perAddress } = limitersOf(name, limit)
      const hook: preHandlerAsyncHookHandler = async (request) => {
        if (perAccount && request.account) await check(request, perAccount, limit)
        await check(request, perAddress, limit)
      }
      // After the route's own preHandlers, so the signed-in account is known.
      const own = route.preHandler ? [route.preHandler].flat() : []
      route.preHandler = [...own, hook]
    })
  },
  // After auth: the account's limit is keyed by the signed-in account.
  { name: 'write-limits', dependencies: ['app-context', 'auth'] },
)
