import type { FastifyInstance } from 'fastify'
import { AppError } from './errors.js'

export const NULL_CHARACTER_MESSAGE = 'Text cannot contain the null character (U+0000).'

/** Deeper than any form we accept; anything deeper is refused by its schema anyway. */
const MAX_DEPTH = 32

/** Whether a parsed body or query holds U+0000 in any string, key or value. */
export function containsNullCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false
  if (Array.isArray(value)) return value.some((item) => containsNullCharacter(item, depth + 1))
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNullCharacter(item, depth + 1),
  )
}

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one would fail in the database as a
 * server error. It is refused with a 400 before any route sees it, in one place for every route.
 */
export function refuseNullCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (containsNullCharacter(request.body) || containsNullCharacter(request.query)) {
      throw new AppError('VALIDATION_FAILED', NULL_CHARACTER_MESSAGE)
    }
  })
}
