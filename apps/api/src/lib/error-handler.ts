import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import type { ErrorBody, ErrorCode } from '@app/domain'
import { AppError } from './errors.js'

const GENERIC_5XX = 'Something went wrong on our side. Please try again in a moment.'

/** Fastify's own refusals (before or instead of a route), with our code and words. */
const FRAMEWORK_ERRORS: Record<number, { code: ErrorCode; message: string }> = {
  400: {
    code: 'BAD_REQUEST',
    message: 'The request could not be read. Check what you sent and try again.',
  },
  404: { code: 'NOT_FOUND', message: 'Not found' },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'This method is not allowed here.' },
  406: { code: 'NOT_ACCEPTABLE', message: 'This format is not available.' },
  408: { code: 'REQUEST_TIMEOUT', message: 'The request took too long. Please try again.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' },
  414: { code: 'URI_TOO_LONG', message: 'The address is too long.' },
  415: {
    code: 'UNSUPPORTED_CONTENT_TYPE',
    message: 'This content type is not supported. Send JSON.',
  },
  429: {
    code: 'TOO_MANY_REQUESTS',
    message: 'Too many requests. Please wait a moment and try again.',
  },
}

/** What an unknown address answers, in the API and outside it. */
export const NOT_FOUND_BODY = { status: 'error', message: 'Not found', code: 'NOT_FOUND' } as const

const frameworkError = (status: number): ErrorBody => ({
  status: 'error',
  ...(FRAMEWORK_ERRORS[status] ?? {
    code: 'BAD_REQUEST',
    message: 'The request could not be processed.',
  }),
})

/** Errors Fastify meets before routing (a bad or overlong path segment), in the same envelope. */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400
  void reply.status(status).send(frameworkError(FRAMEWORK_ERRORS[status] ? status : 400))
}

/**
 * One place turns every failure into the error envelope. Server faults are logged and answered
 * with a generic message: Fastify's default would send a database error's text to the client.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.details.retryAfterSeconds !== undefined) {
        reply.header('Retry-After', String(error.details.retryAfterSeconds))
      }
      const body: ErrorBody = { status: 'error', message: error.message, code: error.code }
      if (error.details.errors) body.errors = error.details.errors
      return reply.status(error.status).send(body)
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {}
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'
        errors[field] ??= issue.message ?? 'Invalid value'
      }
      const first = Object.values(errors)[0] ?? 'Invalid request'
      return reply.status(400).send({
        status: 'error',
        message: first,
        code: 'VALIDATION_FAILED',
        errors,
      } satisfies ErrorBody)
    }

    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.status(status).send(frameworkError(status))
    }

    request.log.error({ err: error }, 'request failed')
    return reply.status(500).send({
      status: 'error',
      message: GENERIC_5XX,
      code: 'INTERNAL',
      requestId: String(request.id),
    } satisfies ErrorBody)
  })
}
