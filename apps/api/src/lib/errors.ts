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
