import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from './errors.js'

/*
 * What the form posts of the server's pages have in common (issue 33, decision 080): reading a
 * field of a urlencoded body, answering 303, telling a refusal the person can act on from a fault,
 * and a one-time notice carried across the 303 (where the app shows a toast).
 */

/** A text field of the posted form; undefined when absent or not text (a repeated name). */
export function formField(request: FastifyRequest, name: string): string | undefined {
  const value = (request.body as Record<string, unknown> | undefined)?.[name]
  return typeof value === 'string' ? value : undefined
}

/** After a post that did something: the browser GETs the next page (no resend on reload). */
export const seeOther = (reply: FastifyReply, address: string) =>
  reply.header('Location', address).status(303).send()

/**
 * A refusal the person can act on (a missing answer, a closed role, a wait): the form again with
 * it. A missing page or account is not: that one is answered as the page's own error.
 */
export const isFormError = (error: unknown): error is AppError =>
  error instanceof AppError && error.status < 500 && !PAGE_ERRORS.has(error.code)

/** Errors about the page or the account rather than what was typed. */
const PAGE_ERRORS = new Set<AppError['code']>([
  'UNAUTHENTICATED',
  'WRONG_ACCOUNT_KIND',
  'ACCOUNT_SUSPENDED',
  'NOT_FOUND',
])

/**
 * A form route's `errorHandler`: a refusal the person can act on answers the form again, with what
 * was typed, wherever it was thrown — in the handler, or before it by the route's write limit
 * (`config: { writeLimit }` refuses in a preHandler, where the handler's own catch cannot see it).
 * Anything else goes on to the scope's error page.
 */
export function answerFormAgain<Request extends FastifyRequest>(
  again: (request: Request, reply: FastifyReply, refusal: AppError) => unknown,
) {
  return async (error: FastifyError | AppError, request: Request, reply: FastifyReply) => {
    if (!isFormError(error)) throw error
    return again(request, reply, error)
  }
}

/** The form again, with the refusal's status (and Retry-After when it says when to try again). */
export function refusalStatus(reply: FastifyReply, error: AppError) {
  if (error.details.retryAfterSeconds !== undefined) {
    reply.header('Retry-After', String(error.details.retryAfterSeconds))
  }
  return error.status
}

const NOTICE_COOKIE = 'notice'
const NOTICE_SECONDS = 60

/**
 * A notice for the page a 303 leads to, named by a key (never free text, so a forged cookie can
 * only pick one of the site's own sentences); the page shows it once.
 */
export function leaveNotice(reply: FastifyReply, key: string) {
  reply.setPageCookie(NOTICE_COOKIE, key, NOTICE_SECONDS)
}

/** The notice left for this page, if it is one of `notices`; it is then cleared. */
export function takeNotice<Key extends string>(
  request: FastifyRequest,
  reply: FastifyReply,
  notices: Record<Key, string>,
): string | undefined {
  const key = request.cookies[NOTICE_COOKIE]
  if (key === undefined) return undefined
  reply.clearPageCookie(NOTICE_COOKIE)
  return Object.hasOwn(notices, key) ? notices[key as Key] : undefined
}
