import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { loadConfig, type Config } from '../config.js'
import { openDatabase } from '../db/client.js'
import { roles } from '../db/schema.js'
import { roleWordColumns } from '../modules/roles/role-search.js'
import { COMPLETE_COMPANY, createAccount } from '../../test/factories.js'
import { pdfBytes, pngBytes, uploadAs } from '../../test/file-fixtures.js'
import { useS3Bucket } from '../../test/s3-bucket.js'
import { backup, restore } from './backup.js'

const bucket = useS3Bucket()
const folders: string[] = []
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `internplace-${name}-`))
  folders.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
})

/** Opens the site's database and app as a process would, does `work`, and closes them. */
async function withSite<T>(
  config: Config,
  work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
) {
  const database = await openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: `${config.dataDir}/pgdata` },
  )
  const app = await buildApp({
    config,
    db: database.db,
    otpSecret: 'x'.repeat(64),
    mailer: { async send() {}, close() {} },
  })
  try {
    return await work(app)
  } finally {
    await app.close()
    await database.close()
  }
}

/** What must come back exactly: the rows of the tables a change below touches, and every file. */
async function snapshot(config: Config) {
  const rows = await withSite(config, async (app) => {
    const read = async (table: string) =>
      (await app.ctx.db.execute(sql.raw(`select * from ${table} order by id`))) as unknown as {
        rows: unknown[]
      }
    return {
      accounts: (await read('accounts')).rows,
      files: (await read('files')).rows,
      sessions: (await read('sessions')).rows,
      // With the columns the database computes (migration 0022): a restore computes them again.
      roles: (await read('roles')).rows,
    }
  })
  const storage = (await import('../lib/storage.js')).createFileStorage(config)
  const files: Record<string, string> = {}
  try {
    for (const key of await storage.keys()) {
      const chunks: Buffer[] = []
      for await (const chunk of (await storage.read(key))!) chunks.push(chunk as Buffer)
      files[key] = crypto.createHash('sha256').update(Buffer.concat(chunks)).digest('hex')
    }
  } finally {
    storage.close()
  }
  return { rows, files }
}

async function roundTrip(config: Config) {
  // A site with an account and two uploaded files, and a company's role.
  await withSite(config, async (app) => {
    const { account } = await createAccount(app.ctx.db, 'company', { company: COMPLETE_COMPANY })
    const role = {
      title: 'Data Analyst Intern',
      roleSummary: 'Build dashboards.',
      requirements: ['Microsoft Excel', 'C++ and C#'],
    }
    await app.ctx.db.insert(roles).values({
      companyId: account.id,
      ...role,
      ...roleWordColumns({ ...role, companyName: 'Kobo Ledger' }),
      responsibilities: ['Clean data'],
      location: 'Lagos',
      type: 'hybrid',
      minimumSalary: 50_000,
      durationMonths: 6,
      term: 'month',
    })
    const { token } = await createAccount(app.ctx.db, 'intern')
    expect((await uploadAs(app, token, pdfBytes('resume'), 'cv.pdf')).status).toBe(201)
    expect((await uploadAs(app, token, await pngBytes(), 'photo.png')).status).toBe(201)
  })
  const before = await snapshot(config)
  expect(Object.keys(before.files)).toHaveLength(2)

  const dir = path.join(tempDir('backup'), 'nightly')
  const manifest = await backup(config, dir)
  expect(manifest.files).toEqual(Object.keys(before.files))

  // Changes after the backup: a new account and file, an account and its file gone.
  await withSite(config, async (app) => {
    const { token } = await createAccount(app.ctx.db, 'company')
    expect((await uploadAs(app, token, await pngBytes(4, 4), 'logo.png')).status).toBe(201)
    const [gone] = before.rows.files as { storage_key: string }[]
    await app.ctx.files.remove(gone!.storage_key)
    await app.ctx.db.execute(sql`delete from accounts where kind = 'intern'`)
  })
  expect(await snapshot(config)).not.toEqual(before)

  await restore(config, dir)
  expect(await snapshot(config)).toEqual(before)
  // Backing up into a folder that already holds a backup is refused.
  await expect(backup(config, dir)).rejects.toThrow('is not empty')
}

describe('backup and restore', () => {
  it('bring back the embedded database and the local files exactly', async () => {
    const dataDir = tempDir('site')
    await roundTrip(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        WEB_DIST: '/nonexistent',
      }),
    )
  }, 180_000)

  it('refuse to touch the embedded database while a server holds it', async () => {
    const dataDir = tempDir('site')
    fs.writeFileSync(path.join(dataDir, 'server.lock'), String(process.ppid))
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir })
    await expect(backup(config, path.join(tempDir('backup'), 'b'))).rejects.toThrow(/already using/)
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'bring back a PostgreSQL server database and the bucket exactly',
    async () => {
      const name = `test_backup_${crypto.randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      try {
        const url = new URL(process.env.TEST_DATABASE_URL!)
        url.pathname = `/${name}`
        await roundTrip(
          loadConfig({
            NODE_ENV: 'test',
            LOG_LEVEL: 'silent',
            DATA_DIR: tempDir('site'),
            WEB_DIST: '/nonexistent',
            DATABASE_URL: url.toString(),
            ...bucket.env(),
          }),
        )
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`)
        await admin.end()
      }
    },
    180_000,
  )
})
