import type { z } from 'zod'
import { ERROR_STATUS, type ErrorCode } from '@app/domain'

/** The one error type services throw; the error handler turns it into the answer. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { errors?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message)
    this.status = ERROR_STATUS[code]
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what)

/** A body that passed the route's schema but not the rule only the service can pick (by account kind). */
export function validationFailed(error: z.ZodError): AppError {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message
  return new AppError('VALIDATION_FAILED', Object.values(errors)[0] ?? 'Invalid request', {
    errors,
  })
}
