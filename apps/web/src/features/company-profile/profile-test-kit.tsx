import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { vi } from 'vitest'
import type { CompanyMe } from '@app/domain'
import { Toaster } from '../../components/ui/toast'

/** Test-only helpers: a company as `GET /company/me` answers it, and a fetch that routes calls. */
export const COMPANY_ID = '0b7c55c2-7f4e-4a59-9a3b-5b7b1d7f0a11'

const NO_STEPS = {
  basicInfo: false,
  logo: false,
  operations: false,
  socialMedia: false,
  verificationDocument: false,
}
const NO_SECTIONS = {
  basicInfo: false,
  media: false,
  logo: false,
  workdays: false,
  socialLinks: false,
  verificationDocument: false,
}

export function newCompany(overrides: Partial<CompanyMe> = {}): CompanyMe {
  return {
    id: COMPANY_ID,
    email: 'hr@acme.ng',
    companyName: null,
    establishedDate: null,
    countryCode: null,
    phoneNumber: null,
    industryType: null,
    address: null,
    city: null,
    state: null,
    bio: null,
    logoUrl: null,
    media1Url: null,
    media2Url: null,
    media3Url: null,
    media4Url: null,
    media5Url: null,
    activeWeekDays: null,
    workHours: null,
    socialMedia: null,
    verificationDocument: null,
    verified: false,
    rcNumber: null,
    verificationStatus: 'unsubmitted',
    verificationSubmittedAt: null,
    verificationNote: null,
    rolesArePublic: false,
    progress: 0,
    profileComplete: false,
    sections: { ...NO_SECTIONS },
    steps: { ...NO_STEPS },
    ...overrides,
  }
}

export function filledCompany(overrides: Partial<CompanyMe> = {}): CompanyMe {
  return newCompany({
    companyName: 'Acme Tech Ltd',
    establishedDate: '2019-03-01',
    countryCode: '+234',
    phoneNumber: '8012345678',
    industryType: 'Technology',
    address: '12 Marina Road',
    city: 'Lagos Island',
    state: 'Lagos',
    bio: 'We build payment tools for Nigerian shops.',
    logoUrl: '/files/logo.png',
    activeWeekDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    workHours: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => ({
      day,
      start: '09:00',
      end: '17:00',
    })),
    socialMedia: { linkedin: 'https://linkedin.com/company/acme' },
    verificationDocument: { type: 'CAC_Document', fileName: 'cac.pdf', s3Url: '/files/cac.pdf' },
    rcNumber: 'RC1234567',
    verificationStatus: 'pending',
    verificationSubmittedAt: '2026-11-20T09:00:00.000Z',
    progress: 83,
    profileComplete: true,
    sections: {
      ...NO_SECTIONS,
      basicInfo: true,
      logo: true,
      workdays: true,
      socialLinks: true,
      verificationDocument: true,
    },
    steps: {
      basicInfo: true,
      logo: true,
      operations: true,
      socialMedia: true,
      verificationDocument: true,
    },
    ...overrides,
  })
}

export const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
export const success = (data: unknown, message?: string) =>
  answer(200, { status: 'success', message, data })

export interface Call {
  method: string
  path: string
  body: unknown
}

type Handler = (call: Call) => Response | Promise<Response>

/**
 * Stubs fetch: `GET /company/me` answers the company (as last saved), other calls go to `handlers` keyed
 * 'METHOD /path' (without /api/v1). Every call is recorded.
 */
export function stubApi(company: CompanyMe, handlers: Record<string, Handler> = {}) {
  const calls: Call[] = []
  let current = company
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const path = url.pathname.replace(/^\/api\/v1/, '')
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : (init?.body ?? null)
    const call = { method, path, body }
    calls.push(call)
    const handler = handlers[`${method} ${path}`]
    if (handler) {
      const response = await handler(call)
      // A save answers the updated profile, which the next `GET /company/me` then returns.
      const json = (await response
        .clone()
        .json()
        .catch(() => null)) as { data?: { steps?: unknown } } | null
      if (response.ok && json?.data?.steps) current = json.data as CompanyMe
      return response
    }
    if (method === 'GET' && path === '/company/me') return success(current)
    return answer(404, { status: 'error', message: 'Not found', code: 'NOT_FOUND' })
  })
  vi.stubGlobal('fetch', fetchMock)
  // Uploads report progress through XMLHttpRequest; without it they go through the stubbed fetch.
  vi.stubGlobal('XMLHttpRequest', undefined)
  return { calls, fetchMock }
}

export function renderRoutes(routes: RouteObject[], initialEntry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] })
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { router, queryClient }
}

/** A File whose bytes are the given text, for the client-side checks. */
export const fileOf = (name: string, type: string, content: string | Uint8Array) =>
  new File([content as BlobPart], name, { type })
