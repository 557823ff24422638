import type { FastifyInstance } from 'fastify'
import { AppError } from './errors.js'

export const NULL_CHARACTER_MESSAGE = 'Text cannot contain the null character (U+0000).'
export const LONE_SURROGATE_MESSAGE =
  'Text cannot contain a broken character (a lone UTF-16 surrogate). Type or paste it again.'

/** Deeper than any form we accept; anything deeper is refused by its schema anyway. */
const MAX_DEPTH = 32

/** Half of a UTF-16 pair without its other half; whole pairs (emoji, 𝔸) are one code point under `u`. */
const LONE_SURROGATE = /\p{Surrogate}/u

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return NULL_CHARACTER_MESSAGE
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE
  return null
}

function problemIn(value: unknown, depth: number): string | null {
  if (typeof value === 'string') return textProblem(value)
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null
  const items = Array.isArray(value)
    ? value.map((item) => ['', item] as const)
    : Object.entries(value)
  for (const [key, item] of items) {
    const problem = textProblem(key) ?? problemIn(item, depth + 1)
    if (problem) return problem
  }
  return null
}

/**
 * The first string, key or value of a parsed body or query that cannot be text (U+0000, a lone
 * surrogate), with the top-level field that holds it, so a form can point at it; null when all is text.
 */
export function unsafeTextIn(value: unknown): { message: string; field?: string } | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const message = problemIn(value, 0)
    return message ? { message } : null
  }
  for (const [field, item] of Object.entries(value)) {
    const message = textProblem(field) ?? problemIn(item, 1)
    if (message) return { message, field }
  }
  return null
}

/**
 * Text the database and the PDF and mail writers cannot hold is refused with a 400 before any
 * route sees it, in one place for every route: PostgreSQL text cannot hold U+0000, and a lone
 * surrogate is no character at all (UTF-8 cannot encode it). Either would otherwise fail deep in a
 * service as a server error.
 */
export function refuseUnsafeText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem = unsafeTextIn(request.body) ?? unsafeTextIn(request.query)
    if (!problem) return
    throw new AppError('VALIDATION_FAILED', problem.message, {
      ...(problem.field !== undefined && { errors: { [problem.field]: problem.message } }),
    })
  })
}
