import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../src/db/client.js'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of an embedded database with every migration applied, or ''. */
    migratedDataDir: string
    /** A database on the TEST_DATABASE_URL server with every migration applied, or ''. */
    migratedTemplate: string
  }
}

/**
 * Migrates one database for the whole run; each test file starts from a copy of it (a PGlite
 * dump, or a server's CREATE DATABASE … TEMPLATE), not from 31 migrations of its own. The files
 * still migrate their copy, which finds nothing left to do.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = `test_template_${crypto.randomBytes(6).toString('hex')}`
    await onServer(serverUrl, `CREATE DATABASE ${name}`)
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ url: url.toString() })
    await database.close()
    project.provide('migratedTemplate', name)
    project.provide('migratedDataDir', '')
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`)
  }
  const database = await openDatabase({})
  if (database.engine !== 'embedded') throw new Error('Expected the embedded database')
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client
  const dump = await client.dumpDataDir('none')
  await database.close()
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-db-')), 'migrated.tar')
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('migratedDataDir', file)
  project.provide('migratedTemplate', '')
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true })
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}
