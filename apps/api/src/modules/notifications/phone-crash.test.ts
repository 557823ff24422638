import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app.js'
import { loadConfig } from '../../config.js'
import { openDatabase, type Database } from '../../db/client.js'
import { accounts, noticeSends } from '../../db/schema.js'
import { startPhoneProviders, type PhoneProviders } from '../../../test/phone-providers.js'

/**
 * A kill -9 between enqueue and send loses no message (issue 28): the send and its job are written
 * in the change's transaction, so a process killed right after it commits leaves the job for the
 * next process to run. Needs a PostgreSQL server (TEST_DATABASE_URL), as two processes share it.
 */
const apiDir = path.resolve(import.meta.dirname, '../../..')
const OTP_SECRET = crypto.randomBytes(32).toString('hex')

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a process killed with -9 after queueing an SMS',
  () => {
    let providers: PhoneProviders
    let database: Database
    let url: string
    let app: FastifyInstance | undefined
    const name = `test_${crypto.randomBytes(6).toString('hex')}`
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-crash-'))

    beforeAll(async () => {
      providers = await startPhoneProviders()
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const server = new URL(process.env.TEST_DATABASE_URL!)
      server.pathname = `/${name}`
      url = server.toString()
      database = await openDatabase({ url })
    })

    afterAll(async () => {
      await app?.close()
      await database?.close()
      await providers?.close()
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    it('sends it from the next process that starts', async () => {
      const [company] = await database.db
        .insert(accounts)
        .values({ email: 'crash@example.com', kind: 'company', phone: '+2348031234567' })
        .returning({ id: accounts.id })
      const env = {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        OTP_SECRET,
        ...providers.env(),
      }
      const child = spawn(
        path.join(apiDir, '../../node_modules/.bin/tsx'),
        ['--conditions=@app/source', 'test/enqueue-phone-message.ts', company!.id],
        { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'inherit'] },
      )
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('queued')) resolve()
        })
        child.on('exit', (code) =>
          reject(new Error(`the child exited with ${code} before queueing`)),
        )
      })
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
      expect(providers.sms).toEqual([])
      const [queued] = await database.db
        .select({ status: noticeSends.status })
        .from(noticeSends)
        .where(and(eq(noticeSends.accountId, company!.id), eq(noticeSends.channel, 'sms')))
      expect(queued?.status).toBe('queued')

      // The next process starts its background work, and the message goes out.
      app = await buildApp({
        config: loadConfig(env),
        db: database.db,
        otpSecret: OTP_SECRET,
        jobs: { retryDelayS: 1 },
      })
      await app.ready()
      await app.ctx.jobs.settle()
      await expect
        .poll(() => providers.sms.map((sms) => sms.to), { timeout: 30_000 })
        .toEqual(['+2348031234567'])
      expect(providers.sms[0]!.message).toContain('we could not verify Kolanut Ventures')
      const sent = () =>
        database.db
          .select({ status: noticeSends.status, providerId: noticeSends.providerId })
          .from(noticeSends)
          .where(and(eq(noticeSends.accountId, company!.id), eq(noticeSends.channel, 'sms')))
      // The provider's answer is recorded just after it took the message.
      await expect
        .poll(sent, { timeout: 10_000 })
        .toEqual([{ status: 'sent', providerId: providers.sms[0]!.messageId }])
    }, 120_000)
  },
)
