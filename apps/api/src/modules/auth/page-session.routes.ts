import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { PAGE_SESSION_HEADER, PAGE_SESSION_PATH, type Session } from '@app/domain'
import { AppError } from '../../lib/errors.js'
import { authenticate, type SignedInAccount } from '../../lib/sessions.js'
import { bearerToken } from '../../plugins/auth.js'
import { accountSummary } from './auth.service.js'

/*
 * The bridge between the app's bearer session and the server pages' cookie session (decision
 * 079). Both carry the same token, so a person signed in one way is signed in the other:
 * - GET: the app, at boot, with no session of its own, takes the cookie's. Only the browser's own
 *   script can ask: it must send PAGE_SESSION_HEADER (a form, link or image of another site cannot;
 *   another site's script would need a CORS preflight, which this server never allows), and a
 *   browser that says where the request came from must say this same site.
 * - POST with the app's bearer: the app, after its sign-in, sets the cookie to its session. The
 *   server pages' scope lets a bearer post through without a CSRF token (another site cannot send
 *   one); a post without a bearer is refused there as a forged form.
 * An operator's session is never carried by a cookie (the console needs JavaScript).
 * Registered in the server pages' scope; the JSON API under /api never reads the cookie.
 */

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).header('Cache-Control', 'no-store').send({ status: 'error', message })

const NOT_FROM_THIS_SITE = 'This request must come from Internplace itself.'
const NO_COOKIE_FOR_OPERATORS = 'The operator console keeps its session in the app only.'

/** Whether the request is the app's own script on this site (see above). */
function isOwnScript(request: FastifyRequest) {
  if (request.headers[PAGE_SESSION_HEADER] !== '1') return false
  const site = request.headers['sec-fetch-site']
  return site === undefined || site === 'same-origin'
}

export async function pageSessionRoutes(app: FastifyInstance) {
  const options = { schema: { hide: true } }

  app.get(PAGE_SESSION_PATH, options, async (request, reply) => {
    if (!isOwnScript(request)) return refuse(reply, 403, NOT_FROM_THIS_SITE)
    const token = request.sessionCookie ?? undefined
    let account: SignedInAccount
    try {
      account = await authenticate(app.ctx.db, token)
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      // An expired or revoked session: the cookie and its hint go, so the app stops asking.
      if (token) reply.endCookieSession()
      return refuse(reply, error.status, error.message)
    }
    if (account.kind === 'admin') return refuse(reply, 403, NO_COOKIE_FOR_OPERATORS)
    const session: Session = {
      token: token!,
      expiresAt: account.expiresAt.toISOString(),
      account: await accountSummary(app.ctx, account.id),
    }
    return reply.header('Cache-Control', 'no-store').send({ status: 'success', data: session })
  })

  app.post(PAGE_SESSION_PATH, options, async (request, reply) => {
    const token = bearerToken(request)
    if (!token) return refuse(reply, 401, 'Sign in to continue.')
    let account: SignedInAccount
    try {
      account = await authenticate(app.ctx.db, token)
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      return refuse(reply, error.status, error.message)
    }
    if (account.kind === 'admin') return refuse(reply, 403, NO_COOKIE_FOR_OPERATORS)
    reply.startCookieSession({ token, expiresAt: account.expiresAt })
    return reply.status(204).send()
  })
}
