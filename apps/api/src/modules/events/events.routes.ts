import type { OutgoingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { SESSION_ENDED_EVENT, isSessionEndReason } from '@app/domain'
import type { LiveEvent } from '../../lib/events.js'
import { signedIn } from '../../plugins/auth.js'
import { keepStreamSession, sessionExpiresAt } from './events.service.js'

/** Proxies close a silent connection; a comment line now and then keeps it open. */
export const HEARTBEAT_MS = 25_000

/** setTimeout's longest delay; a later expiry is simply checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1

const frame = (event: LiveEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event.data ?? null)}\n\n`

export async function eventsRoutes(app: FastifyInstance) {
  app.get(
    '/events',
    {
      // Members' events only: the console has no live stream, so an admin's token is refused.
      onRequest: app.requireAccount('company', 'intern'),
      // A compressed stream would sit in the compressor's buffer instead of reaching the browser.
      compress: false,
      schema: {
        tags: ['events'],
        summary: 'Server-Sent Events of the signed-in account',
        description:
          'text/event-stream: a first `ready`, then `message`, `notification` and `status` events ' +
          'whose data names what changed; a comment line every 25 s. Ends when the session expires ' +
          'or is revoked (sign-out, sign-out everywhere, a device removed, the account deleted); ' +
          'a suspension sends a last `session-ended` event `{ reason: "suspended" }` first.',
      },
    },
    async (request, reply) => {
      const account = signedIn(request)
      const expiresAt = await sessionExpiresAt(app.ctx, account.sessionId)
      const raw = reply.raw

      // Events may arrive before the headers are out; they wait here until then.
      let queued: string[] | null = []
      let ended = false
      let counted = false
      let unsubscribe = () => {}
      const timers: { heartbeat?: NodeJS.Timeout; expiry?: NodeJS.Timeout } = {}
      const write = (text: string) => {
        if (ended) return
        if (queued) queued.push(text)
        else raw.write(text)
      }
      const end = () => {
        if (ended) return
        ended = true
        if (counted) app.metrics.streamsOpen.dec()
        clearInterval(timers.heartbeat)
        clearTimeout(timers.expiry)
        unsubscribe()
        if (!raw.destroyed) raw.end()
      }

      const endsThisStream = (event: LiveEvent) => {
        const sessionId = (event.data as { sessionId?: string } | undefined)?.sessionId
        return sessionId === undefined || sessionId === account.sessionId
      }
      const endWith = (event: LiveEvent) => {
        const reason = (event.data as { reason?: unknown } | undefined)?.reason
        if (isSessionEndReason(reason))
          write(frame({ type: SESSION_ENDED_EVENT, data: { reason } }))
        end()
      }
      unsubscribe = await app.ctx.events.subscribe(account.id, {
        onEvent: (event) => {
          if (event.type !== SESSION_ENDED_EVENT) write(frame(event))
          else if (endsThisStream(event)) endWith(event)
        },
        onLost: end,
      })
      if (ended) unsubscribe()

      reply.hijack()
      app.metrics.streamsOpen.inc()
      counted = true
      raw.on('close', end)
      raw.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      })
      raw.flushHeaders()
      const pending = queued
      queued = null
      write('event: ready\ndata: {}\n\n')
      for (const text of pending) write(text)
      if (raw.destroyed || request.raw.destroyed) return end()

      timers.heartbeat = setInterval(() => {
        write(': heartbeat\n\n')
        keepStreamSession(app.ctx, account.sessionId).then(
          (isGood) => isGood || end(),
          (error: unknown) => request.log.warn({ err: error }, 'The stream session check failed'),
        )
      }, HEARTBEAT_MS)
      const scheduleExpiry = () => {
        if (!expiresAt) return end()
        const left = expiresAt.getTime() - Date.now()
        if (left <= 0) return end()
        timers.expiry = setTimeout(scheduleExpiry, Math.min(left, MAX_TIMER_MS))
      }
      scheduleExpiry()
    },
  )
}
