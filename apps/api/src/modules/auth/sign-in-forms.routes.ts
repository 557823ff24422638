import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  OTP_LIFETIME_MS,
  RegisterInputSchema,
  SignInInputSchema,
  SignInLinkInputSchema,
  VerifyOtpInputSchema,
  WEB_PAGES,
  ownPageAddress,
  type MemberKind,
} from '@app/domain'
import { AppError } from '../../lib/errors.js'
import { formField, refusalStatus, seeOther } from '../../lib/form-posts.js'
import { bearerToken } from '../../plugins/auth.js'
import { authenticate, revokeSession } from '../../lib/sessions.js'
import { registerAccount, signInByLink, startSignIn, verifySignInCode } from './auth.service.js'
import {
  SIGN_IN_PAGES,
  codePage,
  signInLinkPage,
  signInPage,
  signUpPage,
  type SignUpPageInput,
} from './sign-in-form-html.js'

/*
 * Sign-up and sign-in as HTML form posts, for browsers without JavaScript (issue 33, decisions 075
 * and 079): the same services as the JSON sign-up and sign-in (registerAccount, startSignIn,
 * verifySignInCode, signInByLink), the same codes, limits and sessions; only the answer differs (a
 * cookie and a 303 instead of JSON). Registered in the server pages' scope
 * (plugins/server-pages.ts), which checks the CSRF token of every post.
 */

/** A sign-in in progress: which code to check and where to go after. Not secret (no code). */
const CHALLENGE_COOKIE = 'sign_in'
interface PendingSignIn {
  kind: MemberKind
  id: string
  email: string
  returnTo: string | null
}

const HOME = '/'
const BODY_LIMIT = 4 * 1024

const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
})

function pendingSignIn(request: FastifyRequest, kind: MemberKind): PendingSignIn | null {
  const raw = request.cookies[CHALLENGE_COOKIE]
  if (!raw) return null
  try {
    const pending = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as PendingSignIn
    if (pending.kind !== kind || typeof pending.id !== 'string') return null
    if (typeof pending.email !== 'string') return null
    return { ...pending, returnTo: ownPageAddress(pending.returnTo) }
  } catch {
    return null
  }
}

/**
 * A refusal the person can act on here (wrong code, unknown email, a suspended account, wait): the
 * form again, with it. Wider than lib's isFormError, whose page errors are about a signed-in
 * account: before sign-in, 'no such account' and 'suspended' are answers to what was typed.
 */
const isSignInRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.status < 500 && error.code !== 'UNAUTHENTICATED'

/** Mails a code and remembers the sign-in in progress; the code page comes next. */
async function sendCodeAndAskForIt(
  app: FastifyInstance,
  reply: FastifyReply,
  pending: Omit<PendingSignIn, 'id'>,
) {
  const { id } = await startSignIn(app.ctx, pending.kind, { email: pending.email })
  reply.setPageCookie(
    CHALLENGE_COOKIE,
    Buffer.from(JSON.stringify({ ...pending, id } satisfies PendingSignIn)).toString('base64url'),
    OTP_LIFETIME_MS / 1000,
  )
  return seeOther(reply, SIGN_IN_PAGES[pending.kind].verification)
}

