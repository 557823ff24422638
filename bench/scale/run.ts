/**
 * The scale benchmark (issue #11): `npm run bench:scale -- [flags]`.
 *
 * 1. Starts a throwaway PostgreSQL server (as scripts/with-postgres.sh does), or with --embedded
 *    uses a PGlite folder, and migrates it.
 * 2. Fills it through generate.ts (sizes as flags) and signs in a company and an intern.
 * 3. Starts the real API server as a child process (DEMO_DATA=0, LOG_LEVEL=silent), lets its
 *    start-up work settle and vacuums after it, as autovacuum would, then records, in this
 *    process, the SQL each benchmarked route runs (the same app, a recording pool).
 * 4. Starts the floor (floor.ts): a bare Fastify child running that SQL per request.
 * 5. For every route: autocannon (c=10) on the server, then on the floor, each after a warm-up.
 *    Prints req/s, p50, p99, the floor's req/s, the ratio, and the server's peak memory (VmHWM).
 *
 * --replica (PostgreSQL only) starts a streaming replica of the server after generating
 * (standby.ts) and the API with DATABASE_REPLICA_URLS (decision 074), and records the CPU the
 * API, the primary and the replica used while each route was measured.
 *
 * --keep <folder> (PostgreSQL only) keeps the generated server in that folder and starts from it on
 * the next run of the same sizes: a million roles take an hour or more to generate on this machine,
 * so the runs with and without a replica, or after a change, share one generation.
 *
 * Beside the figures it records how fast the host ran (host.ts) and, on PostgreSQL, what each
 * server was busy with while each route was measured (activity.ts).
 *
 * It asserts nothing: the figures go to bench/README.md and bench/scale/results-<engine>-<roles>.json
 * (with the time after it when that file is there already).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../../apps/api/src/app.js'
import { loadConfig } from '../../apps/api/src/config.js'
import { openDatabase, serverPool, type Db } from '../../apps/api/src/db/client.js'
import * as schema from '../../apps/api/src/db/schema.js'
import { JOBS_SCHEMA } from '../../apps/api/src/lib/jobs.js'
import type { FloorRoute, RecordedStatement } from './floor.js'
import { benchIds, createBenchSession, generate, SIZE_FLAGS, sizesOf } from './generate.js'
import { cpuMeter, startStandby } from './standby.js'
import { activitySampler, type Activity } from './activity.js'
import { hostLoopMs } from './host.js'
import { freePort } from '../../scripts/free-port.mjs'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const log = (line: string) => console.log(line)

const { values: flags } = parseArgs({
  options: {
    ...SIZE_FLAGS,
    embedded: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    only: { type: 'string' },
    out: { type: 'string' },
    /** Runs the server from its TypeScript source through tsx instead of building it first. */
    source: { type: 'boolean', default: false },
    /** One streaming replica beside the primary; read-only routes are read there (decision 074). */
    replica: { type: 'boolean', default: false },
    /** A folder that keeps the generated PostgreSQL server for the next run of the same sizes. */
    keep: { type: 'string' },
    /** With --keep: generate into the folder and stop, measuring nothing (a run later starts there). */
    'generate-only': { type: 'boolean', default: false },
  },
})
const sizes = sizesOf(flags)
const engine = flags.embedded ? 'embedded' : 'postgres'
const duration = Number(flags.duration)
const warmup = Number(flags.warmup)
const connections = Number(flags.connections)

/** The server runs with the old-space cap `npm start` gives it (decision 041). */
const SERVER_HEAP = '--max-old-space-size=512'

interface Route {
  name: string
  path: string
  as?: 'intern' | 'bigCompany' | 'smallCompany'
}

