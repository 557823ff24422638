/**
 * `npm run bench:web`: the built app, as served, on an emulated cheap phone on slow 3G.
 *
 * Starts the built server (apps/api/dist/main.js, run `npm run build` first) on a fresh embedded
 * database with the demo data, on a free port, signs the demo intern in through the real API (the
 * code is read from the server's log, as someone without a mail server would), and loads each page
 * in Debian's Chromium with an empty cache on a Moto G-sized screen, 400 kbps down and up, 400 ms
 * round trips and the CPU slowed 4×. For each page it prints the bytes that crossed the network by
 * type, the time to the first contentful paint, the time to the first role shown, and the time of a
 * repeat visit (the same page again with the cache warm), the Cumulative Layout Shift, and what the
 * service worker downloads on install. Figures, not a test: bench/README.md.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core'
import { freePort } from '../scripts/free-port.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const INTERN_EMAIL = 'ada.okafor@example.com'
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
/** Only these pages, comma-separated (as `/intern/roles,/intern/dashboard`); all when unset. */
const ONLY = process.env.BENCH_PAGES?.split(',').filter(Boolean)

/** Slow 3G as the issue names it: 400 kbps each way, 400 ms round trips. */
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
}
const CPU_SLOWDOWN = 4

/** Each page, and what on it is 'a role shown' (none on the home page, which lists no roles). */
const PAGES: { path: string; signedIn: boolean; role: string | null }[] = [
  { path: '/', signedIn: false, role: null },
  // The server's cards in index.html (decision 032) or the app's.
  { path: '/find-internships', signedIn: false, role: '.fr-card, [id^="role-card-"]' },
  // The cards /early.js draws from its early answer (decision 036) or the app's.
  { path: '/intern/roles', signedIn: true, role: '.fr-card, [id^="intern-role-"]' },
  {
    path: '/intern/dashboard',
    signedIn: true,
    role: '.fr-card, [aria-labelledby="recommended-roles-title"] li a',
  },
]

type Kind = 'JS' | 'CSS' | 'HTML' | 'images' | 'fonts' | 'JSON' | 'other'
const KINDS: Kind[] = ['JS', 'CSS', 'HTML', 'images', 'fonts', 'JSON', 'other']

interface Visit {
  bytes: Record<Kind, number>
  fcpMs: number | null
  roleMs: number | null
  /** Cumulative Layout Shift: the sum of the page's unexpected layout shifts until it is quiet. */
  cls: number
}

