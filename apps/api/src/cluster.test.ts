import { execFile, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listenSource } from './db/client.js'
import { applied } from '../test/conversation-fixtures.js'
import { freePorts } from '../test/free-port.js'
import { useS3Bucket } from '../test/s3-bucket.js'
import { useTestApp } from '../test/test-app.js'

/**
 * The production set-up of decision 026, for real: scripts/cluster.mjs starts three API processes
 * and nginx on a throwaway PostgreSQL server and S3 bucket, and the test drives it over HTTP.
 */
const bucket = useS3Bucket()
const t = useTestApp({ env: () => bucket.env() })

const root = path.resolve(import.meta.dirname, '../../..')
const clusterScript = path.join(root, 'scripts/cluster.mjs')
const METRICS_TOKEN = 'cluster-test-metrics-token-0123'
const NGINX = '/usr/sbin/nginx'

interface ClusterState {
  pid: number
  nginxPid: number
  restarts: number
  processes: { port: number; pid: number | null; up: boolean }[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls until `check` holds; generous, because the machine may be busy. */
async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 180_000) {
  const deadline = Date.now() + ms
  for (;;) {
    const result = await check().catch(() => undefined)
    if (result) return result
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(100)
  }
}

/** A first port of `count` consecutive free ones. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Reads an event stream frame by frame. */
async function openStream(url: string, token: string) {
  const controller = new AbortController()
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  })
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const nextEvent = async (): Promise<string | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end !== -1) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const name = /^event: (.*)$/m.exec(block)?.[1]
        if (name) return name
        continue
      }
      const { done, value } = await reader.read()
      if (done) return null
      buffer += decoder.decode(value, { stream: true })
    }
  }
  /** Reads until an event of this name (or fails when the stream ends first). */
  const waitFor = async (name: string) => {
    for (;;) {
      const event = await nextEvent()
      if (event === null) throw new Error(`the stream ended before a ${name} event`)
      if (event === name) return
    }
  }
  return { waitFor, close: () => controller.abort() }
}

/**
 * One request on a connection of its own. Kept-alive connections are not reused here: when nginx
 * reloads, an old worker closes its idle ones, and a request racing that close fails in the
 * client before it reaches nginx (browsers retry those by themselves; Node's fetch does not).
 */
function request(base: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  return new Promise<number>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = http.request(`${base}${url}`, {
      method,
      agent: false,
      headers: {
        connection: 'close',
        ...(payload && {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        }),
      },
    })
    req.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end(payload)
  })
}

/**
 * Requests through nginx from `concurrency` loops until stopped: reads, and sign-in attempts (a
 * POST, which nginx does not retry once it reached a process). A failure is no answer or a 5xx.
 */
