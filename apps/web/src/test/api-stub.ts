import type { ErrorCode } from '@app/domain'
import { vi } from 'vitest'

export interface StubRequest {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}
type Reply = { status?: number; body: unknown }
type Handler = Reply | ((request: StubRequest) => Reply | Promise<Reply>)

export const ok = (data: unknown, message?: string): Reply => ({
  status: 200,
  body: { status: 'success', ...(message ? { message } : {}), data },
})
/** The code the server answers with when a test does not name a more specific one. */
const GENERIC_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'WRONG_ACCOUNT_KIND',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_REQUESTS',
  440: 'SESSION_EXPIRED',
}

/** An error answer; like the server's, it always carries a code (5xx: INTERNAL). */
export const fail = (
  status: number,
  message: string,
  extra: { code?: ErrorCode; errors?: Record<string, string> } = {},
): Reply => {
  const code = extra.code ?? (status >= 500 ? 'INTERNAL' : GENERIC_CODES[status])
  if (!code) throw new Error(`fail(${status}) needs the code the server sends`)
  return { status, body: { status: 'error', message, ...extra, code } }
}

/**
 * Answers the app's fetch calls from a table keyed 'METHOD /path' (path after /api/v1, without
 * the query), with real-shaped envelopes; every call is recorded. An unexpected call fails loudly.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: StubRequest[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Uploads use a relative path (no window origin in the stubbed call), so give one.
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const path = url.pathname.replace(/^\/api\/v1/, '')
    const request: StubRequest = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(request)
    const handler = routes[`${method} ${path}`]
    if (!handler) throw new Error(`Unexpected call: ${method} ${path}`)
    const reply = typeof handler === 'function' ? await handler(request) : handler
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  }
}

/** A signed-in company in localStorage, as the verify step leaves it. */
export function signInCompany(id = '0b7a8c2e-5d1f-4c3a-9e8b-1a2b3c4d5e6f') {
  localStorage.setItem('userId', id)
  localStorage.setItem('userEmail', 'talent@paystride.ng')
  localStorage.setItem('authToken', 'token')
  localStorage.setItem('sessionExpiry', String(Date.now() + 3_600_000))
  localStorage.setItem('profileCompleted', 'true')
  localStorage.setItem('accountKind', 'company')
}
