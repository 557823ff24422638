/**
 * Prints the Markdown table of bench:scale result files, for bench/README.md.
 * Run: npx tsx bench/scale/table.ts bench/scale/results-postgres-10000.json [more files]
 */
import fs from 'node:fs'
import type { Measured } from './run.js'

interface Results {
  date: string
  engine: string
  sizes: Record<string, number>
  generationSeconds: Record<string, number>
  serverStartSeconds?: number[]
  machine: {
    cpus: number
    loadAverageAtStart?: number[]
    loadAverageAtEnd: number[]
    hostLoopMs?: { atStart: number; atEnd: number }
  }
  serverPeakMb: { afterStart: number; atEnd: number }
  results: {
    route: string
    server: Measured
    floor: Measured
    ratio: number
    serverPeakMbAfter: number
    sqlMs?: number
  }[]
}

const load = (values: number[] | undefined) => values?.map((n) => n.toFixed(1)).join(' ') ?? '?'

for (const file of process.argv.slice(2)) {
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as Results
  const s = r.sizes
  console.log(
    `${r.engine}, ${r.date.slice(0, 16).replace('T', ' ')} UTC: ${s.roles} roles, ${s.companies} companies, ` +
      `${s.interns} interns, ${s.applications} applications, ${s.messages} messages; generated in ` +
      `${Math.round(r.generationSeconds.total ?? 0)} s, server started in ` +
      `${(r.serverStartSeconds ?? []).join(' / ')} s. Load average ${load(r.machine.loadAverageAtStart)} ` +
      `at the start, ${load(r.machine.loadAverageAtEnd)} at the end (${r.machine.cpus} cores)` +
      (r.machine.hostLoopMs
        ? `; the host did 1e8 additions in ${r.machine.hostLoopMs.atStart} / ${r.machine.hostLoopMs.atEnd} ms (about 150 on a quiet day).\n`
        : '.\n'),
  )
  console.log(
    '| route | req/s | p50 | p99 | floor req/s | floor p50 | floor p99 | ratio | SQL ms |',
  )
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|')
  for (const x of r.results) {
    const failed = x.server.non2xx + x.server.errors > 0 ? ' (errors)' : ''
    console.log(
      `| ${x.route}${failed} | ${x.server.requestsPerSecond} | ${x.server.p50} | ${x.server.p99} | ` +
        `${x.floor.requestsPerSecond} | ${x.floor.p50} | ${x.floor.p99} | ${x.ratio.toFixed(2)} | ${x.sqlMs ?? '–'} |`,
    )
  }
  console.log(
    `\nServer peak memory (VmHWM): ${r.serverPeakMb.afterStart} MB after start, ${r.serverPeakMb.atEnd} MB at the end.\n`,
  )
}
