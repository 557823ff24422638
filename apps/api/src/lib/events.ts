import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { SESSION_ENDED_EVENT, type LiveEventType, type SessionEndReason } from '@app/domain'
import { listenSource, type Db, type Tx } from '../db/client.js'

/**
 * Realtime events ride on PostgreSQL NOTIFY, so every API process sharing the database hears
 * every event; each process keeps one LISTEN connection and hands events to its own streams.
 */
export const EVENTS_CHANNEL = 'internplace_events'

/**
 * What the browser hears (`LIVE_EVENT_TYPES`), and 'session-ended' for the streams themselves: a
 * revoked session (`data.sessionId`) or every session of the account (no sessionId) ends its open
 * streams at once. With a `data.reason` (a suspension), the browser hears it as the stream's last
 * frame (SESSION_ENDED_EVENT) and signs out.
 */
export type BusEventType = LiveEventType | typeof SESSION_ENDED_EVENT

/** Keep `data` small — ids, and a chat message's text (2,000 characters at most): the browser refetches what the event names. */
export interface LiveEvent {
  type: BusEventType
  data?: unknown
}

interface Envelope {
  accountId: string
  event: LiveEvent
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900

/** An oversized event keeps only its ids; the browser refetches anyway. */
function shrink(event: LiveEvent): LiveEvent {
  const ids: Record<string, unknown> = { truncated: true }
  if (event.data && typeof event.data === 'object') {
    for (const [key, value] of Object.entries(event.data)) {
      if ((key === 'id' || key.endsWith('Id')) && typeof value === 'string' && value.length < 100) {
        ids[key] = value
      }
    }
  }
  return { type: event.type, data: ids }
}

/**
 * The one way to push an event: to every open stream of the account, in any API process, from
 * inside the transaction that makes the change. PostgreSQL delivers a NOTIFY on commit and drops
 * it on rollback, so nobody hears of a change that did not happen, and none that did is missed.
 */
export async function publishEvent(tx: Tx, accountId: string, event: LiveEvent): Promise<void> {
  let payload = JSON.stringify({ accountId, event } satisfies Envelope)
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    payload = JSON.stringify({ accountId, event: shrink(event) } satisfies Envelope)
  }
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`)
}

/**
 * Ends the open event streams of one session, or of all the account's sessions; a reason is told
 * to the browser.
 */
export const endStreams = (
  tx: Tx,
  accountId: string,
  sessionId?: string,
  reason?: SessionEndReason,
) =>
  publishEvent(tx, accountId, {
    type: SESSION_ENDED_EVENT,
    data: { ...(sessionId && { sessionId }), ...(reason && { reason }) },
  })

export interface EventSubscriber {
  onEvent(event: LiveEvent): void
  /** The bus stopped hearing events (lost connection, shutdown); the stream should end. */
  onLost(): void
}

export interface EventBus {
  /** Resolves once the process is listening, so nothing published afterwards is missed. */
  subscribe(accountId: string, subscriber: EventSubscriber): Promise<() => void>
  /** Ends every subscription and the LISTEN connection. */
  close(): Promise<void>
}

const FIRST_RETRY_MS = 1_000
const LAST_RETRY_MS = 30_000

export function createEventBus(db: Db, log: FastifyBaseLogger): EventBus {
  const source = listenSource(db)
  const byAccount = new Map<string, Set<EventSubscriber>>()
  let listening: Promise<void> | null = null
  let stopListening: (() => Promise<void>) | null = null
  let closed = false
  let retryMs = FIRST_RETRY_MS
  let retryTimer: NodeJS.Timeout | undefined

  const dispatch = (payload: string | undefined) => {
    let envelope: Envelope
    try {
      envelope = JSON.parse(payload ?? '') as Envelope
    } catch {
      log.warn('Ignored an unreadable realtime event')
      return
    }
    for (const subscriber of byAccount.get(envelope.accountId) ?? []) {
      try {
        subscriber.onEvent(envelope.event)
      } catch (error) {
        log.error({ err: error }, 'A realtime subscriber failed')
      }
    }
  }

  /** Events sent while nobody listened are gone, so streams end and browsers refetch. */
  const loseAll = () => {
    const subscribers = [...byAccount.values()].flatMap((set) => [...set])
    byAccount.clear()
    for (const subscriber of subscribers) subscriber.onLost()
  }

  const listenOnServer = async (config: pg.ClientConfig) => {
    const client = new pg.Client({ ...config, keepAlive: true })
    let failed = false
    const fail = (error?: Error) => {
      if (failed) return
      failed = true
      stopListening = null
      listening = null
      client.removeAllListeners('notification')
      client.end().catch(() => {})
      if (closed) return
      log.warn({ err: error }, 'Lost the realtime LISTEN connection; reconnecting')
      loseAll()
      retryTimer = setTimeout(() => {
        if (!closed) void ensureListening().catch(() => {})
      }, retryMs)
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
    }
    client.on('error', fail)
    client.on('end', () => fail())
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) dispatch(message.payload)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${EVENTS_CHANNEL}`)
    } catch (error) {
      fail(error as Error)
      throw error
    }
    retryMs = FIRST_RETRY_MS
    stopListening = async () => {
      failed = true
      await client.end().catch(() => {})
    }
  }

  const start = async () => {
    if (source.engine === 'embedded') {
      const unlisten = await source.client.listen(EVENTS_CHANNEL, dispatch)
      stopListening = async () => {
        if (!source.client.closed) await unlisten()
      }
      return
    }
    await listenOnServer(source.config)
  }

  const ensureListening = () => {
    if (!listening) {
      const attempt = start()
      attempt.catch(() => {
        if (listening === attempt) listening = null
      })
      listening = attempt
    }
    return listening
  }

  return {
    async subscribe(accountId, subscriber) {
      if (closed) throw new Error('The event bus is closed')
      await ensureListening()
      let set = byAccount.get(accountId)
      if (!set) byAccount.set(accountId, (set = new Set()))
      set.add(subscriber)
      return () => {
        const current = byAccount.get(accountId)
        current?.delete(subscriber)
        if (current?.size === 0) byAccount.delete(accountId)
      }
    },
    async close() {
      closed = true
      clearTimeout(retryTimer)
      loseAll()
      await listening?.catch(() => {})
      await stopListening?.()
      stopListening = null
    },
  }
}