/** The built server on demo data; its log lines are kept so the sign-in code can be read. */
async function startServer(port: number) {
  const main = path.join(ROOT, 'apps/api/dist/main.js')
  if (!fs.existsSync(main) || !fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
    throw new Error('Build first: npm run build')
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internplace-bench-web-'))
  const lines: string[] = []
  const server = spawn(process.execPath, ['--max-old-space-size=512', main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO_DATA: '1',
      LOG_LEVEL: 'info',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let pending = ''
  server.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const parts = pending.split('\n')
    pending = parts.pop() ?? ''
    lines.push(...parts)
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 180_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped (${server.exitCode})`)
    try {
      // Demo data is loaded before the server listens; a listed role means it is in.
      const roles = await fetch(`${base}/api/v1/roles/recent`)
      if (roles.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The server did not start in 3 minutes')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const stop = () => {
    server.kill('SIGTERM')
    return new Promise<void>((resolve) => server.on('exit', () => resolve())).then(() =>
      fs.rmSync(dataDir, { recursive: true, force: true }),
    )
  }
  return { base, lines, stop, server }
}

/** Signs the demo intern in as the browser does: request a code, read it from the log, verify. */
async function signIn(base: string, lines: string[]) {
  const seen = lines.length
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: INTERN_EMAIL }),
  })
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`)
  const { id } = ((await login.json()) as { data: { id: string } }).data
  const deadline = Date.now() + 20_000
  let otp: string | undefined
  while (!otp && Date.now() < deadline) {
    for (const line of lines.slice(seen)) {
      if (line.includes(INTERN_EMAIL) && line.includes('mailTo')) {
        otp = /\b(\d{4})\b/.exec((JSON.parse(line) as { msg: string }).msg)?.[1]
      }
    }
    if (!otp) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (!otp) throw new Error('No sign-in code in the server log')
  const verify = await fetch(`${base}/api/v1/auth/verify-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, otp }),
  })
  if (!verify.ok) throw new Error(`verify-otp answered ${verify.status}: ${await verify.text()}`)
  return (
    (await verify.json()) as {
      data: {
        token: string
        expiresAt: string
        account: { id: string; email: string; kind: string; profileComplete: boolean }
      }
    }
  ).data
}

type SessionAnswer = Awaited<ReturnType<typeof signIn>>

/** What lib/session.ts stores after a sign-in. */
const sessionScript = (session: SessionAnswer) => `
  localStorage.setItem('userId', ${JSON.stringify(session.account.id)});
  localStorage.setItem('userEmail', ${JSON.stringify(session.account.email)});
  localStorage.setItem('authToken', ${JSON.stringify(session.token)});
  localStorage.setItem('sessionExpiry', ${JSON.stringify(String(Date.parse(session.expiresAt)))});
  localStorage.setItem('profileCompleted', ${JSON.stringify(String(session.account.profileComplete))});
  localStorage.setItem('accountKind', ${JSON.stringify(session.account.kind)});
`

/** Notes the moment the page first shows a role (window.__firstRoleMs, from navigation start). */
const firstRoleScript = (selector: string) => `
  (() => {
    const check = () => {
      if (window.__firstRoleMs === undefined && document.querySelector(${JSON.stringify(selector)})) {
        window.__firstRoleMs = performance.now()
        observer.disconnect()
      }
    }
    const observer = new MutationObserver(check)
    observer.observe(document, { childList: true, subtree: true })
  })()
`

/** Adds up the page's layout shifts (window.__cls), as Cumulative Layout Shift counts them. */
const layoutShiftScript = `
  (() => {
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })()
`

/** What the service worker downloads on its install: its precache list, as served (Brotli). */
function precacheBytes() {
  const dist = path.join(ROOT, 'apps/web/dist')
  const worker = fs.readFileSync(path.join(dist, 'sw.js'), 'utf8')
  const urls = new Set([...worker.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!))
  let bytes = 0
  for (const url of urls) {
    const file = path.join(dist, url)
    bytes += fs.statSync(fs.existsSync(`${file}.br`) ? `${file}.br` : file).size
  }
  return { files: urls.size, bytes }
}

function kindOf(type: string, mimeType: string): Kind {
  if (type === 'Script') return 'JS'
  if (type === 'Stylesheet') return 'CSS'
  if (type === 'Document') return 'HTML'
  if (type === 'Image') return 'images'
  if (type === 'Font') return 'fonts'
  if (mimeType.includes('json')) return 'JSON'
  if (mimeType.includes('javascript')) return 'JS'
  return 'other'
}

/** Counts the bytes that crossed the network (headers and compressed bodies) by type. */
function countBytes(cdp: CDPSession) {
  const types = new Map<string, Kind>()
  const inFlight = new Set<string>()
  const bytes = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>
  let lastActivity = Date.now()
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type !== 'EventSource') inFlight.add(event.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.responseReceived', (event) => {
    types.set(event.requestId, kindOf(event.type, event.response.mimeType))
  })
  cdp.on('Network.loadingFinished', (event) => {
    const kind = types.get(event.requestId)
    if (kind && inFlight.has(event.requestId)) bytes[kind] += event.encodedDataLength
    inFlight.delete(event.requestId)
    lastActivity = Date.now()
  })
  cdp.on('Network.loadingFailed', (event) => {
    inFlight.delete(event.requestId)
    lastActivity = Date.now()
  })
  /** Resolves once nothing but a live-event stream has been loading for a second. */
  const quiet = async (timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (inFlight.size === 0 && Date.now() - lastActivity > 1000) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { bytes, quiet }
}

async function throttled(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', NETWORK)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  return { page, cdp }
}

async function visit(page: Page, cdp: CDPSession, url: string, role: string | null) {
  const counter = countBytes(cdp)
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
  if (role) await page.waitForSelector(role, { timeout: 120_000 })
  await counter.quiet()
  const timings = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    role: (window as unknown as { __firstRoleMs?: number }).__firstRoleMs ?? null,
    cls: (window as unknown as { __cls?: number }).__cls ?? 0,
  }))
  return {
    bytes: counter.bytes,
    fcpMs: timings.fcp,
    roleMs: timings.role,
    cls: timings.cls,
  } satisfies Visit
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const seconds = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(2)} s`)

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 0) || (await freePort())
  const server = await startServer(port)
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const session = await signIn(server.base, server.lines)
    const rows: string[][] = []
    for (const target of PAGES.filter(({ path }) => !ONLY || ONLY.includes(path))) {
      const cold: Visit[] = []
      const warm: Visit[] = []
      for (let run = 0; run < RUNS; run++) {
        // A new context each run: an empty cache and no service worker.
        const context = await browser.newContext({
          viewport: { width: 360, height: 640 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          userAgent:
            'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
        })
        if (target.signedIn) await context.addInitScript(sessionScript(session))
        if (target.role) await context.addInitScript(firstRoleScript(target.role))
        await context.addInitScript(layoutShiftScript)
        const first = await throttled(context)
        cold.push(await visit(first.page, first.cdp, server.base + target.path, target.role))
        await first.page.close()
        const again = await throttled(context)
        warm.push(await visit(again.page, again.cdp, server.base + target.path, target.role))
        await context.close()
      }
      const shown = (visits: Visit[]) =>
        median(visits.map((one) => (target.role ? (one.roleMs ?? 0) : (one.fcpMs ?? 0))))
      const bytes = (kind: Kind) => kb(median(cold.map((one) => one.bytes[kind])))
      rows.push([
        target.path,
        ...KINDS.map(bytes),
        kb(median(cold.map((one) => KINDS.reduce((sum, kind) => sum + one.bytes[kind], 0)))),
        seconds(median(cold.map((one) => one.fcpMs ?? 0))),
        target.role ? seconds(median(cold.map((one) => one.roleMs ?? 0))) : '—',
        seconds(shown(warm)),
        kb(median(warm.map((one) => KINDS.reduce((sum, kind) => sum + one.bytes[kind], 0)))),
        median(cold.map((one) => one.cls)).toFixed(3),
      ])
    }
    const header = [
      'page',
      ...KINDS.map((kind) => `${kind} KB`),
      'total KB',
      'first content',
      'first role',
      'repeat visit',
      'repeat KB',
      'CLS',
    ]
    console.log(
      `\nSlow 3G (400 kbps, 400 ms RTT), CPU ${CPU_SLOWDOWN}× slower, 360×640, median of ${RUNS} runs\n`,
    )
    console.log(`| ${header.join(' | ')} |`)
    console.log(`|${header.map((_, at) => (at === 0 ? '---' : '---:')).join('|')}|`)
    for (const row of rows) console.log(`| ${row.join(' | ')} |`)
    console.log(
      '\nRepeat visit: the same page again, cache warm, to the first role (the first content on /).',
    )
    console.log('CLS: Cumulative Layout Shift of the first visit, until the page is quiet.')
    const precache = precacheBytes()
    console.log(
      `The service worker's install downloads ${precache.files} files, ${kb(precache.bytes)} KB (Brotli), after the first load.`,
    )
  } finally {
    await browser.close()
    await server.stop()
  }
}

await main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
