// Runs Internplace in production on one machine: N API processes behind nginx (decision 026).
//
//   node scripts/cluster.mjs [--processes N] [--port P] [--run-dir DIR] [--source] [--replica]
//     starts the processes on ports P+1 … P+N and nginx on P, and stops them all on Ctrl-C/SIGTERM.
//     --replica also starts a streaming replica (of DATABASE_URL's server, or of a primary it
//     starts as well) under DIR/postgres, and sets DATABASE_REPLICA_URLS (decision 074).
//   node scripts/cluster.mjs restart [--run-dir DIR]
//     restarts the processes of a running cluster one at a time (each is taken out of nginx,
//     stopped gracefully, started again and put back once ready), and waits until it is done.
//
// DATABASE_URL is required (processes share only a PostgreSQL server, never the embedded one),
// unless --replica starts a primary here.
// Every other setting is read by each process from the environment as usual (README).
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { startLocalReplica } from './local-replica.mjs'

const root = path.resolve(import.meta.dirname, '..')
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'run-dir': { type: 'string' },
    source: { type: 'boolean', default: false },
    replica: { type: 'boolean', default: false },
  },
})
const runDir = path.resolve(
  values['run-dir'] ?? path.join(process.env.DATA_DIR ?? path.join(root, 'data'), 'cluster'),
)
const stateFile = path.join(runDir, 'cluster.json')
const log = (message) => console.log(`[cluster] ${message}`)
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

if (positionals[0] === 'restart') {
  await requestRollingRestart()
  process.exit(0)
} else if (positionals.length > 0) {
  console.error(`Unknown command: ${positionals.join(' ')}`)
  process.exit(2)
}

/** `restart`: signals the running cluster and waits until its restart count goes up. */
async function requestRollingRestart() {
  const readState = () => JSON.parse(fs.readFileSync(stateFile, 'utf8'))
  if (!fs.existsSync(stateFile)) throw new Error(`No cluster is running from ${runDir}`)
  const before = readState()
  process.kill(before.pid, 'SIGHUP')
  log(`rolling restart of ${before.processes.length} processes asked of pid ${before.pid}`)
  for (;;) {
    await sleep(250)
    const now = readState()
    if (now.restarts > before.restarts) return log('rolling restart done')
    if (now.failed) throw new Error(`rolling restart failed: ${now.failed}`)
  }
}

// ---------------------------------------------------------------------------------------------
// Starting the cluster

const count = Number(values.processes)
const port = Number(values.port)
if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error('--processes: 1 to 64')
if (!Number.isInteger(port) || port < 1 || port + count > 65535) throw new Error('--port: a port')
if (!process.env.DATABASE_URL && !values.replica) {
  console.error(
    'start:cluster needs DATABASE_URL (several processes share one PostgreSQL server), or --replica to start a primary and a replica here.',
  )
  process.exit(2)
}
const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) =>
  fs.existsSync(file),
)
if (!nginxBinary) {
  console.error(
    'nginx is missing: sudo apt-get install -y nginx (or bash scripts/ensure-system-packages.sh)',
  )
  process.exit(2)
}

const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'))
const serveAssets = fs.existsSync(path.join(webDist, 'index.html'))
/** The API's own limit is 20 MB a file (UPLOAD_MAX_BYTES); the form around it adds a little. */
const UPLOAD_LIMIT = '21m'

/** One entry per process: its port, its child process, and whether nginx may send it requests. */
const members = Array.from({ length: count }, (_, i) => ({
  port: port + 1 + i,
  child: null,
  up: false,
}))
let nginx = null
let stopping = false
let restarts = 0
let restarting = false
/** The primary and replica --replica started, stopped with the cluster. */
let databases = null

for (const dir of [
  'logs',
  'temp/client_body',
  'temp/proxy',
  'temp/fastcgi',
  'temp/uwsgi',
  'temp/scgi',
]) {
  fs.mkdirSync(path.join(runDir, dir), { recursive: true })
}

