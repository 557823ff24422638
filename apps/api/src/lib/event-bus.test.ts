import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database, type Db } from '../db/client.js'
import { publishInTransaction } from '../../test/publish.js'
import { createEventBus, type EventBus, type LiveEvent } from './events.js'

const silent = { warn() {}, error() {} } as unknown as FastifyBaseLogger

/** Resolves with the next events an account's subscriber hears. */
function collect(bus: EventBus, accountId: string) {
  const events: LiveEvent[] = []
  let lost = false
  const ready = bus.subscribe(accountId, {
    onEvent: (event) => events.push(event),
    onLost: () => (lost = true),
  })
  return { events, ready, isLost: () => lost }
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

describe('events bus on the embedded database', () => {
  let database: Database
  let bus: EventBus

  beforeAll(async () => {
    database = await openDatabase({})
    bus = createEventBus(database.db, silent)
  })
  afterAll(async () => {
    await bus.close()
    await database.close()
  })

  it('delivers a published event to the account’s subscribers only', async () => {
    const mine = collect(bus, 'account-a')
    const theirs = collect(bus, 'account-b')
    await Promise.all([mine.ready, theirs.ready])
    await publishInTransaction(database.db, 'account-a', {
      type: 'message',
      data: { applicationId: 'app-1' },
    })
    await until(() => mine.events.length === 1)
    expect(mine.events).toEqual([{ type: 'message', data: { applicationId: 'app-1' } }])
    expect(theirs.events).toEqual([])
  })

  it('stops delivering after unsubscribing', async () => {
    const events: LiveEvent[] = []
    const other = collect(bus, 'account-c')
    const unsubscribe = await bus.subscribe('account-c', {
      onEvent: (event) => events.push(event),
      onLost() {},
    })
    await other.ready
    unsubscribe()
    await publishInTransaction(database.db, 'account-c', { type: 'status', data: null })
    await until(() => other.events.length === 1)
    expect(events).toEqual([])
  })

  it('shrinks an oversized event to its ids, under the NOTIFY limit', async () => {
    const sub = collect(bus, 'account-d')
    await sub.ready
    await publishInTransaction(database.db, 'account-d', {
      type: 'notification',
      data: { notificationId: 'n-1', body: 'x'.repeat(10_000) },
    })
    await until(() => sub.events.length === 1)
    expect(sub.events[0]).toEqual({
      type: 'notification',
      data: { truncated: true, notificationId: 'n-1' },
    })
  })

  it('ends every subscription when closed', async () => {
    const own = createEventBus(database.db, silent)
    const sub = collect(own, 'account-e')
    await sub.ready
    await own.close()
    expect(sub.isLost()).toBe(true)
    await expect(own.subscribe('account-e', { onEvent() {}, onLost() {} })).rejects.toThrow()
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('events bus on a PostgreSQL server', () => {
  let pool: pg.Pool
  let db: Db
  let bus: EventBus

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 2 })
    db = drizzle(pool) as unknown as Db
    bus = createEventBus(db, silent)
  })
  afterAll(async () => {
    await bus.close()
    await pool.end()
  })

  it('ends the streams when the LISTEN connection dies, and listens again', async () => {
    const first = collect(bus, 'account-a')
    await first.ready
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where query = 'LISTEN internplace_events' and pid <> pg_backend_pid()`,
    )
    await until(() => first.isLost())

    const second = collect(bus, 'account-a')
    await second.ready
    await publishInTransaction(db, 'account-a', { type: 'status', data: { applicationId: 'a-1' } })
    await until(() => second.events.length === 1)
    expect(first.events).toEqual([])
  })
})
