import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { PAGE_SESSION_HEADER, PAGE_SESSION_PATH } from '@app/domain'
import { bridgeSessions } from './session-bridge'
import { readSession, saveSession } from './session'

const SESSION = {
  token: 'cookie-token',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  account: {
    id: '6b1f2a43-6a55-4f0e-9c9a-3f0f5b8b2c11',
    email: 'ada@example.com',
    kind: 'intern' as const,
    profileComplete: true,
  },
}

const fetchMock = vi.fn<typeof fetch>()
const setHint = (isSet: boolean) => {
  document.cookie = isSet ? 'signed_in=1; path=/' : 'signed_in=; max-age=0; path=/'
}

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => setHint(false))

describe('one session for the app and the server pages (decision 079)', () => {
  test("with no session of its own and a cookie session, the app adopts the cookie's", async () => {
    setHint(true)
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: 'success', data: SESSION }), { status: 200 }),
    )
    await bridgeSessions()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(PAGE_SESSION_PATH)
    expect(new Headers(init?.headers).get(PAGE_SESSION_HEADER)).toBe('1')
    expect(readSession()).toMatchObject({ authToken: 'cookie-token', accountKind: 'intern' })
  })

  test('a refused or failed answer leaves the app signed out, and starting goes on', async () => {
    setHint(true)
    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 440 }))
    await bridgeSessions()
    expect(readSession()).toBeNull()
    fetchMock.mockRejectedValueOnce(new TypeError('offline'))
    await expect(bridgeSessions()).resolves.toBeUndefined()
    expect(readSession()).toBeNull()
  })

  test('with its own session and no cookie session, the app hands its bearer over', async () => {
    saveSession({ ...SESSION, token: 'app-token' })
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    await bridgeSessions()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(PAGE_SESSION_PATH)
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer app-token')
  })

  test('a visitor (neither session) asks nothing: no request on the first load', async () => {
    await bridgeSessions()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
