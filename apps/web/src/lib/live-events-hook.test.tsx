import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signInIntern } from '../test/intern-fixtures'
import { onSessionEndedByServer } from './session'
import { LIVE_FALLBACK_POLL_MS, LIVE_KEY_ROOTS, useLiveEvents } from './live-events'

/** An event stream the test writes frames into, and can end as a dropped connection would. */
function openedStream() {
  let push: (text: string) => void = () => {}
  let end: () => void = () => {}
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder()
      push = (text) => controller.enqueue(encoder.encode(text))
      end = () => controller.close()
    },
  })
  return {
    response: new Response(body, { status: 200 }),
    push: (text: string) => push(text),
    end: () => end(),
  }
}

function renderLiveEvents() {
  const queryClient = new QueryClient()
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries')
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  const hook = renderHook(() => useLiveEvents(), { wrapper })
  const roots = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey)
  return { hook, roots }
}

beforeEach(() => {
  localStorage.clear()
  signInIntern()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useLiveEvents', () => {
  it('is live after the ready frame, and a message frame refreshes the chats', async () => {
    const stream = openedStream()
    const fetchMock = vi.fn().mockResolvedValue(stream.response)
    vi.stubGlobal('fetch', fetchMock)
    const { hook, roots } = renderLiveEvents()
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/events$/)
    expect(fetchMock.mock.calls[0]?.[1].headers.Authorization).toBe('Bearer token')

    await act(async () => stream.push('event: ready\ndata: {}\n\n'))
    await vi.waitFor(() => expect(hook.result.current.isLive).toBe(true))
    expect(roots()).toEqual([])

    await act(async () => stream.push('event: message\ndata: {"applicationId":"a"}\n\n'))
    await vi.waitFor(() => expect(roots()).toContainEqual(LIVE_KEY_ROOTS.messages))
    expect(roots()).not.toContainEqual(LIVE_KEY_ROOTS.notifications)
    hook.unmount()
  })

  it('while the stream cannot open, refetches everything live every 30 seconds', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const { hook, roots } = renderLiveEvents()
    await act(async () => vi.advanceTimersByTimeAsync(LIVE_FALLBACK_POLL_MS - 1_000))
    expect(hook.result.current.isLive).toBe(false)
    expect(roots()).toEqual([])
    await act(async () => vi.advanceTimersByTimeAsync(1_000))
    expect(roots()).toContainEqual(LIVE_KEY_ROOTS.notifications)
    expect(roots()).toContainEqual(LIVE_KEY_ROOTS.messages)
    expect(roots()).toContainEqual(LIVE_KEY_ROOTS.internApplications)
    hook.unmount()
  })

  it('after a drop it reconnects by itself and refetches whatever it may have missed', async () => {
    const first = openedStream()
    const second = openedStream()
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(first.response)
      .mockResolvedValueOnce(second.response)
    vi.stubGlobal('fetch', fetchMock)
    vi.useFakeTimers()
    const { hook, roots } = renderLiveEvents()
    await act(async () => first.push('event: ready\ndata: {}\n\n'))
    await vi.waitFor(() => expect(hook.result.current.isLive).toBe(true))

    await act(async () => first.end())
    await vi.waitFor(() => expect(hook.result.current.isLive).toBe(false))
    // The first retry waits a second.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTimeAsync(1_000))
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await act(async () => second.push('event: ready\ndata: {}\n\n'))
    await vi.waitFor(() => expect(hook.result.current.isLive).toBe(true))
    expect(roots()).toContainEqual(LIVE_KEY_ROOTS.messages)
    expect(roots()).toContainEqual(LIVE_KEY_ROOTS.notifications)
    expect(roots()).toContainEqual(LIVE_KEY_ROOTS.companyApplications)
    hook.unmount()
  })

  it("signs out at once when the stream's last frame says the account was suspended", async () => {
    const stream = openedStream()
    const fetchMock = vi.fn().mockResolvedValue(stream.response)
    vi.stubGlobal('fetch', fetchMock)
    vi.useFakeTimers()
    const ended = vi.fn()
    const stopListening = onSessionEndedByServer(ended)
    const { hook } = renderLiveEvents()
    await act(async () => stream.push('event: ready\ndata: {}\n\n'))
    await vi.waitFor(() => expect(hook.result.current.isLive).toBe(true))

    await act(async () => stream.push('event: session-ended\ndata: {"reason":"suspended"}\n\n'))
    await vi.waitFor(() => expect(ended).toHaveBeenCalledWith('suspended'))
    expect(hook.result.current.isLive).toBe(false)
    // Nothing to reconnect to: the session is over.
    await act(async () => vi.advanceTimersByTimeAsync(60_000))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(ended).toHaveBeenCalledTimes(1)
    stopListening()
    hook.unmount()
  })

  it('stops for good when the session is refused', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 401 }))
    vi.stubGlobal('fetch', fetchMock)
    vi.useFakeTimers()
    const { hook } = renderLiveEvents()
    await act(async () => vi.advanceTimersByTimeAsync(10_000))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(hook.result.current.isLive).toBe(false)
    hook.unmount()
  })
})