export async function signInFormsRoutes(app: FastifyInstance) {
  const post = { bodyLimit: BODY_LIMIT, schema: { hide: true } }
  const get = { schema: { hide: true } }

  for (const kind of ['intern', 'company'] as const) {
    const pages = SIGN_IN_PAGES[kind]

    app.get(pages.signUp, get, async (_request, reply) =>
      reply.sendPage(signUpPage({ kind, csrfField: reply.csrfField() })),
    )

    // Sign-up, then at once the code a sign-in mails: a new account reaches its profile wizard
    // signed in, where the app makes the person sign in after signing up.
    app.post(pages.signUp, post, async (request, reply) => {
      const email = formField(request, 'email')
      const acceptPolicies = formField(request, 'acceptPolicies') === 'true'
      const again = (status: number, more: Partial<SignUpPageInput>) =>
        reply.sendPage({
          ...signUpPage({ kind, csrfField: reply.csrfField(), email, acceptPolicies, ...more }),
          status,
        })
      const input = RegisterInputSchema.safeParse({ email, acceptPolicies })
      if (!input.success) {
        const errors: { email?: string; acceptPolicies?: string } = {}
        for (const issue of input.error.issues) {
          const name = issue.path[0]
          if ((name === 'email' || name === 'acceptPolicies') && !errors[name]) {
            errors[name] = issue.message
          }
        }
        return again(400, { errors })
      }
      try {
        await registerAccount(app.ctx, kind, input.data)
        return await sendCodeAndAskForIt(app, reply, {
          kind,
          email: input.data.email,
          returnTo: pages.profileWizard,
        })
      } catch (error) {
        if (!isSignInRefusal(error)) throw error
        return again(refusalStatus(reply, error), {
          message: error.message,
          isEmailTaken: error.code === 'EMAIL_TAKEN',
        })
      }
    })

    app.get(pages.signIn, get, async (request, reply) => {
      const returnTo = ownPageAddress((request.query as Record<string, unknown>).returnTo)
      return reply.sendPage(signInPage({ kind, csrfField: reply.csrfField(), returnTo }))
    })

    app.post(pages.signIn, post, async (request, reply) => {
      const email = formField(request, 'email')
      const returnTo =
        ownPageAddress(formField(request, 'returnTo')) ??
        pendingSignIn(request, kind)?.returnTo ??
        null
      const again = (message: string, status: number, isUnknownAccount = false) =>
        reply.sendPage({
          ...signInPage({
            kind,
            csrfField: reply.csrfField(),
            email,
            returnTo,
            message,
            isUnknownAccount,
          }),
          status,
        })
      const input = SignInInputSchema.safeParse({ email })
      if (!input.success) return again(input.error.issues[0]?.message ?? '', 400)
      try {
        return await sendCodeAndAskForIt(app, reply, { kind, email: input.data.email, returnTo })
      } catch (error) {
        if (!isSignInRefusal(error)) throw error
        return again(error.message, refusalStatus(reply, error), error.code === 'ACCOUNT_NOT_FOUND')
      }
    })

    app.get(pages.verification, get, async (request, reply) => {
      const pending = pendingSignIn(request, kind)
      if (!pending) return seeOther(reply, pages.signIn)
      return reply.sendPage(codePage({ kind, csrfField: reply.csrfField(), email: pending.email }))
    })

    app.post(pages.verification, post, async (request, reply) => {
      const pending = pendingSignIn(request, kind)
      if (!pending) return seeOther(reply, pages.signIn)
      const again = (message: string, status: number) =>
        reply.sendPage({
          ...codePage({ kind, csrfField: reply.csrfField(), email: pending.email, message }),
          status,
        })
      const input = VerifyOtpInputSchema.safeParse({
        otp: formField(request, 'code'),
        id: pending.id,
      })
      if (!input.success) return again(input.error.issues[0]?.message ?? '', 400)
      try {
        const session = await verifySignInCode(app.ctx, kind, input.data, clientOf(request))
        reply.clearPageCookie(CHALLENGE_COOKIE).startCookieSession(session)
        return seeOther(reply, pending.returnTo ?? pages.landing)
      } catch (error) {
        if (!isSignInRefusal(error)) throw error
        return again(error.message, refusalStatus(reply, error))
      }
    })
  }

  // The mailed one-tap link opens a page with a button; only the post signs in.
  app.get(WEB_PAGES.signInLink.path, get, async (request, reply) => {
    const token = (request.query as Record<string, unknown>).token
    return reply.sendPage(
      signInLinkPage({
        csrfField: reply.csrfField(),
        token: typeof token === 'string' ? token : '',
      }),
    )
  })

  app.post(WEB_PAGES.signInLink.path, post, async (request, reply) => {
    const token = formField(request, 'token') ?? ''
    const again = (message: string, status: number) =>
      reply.sendPage({
        ...signInLinkPage({ csrfField: reply.csrfField(), token, message }),
        status,
      })
    const input = SignInLinkInputSchema.safeParse({ token })
    if (!input.success) return again(input.error.issues[0]?.message ?? '', 400)
    try {
      const session = await signInByLink(app.ctx, input.data, clientOf(request))
      const { kind } = session.account
      if (kind === 'admin') {
        // The console needs JavaScript; an operator's session is never carried by a cookie.
        await revokeSession(app.ctx.db, (await authenticate(app.ctx.db, session.token)).sessionId)
        return again(ADMIN_NEEDS_THE_APP, 403)
      }
      reply.startCookieSession(session)
      return seeOther(reply, SIGN_IN_PAGES[kind].landing)
    } catch (error) {
      if (!isSignInRefusal(error)) throw error
      return again(error.message, error.status)
    }
  })

  // Signing out ends the cookie's session in the store, as DELETE /session ends a bearer's. The
  // app's sign-out posts here with its bearer (decision 079): both of this browser's sessions end,
  // whether they are one session or, signed in twice, two.
  app.post(WEB_PAGES.signOut.path, post, async (request, reply) => {
    const tokens = new Set([bearerToken(request), request.sessionCookie ?? undefined])
    for (const token of tokens) {
      if (!token) continue
      try {
        const account = await authenticate(app.ctx.db, token)
        await revokeSession(app.ctx.db, account.sessionId)
      } catch (error) {
        // Already over (expired, revoked): signing out has nothing more to end.
        if (!(error instanceof AppError)) throw error
      }
    }
    reply.endCookieSession()
    return seeOther(reply, HOME)
  })
}

const ADMIN_NEEDS_THE_APP =
  'The operator console needs JavaScript. Open the link in a browser with JavaScript turned on.'
