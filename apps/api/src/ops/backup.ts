import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import type { Config } from '../config.js'
import { lockDataDir } from '../lib/data-dir-lock.js'
import { createFileStorage } from '../lib/storage.js'

/**
 * Backups of the whole site into a local folder (decision 026): the database (pg_dump's custom
 * format for a server; PGlite's own data-folder archive for the embedded one) and every uploaded
 * file (from the local folder or the bucket), with a manifest saying what is there.
 */
export interface Manifest {
  format: 1
  createdAt: string
  engine: 'embedded' | 'server'
  database: string
  files: string[]
}

const SERVER_DUMP = 'database.pgdump'
const EMBEDDED_DUMP = 'database.pglite.tar.gz'

/** The newest PostgreSQL client tools Debian installed, else whatever is on the PATH. */
function postgresTool(name: 'pg_dump' | 'pg_restore' | 'psql'): string {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions[0] ? path.join(base, versions[0], 'bin', name) : name
}

/** The server's address for the tools, the password in the environment (never in `ps`). */
function connectionOf(url: string) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password && { PGPASSWORD: password }) },
  }
}

const run = async (tool: string, args: string[], env: NodeJS.ProcessEnv) => {
  try {
    await promisify(execFile)(tool, args, { env, maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new Error(`${path.basename(tool)} failed${stderr ? `: ${stderr}` : ''}`, { cause: error })
  }
}

/** Runs `work` holding the embedded database's folder, so no server can change it meanwhile. */
async function withEmbeddedDatabase<T>(config: Config, work: (dir: string) => Promise<T>) {
  const unlock = lockDataDir(config.dataDir)
  try {
    return await work(path.join(config.dataDir, 'pgdata'))
  } finally {
    unlock()
  }
}

export async function backup(config: Config, dir: string): Promise<Manifest> {
  fs.mkdirSync(dir, { recursive: true })
  if (fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`)
  const engine = config.DATABASE_URL ? 'server' : 'embedded'

  let database: string
  if (config.DATABASE_URL) {
    database = SERVER_DUMP
    const { dbname, env } = connectionOf(config.DATABASE_URL)
    await run(
      postgresTool('pg_dump'),
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(dir, database)}`,
        `--dbname=${dbname}`,
      ],
      env,
    )
  } else {
    database = EMBEDDED_DUMP
    await withEmbeddedDatabase(config, async (dataDir) => {
      const client = await PGlite.create(dataDir)
      try {
        const archive = await client.dumpDataDir('gzip')
        fs.writeFileSync(path.join(dir, database), Buffer.from(await archive.arrayBuffer()))
      } finally {
        await client.close()
      }
    })
  }

  const storage = createFileStorage(config)
  const files = await storage.keys()
  try {
    fs.mkdirSync(path.join(dir, 'files'))
    for (const key of files) {
      const stream = await storage.read(key)
      if (!stream) continue
      await pipeline(stream, fs.createWriteStream(path.join(dir, 'files', key), { mode: 0o640 }))
    }
  } finally {
    storage.close()
  }

  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    engine,
    database,
    files,
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  return manifest
}

/**
 * Puts the database and the files back exactly as backed up: files added since are removed. Stop
 * the API first (the embedded database is locked while it runs; a server's is not).
 */
export async function restore(config: Config, dir: string): Promise<Manifest> {
  const manifestPath = path.join(dir, 'manifest.json')
  if (!fs.existsSync(manifestPath)) throw new Error(`${dir} holds no backup (no manifest.json)`)
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest
  const engine = config.DATABASE_URL ? 'server' : 'embedded'
  if (manifest.engine !== engine) {
    throw new Error(`This backup is of an ${manifest.engine} database; this site uses ${engine}.`)
  }

  if (config.DATABASE_URL) {
    const { dbname, env } = connectionOf(config.DATABASE_URL)
    // pg_restore --clean cannot drop the job queue's partitioned tables (their inherited keys), so
    // the dump becomes a script run after emptying the schemas, all in one transaction: a failed
    // restore leaves the database as it was.
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-restore-'))
    const script = path.join(work, 'restore.sql')
    try {
      await run(
        postgresTool('pg_restore'),
        ['--no-owner', '--no-privileges', `--file=${script}`, path.join(dir, manifest.database)],
        env,
      )
      const emptySchemas = [
        'DROP SCHEMA IF EXISTS pgboss CASCADE',
        'DROP SCHEMA IF EXISTS drizzle CASCADE',
        'DROP SCHEMA IF EXISTS public CASCADE',
        'CREATE SCHEMA public',
      ].map((statement) => `--command=${statement}`)
      await run(
        postgresTool('psql'),
        [
          '--quiet',
          '--single-transaction',
          '--set=ON_ERROR_STOP=1',
          ...emptySchemas,
          `--file=${script}`,
          dbname,
        ],
        env,
      )
    } finally {
      fs.rmSync(work, { recursive: true, force: true })
    }
  } else {
    await withEmbeddedDatabase(config, async (dataDir) => {
      const archive = new Blob([fs.readFileSync(path.join(dir, manifest.database))])
      // Restored beside, then swapped in, so a failed restore leaves the old database whole.
      const restoring = `${dataDir}.restoring`
      fs.rmSync(restoring, { recursive: true, force: true })
      const client = await PGlite.create({ dataDir: restoring, loadDataDir: archive })
      await client.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
      fs.renameSync(restoring, dataDir)
    })
  }

  const storage = createFileStorage(config)
  try {
    const wanted = new Set(manifest.files)
    for (const key of await storage.keys()) {
      if (!wanted.has(key)) await storage.remove(key)
    }
    for (const key of manifest.files) {
      await storage.remove(key)
      await storage.put(key, fs.readFileSync(path.join(dir, 'files', key)))
    }
  } finally {
    storage.close()
  }
  return manifest
}
