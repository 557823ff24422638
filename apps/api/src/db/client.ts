import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { PGlite } from '@electric-sql/pglite'
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
  const result = await db.execute(
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  )
  const rows = (result as unknown as { rows: { newest: string }[] }).rows
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
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    const db = drizzlePg(pool, { schema }) as unknown as Db
    try {
      await migrateServerOnce(pool, db)
    } catch (error) {
      await pool.end()
      throw error
    }
    return { db, engine: 'server', close: () => pool.end() }
  }
  const client = await PGlite.create(options.dataDir)
  const db = drizzlePglite(client, { schema }) as unknown as Db
  await migratePglite(db as never, { migrationsFolder })
  return { db, engine: 'embedded', close: () => client.close() }
}
