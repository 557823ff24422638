import type { APIRequestContext } from '@playwright/test'
import { callApi } from './api'
import { nextCodeFor } from './mailbox'

/**
 * The operator made by `admin:create` when the journeys' server starts (scripts/e2e-server.mjs).
 * Companies made by the journeys are verified through the console's API, as an operator would,
 * because only verified companies' roles are public (REQUIRE_VERIFIED_COMPANIES).
 */
export const E2E_ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'operator@e2e.internplace.test'

let adminToken: string | null = null

/** An admin session through the mailed code; one per worker, as codes go out at most every 30 s. */
export async function adminTokenByApi(request: APIRequestContext): Promise<string> {
  if (adminToken) return adminToken
  let challenge = ''
  const otp = await nextCodeFor(E2E_ADMIN_EMAIL, async () => {
    for (let attempt = 0; ; attempt++) {
      const response = await request.post('/api/v1/admin/login', {
        data: { email: E2E_ADMIN_EMAIL },
      })
      // A worker that started after another one signed in waits out the resend interval.
      if (response.status() === 429 && attempt < 2) {
        const seconds = Number(response.headers()['retry-after'] ?? '30')
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000))
        continue
      }
      challenge = ((await response.json()) as { data: { id: string } }).data.id
      return
    }
  })
  const session = await callApi<{ token: string }>(request, 'POST', '/admin/verify-otp', {
    body: { id: challenge, otp },
  })
  adminToken = session.token
  return adminToken
}

/** Verifies the company of this email, waiting in the queue with its CAC document. */
export async function verifyCompanyByApi(request: APIRequestContext, email: string) {
  const token = await adminTokenByApi(request)
  const queue = await callApi<{ docs: { id: string; email: string }[] }>(
    request,
    'GET',
    `/admin/companies?status=pending&search=${encodeURIComponent(email)}`,
    { token },
  )
  const company = queue.docs.find((doc) => doc.email === email.toLowerCase())
  if (!company) throw new Error(`${email} is not waiting for verification`)
  await callApi(request, 'POST', `/admin/companies/${company.id}/verify`, { token, body: {} })
}
