import crypto from 'node:crypto'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { migrationsCurrent, openDatabase } from './client.js'

const journal = JSON.parse(
  fs.readFileSync(
    fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)),
    'utf8',
  ),
) as { entries: unknown[] }

// Needs a PostgreSQL server: several processes share only a server database.
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations when several processes start', () => {
  it('five processes opening one new database at once all start, and it is migrated once', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!
    const name = `test_migrate_${crypto.randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    try {
      const opened = await Promise.all(
        Array.from({ length: 5 }, () => openDatabase({ url: url.toString() })),
      )
      try {
        for (const database of opened) expect(await migrationsCurrent(database.db)).toBe(true)
        const applied = await opened[0]!.db.execute(
          sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
        )
        expect((applied as unknown as { rows: { count: number }[] }).rows[0]!.count).toBe(
          journal.entries.length,
        )
      } finally {
        await Promise.all(opened.map((database) => database.close()))
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.end()
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('a server connection', () => {
  it('runs with JIT off, keeping the settings its URL gives (decision 082)', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.searchParams.set('options', '-c statement_timeout=4321')
    const database = await openDatabase({ url: url.toString() })
    try {
      const result = await database.db.execute(
        sql`select current_setting('jit') as jit, current_setting('statement_timeout') as timeout`,
      )
      expect((result as unknown as { rows: unknown[] }).rows[0]).toEqual({
        jit: 'off',
        timeout: '4321ms',
      })
    } finally {
      await database.close()
    }
  })
})

describe('migrationsCurrent', () => {
  it('is true for a freshly opened embedded database', async () => {
    const database = await openDatabase({})
    try {
      expect(await migrationsCurrent(database.db)).toBe(true)
    } finally {
      await database.close()
    }
    // It runs every migration in a fresh PGlite (about 8 s alone), which two busy cores can
    // stretch past the default 30 s; the other files start from the run's migrated copy.
  }, 120_000)
})
