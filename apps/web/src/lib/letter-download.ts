import { API_BASE, ApiError, apiErrorOf, NETWORK_ERROR_MESSAGE } from './api-client'
import { authToken } from './session'

const FALLBACK_NAME = 'acceptance-letter.pdf'

/**
 * Fetches an acceptance letter (a PDF, not the JSON envelope) with the session's bearer token and
 * hands it to the browser as a download named as the server names it. Failures throw ApiError like
 * every other call, so the 401/440 handling of the mutation cache applies.
 */
export async function downloadLetter(path: string): Promise<void> {
  const headers: Record<string, string> = { Accept: 'application/pdf' }
  const token = authToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await fetch(new URL(API_BASE + path, window.location.origin), { headers })
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null)
    throw apiErrorOf(response.status, json, response.headers.get('X-Request-Id'))
  }
  const file = await response.blob()
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? FALLBACK_NAME
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