function nginxConfig() {
  const asRoot = process.getuid?.() === 0
  const servers = members
    .map((m) => `    server 127.0.0.1:${m.port} max_fails=1 fail_timeout=5s${m.up ? '' : ' down'};`)
    .join('\n')
  const proxied = (readTimeout) => `
      proxy_pass http://internplace;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A process that refuses, fails or is stopping: GET and HEAD go to the next one. Other
      # methods only when the request never reached the process (nginx's rule).
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries ${Math.min(count, 3)};
      proxy_connect_timeout 2s;
      proxy_read_timeout ${readTimeout};
      proxy_send_timeout 300s;`
  return `# Written by scripts/cluster.mjs; rewritten on every start and restart.
${asRoot ? 'user nobody nogroup;' : ''}
worker_processes auto;
pid ${runDir}/nginx.pid;
error_log stderr warn;
daemon off;
# Old workers after a reload hold event streams at most this long; browsers reconnect.
worker_shutdown_timeout 30s;
events { worker_connections 4096; }

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${runDir}/logs/access.log;
  client_body_temp_path ${runDir}/temp/client_body;
  proxy_temp_path ${runDir}/temp/proxy;
  fastcgi_temp_path ${runDir}/temp/fastcgi;
  uwsgi_temp_path ${runDir}/temp/uwsgi;
  scgi_temp_path ${runDir}/temp/scgi;
  server_tokens off;
  sendfile on;
  # One upload at most (UPLOAD_MAX_BYTES and its form); the API refuses more itself as well.
  client_max_body_size ${UPLOAD_LIMIT};

  gzip on;
  gzip_comp_level 5;
  gzip_min_length 1024;
  gzip_proxied any;
  gzip_vary on;
  gzip_types text/css application/javascript application/json image/svg+xml text/plain;

  upstream internplace {
    least_conn;
${servers}
  }

  server {
    listen ${port};

    location / {${proxied('300s')}
    }

    # Server-Sent Events: each frame goes out at once, and a stream may stay open for hours.
    location = /api/v1/events {${proxied('1h')}
      proxy_buffering off;
      proxy_cache off;
    }
${
  serveAssets
    ? `
    # Built, hashed files never change: nginx serves them from disk, cached for a year.
    location /assets/ {
      root ${webDist};
      expires 1y;
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files $uri =404;
    }`
    : ''
}
  }
}
`
}

function writeNginxConfig() {
  fs.writeFileSync(path.join(runDir, 'nginx.conf'), nginxConfig())
}

function writeState(extra = {}) {
  const state = {
    pid: process.pid,
    port,
    restarts,
    nginxPid: nginx?.pid ?? null,
    processes: members.map((m) => ({ port: m.port, pid: m.child?.pid ?? null, up: m.up })),
    ...extra,
  }
  fs.writeFileSync(`${stateFile}.tmp`, JSON.stringify(state, null, 2))
  fs.renameSync(`${stateFile}.tmp`, stateFile)
}

/** The PIDs of a process's children, from /proc. */
function childrenOf(pid) {
  const found = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === pid) found.push(Number(entry))
    } catch {
      // The process ended while we looked.
    }
  }
  return found
}

/** Reloads nginx's configuration, and waits until its new workers (with the new upstream) run. */
async function reloadNginx() {
  writeNginxConfig()
  execFileSync(nginxBinary, ['-t', '-q', '-p', runDir, '-c', path.join(runDir, 'nginx.conf')])
  const before = childrenOf(nginx.pid)
  nginx.kill('SIGHUP')
  const deadline = Date.now() + 30_000
  while (!childrenOf(nginx.pid).some((pid) => !before.includes(pid))) {
    if (Date.now() > deadline) throw new Error('nginx did not start new workers after a reload')
    await sleep(50)
  }
  // The old workers finish their requests (still to the old upstream) and exit; those holding
  // event streams may stay up to worker_shutdown_timeout, so they are waited for only briefly.
  const settled = Date.now() + 5_000
  while (Date.now() < settled && childrenOf(nginx.pid).some((pid) => before.includes(pid))) {
    await sleep(50)
  }
}

