import fs from 'node:fs'
import path from 'node:path'
import cookie, { type CookieSerializeOptions } from '@fastify/cookie'
import csrfProtection from '@fastify/csrf-protection'
import formbody from '@fastify/formbody'
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify'
import {
  SESSION_HINT_COOKIE,
  WEB_PAGES,
  ownPageAddress,
  type AuthPageWords,
  type MemberKind,
} from '@app/domain'
import { AppError } from '../lib/errors.js'
import { html, type Html } from '../lib/html.js'
import { authenticate } from '../lib/sessions.js'
import { bearerToken } from './auth.js'
import { accountFrameHtml, type InternFrameFacts } from './account-frame-html.js'
import { authFrameHtml, pageFrameHtml } from './server-page-html.js'
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
  /** The page's own part: the frame (header, footer) is added around it. */
  main: Html
  /**
   * The sign-up, sign-in and code pages wear the app's AuthLayout, with these words on its brand
   * panel, in place of the site's header and footer.
   */
  auth?: AuthPageWords
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a page says when the thing it shows is not there or not this member's (the service's
     * NOT_FOUND): the app's own 'not found' state with a way on, in place of a bare alert.
     */
    missingPage?: (request: FastifyRequest, error: AppError) => ServerPage
  }
  interface FastifyRequest {
    /** The signed-in intern as their pages' frame shows them (set by requirePageAccount). */
    internFrame: InternFrameFacts | null
  }
  interface FastifyInstance {
    /**
     * The guard of a member's page: the cookie's account must be of this kind. Without it, a GET
     * answers the web app as it is (it may hold a bearer session of its own) with, for a browser
     * without JavaScript, a link to sign in and come back; a form post goes to the sign-in page.
     */
    requirePageAccount(kind: MemberKind): preHandlerAsyncHookHandler
  }
  interface FastifyReply {
    /** Sets the session cookie after a sign-in: the very token and expiry of the new session. */
    startCookieSession(session: { token: string; expiresAt: string | Date }): FastifyReply
    /** Clears the session cookie (the session itself is ended with revokeSession). */
    endCookieSession(): FastifyReply
    /** Another HttpOnly, SameSite=Lax cookie of these pages (a sign-in in progress). */
    setPageCookie(name: string, value: string, maxAgeSeconds: number): FastifyReply
    clearPageCookie(name: string): FastifyReply
    /** The hidden CSRF field every form of these pages carries; sets the browser's secret once. */
    csrfField(): Html
    /**
     * Answers a page in the site's frame, inside the web app's index.html when the app is built:
     * for a GET with the app's scripts (the app takes the same address over when it runs), for a
     * POST's answer without them (it says what happened to the form; the app would not know).
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
  /**
   * What an intern's pages show of them in the account frame (the sidebar's locks, the avatar):
   * the interns module's read, passed in by the app (plugins import no module).
   */
  internFrame: (accountId: string) => Promise<InternFrameFacts>
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

  const appShell = webAppShell(options.webDist)
  app.decorateRequest('internFrame', null)
  app.addHook('onRequest', async (request) => {
    request.sessionCookie = request.cookies[SESSION_COOKIE] || null
  })
  // Every page's header says who is signed in, so a GET page learns the cookie's account even
  // where nothing requires one. A cookie that is no longer good is a visitor here; the pages that
  // need an account say so through requireAccount, as the API does.
  app.addHook('preHandler', async (request) => {
    if (request.method !== 'GET' || !request.sessionCookie || bearerToken(request)) return
    request.account = await authenticate(app.ctx.db, request.sessionCookie).catch(() => null)
  })
  // A preHandler, not onRequest: the token is in the parsed body (LIBRARIES §13). Scope hooks run
  // before the routes' own preHandlers, so a forged post is refused before anything is read or
  // counted. A bearer request cannot be forged by another site, so it is left as the API leaves it.
  app.addHook('preHandler', (request, reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || bearerToken(request)) return done()
    app.csrfProtection(request, reply, done)
  })

  app.decorate('requirePageAccount', (kind: MemberKind): preHandlerAsyncHookHandler => {
    return async (request, reply) => {
      if (!request.account) {
        // A bearer first, as requireAccount reads it: a post that skipped the CSRF check for its
        // bearer must act as that bearer, never as the cookie beside it.
        const token = bearerToken(request) ?? request.sessionCookie ?? undefined
        request.account = await authenticate(app.ctx.db, token).catch(() => null)
      }
      if (request.account?.kind === kind) {
        // An intern's pages wear the app's account frame (AccountShell), not the site's.
        if (kind === 'intern') request.internFrame = await options.internFrame(request.account.id)
        return
      }
      request.account = null
      const signIn = `${SIGN_IN_ADDRESS[kind]}?returnTo=${encodeURIComponent(pageToReturnTo(request))}`
      if (request.method !== 'GET') return reply.header('Location', signIn).status(303).send()
      const shell = appShell()
      const note = html`<p>Sign in to see this page. <a href="${signIn}">Sign in</a></p>`
      return reply
        .status(shell ? 200 : 401)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(shell ? withSignInNote(shell, note) : standalonePage('Sign in — Internplace', note))
    }
  })

  // The hint goes and comes with the session: scripts may read it (it holds no secret), so the app
  // knows when there is a cookie session to adopt (decision 079).
  const hintOptions = { ...cookieOptions, httpOnly: false }
  app.decorateReply('startCookieSession', function (this: FastifyReply, session) {
    const expires = new Date(session.expiresAt)
    return this.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires }).setCookie(
      SESSION_HINT_COOKIE,
      '1',
      { ...hintOptions, expires },
    )
  })
  app.decorateReply('endCookieSession', function (this: FastifyReply) {
    return this.clearCookie(SESSION_COOKIE, cookieOptions).clearCookie(
      SESSION_HINT_COOKIE,
      hintOptions,
    )
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
  // One token a page: a browser without a secret yet gets a new one with each generateCsrf, and
  // only the last reaches its cookie, so a page's second form (the header's sign-out) would void
  // the first's token.
  const csrfTokens = new WeakMap<FastifyReply, string>()
  app.decorateReply('csrfField', function (this: FastifyReply) {
    let token = csrfTokens.get(this)
    if (token === undefined) {
      token = this.generateCsrf()
      csrfTokens.set(this, token)
    }
    return html`<input type="hidden" name="${CSRF_FIELD}" value="${token}" />`
  })
  app.decorateReply('sendPage', function (this: FastifyReply, page: ServerPage) {
    const { internFrame } = this.request
    const around = {
      main: page.main,
      csrfField: () => this.csrfField(),
      path: this.request.url.split('?')[0]!,
    }
    const frame = page.auth
      ? authFrameHtml(page.main, page.auth)
      : internFrame
        ? accountFrameHtml({ ...around, intern: internFrame })
        : pageFrameHtml({ ...around, accountKind: this.request.account?.kind ?? null })
    const shell = appShell()
    const withApp = this.request.method === 'GET'
    // Pages carry a CSRF token tied to this browser's cookie: never stored by a cache.
    return this.status(page.status ?? 200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(shell ? inShell(shell, page.title, frame, withApp) : standalonePage(page.title, frame))
  })

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { missingPage } = request.routeOptions.config
    if (error instanceof AppError && error.code === 'NOT_FOUND' && missingPage) {
      return reply.sendPage({ ...missingPage(request, error), status: 404 })
    }
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.details.retryAfterSeconds))
      }
      return reply.sendPage({
        status: error.status,
        title: 'Internplace',
        main: alertHtml(error.message),
      })
    }
    if (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN') {
      return reply.sendPage({
        status: 403,
        title: 'Internplace',
        main: alertHtml(PAGE_MESSAGES.formExpired),
      })
    }
    const status = error.statusCode ?? 500
    if (status < 500) {
      return reply.sendPage({ status, title: 'Internplace', main: alertHtml(error.message) })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.sendPage({
      status: 500,
      title: 'Internplace',
      main: alertHtml(PAGE_MESSAGES.failed),
    })
  })

  for (const routes of options.routes) await app.register(routes)
}

