import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@app/domain'
import type { z } from 'zod'
import { takeEarlyAnswer } from './early-answers'
import { PUBLIC_FIRST_ROLES_KEY, PUBLIC_FIRST_ROLES_PATH, keepAnswer } from './kept-first-roles'
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

const isText = (value: unknown): value is string => typeof value === 'string'

/**
 * The error envelope (ErrorBodySchema), checked by hand: every page loads this file, and zod's
 * weight belongs only to pages that parse answers with it (decision 032).
 */
function errorBodyOf(json: unknown): ErrorBody | null {
  if (typeof json !== 'object' || json === null) return null
  const body = json as Record<string, unknown>
  const { errors, requestId } = body
  const isErrorMap =
    errors === undefined ||
    (typeof errors === 'object' && errors !== null && Object.values(errors).every(isText))
  const isBody =
    body.status === 'error' &&
    isText(body.message) &&
    ERROR_CODES.includes(body.code as ErrorCode) &&
    isErrorMap &&
    (requestId === undefined || isText(requestId))
  return isBody ? (body as ErrorBody) : null
}

/**
 * The error an unsuccessful answer means. An unexpected failure (5xx) names its request, so the
 * person can quote the reference to support and support can find it in the server's log.
 */
export function apiErrorOf(
  status: number,
  json: unknown,
  requestIdHeader?: string | null,
): ApiError {
  const body = errorBodyOf(json)
  const requestId = body?.requestId ?? requestIdHeader
  const reference = status >= 500 && requestId ? ` (Reference: ${requestId})` : ''
  if (body) {
    const { message, code, errors } = body
    return new ApiError(status, message + reference, code, errors)
  }
  return new ApiError(status, `Request failed (${status})${reference}`)
}

/** An answer whose `data` is null, checked without zod (pages that load nothing else of it). */
export const NO_DATA = {
  safeParse: (value: unknown) =>
    value === null || value === undefined
      ? ({ success: true, data: null } as const)
      : ({ success: false } as const),
}

/**
 * An answer whose `data` the caller does not read (a sign-up's challenge, a contact message's
 * receipt): nothing to check, so the page needs no schema for it (decision 051).
 */
export const UNREAD_DATA = {
  safeParse: (_value: unknown) => ({ success: true, data: null }) as const,
}

export const NETWORK_ERROR_MESSAGE =
  'Unable to connect to the server. Please check your network or contact support.'

/**
 * A schema loaded with the request instead of with the page: `() => import('./x').then(…)`. Public
 * pages use it so that zod and the contract's schemas are not part of their first load (decision
 * 051); the schema's chunk downloads while the request is on its way.
 */
export type LoadSchema = () => Promise<z.ZodType>

/** What parses an answer's `data`: a zod schema, one loaded with the request, NO_DATA or UNREAD_DATA. */
type DataParser = z.ZodType | LoadSchema | typeof NO_DATA | typeof UNREAD_DATA
type Parsed<T extends DataParser> = T extends z.ZodType
  ? z.infer<T>
  : T extends () => Promise<infer S extends z.ZodType>
    ? z.infer<S>
    : null

interface RequestOptions<T extends DataParser> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  query?: Record<string, string | number | boolean | undefined>
  /** The `data` of the success envelope is parsed with this. */
  data: T
  signal?: AbortSignal
}

/** A thin typed fetch: bearer header, JSON, the answer's `data` parsed, errors thrown typed. */
export async function api<T extends DataParser>(
  path: string,
  { method = 'GET', body, query, data, signal }: RequestOptions<T>,
): Promise<Parsed<T>> {
  const url = new URL(API_BASE + path, window.location.origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
  }
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = authToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  const pathAndQuery = url.pathname.slice(API_BASE.length) + url.search
  const parser: Exclude<DataParser, LoadSchema> | Promise<z.ZodType> =
    typeof data === 'function' ? (data as LoadSchema)() : (data as Exclude<DataParser, LoadSchema>)
  // A schema that fails to load would only fail the answer; the request still goes.
  if (parser instanceof Promise) parser.catch(() => {})
  let response: Response
  try {
    // The first roles may have been asked already, while the scripts loaded (decision 032).
    const early = method === 'GET' ? takeEarlyAnswer(pathAndQuery, token) : undefined
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }))
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }

  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    throw apiErrorOf(response.status, json, response.headers.get('X-Request-Id'))
  }
  const payload = (json as { data?: unknown } | null)?.data
  let result: { success: boolean; data?: unknown }
  try {
    result = (await parser).safeParse(payload)
  } catch {
    // The schema's chunk did not arrive: the network went while the answer was read.
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
  if (!result.success) throw new ApiError(response.status, 'Unexpected response from server.')
  // The public browse's first roles, for /early.js to draw at once on the next visit (its first
  // visit is written by the server, and asks nothing early).
  if (method === 'GET' && !token && pathAndQuery === PUBLIC_FIRST_ROLES_PATH) {
    keepAnswer(localStorage, PUBLIC_FIRST_ROLES_KEY, pathAndQuery, json)
  }
  return result.data as Parsed<T>
}
