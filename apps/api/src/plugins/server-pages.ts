import fs from 'node:fs'
import path from 'node:path'
import cookie, { type CookieSerializeOptions } from '@fastify/cookie'
import csrfProtection from '@fastify/csrf-protection'
import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify'
import { escapeHtml } from '@app/domain'
import { AppError } from '../lib/errors.js'
import { bearerToken } from './auth.js'
import { webAppFolder } from './web-app.js'

/** The cookie that carries a session on the server's pages: the same token a bearer sends. */
export const SESSION_COOKIE = 'session'
/** The cookie of each browser's CSRF secret (@fastify/csrf-protection's double submit). */
const CSRF_COOKIE = '_csrf'
/** The hidden field every form of these pages sends its CSRF token in (never the query). */
export const CSRF_FIELD = '_csrf'
const FORM_BODY_LIMIT = 16 * 1024

export const PAGE_MESSAGES = {
  formExpired:
    'This form has expired or was sent from another page. Go back, reload the page and send it again.',
  failed: 'Something went wrong on our side. Please try again in a moment.',
} as const

export interface ServerPage {
  status?: number
  title: string
  /** The page's main part, already escaped. */
  main: string
}

declare module 'fastify' {
  interface FastifyReply {
    /** Sets the session cookie after a sign-in: the very token and expiry of the new session. */
    startCookieSession(session: { token: string; expiresAt: string | Date }): FastifyReply
    /** Clears the session cookie (the session itself is ended with revokeSession). */
    endCookieSession(): FastifyReply
    /** Another HttpOnly, SameSite=Lax cookie of these pages (a sign-in in progress). */
    setPageCookie(name: string, value: string, maxAgeSeconds: number): FastifyReply
    clearPageCookie(name: string): FastifyReply
    /** The hidden CSRF field every form of these pages carries; sets the browser's secret once. */
    csrfField(): string
    /**
     * Answers a page: inside the web app's index.html for a GET when the app is built (in a
     * <noscript>, so the app, when it runs, shows its own page), as a page of its own otherwise.
     */
    sendPage(page: ServerPage): FastifyReply
  }
}

export interface ServerPagesOptions {
  /** The pages and form posts of this scope: modules' routes (plugins import no module). */
  routes: FastifyPluginAsync[]
  /** The address people use: an https one makes every cookie Secure. */
  publicUrl: string
  webDist?: string | undefined
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * The scope of the pages the server writes for browsers without JavaScript (issue 33, decision
 * 075): a session carried by an HttpOnly cookie, urlencoded form bodies, and a CSRF token on every
 * form post. Encapsulated on purpose (no fastify-plugin): the JSON API outside never parses a form
 * body (415) and never takes the cookie as a session. Authorization is the API's own
 * (`app.requireAccount`), and so are the write limits (`config: { writeLimit }`).
 */
export async function serverPagesPlugin(app: FastifyInstance, options: ServerPagesOptions) {
  // Secure whenever people use HTTPS; 'auto' (Secure when the request came over HTTPS, which
  // behind a proxy needs TRUST_PROXY) keeps plain-http development and tests working.
  const secure = new URL(options.publicUrl).protocol === 'https:' ? true : 'auto'
  const cookieOptions: CookieSerializeOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
  }

  await app.register(cookie)
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT })
  await app.register(csrfProtection, {
    cookieKey: CSRF_COOKIE,
    cookieOpts: cookieOptions,
    getToken: (request) => {
      const body = request.body as Record<string, unknown> | undefined
      const token = body?.[CSRF_FIELD]
      return typeof token === 'string' ? token : undefined
    },
  })

  app.addHook('onRequest', async (request) => {
    request.sessionCookie = request.cookies[SESSION_COOKIE] || null
  })
  // A preHandler, not onRequest: the token is in the parsed body (LIBRARIES §13). Scope hooks run
  // before the routes' own preHandlers, so a forged post is refused before anything is read or
  // counted. A bearer request cannot be forged by another site, so it is left as the API leaves it.
  app.addHook('preHandler', (request, reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || bearerToken(request)) return done()
    app.csrfProtection(request, reply, done)
  })

  app.decorateReply('startCookieSession', function (this: FastifyReply, session) {
    return this.setCookie(SESSION_COOKIE, session.token, {
      ...cookieOptions,
      expires: new Date(session.expiresAt),
    })
  })
  app.decorateReply('endCookieSession', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, cookieOptions)
  })
  app.decorateReply(
    'setPageCookie',
    function (this: FastifyReply, name: string, value: string, maxAge: number) {
      return this.setCookie(name, value, { ...cookieOptions, maxAge })
    },
  )
  app.decorateReply('clearPageCookie', function (this: FastifyReply, name: string) {
    return this.clearCookie(name, cookieOptions)
  })
  app.decorateReply('csrfField', function (this: FastifyReply) {
    return `<input type="hidden" name="${CSRF_FIELD}" value="${escapeHtml(this.generateCsrf())}">`
  })
  const appShell = webAppShell(options.webDist)
  app.decorateReply('sendPage', function (this: FastifyReply, page: ServerPage) {
    const shell = this.request.method === 'GET' ? appShell() : null
    // Pages carry a CSRF token tied to this browser's cookie: never stored by a cache.
    return this.status(page.status ?? 200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(shell ? inShell(shell, page) : standalonePage(page))
  })

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.details.retryAfterSeconds))
      }
      return reply.sendPage({
        status: error.status,
        title: 'Internplace',
        main: paragraph(error.message),
      })
    }
    if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
      return reply.sendPage({
        status: 403,
        title: 'Internplace',
        main: paragraph(PAGE_MESSAGES.formExpired),
      })
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      return reply.sendPage({ status, title: 'Internplace', main: paragraph(error.message) })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.sendPage({
      status: 500,
      title: 'Internplace',
      main: paragraph(PAGE_MESSAGES.failed),
    })
  })

  for (const routes of options.routes) await app.register(routes)
}

const paragraph = (text: string) => `<p role="alert">${escapeHtml(text)}</p>`

function standalonePage({ title, main }: ServerPage) {
  return (
    '<!doctype html><html lang="en-NG"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(title)}</title></head><body><main>${main}</main></body></html>`
  )
}

const SHELL_MAIN_START = '<!--shell-main-->'

/** index.html with the page in a <noscript>: in the shell's main part, else at the body's end. */
function inShell(shell: string, { main }: ServerPage) {
  const page = `<noscript><main>${main}</main></noscript>`
  if (shell.includes(SHELL_MAIN_START)) {
    return shell.replace(SHELL_MAIN_START, () => `${SHELL_MAIN_START}${page}`)
  }
  return shell.includes('</body>')
    ? shell.replace('</body>', () => `${page}</body>`)
    : `${shell}${page}`
}

/**
 * The web app's index.html, or null when the app is not built (API only, tests). Read per page, as
 * plugins/web-app.ts does, so a new build is served at once; these pages are few and small.
 */
function webAppShell(webDist: string | undefined) {
  const file = path.join(webAppFolder(webDist), 'index.html')
  return () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)
}