/** A message in the page's usual place: the error pages of this scope. */
const alertHtml = (text: string) =>
  html`<div class="mx-auto max-w-xl px-4 py-12 sm:px-6">
    <p role="alert" class="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">${text}</p>
  </div>`

/** The page alone, when the web app is not built (API only, tests): the same frame, unstyled. */
function standalonePage(title: string, frame: Html) {
  return html`<!doctype html>
    <html lang="en-NG">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}</title>
      </head>
      <body>
        ${frame}
      </body>
    </html>`.text
}

const SIGN_IN_ADDRESS: Record<MemberKind, string> = {
  intern: WEB_PAGES.internSignIn.href(),
  company: WEB_PAGES.companySignIn.href(),
}

/** Where to come back after signing in: this page, or for a post the page the form was on. */
function pageToReturnTo(request: FastifyRequest) {
  if (request.method === 'GET') return request.url
  const referer = request.headers.referer
  try {
    const from = referer ? new URL(referer) : null
    const own =
      from && from.host === new URL(`${request.protocol}://${request.host}`).host
        ? ownPageAddress(from.pathname + from.search)
        : null
    return own ?? WEB_PAGES.home.href()
  } catch {
    return WEB_PAGES.home.href()
  }
}

/**
 * index.html as it is, for the app, with a note to sign in that only a browser without JavaScript
 * shows (in place of the loading shell, which would pulse for ever there).
 */
