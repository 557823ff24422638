import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql, type SQL } from 'drizzle-orm'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema.js'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>
/** An open transaction of `Db`; what must happen with a change takes this, not a `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The rows of a raw statement: both drivers answer one with { rows } (PGlite and node-postgres). */
export async function rowsOf<Row>(db: Db | Tx, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows
}

export interface Database {
  db: Db
  /** 'embedded' is PGlite in this process; 'server' is a PostgreSQL server. */
  engine: 'embedded' | 'server'
  close(): Promise<void>
}

/**
 * What LISTEN needs: the embedded client itself, or the server's settings for a dedicated
 * connection (a pooled one goes back to the pool and would stop listening).
 */
export type ListenSource =
  { engine: 'embedded'; client: PGlite } | { engine: 'server'; config: pg.ClientConfig }

export function listenSource(db: Db): ListenSource {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client
  if (client instanceof pg.Pool) return { engine: 'server', config: { ...client.options } }
  return { engine: 'embedded', client }
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** When the newest migration this code ships was made (drizzle's journal stamps each one). */
const newestMigration = (): number => {
  const journal = JSON.parse(fs.readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: { when: number }[]
  }
  return Math.max(0, ...journal.entries.map((entry) => entry.when))
}

/**
 * Whether the database has every migration this code knows (drizzle records each applied one with
 * its journal time). False while another process is still migrating, or after a rollback of code.
 */
export async function migrationsCurrent(db: Db): Promise<boolean> {
  const rows = await rowsOf<{ newest: string }>(
    db,
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  )
  return Number(rows[0]?.newest ?? 0) >= newestMigration()
}

/**
 * Any number of processes may start at once on one server: the first to take this lock migrates,
 * the rest wait for it and then find nothing left to do. A session-level advisory lock on a
 * dedicated connection, so the lock and the migration cannot end up on different connections.
 */
const MIGRATION_LOCK = 7_316_110_016

async function migrateServerOnce(pool: pg.Pool, db: Db) {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    try {
      await migratePg(db as never, { migrationsFolder })
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
    }
  } finally {
    client.release()
  }
}

/**
 * Opens the database and brings its schema up to date. With a URL it talks to a PostgreSQL server;
 * otherwise it runs PGlite in this process, persisted in `dataDir` (or in memory when none).
 */
export async function openDatabase(options: {
  url?: string
  dataDir?: string
  /**
   * An embedded database to start from: a tarball of PGlite's `dumpDataDir`. Tests start each file
   * from one migrated copy instead of running every migration again (about 6 s a file).
   */
  startFrom?: Blob
}): Promise<Database> {
  if (options.url) {
    const pool = serverPool({ connectionString: options.url })
    const db = drizzlePg(pool, { schema }) as unknown as Db
    try {
      await migrateServerOnce(pool, db)
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db, engine: 'server', close: () => pool.end() }
  }
  // pg_trgm serves the location filter's ILIKE '%…%' from an index (decision 020); a server has it
  // in its contrib package, the embedded database loads it here.
  const client = yieldBetweenStatements(
    await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.startFrom,
      extensions: { pg_trgm },
    }),
  )
  const db = drizzlePglite(client, { schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder })
  return { db, engine: 'embedded', close: () => client.close() }
}

/**
 * Every server connection's session settings, given as startup options beside any the URL has
 * (the driver lets a URL's own `options` replace the ones given beside it: both are kept here).
 *
 * JIT is off: every statement here is a short one, and a prepared statement's generic plan (a
 * page's LIMIT and OFFSET unknown, so the planner costs a tenth of the table) passed
 * `jit_above_cost` at a million roles and compiled for 35 ms a page it read in 0.2 (decision 082).
 */
function withSessionSettings(settings: pg.PoolConfig, ...more: string[]): pg.PoolConfig {
  let { connectionString, options } = settings
  const url = connectionString ? new URL(connectionString) : null
  if (url?.searchParams.has('options')) {
    options = [options, url.searchParams.get('options')].filter(Boolean).join(' ')
    url.searchParams.delete('options')
    connectionString = url.toString()
  }
  return {
    ...settings,
    connectionString,
    options: [options, '-c jit=off', ...more].filter(Boolean).join(' '),
  }
}

/**
 * A pool of up to 10 connections to a PostgreSQL server with the app's session settings and any
 * `more` startup options: the app's, and the benchmark's floor, which runs the same SQL the same way.
 */
export function serverPool(settings: pg.PoolConfig, ...more: string[]): pg.Pool {
  return new pg.Pool({ max: 10, ...withSessionSettings(settings, ...more) })
}

/** A pool that only reads, to a hot standby or to the primary (decision 074). */
export interface ReadOnlyPool {
  db: Db
  pool: pg.Pool
}

/**
 * A pool whose every transaction is read-only, so a write sent through it fails (25006) whichever
 * server answers: a standby refuses writes by itself, and the primary does too for these
 * connections. A dying server never crashes the process: its connections' errors are reported to
 * `onError`, idle or checked out (LIBRARIES §17), and the pool drops them.
 */
export function openReadOnlyPool(
  settings: pg.PoolConfig,
  onError: (error: Error) => void,
): ReadOnlyPool {
  const pool = serverPool(settings, '-c default_transaction_read_only=on')
  pool.on('error', onError)
  pool.on('connect', (client) => client.on('error', onError))
  return { db: drizzlePg(pool, { schema }) as unknown as Db, pool }
}

/** Lets the event loop run: timers, sockets, and whatever else waits for this thread. */
const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * PGlite runs each statement in this thread and hands its result back as an already settled
 * promise, so a chain of statements (a sweep's batches, a backlog of queued mail, one after
 * another) would keep the thread to itself until it ends: no request read, no timer run. Every
 * statement first lets the event loop turn, so requests interleave with background work one
 * statement at a time (decision 042). A transaction still holds the database until it ends; its
 * statements yield too, so what needs no database (static files, health/live) is never held.
 */
function yieldBetweenStatements(client: PGlite): PGlite {
  type Queries = Pick<PGlite, 'query' | 'exec' | 'sql'>
  const yielding = (target: Queries): Queries => {
    const query = target.query.bind(target)
    const exec = target.exec.bind(target)
    const sql = target.sql.bind(target)
    return {
      query: async (...args: Parameters<Queries['query']>) => {
        await turnOfTheEventLoop()
        return query(...args)
      },
      exec: async (...args: Parameters<Queries['exec']>) => {
        await turnOfTheEventLoop()
        return exec(...args)
      },
      sql: async (...args: Parameters<Queries['sql']>) => {
        await turnOfTheEventLoop()
        return sql(...args)
      },
    } as Queries
  }
  const transaction = client.transaction.bind(client)
  // Shadows the methods on this instance; PGlite's own code calls its private ones.
  Object.assign(client, yielding(client), {
    transaction: ((callback) =>
      transaction((tx) =>
        // The transaction's other members (rollback, listen, closed) stay as they are.
        callback(Object.assign(Object.create(tx) as typeof tx, yielding(tx))),
      )) as PGlite['transaction'],
  })
  return client
}
