import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { openDatabase, type Database } from '../src/db/client.js'
import { startMailCapture } from './mail-capture.js'

/**
 * A fresh database per test file: embedded PGlite in memory, or, when TEST_DATABASE_URL names a
 * PostgreSQL server, a new database created on it (and dropped afterwards). Both start as a copy
 * of the run's migrated database (test/global-setup.ts) when there is one.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const migrated = migratedCopies()
  if (!serverUrl) {
    const dump = migrated.dataDir && new Blob([fs.readFileSync(migrated.dataDir)])
    return openDatabase(dump ? { startFrom: dump } : {})
  }
  const name = `test_${crypto.randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(
    `CREATE DATABASE ${name}${migrated.template ? ` TEMPLATE ${migrated.template}` : ''}`,
  )
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  return {
    ...database,
    async close() {
      await database.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`)
      await dropper.end()
    },
  }
}

/** The run's migrated database, when the global setup made one (not outside vitest's workers). */
function migratedCopies() {
  try {
    return { dataDir: inject('migratedDataDir'), template: inject('migratedTemplate') }
  } catch {
    return { dataDir: '', template: '' }
  }
}

export interface TestContext {
  app: FastifyInstance
  database: Database
  mail: Awaited<ReturnType<typeof startMailCapture>>
}

export interface TestAppOptions {
  /** More settings, read when the app is built (after earlier beforeAll hooks have run). */
  env?: () => Record<string, string>
  /** Where the app's log lines go (LOG_LEVEL must be set in env for any to be written). */
  logStream?: { write(line: string): void }
}

/** Sets up the app for a test file; tables are emptied before each test. */
export function useTestApp(options: TestAppOptions = {}): TestContext {
  const ctx = {} as TestContext
  beforeAll(async () => {
    ctx.mail = await startMailCapture()
    ctx.database = await openTestDatabase()
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SMTP_URL: ctx.mail.url,
      // Uploaded files of this test file live in a folder of its own.
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-test-')),
      WEB_DIST: '/nonexistent',
      // Served under a path, so mail links are seen to keep it.
      PUBLIC_URL: 'https://internplace.example/app/',
      ...options.env?.(),
    })
    ctx.app = await buildApp({
      config,
      db: ctx.database.db,
      otpSecret: crypto.randomBytes(32).toString('hex'),
      // A mail refused by the capture is tried again within seconds, not minutes.
      jobs: { retryDelayS: 1 },
      ...(options.logStream && { logStream: options.logStream }),
    })
    // As a server's start does: background jobs run only once the app is ready.
    await ctx.app.ready()
  })
  beforeEach(async () => {
    // What an earlier test enqueued runs now, not into this test's mailbox.
    await ctx.app.ctx.jobs.settle()
    await ctx.database.db.execute(sql`DELETE FROM pgboss.job WHERE name <> 'sweep'`)
    ctx.mail.mails.length = 0
    ctx.mail.refuse(false)
    await ctx.database.db.execute(
      sql`TRUNCATE accounts, code_challenges, code_failures, sessions, files, companies, interns,
        roles, saved_roles, applications, messages, notifications, contact_messages, rate_limits,
        admin_actions, job_alerts, alert_matches, email_subscriptions, departed_accounts,
        role_search_words CASCADE`,
    )
  })
  afterAll(async () => {
    await ctx.app?.close()
    await ctx.database?.close()
    await ctx.mail?.close()
    if (ctx.app) fs.rmSync(ctx.app.ctx.config.dataDir, { recursive: true, force: true })
  })
  return ctx
}

/**
 * Injects a request carrying a session token, and parses the JSON answer. The background jobs
 * the request enqueued (its mail) have run when this resolves, so a test reads the mailbox next.
 */
export async function call(
  app: FastifyInstance,
  options: InjectOptions & { token?: string },
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const { token, ...request } = options
  const response = await app.inject({
    ...request,
    url: `/api/v1${request.url}`,
    headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
  await app.ctx.jobs.settle()
  return { status: response.statusCode, body: response.json(), headers: response.headers }
}