function withSignInNote(shell: string, note: Html) {
  const signInNote = `<noscript><main id="main" class="shell-noscript">${note.text}</main></noscript>`
  // index.html hides the shell without scripts and says the page needs them: here, sign in instead.
  return NEEDS_SCRIPTS_NOTE.test(shell)
    ? shell.replace(NEEDS_SCRIPTS_NOTE, () => signInNote)
    : shell.replace('<!--shell-->', () => `${signInNote}<!--shell-->`)
}

/** index.html's loading shell, which the page takes the place of. */
const SHELL = /<!--shell-->[\s\S]*<!--\/shell-->/
const EMPTY_ROOT = '<div id="root"></div>'
/** index.html's note, for browsers without JavaScript, that the app's page needs it. */
const NEEDS_SCRIPTS_NOTE = /<noscript>\s*<div class="shell-noscript">[\s\S]*?<\/noscript>/
const TITLE = /<title>[\s\S]*?<\/title>/
const STYLESHEETS = /<link rel="stylesheet"[^>]*>/g
const SCRIPTS = /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g

/**
 * index.html with the page in place of the loading shell. The app's stylesheet moves back into the
 * head: the page is whole at its first paint and must not show unstyled first (the shell alone
 * paints before it, decision 036). Without the app, its scripts go too.
 */
function inShell(shell: string, title: string, frame: Html, withApp: boolean) {
  const stylesheets = shell.match(STYLESHEETS) ?? []
  let document = shell
    .replace(STYLESHEETS, '')
    .replace(TITLE, () => html`<title>${title}</title>`.text)
    .replace('</head>', () => `${stylesheets.join('')}</head>`)
  // An index.html without the shell's markers (an older build) still gets the page, in the root.
  if (SHELL.test(document)) document = document.replace(SHELL, () => frame.text)
  else if (document.includes(EMPTY_ROOT)) {
    document = document.replace(EMPTY_ROOT, () => `<div id="root">${frame.text}</div>`)
  } else document = `${document}${frame.text}`
  if (!withApp) document = document.replace(SCRIPTS, '')
  return document
}

/**
 * The web app's index.html, or null when the app is not built (API only, tests). Read per page, as
 * plugins/web-app.ts does, so a new build is served at once; these pages are few and small.
 */
function webAppShell(webDist: string | undefined) {
  const file = path.join(webAppFolder(webDist), 'index.html')
  return () => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null)
}
