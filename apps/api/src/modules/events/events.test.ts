import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { loadConfig } from '../../config.js'
import { listenSource, openDatabase, type Database } from '../../db/client.js'
import { sessions } from '../../db/schema.js'
import { publishEvent } from '../../lib/events.js'
import { createAccount } from '../../../test/factories.js'
import { useTestApp } from '../../../test/test-app.js'

const t = useTestApp()

const addressOf = async (app: FastifyInstance) => {
  const address = app.server.address()
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`
  return app.listen({ port: 0, host: '127.0.0.1' })
}

interface Frame {
  event: string
  data: unknown
}

/** Opens the stream over real HTTP and reads it frame by frame. */
async function openStream(base: string, token?: string) {
  const controller = new AbortController()
  const response = await fetch(`${base}/api/v1/events`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  /** The next frame, or null when the server ends the stream. */
  const next = async (): Promise<Frame | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end !== -1) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (block.startsWith(':')) continue
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message'
        const data = /^data: (.*)$/m.exec(block)?.[1]
        return { event, data: data === undefined ? undefined : JSON.parse(data) }
      }
      const { done, value } = await reader.read()
      if (done) return null
      buffer += decoder.decode(value, { stream: true })
    }
  }
  const close = () => controller.abort()
  return { response, next, close }
}

describe('GET /events', () => {
  it('answers 401 without a token', async () => {
    const base = await addressOf(t.app)
    const response = await fetch(`${base}/api/v1/events`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
  })

  it('streams the account’s own events as SSE frames, uncompressed', async () => {
    const base = await addressOf(t.app)
    const intern = await createAccount(t.database.db, 'intern')
    const other = await createAccount(t.database.db, 'company')
    const stream = await openStream(base, intern.token)
    try {
      expect(stream.response.status).toBe(200)
      expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/)
      expect(stream.response.headers.get('cache-control')).toMatch(/no-cache/)
      expect(stream.response.headers.get('x-accel-buffering')).toBe('no')
      expect(stream.response.headers.get('content-encoding')).toBeNull()
      expect(await stream.next()).toEqual({ event: 'ready', data: {} })

      await publishEvent(t.app.ctx, other.account.id, { type: 'status', data: { id: 'x' } })
      await publishEvent(t.app.ctx, intern.account.id, {
        type: 'message',
        data: { applicationId: 'a-1' },
      })
      expect(await stream.next()).toEqual({ event: 'message', data: { applicationId: 'a-1' } })
    } finally {
      stream.close()
    }
  })

  it('ends the stream when the session expires', async () => {
    const base = await addressOf(t.app)
    const intern = await createAccount(t.database.db, 'intern')
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 1_500) })
      .where(eq(sessions.accountId, intern.account.id))
    const stream = await openStream(base, intern.token)
    try {
      expect(await stream.next()).toEqual({ event: 'ready', data: {} })
      expect(await stream.next()).toBeNull()
      const again = await fetch(`${base}/api/v1/events`, {
        headers: { authorization: `Bearer ${intern.token}` },
      })
      expect(again.status).toBe(440)
    } finally {
      stream.close()
    }
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'reaches a stream held by another API process on the same database',
    async () => {
      const source = listenSource(t.database.db)
      if (source.engine !== 'server') throw new Error('expected a PostgreSQL server')
      const secondPool: Database = await openDatabase({ url: source.config.connectionString! })
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-test-b-'))
      const appB = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATA_DIR: dataDir,
          WEB_DIST: '/nonexistent',
        }),
        db: secondPool.db,
        otpSecret: crypto.randomBytes(32).toString('hex'),
        mailer: { async send() {}, close() {} },
      })
      try {
        const base = await addressOf(appB)
        const intern = await createAccount(t.database.db, 'intern')
        const stream = await openStream(base, intern.token)
        try {
          expect(await stream.next()).toEqual({ event: 'ready', data: {} })
          await publishEvent(t.app.ctx, intern.account.id, {
            type: 'notification',
            data: { notificationId: 'n-1' },
          })
          expect(await stream.next()).toEqual({
            event: 'notification',
            data: { notificationId: 'n-1' },
          })
        } finally {
          stream.close()
        }
      } finally {
        await appB.close()
        await secondPool.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )
})