const API = '/api/v1'
const smallChats = Math.max(1, Math.round(sizes.chatsPerCompany / 10))
const ALL_ROUTES: Route[] = [
  { name: 'intern: recommended roles', path: `${API}/users/roles?sort=relevant`, as: 'intern' },
  { name: 'roles: relevant', path: `${API}/roles/recent?sort=relevant` },
  { name: 'roles: newest', path: `${API}/roles/recent` },
  { name: 'roles: remote', path: `${API}/roles/recent?type=remote` },
  {
    name: `company inbox (${sizes.chatsPerCompany} chats)`,
    path: `${API}/company/conversations`,
    as: 'bigCompany',
  },
  {
    name: `company inbox (${smallChats} chats)`,
    path: `${API}/company/conversations`,
    as: 'smallCompany',
  },
  { name: 'intern inbox', path: `${API}/messages/conversations`, as: 'intern' },
  {
    name: 'chat page (company)',
    path: `${API}/company/applications/${benchIds.chat}/messages`,
    as: 'bigCompany',
  },
  {
    name: 'chat page (intern)',
    path: `${API}/messages/applications/${benchIds.chat}`,
    as: 'intern',
  },
  {
    name: `applicants (${sizes.chatsPerCompany})`,
    path: `${API}/company/applications`,
    as: 'bigCompany',
  },
  { name: 'saved roles', path: `${API}/users/roles/saved`, as: 'intern' },
  // Searches as a visitor types them (issue 32, decision 073): in the generated roles 'data' is in
  // a third, 'intern' in three quarters, 'data analyst' together in a quarter, 'cybersecurity
  // sahel' in one; 'acounting' is misspelt; a place counts as the location.
  { name: 'search: data (relevant)', path: `${API}/roles/recent?sort=relevant&search=data` },
  { name: 'search: intern (relevant)', path: `${API}/roles/recent?sort=relevant&search=intern` },
  { name: 'search: data analyst', path: `${API}/roles/recent?search=data%20analyst` },
  {
    name: 'search: data analyst (relevant)',
    path: `${API}/roles/recent?sort=relevant&search=data%20analyst`,
  },
  {
    name: 'search: rare (relevant)',
    path: `${API}/roles/recent?sort=relevant&search=cybersecurity%20sahel`,
  },
  { name: 'search: rare', path: `${API}/roles/recent?search=cybersecurity%20sahel` },
  {
    name: 'search: acounting (relevant)',
    path: `${API}/roles/recent?sort=relevant&search=acounting`,
  },
  {
    name: 'search: data lagos (relevant)',
    path: `${API}/roles/recent?sort=relevant&search=data%20lagos`,
  },
  { name: 'search: accountant abuja', path: `${API}/roles/recent?search=accountant%20abuja` },
  { name: 'search: Lagos (relevant)', path: `${API}/roles/recent?sort=relevant&search=Lagos` },
  {
    name: 'search: intern data analyst',
    path: `${API}/users/roles?search=data%20analyst`,
    as: 'intern',
  },
  {
    name: 'search: applicants named Aisha',
    path: `${API}/company/applications?search=aisha`,
    as: 'bigCompany',
  },
]
const ROUTES = ALL_ROUTES.filter(
  (route) => !flags.only || flags.only.split(',').some((part) => route.name.includes(part)),
)

/**
 * A PostgreSQL server in `home`/pg, set up like scripts/with-postgres.sh's throwaway one; a data
 * folder already there (--keep) is started as it is.
 */
async function startPostgres(home: string) {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`
  const port = await freePort()
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${command}`, ...args], {
          stdio: 'pipe',
        })
      : execFileSync(`${bin}/${command}`, args, { stdio: 'pipe' })
  const dir = path.join(home, 'pg')
  const fresh = !fs.existsSync(path.join(dir, 'data'))
  fs.mkdirSync(dir, { recursive: true })
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', home])
  if (fresh) {
    run('initdb', [
      '-D',
      `${dir}/data`,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ])
  }
  const options = [
    `-h 127.0.0.1 -p ${port} -k ${dir}`,
    '-c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_wal_size=4GB',
  ].join(' ')
  run('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/server.log`, '-w', '-o', options, 'start'])
  const version = execFileSync(`${bin}/postgres`, ['--version']).toString().trim()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir: path.join(dir, 'data'),
    version,
    stop: () => {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop'])
      } catch {
        // Already gone.
      }
    },
  }
}

interface Child {
  process: ChildProcess
  url: string
  output: () => string
  stop(): Promise<void>
}

