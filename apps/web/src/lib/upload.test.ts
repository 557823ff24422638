import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client'
import { uploadFile } from './upload'

const fetchMock = vi.fn<typeof fetch>()
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const logo = () => new File([new Uint8Array(68)], 'logo.png', { type: 'image/png' })

beforeEach(() => {
  localStorage.setItem('authToken', 'token-123')
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('uploadFile', () => {
  test('sends the file as multipart field `file` with the bearer token', async () => {
    fetchMock.mockResolvedValue(
      answer(201, {
        status: 'success',
        data: { fileUrl: '/api/v1/files/a.png', kind: 'png', mimeType: 'image/png', sizeBytes: 68 },
      }),
    )
    const uploaded = await uploadFile(logo())
    expect(uploaded.fileUrl).toBe('/api/v1/files/a.png')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/v1/misc/file-upload')
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-123')
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File)
  })

  test('a refused file throws the server’s message and status', async () => {
    fetchMock.mockResolvedValue(
      answer(415, {
        status: 'error',
        code: 'UNSUPPORTED_FILE_TYPE',
        message: 'This file type is not supported.',
      }),
    )
    const error = await uploadFile(logo()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 415, message: 'This file type is not supported.' })
  })

  test('an unexpected failure names its request, for people to quote to support', async () => {
    fetchMock.mockResolvedValue(
      answer(500, {
        status: 'error',
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again in a moment.',
        requestId: 'req-4f1c2a9e',
      }),
    )
    await expect(uploadFile(logo())).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL',
      message:
        'Something went wrong on our side. Please try again in a moment. (Reference: req-4f1c2a9e)',
    })
  })

  test('a proxy failure without our envelope still names the request from the header', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad Gateway</html>', {
        status: 502,
        headers: { 'X-Request-Id': 'b7e0c0ffee12' },
      }),
    )
    await expect(uploadFile(logo())).rejects.toMatchObject({
      status: 502,
      message: 'Request failed (502) (Reference: b7e0c0ffee12)',
    })
  })

  test('no answer at all is a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(uploadFile(logo())).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_MESSAGE,
    })
  })
})