function startNginx() {
  writeNginxConfig()
  if (process.getuid?.() === 0) {
    // Its workers run as nobody, and write request bodies under temp/.
    fs.chmodSync(runDir, 0o755)
    execFileSync('chown', ['-R', 'nobody:nogroup', path.join(runDir, 'temp')])
  }
  nginx = spawn(nginxBinary, ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  nginx.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[cluster] nginx exited (${signal ?? code}); stopping`)
      void stop(1)
    }
  })
}

/**
 * The old space's cap, as `npm start` sets it (decision 041): with it V8 collects when the heap
 * is about 1.4 times what survived the last collection instead of 4 times, so a process under load
 * peaks near 160 MB instead of 330 MB; the live heap is about 40 MB.
 */
const HEAP = '--max-old-space-size=512'

function startProcess(member) {
  const [command, args] = values.source
    ? // One node process (not the tsx command, which would run it as a child of its own).
      [
        process.execPath,
        [HEAP, '--import', 'tsx', '--conditions=@app/source', 'apps/api/src/main.ts'],
      ]
    : [process.execPath, [HEAP, 'apps/api/dist/main.js']]
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      PORT: String(member.port),
      HOST: '127.0.0.1',
      // nginx on this machine is the only proxy; the client address comes from its header.
      TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
      PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
    },
  })
  member.child = child
  child.on('exit', (code, signal) => {
    if (member.child !== child) return
    member.child = null
    if (stopping || member.restarting) return
    // Crashed or killed: nginx already sends its requests elsewhere; start it again.
    console.error(
      `[cluster] process on port ${member.port} exited (${signal ?? code}); starting it again`,
    )
    setTimeout(() => {
      if (stopping || member.child) return
      startProcess(member)
      writeState()
    }, 1_000)
  })
  return child
}

async function waitReady(member, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (!member.child) throw new Error(`the process on port ${member.port} exited while starting`)
    try {
      const response = await fetch(`http://127.0.0.1:${member.port}/api/v1/health/ready`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the process on port ${member.port} never got ready`)
    await sleep(200)
  }
}

/** Starts a process and waits until it is ready, trying again twice (a port briefly held). */
async function startAndWait(member) {
  for (let attempt = 1; ; attempt++) {
    member.restarting = attempt < 3
    const child = startProcess(member)
    try {
      await waitReady(member)
      member.restarting = false
      return
    } catch (error) {
      if (attempt === 3) throw error
      log(`${error.message}; trying again`)
      child.kill('SIGKILL')
      await exited(child)
      member.child = null
      await sleep(1_000)
    }
  }
}

const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve))

/** One process at a time: out of nginx, stopped gracefully, started again, ready, back in. */
async function rollingRestart() {
  if (restarting || stopping) return
  restarting = true
  try {
    for (const member of members) {
      if (stopping) return
      log(`restarting the process on port ${member.port}`)
      member.up = false
      await reloadNginx()
      member.restarting = true
      const old = member.child
      if (old) {
        old.kill('SIGTERM')
        await exited(old)
      }
      member.child = null
      member.restarting = false
      await startAndWait(member)
      member.up = true
      await reloadNginx()
      writeState()
    }
    restarts += 1
    writeState()
    log('rolling restart done')
  } catch (error) {
    console.error(`[cluster] rolling restart failed: ${error.message}`)
    writeState({ failed: error.message })
  } finally {
    restarting = false
  }
}

async function stop(code = 0) {
  if (stopping) return
  stopping = true
  log('stopping: the processes finish their requests, then nginx stops')
  const children = members.map((m) => m.child).filter(Boolean)
  for (const child of children) child.kill('SIGTERM')
  await Promise.all(children.map(exited))
  if (nginx && nginx.exitCode === null) {
    nginx.kill('SIGQUIT')
    await exited(nginx)
  }
  databases?.stop()
  fs.rmSync(stateFile, { force: true })
  log('stopped')
  process.exit(code)
}

process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
process.on('SIGHUP', () => void rollingRestart())

async function waitForNginx() {
  const deadline = Date.now() + 30_000
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/health/live`)).ok) return
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer')
    await sleep(100)
  }
}

log(`starting ${count} API processes on ports ${port + 1}–${port + count}`)
try {
  if (values.replica) {
    databases = await startLocalReplica({
      dir: path.join(runDir, 'postgres'),
      primaryUrl: process.env.DATABASE_URL,
      log,
    })
    // Every process inherits these (startProcess passes the environment on).
    process.env.DATABASE_URL = databases.primaryUrl
    process.env.DATABASE_REPLICA_URLS = databases.replicaUrl
  }
  // The first migrates (the others would wait for its advisory lock anyway); then the rest.
  startProcess(members[0])
  await waitReady(members[0])
  for (const member of members.slice(1)) startProcess(member)
  await Promise.all(members.slice(1).map((member) => waitReady(member)))
  for (const member of members) member.up = true
  startNginx()
  await waitForNginx()
} catch (error) {
  console.error(`[cluster] could not start: ${error.message}`)
  await stop(1)
}
writeState()
log(`Internplace is running at http://localhost:${port} (nginx → ${count} processes)`)
