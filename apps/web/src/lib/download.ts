import { API_BASE, ApiError, NETWORK_ERROR_MESSAGE, apiErrorOf } from './api-client'
import { authToken } from './session'

/** The name a Content-Disposition header gives, else the fallback. */
export function filenameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '')
  return match?.[1] ?? fallback
}

/**
 * Downloads a file the API sends only with the bearer token (so a plain link cannot fetch it):
 * read it, then hand it to the browser as a file under the server's name. Failures throw ApiError
 * like every other call, so the 401/440 handling of the mutation cache applies.
 */
export async function downloadApiFile(
  path: string,
  fallbackName: string,
  accept?: string,
): Promise<string> {
  const headers: Record<string, string> = accept ? { Accept: accept } : {}
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
  const filename = filenameOf(response.headers.get('Content-Disposition'), fallbackName)
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // The click has handed the file to the browser; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0)
  return filename
}

/** A letter or form of the API's making: a PDF, not the JSON envelope. */
export async function downloadPdf(path: string, fallbackName = 'document.pdf'): Promise<void> {
  await downloadApiFile(path, fallbackName, 'application/pdf')
}
