import { useEffect, useSyncExternalStore } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  LIVE_EVENT_TYPES,
  SESSION_ENDED_EVENT,
  SESSION_EXPIRED_STATUS,
  isLiveEventType,
  isSessionEndReason,
  type LiveEventType,
  type SessionEndReason,
} from '@app/domain'
import { API_BASE } from './api-client'
import { announceSessionEnded, authToken } from './session'

/**
 * The query-key roots a pushed event makes stale. Query helpers build their keys on these, so an
 * event reaches every page that shows the thing.
 */
export const LIVE_KEY_ROOTS = {
  /** Chats, their headers and the inboxes' conversation lists. */
  messages: ['messages'],
  notifications: ['notifications'],
  companyApplications: ['company-applications'],
  internApplications: ['intern-applications'],
  /** The company's roles carry applicant counts, which change with applications. */
  companyRoles: ['company-roles'],
  /** Interviews: each step also writes a line into the chat, so a message event refreshes them. */
  interviews: ['interviews'],
} as const

/** Which roots each event type invalidates. */
export const INVALIDATED_BY: Record<LiveEventType, readonly (readonly string[])[]> = {
  message: [LIVE_KEY_ROOTS.messages, LIVE_KEY_ROOTS.interviews],
  notification: [LIVE_KEY_ROOTS.notifications],
  // A decision also closes the application's open interview (decision 030).
  status: [
    LIVE_KEY_ROOTS.companyApplications,
    LIVE_KEY_ROOTS.internApplications,
    LIVE_KEY_ROOTS.companyRoles,
    LIVE_KEY_ROOTS.interviews,
  ],
}

/** While the stream is down, everything events would refresh is refetched this often instead. */
export const LIVE_FALLBACK_POLL_MS = 30_000

const FIRST_RETRY_MS = 1_000
const LAST_RETRY_MS = 30_000

export interface SseFrame {
  event: string
  data: string
}

/**
 * Splits an SSE text stream into frames. Feed it chunks as they arrive; it keeps the unfinished
 * tail for the next chunk. Comment lines (heartbeats) are skipped.
 */
export function createSseParser() {
  let buffer = ''
  return function push(chunk: string): SseFrame[] {
    buffer += chunk.replace(/\r\n?/g, '\n')
    const frames: SseFrame[] = []
    let end = buffer.indexOf('\n\n')
    while (end !== -1) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      end = buffer.indexOf('\n\n')
      let event = 'message'
      const data: string[] = []
      let hasField = false
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue
        const colon = line.indexOf(':')
        const field = colon === -1 ? line : line.slice(0, colon)
        let value = colon === -1 ? '' : line.slice(colon + 1)
        if (value.startsWith(' ')) value = value.slice(1)
        if (field === 'event') {
          event = value
          hasField = true
        } else if (field === 'data') {
          data.push(value)
          hasField = true
        }
      }
      if (hasField) frames.push({ event, data: data.join('\n') })
    }
    return frames
  }
}

// One stream per tab, so whether it is up is shared state.
let live = false
const listeners = new Set<() => void>()
function setLive(next: boolean) {
  if (live === next) return
  live = next
  for (const listener of listeners) listener()
}
const subscribeLive = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const liveSnapshot = () => live

/** Whether pushed events are arriving; when false, pages may poll (LIVE_FALLBACK_POLL_MS). */
export function useIsLive(): boolean {
  return useSyncExternalStore(subscribeLive, liveSnapshot, () => false)
}

/**
 * A session answer that ends the stream for good; the app's own session handling takes over, at
 * once when the server's last frame gave a reason.
 */
class SessionEnded extends Error {
  readonly reason: SessionEndReason | undefined
  constructor(reason?: SessionEndReason) {
    super('The session ended')
    this.reason = reason
  }
}

function parseReason(data: string): SessionEndReason | null {
  try {
    const reason = (JSON.parse(data) as { reason?: unknown } | null)?.reason
    return isSessionEndReason(reason) ? reason : null
  } catch {
    return null
  }
}

function invalidateFor(queryClient: QueryClient, type: string) {
  if (!isLiveEventType(type)) return
  for (const root of INVALIDATED_BY[type]) void queryClient.invalidateQueries({ queryKey: root })
}

/** Marks everything live stale; only what is on screen refetches. */
function invalidateAllLive(queryClient: QueryClient) {
  for (const type of LIVE_EVENT_TYPES) invalidateFor(queryClient, type)
}

async function readStream(
  signal: AbortSignal,
  token: string,
  onFrame: (frame: SseFrame) => void,
): Promise<void> {
  const response = await fetch(`${API_BASE}/events`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    signal,
    cache: 'no-store',
  })
  if (response.status === 401 || response.status === SESSION_EXPIRED_STATUS) {
    throw new SessionEnded()
  }
  if (!response.ok || !response.body) throw new Error(`Event stream failed (${response.status})`)
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  const parse = createSseParser()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    for (const frame of parse(decoder.decode(value, { stream: true }))) onFrame(frame)
  }
}

/**
 * Keeps one Server-Sent Events stream open for the signed-in account and marks queries stale as
 * events arrive. EventSource cannot send the Authorization header, hence fetch. Mount it once,
 * in the signed-in shell.
 */
export function useLiveEvents(): { isLive: boolean } {
  const queryClient = useQueryClient()

  useEffect(() => {
    const controller = new AbortController()
    let retryMs = FIRST_RETRY_MS
    let timer: ReturnType<typeof setTimeout> | undefined
    let wasLive = false

    const connect = async () => {
      const token = authToken()
      if (!token || controller.signal.aborted) return
      try {
        await readStream(controller.signal, token, (frame) => {
          if (frame.event === 'ready') {
            setLive(true)
            retryMs = FIRST_RETRY_MS
            // After a drop, whatever happened while the stream was down is fetched afresh.
            if (wasLive) invalidateAllLive(queryClient)
            wasLive = true
            return
          }
          if (frame.event === SESSION_ENDED_EVENT) {
            const reason = parseReason(frame.data)
            if (reason) throw new SessionEnded(reason)
            return
          }
          invalidateFor(queryClient, frame.event)
        })
      } catch (error) {
        setLive(false)
        if (error instanceof SessionEnded) {
          // The server said why (a suspension): sign out now, not at the next failed request.
          if (error.reason && !controller.signal.aborted) announceSessionEnded(error.reason)
          return
        }
        if (controller.signal.aborted) return
      }
      setLive(false)
      if (controller.signal.aborted) return
      timer = setTimeout(() => void connect(), retryMs)
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
    }
    void connect()

    return () => {
      controller.abort()
      clearTimeout(timer)
      setLive(false)
    }
  }, [queryClient])

  // Without a stream (a proxy that buffers, a flaky network) pages still catch up, just slower.
  const isLive = useIsLive()
  useEffect(() => {
    if (isLive) return
    const timer = setInterval(() => invalidateAllLive(queryClient), LIVE_FALLBACK_POLL_MS)
    return () => clearInterval(timer)
  }, [isLive, queryClient])

  return { isLive }
}
