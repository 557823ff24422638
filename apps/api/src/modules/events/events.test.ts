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
import { accounts, sessions } from '../../db/schema.js'
import { keepStreamSession } from './events.service.js'
import { publishInTransaction } from '../../../test/publish.js'
import { createAccount, createAdmin } from '../../../test/factories.js'
import { applied } from '../../../test/conversation-fixtures.js'
import { call, useTestApp } from '../../../test/test-app.js'
import { createSession } from '../../lib/sessions.js'

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

  it("refuses an admin's token with 403, as members' routes do: the console has no stream", async () => {
    const base = await addressOf(t.app)
    const admin = await createAdmin(t.database.db)
    const response = await fetch(`${base}/api/v1/events`, {
      headers: { authorization: `Bearer ${admin.token}` },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'WRONG_ACCOUNT_KIND' })
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

      await publishInTransaction(t.app.ctx.db, other.account.id, {
        type: 'status',
        data: { id: 'x' },
      })
      await publishInTransaction(t.app.ctx.db, intern.account.id, {
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

  it('ends the stream at once when its session signs out', async () => {
    const base = await addressOf(t.app)
    const intern = await createAccount(t.database.db, 'intern')
    const stream = await openStream(base, intern.token)
    try {
      expect(await stream.next()).toEqual({ event: 'ready', data: {} })
      const out = await call(t.app, { method: 'DELETE', url: '/session', token: intern.token })
      expect(out.status).toBe(200)
      expect(await stream.next()).toBeNull()
    } finally {
      stream.close()
    }
  })

  it('a suspension ends the stream at once with a last frame saying why', async () => {
    const base = await addressOf(t.app)
    const admin = await createAdmin(t.database.db)
    const intern = await createAccount(t.database.db, 'intern')
    const stream = await openStream(base, intern.token)
    try {
      expect(await stream.next()).toEqual({ event: 'ready', data: {} })
      const res = await call(t.app, {
        method: 'POST',
        url: `/admin/accounts/${intern.account.id}/suspend`,
        token: admin.token,
        payload: { reason: 'Fake profile' },
      })
      expect(res.status).toBe(200)
      expect(await stream.next()).toEqual({
        event: 'session-ended',
        data: { reason: 'suspended' },
      })
      expect(await stream.next()).toBeNull()
    } finally {
      stream.close()
    }
  })

  it('a device removed in settings loses its stream; the other device keeps its own', async () => {
    const base = await addressOf(t.app)
    const company = await createAccount(t.database.db, 'company')
    const phone = await createSession(t.database.db, company.account.id, {
      ip: '127.0.0.1',
      userAgent: 'phone',
    })
    const [phoneSession] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userAgent, 'phone'))
    const laptopStream = await openStream(base, company.token)
    const phoneStream = await openStream(base, phone.token)
    try {
      expect(await laptopStream.next()).toEqual({ event: 'ready', data: {} })
      expect(await phoneStream.next()).toEqual({ event: 'ready', data: {} })
      const removed = await call(t.app, {
        method: 'DELETE',
        url: `/account/sessions/${phoneSession!.id}`,
        token: company.token,
      })
      expect(removed.status).toBe(200)
      expect(await phoneStream.next()).toBeNull()

      await publishInTransaction(t.app.ctx.db, company.account.id, {
        type: 'notification',
        data: { id: 'n' },
      })
      expect(await laptopStream.next()).toEqual({ event: 'notification', data: { id: 'n' } })
    } finally {
      laptopStream.close()
      phoneStream.close()
    }
  })

  it('ends every stream of the account when it signs out everywhere', async () => {
    const base = await addressOf(t.app)
    const intern = await createAccount(t.database.db, 'intern')
    const second = await createSession(t.database.db, intern.account.id, {
      ip: '127.0.0.1',
      userAgent: 'second',
    })
    const first = await openStream(base, intern.token)
    const other = await openStream(base, second.token)
    try {
      expect(await first.next()).toEqual({ event: 'ready', data: {} })
      expect(await other.next()).toEqual({ event: 'ready', data: {} })
      const out = await call(t.app, { method: 'DELETE', url: '/sessions', token: intern.token })
      expect(out.status).toBe(200)
      expect(await first.next()).toBeNull()
      expect(await other.next()).toBeNull()
    } finally {
      first.close()
      other.close()
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
        const { company, intern, applicationId } = await applied(t)
        // The intern's stream is held by process B ...
        const stream = await openStream(base, intern.token)
        try {
          expect(await stream.next()).toEqual({ event: 'ready', data: {} })
          // ... while the company writes through process A.
          const sent = await call(t.app, {
            method: 'PUT',
            url: `/company/applications/${applicationId}/message`,
            token: company.token,
            payload: { message: 'Are you free on Thursday?' },
          })
          expect(sent.status).toBe(201)
          expect(await stream.next()).toMatchObject({
            event: 'message',
            data: { applicationId, sender: 'company', message: 'Are you free on Thursday?' },
          })
          expect(await stream.next()).toMatchObject({
            event: 'notification',
            data: { applicationId },
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

describe('keepStreamSession', () => {
  const lastSeenOf = async (sessionId: string) => {
    const [row] = await t.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
    return row!.lastSeenAt
  }
  const sessionOf = async (accountId: string) => {
    const [row] = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.accountId, accountId))
    return row!.id
  }

  it('keeps an open tab present: a stale lastSeenAt is refreshed, a fresh one is not rewritten', async () => {
    const intern = await createAccount(t.database.db, 'intern')
    const sessionId = await sessionOf(intern.account.id)
    const longAgo = new Date(Date.now() - 60 * 60 * 1000)
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: longAgo })
      .where(eq(sessions.id, sessionId))
    expect(await keepStreamSession(t.app.ctx, sessionId)).toBe(true)
    const refreshed = await lastSeenOf(sessionId)
    expect(refreshed.getTime()).toBeGreaterThan(Date.now() - 60_000)

    const recent = new Date(Date.now() - 10_000)
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: recent })
      .where(eq(sessions.id, sessionId))
    expect(await keepStreamSession(t.app.ctx, sessionId)).toBe(true)
    expect((await lastSeenOf(sessionId)).getTime()).toBe(recent.getTime())
  })

  it('says no for a revoked or expired session and a suspended account', async () => {
    const revoked = await createAccount(t.database.db, 'intern')
    const revokedId = await sessionOf(revoked.account.id)
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, revokedId))
    expect(await keepStreamSession(t.app.ctx, revokedId)).toBe(false)

    const expired = await createAccount(t.database.db, 'intern')
    const expiredId = await sessionOf(expired.account.id)
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expiredId))
    expect(await keepStreamSession(t.app.ctx, expiredId)).toBe(false)

    const suspended = await createAccount(t.database.db, 'company')
    await t.database.db
      .update(accounts)
      .set({ status: 'suspended' })
      .where(eq(accounts.id, suspended.account.id))
    expect(await keepStreamSession(t.app.ctx, await sessionOf(suspended.account.id))).toBe(false)
  })
})
