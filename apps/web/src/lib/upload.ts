import { UploadedFileSchema } from '@app/domain'
import { z } from 'zod'
import { API_BASE, ApiError, apiErrorOf, NETWORK_ERROR_MESSAGE } from './api-client'
import { authToken } from './session'

/** What `POST /misc/file-upload` answers; `viewUrl` opens a private file through a signed link. */
export const UploadAnswerSchema = UploadedFileSchema.extend({ viewUrl: z.string().optional() })
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>

export interface UploadOptions {
  signal?: AbortSignal
  /** 0–1 as the bytes leave the browser; slow networks need to see that something happens. */
  onProgress?: (fraction: number) => void
}

const UPLOAD_PATH = `${API_BASE}/misc/file-upload`

function toResult(status: number, json: unknown, requestId: string | null): UploadAnswer {
  if (status < 200 || status >= 300) throw apiErrorOf(status, json, requestId)
  const result = UploadAnswerSchema.safeParse((json as { data?: unknown } | null)?.data)
  if (!result.success) throw new ApiError(status, 'Unexpected response from server.')
  return result.data
}

const bearer = (): Record<string, string> => {
  const token = authToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

async function uploadWithFetch(body: FormData, signal?: AbortSignal): Promise<UploadAnswer> {
  let response: Response
  try {
    response = await fetch(UPLOAD_PATH, {
      method: 'POST',
      headers: { Accept: 'application/json', ...bearer() },
      body,
      signal,
    })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
  const json: unknown = await response.json().catch(() => null)
  return toResult(response.status, json, response.headers.get('X-Request-Id'))
}

/** fetch cannot report upload progress; XMLHttpRequest can. */
function uploadWithProgress(
  body: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', UPLOAD_PATH)
    request.setRequestHeader('Accept', 'application/json')
    for (const [name, value] of Object.entries(bearer())) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      let json: unknown = null
      try {
        json = JSON.parse(request.responseText)
      } catch {
        // A proxy's HTML error page: the status decides below.
      }
      try {
        resolve(toResult(request.status, json, request.getResponseHeader('X-Request-Id')))
      } catch (error) {
        reject(error)
      }
    }
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE))
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(body)
  })
}

/** Sends one file as multipart field `file`; answers where it is stored, or throws an ApiError. */
export function uploadFile(file: File, { signal, onProgress }: UploadOptions = {}) {
  const body = new FormData()
  body.append('file', file, file.name)
  if (onProgress && typeof XMLHttpRequest !== 'undefined') {
    return uploadWithProgress(body, onProgress, signal)
  }
  return uploadWithFetch(body, signal)
}
