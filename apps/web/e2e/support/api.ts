import { expect, type APIRequestContext } from '@playwright/test'
import type { MemberKind, UploadedFile } from '@app/domain'
import { nextCodeFor } from './mailbox'

const API = '/api/v1'
/** The API's path prefix of each kind's sign-up and sign-in (`/company/…`, `/auth/…`). */
const AUTH_PREFIX: Record<MemberKind, string> = { company: '/company', intern: '/auth' }

/** An account made through the API, with a session of its own. */
export interface ApiAccount {
  kind: MemberKind
  email: string
  id: string
  token: string
}

/** An address no other test uses: each journey makes its own accounts. */
export function uniqueEmail(label: string): string {
  return `${label}-${uniqueWord()}@e2e.internplace.test`
}

let phones = 0
/**
 * A Nigerian mobile number of this account's own (0803…, as typed after +234): a suspended
 * account's number may not be used again (decision 049), so journeys never share one.
 */
export function uniquePhone(): string {
  phones += 1
  return `80${String((Date.now() * 10 + phones) % 100_000_000).padStart(8, '0')}`
}

let counter = 0
/** Lowercase letters only, so it also fits in names (which refuse digits); unique per run. */
export function uniqueWord(): string {
  const seed = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`
  return seed.replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'a')
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** One API call; a refusal fails the test with the server's answer, so setup errors say why. */
export async function callApi<T>(
  request: APIRequestContext,
  method: Method,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await request.fetch(`${API}${path}`, {
    method,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    data: options.body,
  })
  const text = await response.text()
  expect(response.ok(), `${method} ${path} answered ${response.status()}: ${text}`).toBe(true)
  return (JSON.parse(text) as { data: T }).data
}

/** Signs an existing account in as the browser does: a mailed code for the challenge. */
export async function signInByApi(
  request: APIRequestContext,
  kind: MemberKind,
  email: string,
): Promise<ApiAccount> {
  let challenge = ''
  const otp = await nextCodeFor(email, async () => {
    challenge = (
      await callApi<{ id: string }>(request, 'POST', `${AUTH_PREFIX[kind]}/login`, {
        body: { email },
      })
    ).id
  })
  const session = await callApi<{ token: string; account: { id: string } }>(
    request,
    'POST',
    `${AUTH_PREFIX[kind]}/verify-otp`,
    { body: { id: challenge, otp } },
  )
  return { kind, email, id: session.account.id, token: session.token }
}

/** A new account of this kind, registered with accepted policies and signed in. */
export async function registerByApi(
  request: APIRequestContext,
  kind: MemberKind,
  email = uniqueEmail(kind),
): Promise<ApiAccount> {
  await callApi(request, 'POST', `${AUTH_PREFIX[kind]}/register`, {
    body: { email, acceptPolicies: true },
  })
  return signInByApi(request, kind, email)
}

/** Uploads a file as the account's own, as the wizards do before saving its link. */
export async function uploadByApi(
  request: APIRequestContext,
  account: ApiAccount,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<UploadedFile> {
  const response = await request.post(`${API}/misc/file-upload`, {
    headers: { authorization: `Bearer ${account.token}` },
    multipart: { file },
  })
  const text = await response.text()
  expect(response.ok(), `upload of ${file.name} answered ${response.status()}: ${text}`).toBe(true)
  return (JSON.parse(text) as { data: UploadedFile }).data
}

/** A chat message about an application, sent by its intern or its company as their chat does. */
export async function sendMessageByApi(
  request: APIRequestContext,
  from: ApiAccount,
  applicationId: string,
  message: string,
): Promise<void> {
  const path =
    from.kind === 'company'
      ? `/company/applications/${applicationId}/message`
      : `/messages/applications/${applicationId}/message`
  await callApi(request, 'PUT', path, { token: from.token, body: { message } })
}
