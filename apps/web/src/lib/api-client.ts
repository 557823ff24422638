import { ErrorBodySchema, type ErrorCode } from '@app/domain'
import type { z } from 'zod'
import { authToken } from './session'

export const API_BASE = '/api/v1'

/**
 * A failed call: the server's message (for people) and code (to branch on), or a network failure
 * (status 0, no code).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
    readonly errors?: Record<string, string>,
  ) {
    super(message)
  }
}

/**
 * Whether the error's message is meant for people: the server's own (every answer of it carries a
 * code) or the network failure's; otherwise a screen shows its own fallback.
 */
export const hasMessageForPeople = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.code !== undefined || error.status === 0)

/**
 * The error an unsuccessful answer means. An unexpected failure (5xx) names its request, so the
 * person can quote the reference to support and support can find it in the server's log.
 */
export function apiErrorOf(
  status: number,
  json: unknown,
  requestIdHeader?: string | null,
): ApiError {
  const parsed = ErrorBodySchema.safeParse(json)
  const requestId = (parsed.success ? parsed.data.requestId : undefined) ?? requestIdHeader
  const reference = status >= 500 && requestId ? ` (Reference: ${requestId})` : ''
  if (parsed.success) {
    const { message, code, errors } = parsed.data
    return new ApiError(status, message + reference, code, errors)
  }
  return new ApiError(status, `Request failed (${status})${reference}`)
}

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to the server. Please check your network or contact support.'

interface RequestOptions<T extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  /** The `data` of the success envelope is parsed with this. */
  data: T
  signal?: AbortSignal
}

/** A thin typed fetch: bearer header, JSON, the answer's `data` parsed, errors thrown typed. */
export async function api<T extends z.ZodType>(
  path: string,
  { method = 'GET', body, query, data, signal }: RequestOptions<T>,
): Promise<z.infer<T>> {
  const url = new URL(API_BASE + path, window.location.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
  }
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = authToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }

  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    throw apiErrorOf(response.status, json, response.headers.get('X-Request-Id'))
  }
  const payload = (json as { data?: unknown } | null)?.data
  const result = data.safeParse(payload)
  if (!result.success) throw new ApiError(response.status, 'Unexpected response from server.')
  return result.data
}
