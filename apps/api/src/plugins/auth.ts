import fp from 'fastify-plugin'
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify'
import type { AccountKind } from '@app/domain'
import { AppError } from '../lib/errors.js'
import { authenticate, type SignedInAccount } from '../lib/sessions.js'

declare module 'fastify' {
  interface FastifyRequest {
    account: SignedInAccount | null
    /**
     * The session token of the cookie, set only on the server's own pages (plugins/server-pages.ts),
     * so the JSON API never takes a cookie as a session (decision 075).
     */
    sessionCookie: string | null
  }
  interface FastifyInstance {
    /** A per-route hook: the caller must hold a live session of one of these kinds. */
    requireAccount(...kinds: AccountKind[]): preHandlerAsyncHookHandler
    /**
     * The guard of every /admin route but sign-in: an admin's live session. Interns and companies
     * get 403; an admin's token gets 403 on their routes in turn (requireAccount's kinds).
     */
    requireAdmin: preHandlerAsyncHookHandler
  }
}

export const bearerToken = (request: FastifyRequest) => {
  const header = request.headers.authorization
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  return match?.[1]
}

/** A bearer token when one is sent; otherwise, on the server's own pages, the cookie's. */
const sessionToken = (request: FastifyRequest) =>
  bearerToken(request) ?? request.sessionCookie ?? undefined

/** The account of a route guarded by requireAccount. */
export function signedIn(request: FastifyRequest): SignedInAccount {
  if (!request.account) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.')
  return request.account
}

export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('account', null)
    app.decorateRequest('sessionCookie', null)
    app.decorate('requireAccount', (...kinds: AccountKind[]): preHandlerAsyncHookHandler => {
      return async (request) => {
        const account = await authenticate(app.ctx.db, sessionToken(request))
        if (kinds.length > 0 && !kinds.includes(account.kind)) {
          throw new AppError(
            'WRONG_ACCOUNT_KIND',
            `This is for ${kinds.join(' or ')} accounts; you are signed in as ${account.kind === 'intern' ? 'an intern' : `a ${account.kind}`}.`,
          )
        }
        request.account = account
      }
    })
    app.decorate('requireAdmin', app.requireAccount('admin'))
  },
  { name: 'auth', dependencies: ['app-context'] },
)

/** The admin of a route guarded by requireAdmin. */
export function signedInAdmin(request: FastifyRequest): SignedInAccount {
  const account = signedIn(request)
  if (account.kind !== 'admin') throw new AppError('WRONG_ACCOUNT_KIND', 'This is for admins.')
  return account
}
