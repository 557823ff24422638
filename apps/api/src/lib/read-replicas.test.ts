import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenSource } from '../db/client.js'
import { accounts } from '../db/schema.js'
import { call, useTestApp } from '../../test/test-app.js'
import { ROLE } from '../../test/conversation-fixtures.js'
import { COMPLETE_COMPANY, createAccount } from '../../test/factories.js'
import { freePort } from '../../test/free-port.js'
import { REPLICA_MAX_LAG_S, type ReplicaRouting } from './read-replicas.js'

/*
 * Decision 074 for real: a hot standby of the test's own PostgreSQL server, made with
 * pg_basebackup and streaming from it (LIBRARIES §17), behind an app configured with
 * DATABASE_REPLICA_URLS. Only on a server: the embedded database has no replicas.
 */

const run = promisify(execFile)
const METRICS_TOKEN = 'replica-test-metrics-token-0123456789'

/** Waits for a condition, never a fixed time: the machine may be busy. */
async function until<T>(what: string, check: () => Promise<T | undefined | false>) {
  const deadline = Date.now() + 30_000
  for (;;) {
    const result = await check()
    if (result) return result
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** A streaming standby of the server at `primaryUrl`, on 127.0.0.1 only, as PostgreSQL's user. */
async function startStandby(primaryUrl: string) {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-standby-'))
  const asRoot = process.getuid?.() === 0
  // PostgreSQL refuses to run as root (scripts/with-postgres.sh does the same).
  if (asRoot) await run('chown', ['postgres:postgres', dir])
  const pgTool = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args])
      : run(`${bin}/${tool}`, args)
  const primary = new URL(primaryUrl)
  const slot = `standby_${crypto.randomBytes(4).toString('hex')}`
  // The server's default pg_hba.conf lets replication connect from 127.0.0.1 (initdb --auth=trust).
  await pgTool('pg_basebackup', [
    ...['-h', primary.hostname, '-p', primary.port, '-U', primary.username || 'postgres'],
    ...['-D', `${dir}/data`, '-R', '-X', 'stream', '-S', slot, '-C', '-c', 'fast'],
  ])
  const port = await freePort()
  const data = `${dir}/data`
  await pgTool('pg_ctl', [
    ...['-D', data, '-l', `${dir}/standby.log`, '-w'],
    ...['-o', `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off`, 'start'],
  ])
  let running = true
  return {
    port,
    /** A fast shutdown: sessions are ended (57P01), then new connections are refused. */
    async stop() {
      if (!running) return
      running = false
      await pgTool('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    },
    async remove() {
      await this.stop().catch(() => {})
      const client = new pg.Client({ connectionString: primaryUrl })
      await client.connect()
      // An inactive slot would keep the server's WAL for ever.
      await client.query('select pg_drop_replication_slot($1)', [slot]).catch(() => {})
      await client.end()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('reads across a streaming replica', () => {
  let standby: Awaited<ReturnType<typeof startStandby>>
  let replicaUrl = ''
  beforeAll(async () => {
    standby = await startStandby(process.env.TEST_DATABASE_URL!)
  })
  afterAll(async () => {
    await standby?.remove()
  })

  const t = useTestApp({
    env: () => {
      const source = listenSource(t.database.db)
      if (source.engine !== 'server') throw new Error('expected a PostgreSQL server')
      const url = new URL(source.config.connectionString!)
      url.port = String(standby.port)
      replicaUrl = url.toString()
      return {
        DATABASE_URL: source.config.connectionString!,
        DATABASE_REPLICA_URLS: replicaUrl,
        METRICS_TOKEN,
      }
    },
  })
  const routing = () => t.app.ctx.reads as ReplicaRouting
  const replicaName = () => `127.0.0.1:${standby.port}`

  /** A query on the standby itself, as postgres. */
  async function onStandby<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    const client = new pg.Client({ connectionString: replicaUrl })
    await client.connect()
    try {
      return (await client.query<T>(text, values)).rows
    } finally {
      await client.end()
    }
  }

  /** The reads each server answered, from the app's own metrics. */
  async function readsBy() {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    const count = (server: string) =>
      Number(
        new RegExp(`^internplace_db_reads_total\\{server="${server}"\\} (\\S+)$`, 'm').exec(
          res.body,
        )?.[1] ?? 0,
      )
    const lag = new RegExp(
      `^internplace_replica_lag_seconds\\{server="${replicaName()}"\\} (\\S+)$`,
      'm',
    ).exec(res.body)?.[1]
    return { primary: count('primary'), replica: count(replicaName()), lag: Number(lag) }
  }

  const replicaState = () => routing().replicas()[0]!.state

  /** A company's role, posted through the API. */
  async function postRole(title = ROLE.title) {
    const company = await createAccount(t.database.db, 'company', { company: COMPLETE_COMPANY })
    // Its page is public, so visitors may read it too.
    await t.database.db
      .update(accounts)
      .set({ preferences: { privacy: { profileVisibility: 'public' } } })
      .where(eq(accounts.id, company.account.id))
    const posted = await call(t.app, {
      method: 'POST',
      url: '/roles/add-role',
      token: company.token,
      payload: { ...ROLE, title },
    })
    expect(posted.status).toBe(201)
    return posted.body.data.id as string
  }

  /** A posted role, once the standby has it and serves reads. */
  async function replicatedRole() {
    const id = await postRole()
    await until('the role on the standby', async () => {
      const rows = await onStandby('select 1 from roles where id = $1', [id])
      return rows.length === 1
    })
    await until('the standby to serve reads', async () => replicaState() === 'up')
    return id
  }

  /** Writing through the read route, as a careless service might. */
  const writeThroughReads = () =>
    routing().run(null, (ctx) => ctx.db.execute(sql`update roles set title = title`))

  const publicIds = async () => {
    const res = await call(t.app, { method: 'GET', url: '/roles/recent' })
    expect(res.status).toBe(200)
    return res.body.data.docs.map((role: { id: string }) => role.id) as string[]
  }

  it('serves public lists and role pages from the standby, which refuses a write', async () => {
    const roleId = await replicatedRole()
    const before = await readsBy()
    expect(await publicIds()).toEqual([roleId])
    const company = await call(t.app, { method: 'GET', url: `/roles/${roleId}/company` })
    expect(company.status).toBe(200)
    expect(company.body.data.companyName).toBe(COMPLETE_COMPANY.companyName)
    const after = await readsBy()
    expect(after.replica - before.replica).toBe(2)
    expect(after.primary).toBe(before.primary)
    expect(after.lag).toBeLessThanOrEqual(REPLICA_MAX_LAG_S)
    await expect(writeThroughReads()).rejects.toMatchObject({ cause: { code: '25006' } })
  })

  it("reads a user's own write from the primary until the standby has it, and skips a standby that lags", async () => {
    const roleId = await replicatedRole()
    const intern = await createAccount(t.database.db, 'intern')
    await onStandby('select pg_wal_replay_pause()')
    try {
      // A second role, which the standby does not see while it replays nothing.
      await postRole('Accounting Intern')
      const before = await readsBy()
      // A visitor reads the standby's older list: the marker that it, not the primary, answers.
      expect(await publicIds()).toEqual([roleId])

      const saved = await call(t.app, {
        method: 'POST',
        url: `/users/roles/save/${roleId}`,
        token: intern.token,
      })
      expect(saved.status).toBe(200)
      const own = await call(t.app, {
        method: 'GET',
        url: `/users/roles/${roleId}`,
        token: intern.token,
      })
      expect(own.status).toBe(200)
      expect(own.body.data.isSaved).toBe(true)
      // The standby has not got the save: only the primary could have answered that.
      expect(await onStandby('select 1 from saved_roles where role_id = $1', [roleId])).toEqual([])
      const after = await readsBy()
      expect(after.replica - before.replica).toBe(1)
      expect(after.primary - before.primary).toBe(1)

      // Once it is further behind than the limit, nobody's reads go there.
      await until('the standby to count as lagging', async () => replicaState() === 'lagging')
      expect((await readsBy()).lag).toBeGreaterThan(REPLICA_MAX_LAG_S)
      expect(await publicIds()).toHaveLength(2)
      expect((await readsBy()).primary - after.primary).toBe(1)
      // On the primary the read route's connections are read-only too.
      await expect(writeThroughReads()).rejects.toMatchObject({ cause: { code: '25006' } })
    } finally {
      await onStandby('select pg_wal_replay_resume()')
    }
    await until('the standby to catch up', async () => replicaState() === 'up')
    expect(await publicIds()).toHaveLength(2)
  })

  it('falls back to the primary without a failed request when the standby stops', async () => {
    const roleId = await replicatedRole()
    const intern = await createAccount(t.database.db, 'intern')
    const before = await readsBy()
    let running = true
    const answers: { status: number; ids: string[] }[] = []
    const reader = async (token?: string) => {
      while (running) {
        const res = await call(t.app, {
          method: 'GET',
          url: token ? '/users/roles' : '/roles/recent',
          token,
        })
        answers.push({
          status: res.status,
          ids: (res.body.data?.docs ?? []).map((role: { id: string }) => role.id),
        })
      }
    }
    const readers = [reader(), reader(), reader(intern.token)]
    await until('reads on the standby', async () => (await readsBy()).replica > before.replica)
    await standby.stop()
    await until('the standby to count as down', async () => replicaState() === 'down')
    const afterStop = answers.length
    await until('reads after the stop', async () => answers.length > afterStop + 6)
    running = false
    await Promise.all(readers)
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([])
    expect(answers.every((answer) => answer.ids.join() === roleId)).toBe(true)
    expect((await readsBy()).primary).toBeGreaterThan(before.primary)
  })
})