/** Starts `node <args>` and waits until `ready` answers 200. */
async function startChild(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  ready: string,
): Promise<Child> {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000)))
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-5000)))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 600_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args[0]} exited:\n${output}`)
    try {
      const answer = await fetch(`${url}${ready}`)
      if (answer.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${args[0]} did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    process: child,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** The peak resident memory of a process so far (or its resident memory now), in MB (Linux /proc). */
function peakMb(pid: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

interface Timed extends RecordedStatement {
  start: number
  end: number
}

/**
 * The app as the server builds it, over a database client that records every statement with its
 * parameters and when it started and ended; statements that overlapped form one wave.
 */
async function recordStatements(
  target: { url: string } | { dataDir: string },
  tokens: Record<string, string>,
  work: string,
): Promise<{
  routes: FloorRoute[]
  problems: string[]
  executionMs: number[][][]
  slowestPlans: string[]
}> {
  let recorded: Timed[] = []
  /**
   * Set while the recorded request runs: the recording app's own background work (its start-up
   * sweeps, alert matching, the job runner's polls) runs on the same pool at the same time, and
   * its statements are no part of the route (decision 041: they once made the floor run UPDATEs).
   */
  const inRequest = new AsyncLocalStorage<true>()
  const recordCall = <T>(text: string, values: unknown[], call: () => Promise<T>): Promise<T> => {
    if (!inRequest.getStore()) return call()
    const entry: Timed = { text, values, start: performance.now(), end: Infinity }
    recorded.push(entry)
    return call().finally(() => (entry.end = performance.now()))
  }
  let db: Db
  let close: () => Promise<void>
  /** The database's own time for one statement (EXPLAIN ANALYZE), outside the recording. */
  let explain: (statement: RecordedStatement) => Promise<number>
  /** The plan of one statement as psql prints it. */
  let planOf: (statement: RecordedStatement) => Promise<string>
  const planText = (rows: Record<string, unknown>[]) =>
    rows.map((row) => String(row['QUERY PLAN'])).join('\n')
  const executionTime = (rows: Record<string, unknown>[]) => {
    const plan = rows[0]?.['QUERY PLAN']
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as {
      'Execution Time': number
    }[]
    return parsed[0]!['Execution Time']
  }
  if ('url' in target) {
    const pool = serverPool({ connectionString: target.url })
    const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>
    ;(pool as unknown as { query: unknown }).query = (
      config: string | { text: string; values?: unknown[] },
      values?: unknown[],
    ) =>
      recordCall(
        typeof config === 'string' ? config : config.text,
        values ?? (typeof config === 'string' ? [] : (config.values ?? [])),
        () => query(config, values),
      )
    db = drizzlePg(pool, { schema }) as unknown as Db
    close = () => pool.end()
    explain = async ({ text, values }) => {
      const result = (await query({ text: `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`, values })) as {
        rows: Record<string, unknown>[]
      }
      return executionTime(result.rows)
    }
    planOf = async ({ text, values }) => {
      const result = (await query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${text}`, values })) as {
        rows: Record<string, unknown>[]
      }
      return planText(result.rows)
    }
  } else {
    const client = await PGlite.create(target.dataDir)
    const query = client.query.bind(client)
    ;(client as unknown as { query: unknown }).query = (
      text: string,
      values?: unknown[],
      options?: Parameters<typeof query>[2],
    ) => recordCall(text, values ?? [], () => query(text, values, options))
    db = drizzlePglite(client, { schema }) as unknown as Db
    close = () => client.close()
    explain = async ({ text, values }) => {
      const result = await query<Record<string, unknown>>(
        `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
        values,
      )
      return executionTime(result.rows)
    }
    planOf = async ({ text, values }) =>
      planText((await query<Record<string, unknown>>(`EXPLAIN ANALYZE ${text}`, values)).rows)
  }
  const app = await buildApp({
    config: loadConfig({
      LOG_LEVEL: 'error',
      DEMO_DATA: '0',
      DATA_DIR: path.join(work, 'rec'),
      // The server's interval: this interval's sweeps ran on the server, so none runs here again.
      SWEEP_INTERVAL_S,
    }),
    db,
    otpSecret: 'bench-scale-recording-secret-0123456789',
  })
  // Requests run in the store from their first hook on (as @fastify/request-context does);
  // fastify's inject itself starts them outside the caller's context.
  app.addHook('onRequest', (_request, _reply, done) => inRequest.run(true, done))
  const routes: FloorRoute[] = []
  const problems: string[] = []
  const executionMs: number[][][] = []
  const slowestPlans: string[] = []
  for (const route of ROUTES) {
    const headers = route.as ? { authorization: `Bearer ${tokens[route.as]}` } : {}
    await app.inject({ method: 'GET', url: route.path, headers })
    recorded = []
    const answer = await app.inject({ method: 'GET', url: route.path, headers })
    if (answer.statusCode !== 200) {
      problems.push(`${route.name}: ${answer.statusCode} ${answer.body.slice(0, 300)}`)
    }
    const waves: RecordedStatement[][] = []
    let waveEnd = -Infinity
    for (const { text, values, start, end } of recorded) {
      if (waves.length === 0 || start >= waveEnd) {
        waves.push([])
        waveEnd = end
      } else waveEnd = Math.max(waveEnd, end)
      waves.at(-1)!.push({ text, values })
    }
    routes.push({ name: route.name, waves })
    const times: number[][] = []
    for (const wave of waves) {
      const waveTimes: number[] = []
      for (const statement of wave) {
        // Reads only: EXPLAIN ANALYZE runs the statement.
        const read = /^\s*(select|with)\b/i.test(statement.text)
        waveTimes.push(read ? Number((await explain(statement)).toFixed(2)) : NaN)
      }
      times.push(waveTimes)
    }
    executionMs.push(times)
    let slowest: RecordedStatement | undefined
    let slowestMs = -1
    waves.forEach((wave, w) =>
      wave.forEach((statement, k) => {
        if (times[w]![k]! > slowestMs) [slowest, slowestMs] = [statement, times[w]![k]!]
      }),
    )
    slowestPlans.push(slowest ? await planOf(slowest) : '')
  }
  await app.close()
  await close()
  return { routes, problems, executionMs, slowestPlans }
}

/** One route's load-test figures, as the results file keeps them (table.ts prints them). */
export interface Measured {
  requestsPerSecond: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

async function hammer(url: string, headers: Record<string, string>): Promise<Measured> {
  const options = { url, headers, connections }
  if (warmup > 0) await autocannon({ ...options, duration: warmup })
  const result = await autocannon({ ...options, duration })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/** How many of a server's busiest activities a route's line shows (the results file keeps all). */
const ACTIVITIES_SHOWN = 3

/** The server's metrics token on PGlite, where the bench reads the job queue through them. */
const METRICS_TOKEN = 'bench-scale-metrics-token-0123456789abcdef'

/**
 * The sweeps run once, at start (settled before measuring), not again during the run, and not
 * again in the app that records the SQL (a sweep of this interval runs once across processes).
 */
const SWEEP_INTERVAL_S = '86400'

/** How long the server's start-up background work may take before what is left is dropped. */
const BACKGROUND_WAIT_S = 240

/**
 * The server sweeps once it is ready (decisions 025, 042). On a generated database every sweep
 * finds a backlog no running site carries (a million applications made at once, none yet warned
 * or closed), and the server would work through tens of thousands of queued mails while it is
 * measured and the floor is not. Waits for that work to end, drops what is left after
 * BACKGROUND_WAIT_S, and answers both, so the report says what it did. `waiting` counts the
 * jobs due by name; `drop` deletes the ones left (on PGlite, once the server has stopped).
 */
async function settleBackgroundWork(
  waiting: () => Promise<Record<string, number>>,
  drop: () => Promise<void>,
) {
  const started = performance.now()
  let left = await waiting()
  while (Object.keys(left).length > 0 && performance.now() - started < BACKGROUND_WAIT_S * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    left = await waiting()
  }
  if (Object.keys(left).length > 0) await drop()
  return {
    waitedSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    dropped: left,
  }
}

/**
 * What autovacuum does on a running site, done before measuring: the start-up sweeps update rows
 * by the thousand, and until a vacuum the lists read past the dead versions and the visibility
 * map sends index-only scans to the heap. Answers its seconds.
 */
async function vacuum(execute: (statement: string) => Promise<unknown>) {
  const started = performance.now()
  await execute('VACUUM ANALYZE')
  return Number(((performance.now() - started) / 1000).toFixed(1))
}

const DUE_JOBS = `select name, count(*)::int as n from ${JOBS_SCHEMA}.job
  where state in ('created', 'retry', 'active') and start_after <= now() group by name`
const DROP_JOBS = `delete from ${JOBS_SCHEMA}.job where state in ('created', 'retry', 'active')`

/** Background work on a PostgreSQL server, read and dropped over a connection of its own. */
async function settleOnServer(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const settled = await settleBackgroundWork(
      async () => {
        const { rows } = await client.query<{ name: string; n: number }>(DUE_JOBS)
        return Object.fromEntries(rows.map((row) => [row.name, row.n]))
      },
      async () => void (await client.query(DROP_JOBS)),
    )
    return { ...settled, vacuumSeconds: await vacuum((statement) => client.query(statement)) }
  } finally {
    await client.end()
  }
}

/**
 * Background work on PGlite, which only the server may open while it runs: counted through its
 * metrics (jobs waiting, by state), and what is left dropped from the folder once it stopped.
 */
async function settleEmbedded(server: Child, token: string, pgdata: string) {
  let left: Record<string, number> = {}
  const result = await settleBackgroundWork(
    async () => {
      const answer = await fetch(`${server.url}${API}/metrics`, {
        headers: { authorization: `Bearer ${token}` },
      })
      const text = await answer.text()
      left = {}
      for (const [, state, n] of text.matchAll(
        /^internplace_jobs\{state="(created|retry|active)"\} (\d+)/gm,
      )) {
        if (Number(n) > 0) left[state!] = Number(n)
      }
      return left
    },
    async () => {},
  )
  await server.stop()
  // Opened as the app opens it: VACUUM needs the extensions its indexes use (pg_trgm).
  const database = await openDatabase({ dataDir: pgdata })
  const execute = (statement: string) => database.db.execute(sql.raw(statement))
  try {
    if (Object.keys(left).length > 0) await execute(DROP_JOBS)
    return { ...result, vacuumSeconds: await vacuum(execute) }
  } finally {
    await database.close()
  }
}

/**
 * bench/scale/<name>.json, or, when a results file of that name is there already (one the README
 * reads, say), the name with the time after it: a run never writes over another's figures.
 */
function unusedPath(name: string) {
  const at = (suffix: string) => path.join(repoRoot, 'bench', 'scale', `${name}${suffix}.json`)
  if (!fs.existsSync(at(''))) return at('')
  return at(`-${new Date().toISOString().slice(0, 16).replace(/[-:]/g, '')}`)
}

/** What a kept folder (--keep) records of the generation that filled it. */
interface KeptGeneration {
  sizes: ReturnType<typeof sizesOf>
  counts: Record<string, number>
  seconds: Record<string, number> & { total: number }
}

/**
 * The generation a kept folder holds, if it holds one of these sizes; none if the folder is new.
 * A folder with a server but no record was left by a generation that did not finish.
 */
function keptGeneration(keep: string): KeptGeneration | undefined {
  if (!fs.existsSync(path.join(keep, 'pg', 'data'))) return undefined
  const record = path.join(keep, 'generated.json')
  if (!fs.existsSync(record)) {
    throw new Error(`${keep} holds a server whose generation did not finish: remove the folder`)
  }
  const kept = JSON.parse(fs.readFileSync(record, 'utf8')) as KeptGeneration
  if (JSON.stringify(kept.sizes) !== JSON.stringify(sizes)) {
    throw new Error(
      `${keep} holds ${JSON.stringify(kept.sizes)}, not these sizes: remove it or keep elsewhere`,
    )
  }
  return kept
}

async function main() {
  const started = Date.now()
  const loadAtStart = os.loadavg()
  const hostAtStart = hostLoopMs()
  const keep = flags.keep && path.resolve(flags.keep)
  if (keep && flags.embedded) throw new Error('--keep keeps a PostgreSQL server (not --embedded)')
  if (flags['generate-only'] && !keep) throw new Error('--generate-only needs --keep <folder>')
  const kept = keep ? keptGeneration(keep) : undefined
  /** Each start of the server until it answered. */
  const serverStartSeconds: number[] = []
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-bench-'))
  const children: Child[] = []
  /** Connections of the bench's own to close before the servers stop. */
  const closers: (() => Promise<void>)[] = []
  let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined
  let standby: Awaited<ReturnType<typeof startStandby>> | undefined
  const cleanUp = async () => {
    for (const close of closers) await close().catch(() => {})
    for (const child of children) await child.stop()
    await standby?.stop()
    postgres?.stop()
    fs.rmSync(work, { recursive: true, force: true })
  }
  process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)))
  // A rejection nobody awaits would end the run at once and leave the server and PostgreSQL
  // running, slowing whatever runs next (decision 044).
  process.on('unhandledRejection', (error) => {
    console.error(error)
    void cleanUp().then(() => process.exit(1))
  })

  try {
    log(
      `Scale benchmark, ${engine}, ${new Date().toISOString()}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    )
    log(`Sizes: ${JSON.stringify(sizes)}`)
    log(`Host: 1e8 additions in ${hostAtStart} ms (about 150 ms on a quiet host; host.ts)`)
    const serverDir = path.join(work, 'server')
    const pgdata = path.join(serverDir, 'pgdata')
    fs.mkdirSync(serverDir)
    let engineVersion = 'PGlite'
    if (!flags.embedded) {
      postgres = await startPostgres(keep || work)
      engineVersion = postgres.version
      log(`${postgres.version} on ${postgres.url}`)
    }
    const target = postgres ? { url: postgres.url } : { dataDir: pgdata }

    log(kept ? `Starting from the generation kept in ${keep}` : 'Generating:')
    const genStarted = performance.now()
    const database = await openDatabase(target)
    const generated = kept ?? (await generate(database.db, sizes, log))
    const tokens = {
      intern: await createBenchSession(database.db, benchIds.intern),
      bigCompany: await createBenchSession(database.db, benchIds.bigCompany),
      smallCompany: await createBenchSession(database.db, benchIds.smallCompany),
    }
    await database.close()
    const generationSeconds = kept?.seconds.total ?? (performance.now() - genStarted) / 1000
    if (keep && !kept) {
      const record: KeptGeneration = {
        sizes,
        counts: generated.counts,
        seconds: { ...generated.seconds, total: generationSeconds },
      }
      fs.writeFileSync(path.join(keep, 'generated.json'), `${JSON.stringify(record, null, 2)}\n`)
    }
    log(
      `  ${kept ? 'generated before in' : 'total'} ${generationSeconds.toFixed(1)} s; rows ${JSON.stringify(generated.counts)}`,
    )
    if (flags['generate-only']) {
      log(`Kept in ${keep}: run again with the same sizes and --keep to measure`)
      return
    }

    if (flags.replica) {
      if (!postgres) throw new Error('--replica needs PostgreSQL (not --embedded)')
      standby = await startStandby(postgres.url, work)
      log(`Streaming replica on ${standby.url}`)
    }
    const serverPort = await freePort()
    const serverEnv = {
      NODE_ENV: 'production',
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: serverDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'silent',
      SWEEP_INTERVAL_S,
      OTP_SECRET: 'bench-scale-server-secret-0123456789abcdef',
      // On PGlite the bench reads the job queue through the metrics (only the server may open it).
      ...(postgres ? { DATABASE_URL: postgres.url } : { METRICS_TOKEN }),
      ...(standby && { DATABASE_REPLICA_URLS: standby.url }),
    }
    if (!flags.source) {
      log('Building the API (npm run build of packages/domain and apps/api; --source skips it)')
      for (const workspace of ['packages/domain', 'apps/api']) {
        execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: 'pipe' })
      }
    }
    const serverArgs = flags.source
      ? [SERVER_HEAP, '--import', 'tsx', '--conditions=@app/source', 'apps/api/src/main.ts']
      : [SERVER_HEAP, 'apps/api/dist/main.js']
    const startServer = async () => {
      const t = performance.now()
      const server = await startChild(serverArgs, serverEnv, serverPort, `${API}/health`)
      const seconds = (performance.now() - t) / 1000
      serverStartSeconds.push(Number(seconds.toFixed(1)))
      log(`Server ready in ${seconds.toFixed(1)} s (pid ${server.process.pid})`)
      return server
    }

    let floorTarget: string[]
    let server: Child
    let statements: Awaited<ReturnType<typeof recordStatements>>
    let backgroundWork: Awaited<ReturnType<typeof settleOnServer>> | 'not settled' = 'not settled'
    if (postgres) {
      server = await startServer()
      children.push(server)
      backgroundWork = await settleOnServer(postgres.url)
      statements = await recordStatements(target, tokens, work)
      floorTarget = ['--url', postgres.url]
    } else {
      // PGlite serves one process: the server starts once (filling what it fills at start), then
      // the floor gets its own copy of the folder, and the SQL is recorded on that copy.
      // Its background work (the start-up sweeps' backlog) is let settle, as on PostgreSQL.
      const first = await startServer()
      backgroundWork = await settleEmbedded(first, METRICS_TOKEN, pgdata)
      const floorData = path.join(work, 'floor-pgdata')
      fs.cpSync(pgdata, floorData, { recursive: true })
      statements = await recordStatements({ dataDir: floorData }, tokens, work)
      server = await startServer()
      children.push(server)
      floorTarget = ['--data-dir', floorData]
    }
    log(
      `Background work at start: waited ${backgroundWork.waitedSeconds} s; dropped ${JSON.stringify(backgroundWork.dropped)}; vacuumed in ${backgroundWork.vacuumSeconds} s`,
    )
    for (const problem of statements.problems) log(`PROBLEM ${problem}`)
    const statementsFile = path.join(work, 'statements.json')
    fs.writeFileSync(statementsFile, JSON.stringify(statements.routes))
    const floorPort = await freePort()
    const floor = await startChild(
      [
        '--import',
        'tsx',
        'bench/scale/floor.ts',
        statementsFile,
        String(floorPort),
        ...floorTarget,
      ],
      {},
      floorPort,
      '/floor/0',
    )
    children.push(floor)
    // What the start-up work and the vacuum wrote is on the replica before anything is measured.
    await standby?.caughtUp()
    const cpu = cpuMeter({
      api: { pid: server.process.pid! },
      ...(postgres && { primary: { dataDir: postgres.dataDir } }),
      ...(standby && { replica: { dataDir: standby.dataDir } }),
    })
    const databaseServers = Object.entries({ primary: postgres?.url, replica: standby?.url })
    const activity = await Promise.all(
      databaseServers.flatMap(([party, url]) =>
        url ? [activitySampler(url).then((sampler) => ({ party, sampler }))] : [],
      ),
    )
    closers.push(...activity.map(({ sampler }) => sampler.close))
    const peakAtStart = peakMb(server.process.pid!)
    log(`Server peak memory after start: ${peakAtStart} MB`)
    log(
      `autocannon: ${connections} connections, ${warmup} s warm-up, ${duration} s measured, server then floor per route\n`,
    )

    const header = `${'route'.padEnd(32)} ${'req/s'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} │ ${'floor'.padStart(7)} ${'p50'.padStart(6)} ${'p99'.padStart(6)} │ ${'ratio'.padStart(5)} ${'peak MB'.padStart(8)} ${'SQL ms'.padStart(7)}  queries`
    log(header)
    log('─'.repeat(header.length))
    const results = []
    for (const [index, route] of ROUTES.entries()) {
      const headers: Record<string, string> = route.as
        ? { authorization: `Bearer ${tokens[route.as]}` }
        : {}
      cpu.start()
      for (const { sampler } of activity) sampler.start()
      const real = await hammer(`${server.url}${route.path}`, headers)
      const cpuUsed = cpu.stop()
      const busyWith: Record<string, Activity[]> = {}
      for (const { party, sampler } of activity) busyWith[party] = await sampler.stop()
      const peak = peakMb(server.process.pid!)
      const bare = await hammer(`${floor.url}/floor/${index}`, {})
      const ratio = real.requestsPerSecond / Math.max(1, bare.requestsPerSecond)
      const recorded = statements.routes[index]!
      const queryCount = recorded.waves.flat().length
      const times = statements.executionMs[index]!
      const sqlMs = times.flat().reduce((sum, ms) => sum + (Number.isNaN(ms) ? 0 : ms), 0)
      const flagsText = [
        real.non2xx ? `${real.non2xx} non-2xx` : '',
        real.errors ? `${real.errors} errors` : '',
        bare.non2xx || bare.errors ? 'floor failed' : '',
      ]
        .filter(Boolean)
        .join(', ')
      log(
        `${route.name.padEnd(32)} ${String(real.requestsPerSecond).padStart(7)} ${String(real.p50).padStart(6)} ${String(real.p99).padStart(6)} │ ${String(bare.requestsPerSecond).padStart(7)} ${String(bare.p50).padStart(6)} ${String(bare.p99).padStart(6)} │ ${ratio.toFixed(2).padStart(5)} ${String(peak).padStart(8)} ${sqlMs.toFixed(1).padStart(7)}  ${queryCount} in ${recorded.waves.length} waves${flagsText ? `  ${flagsText}` : ''}`,
      )
      log(
        `${''.padEnd(32)} CPU cores used: ${Object.entries(cpuUsed)
          .map(([party, used]) => `${party} ${used.cores}`)
          .join(', ')}`,
      )
      for (const [party, activities] of Object.entries(busyWith)) {
        for (const { what, backends } of activities.slice(0, ACTIVITIES_SHOWN)) {
          if (backends >= 0.05) log(`${''.padEnd(32)} ${party} ${backends.toFixed(2)}× ${what}`)
        }
      }
      results.push({
        route: route.name,
        path: route.path,
        server: real,
        floor: bare,
        ratio: Number(ratio.toFixed(3)),
        serverPeakMbAfter: peak,
        /** CPU of the API and each database server over the warm-up and the measured run. */
        cpu: cpuUsed,
        /** What each database server's backends were doing meanwhile (average backends at once). */
        activity: busyWith,
        sqlMs: Number(sqlMs.toFixed(2)),
        slowestPlan: statements.slowestPlans[index]!.split('\n'),
        statements: recorded.waves.map((wave, w) =>
          wave.map((statement, k) => ({ ms: times[w]![k], text: statement.text })),
        ),
      })
    }
    log('\nThe slowest statement of each route (EXPLAIN ANALYZE, one run, before the load):')
    for (const result of results) {
      const slowest = result.statements.flat().sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))[0]
      if (!slowest) continue
      const text = slowest.text.replace(/\s+/g, ' ')
      log(
        `  ${result.route}: ${slowest.ms} ms  ${text.slice(0, 150)}${text.length > 150 ? '…' : ''}`,
      )
    }
    const peakAtEnd = peakMb(server.process.pid!)
    const rssAtEnd = peakMb(server.process.pid!, 'VmRSS')
    log(
      `\nServer peak memory (VmHWM): ${peakAtEnd} MB, resident now ${rssAtEnd} MB; floor peak ${peakMb(floor.process.pid!)} MB`,
    )
    log(
      `Latencies in ms. Load average now ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}; ${os.cpus().length} CPUs`,
    )

    const out =
      flags.out ?? unusedPath(`results-${engine}-${sizes.roles}${standby ? '-replica' : ''}`)
    fs.writeFileSync(
      out,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          engine: engineVersion,
          sizes,
          rows: generated.counts,
          generationSeconds: { ...generated.seconds, total: generationSeconds },
          startedFromKeptGeneration: Boolean(kept),
          autocannon: { connections, warmupSeconds: warmup, durationSeconds: duration },
          machine: {
            cpus: os.cpus().length,
            /** 1e8 additions in one Node process, ms (host.ts): ~150 on a quiet host. */
            hostLoopMs: { atStart: hostAtStart, atEnd: hostLoopMs() },
            loadAverageAtStart: loadAtStart,
            loadAverageAtEnd: os.loadavg(),
          },
          serverStartSeconds,
          backgroundWork,
          serverPeakMb: { afterStart: peakAtStart, atEnd: peakAtEnd, residentAtEnd: rssAtEnd },
          server: flags.source ? 'source through tsx' : 'built (apps/api/dist)',
          problems: statements.problems,
          results,
          minutes: Number(((Date.now() - started) / 60000).toFixed(1)),
        },
        null,
        2,
      )}\n`,
    )
    log(`Wrote ${path.relative(process.cwd(), out)}`)
  } finally {
    await cleanUp()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