function driveTraffic(base: string, concurrency = 4) {
  let running = true
  const counts = { total: 0, failed: 0, failures: [] as string[] }
  const loop = async (n: number) => {
    for (let i = 0; running; i++) {
      const post = (i + n) % 3 === 0
      try {
        const status = post
          ? await request(base, 'POST', '/api/v1/auth/login', { email: 'not-an-email' })
          : await request(base, 'GET', '/api/v1/roles/recent')
        if (status >= 500) {
          counts.failed++
          counts.failures.push(`${post ? 'POST' : 'GET'} ${status}`)
        }
      } catch (error) {
        counts.failed++
        counts.failures.push(`${post ? 'POST' : 'GET'} ${(error as Error).message}`)
      }
      counts.total++
    }
  }
  const loops = Array.from({ length: concurrency }, (_, n) => loop(n))
  return {
    counts,
    async stop() {
      running = false
      await Promise.all(loops)
      return counts
    },
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('three API processes behind nginx', () => {
  let cluster: ChildProcess
  let exited: Promise<number | null>
  let base = ''
  let runDir = ''
  let dataDir = ''
  const state = (): ClusterState =>
    JSON.parse(fs.readFileSync(path.join(runDir, 'cluster.json'), 'utf8')) as ClusterState
  const direct = (port: number) => `http://127.0.0.1:${port}`
  const scrape = async (url: string) => {
    const response = await fetch(`${url}/api/v1/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    return response.text()
  }

  beforeAll(async () => {
    // In CI scripts/ensure-system-packages.sh installs it; a missing nginx fails, never skips.
    expect(fs.existsSync(NGINX), 'nginx is missing: bash scripts/ensure-system-packages.sh').toBe(
      true,
    )
    const source = listenSource(t.database.db)
    if (source.engine !== 'server') throw new Error('expected a PostgreSQL server')
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-cluster-'))
    runDir = path.join(dataDir, 'run')
    const port = await freePorts(4)
    base = `http://127.0.0.1:${port}`
    cluster = spawn(
      process.execPath,
      [clusterScript, '--processes', '3', '--port', String(port), '--run-dir', runDir, '--source'],
      {
        cwd: root,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          DATABASE_URL: source.config.connectionString,
          DATA_DIR: dataDir,
          DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
          METRICS_TOKEN,
          // Every process of one site shares it; it also signs file links.
          OTP_SECRET: t.app.ctx.otpSecret,
          SMTP_URL: t.mail.url,
          WEB_DIST: '/nonexistent',
          NODE_ENV: 'production',
          ...bucket.env(),
        },
      },
    )
    exited = new Promise((resolve) => cluster.once('exit', (code) => resolve(code)))
    await until('the cluster to start', async () => {
      if (cluster.exitCode !== null) throw new Error('the cluster exited while starting')
      return fs.existsSync(path.join(runDir, 'cluster.json')) && state().processes.length === 3
    })
  }, 300_000)

  afterAll(async () => {
    if (cluster && cluster.exitCode === null) {
      cluster.kill('SIGTERM')
      await exited
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
  }, 120_000)

  it('sends requests to every process', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await fetch(`${base}/api/v1/health/live`)).status).toBe(200)
    }
    const series = 'http_requests_total{method="GET",route="/api/v1/health/live",status="200"}'
    for (const { port } of state().processes) {
      const text = await scrape(direct(port))
      const line = text.split('\n').find((l) => l.startsWith(`${series} `))
      expect(Number(line?.split(' ')[1] ?? 0), `process on port ${port}`).toBeGreaterThan(0)
    }
  }, 120_000)

  it('delivers an event published through one process to streams held through the others and through nginx', async () => {
    const { company, intern, applicationId } = await applied(t)
    const [first, second] = state().processes
    const held = await openStream(`${direct(first!.port)}/api/v1/events`, intern.token)
    const proxied = await openStream(`${base}/api/v1/events`, intern.token)
    try {
      await held.waitFor('ready')
      await proxied.waitFor('ready')
      const sent = await fetch(
        `${direct(second!.port)}/api/v1/company/applications/${applicationId}/message`,
        {
          method: 'PUT',
          headers: {
            authorization: `Bearer ${company.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ message: 'Can you start on Monday?' }),
        },
      )
      expect(sent.status).toBe(201)
      await held.waitFor('message')
      await proxied.waitFor('message')
    } finally {
      held.close()
      proxied.close()
    }
  }, 120_000)

  it('restarts every process in turn under traffic without failing a request', async () => {
    const before = state()
    const traffic = driveTraffic(base)
    await until('some traffic', async () => traffic.counts.total > 20)
    await promisify(execFile)(process.execPath, [clusterScript, 'restart', '--run-dir', runDir], {
      cwd: root,
    })
    const during = traffic.counts.total
    await until('traffic after the restart', async () => traffic.counts.total > during + 20)
    const counts = await traffic.stop()

    expect(counts.failures).toEqual([])
    expect(counts.total).toBeGreaterThan(40)
    const after = state()
    expect(after.restarts).toBe(before.restarts + 1)
    for (const [i, member] of after.processes.entries()) {
      expect(member.pid).not.toBe(before.processes[i]!.pid)
      expect(alive(before.processes[i]!.pid!)).toBe(false)
    }
  }, 300_000)

  it('routes around a process killed with -9, failing at most the requests it held', async () => {
    const victim = state().processes[1]!
    const traffic = driveTraffic(base, 4)
    await until('some traffic', async () => traffic.counts.total > 20)
    process.kill(victim.pid!, 'SIGKILL')
    const atKill = traffic.counts.total
    await until('traffic after the kill', async () => traffic.counts.total > atKill + 40)
    const counts = await traffic.stop()
    // Four loops hold at most four requests; nginx retries the reads elsewhere itself.
    expect(counts.failed).toBeLessThanOrEqual(4)
    for (let i = 0; i < 20; i++) {
      expect((await fetch(`${base}/api/v1/roles/recent`)).status).toBe(200)
    }
    // The cluster starts it again; wait for that, so the next test starts whole.
    await until('the killed process to be started again', async () => {
      const now = state().processes[1]!
      if (now.pid === victim.pid || now.pid === null) return false
      return (await fetch(`${direct(now.port)}/api/v1/health/ready`)).ok
    })
  }, 300_000)

  it('answers metrics only with the token', async () => {
    const without = await fetch(`${base}/api/v1/metrics`)
    expect(without.status).toBe(401)
    const wrong = await fetch(`${base}/api/v1/metrics`, {
      headers: { authorization: 'Bearer not-the-metrics-token-at-all' },
    })
    expect(wrong.status).toBe(401)
    const text = await scrape(base)
    expect(text).toContain('http_request_duration_seconds_bucket')
    expect(text).toContain('internplace_db_pool_connections')
    expect(text).toContain('internplace_event_streams_open')
  }, 60_000)

  it('stops every process and nginx on SIGTERM', async () => {
    const { nginxPid, processes } = state()
    cluster.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(alive(nginxPid)).toBe(false)
    for (const { pid } of processes) expect(alive(pid!)).toBe(false)
    expect(fs.existsSync(path.join(runDir, 'cluster.json'))).toBe(false)
  }, 120_000)
})
