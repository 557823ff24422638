import fp from 'fastify-plugin'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { AccountKind } from '@app/domain'
import { AppError } from './errors.js'
import { authenticate, type SignedInAccount } from './sessions.js'

declare module 'fastify' {
  interface FastifyRequest {
    account: SignedInAccount | null
  }
  interface FastifyInstance {
    /** A per-route hook: the caller must hold a live session of one of these kinds. */
    requireAccount(...kinds: AccountKind[]): preHandlerAsyncHookHandler
  }
}

const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

/** The account of a route guarded by requireAccount. */
export function signedIn(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.')
  return request.account
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('account', null)
  app.decorate('requireAccount', (...kinds: AccountKind[]): preHandlerAsyncHookHandler => {
    return async (request) => {
      const account = await authenticate(app.ctx.db, bearerToken(request))
      if (kinds.length > 0 && !kinds.includes(account.kind)) {
        throw new AppError(
          'WRONG_ACCOUNT_KIND',
          `This is for ${kinds.join(' or ')} accounts; you are signed in as ${account.kind === 'intern' ? 'an intern' : `a ${account.kind}`}.`,
        )
      }
      request.account = account
    }
  })
})
