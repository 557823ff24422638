/**
 * `bench:scale -- --replica`: one streaming replica beside the benchmark's PostgreSQL server
 * (decision 074), made as LIBRARIES §17 and the replica test make it (pg_basebackup -R -X stream
 * with a slot), and the CPU time each server and the API use while a route is measured.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from '../../scripts/free-port.mjs'

const run = promisify(execFile)

/** The replication slot that keeps the primary's WAL until the standby has it. */
const SLOT = 'bench_standby'

/** A hot standby of the server at `primaryUrl`, in `work`/standby, with the primary's settings. */
export async function startStandby(primaryUrl: string, work: string) {
  const versions = fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`
  const dir = path.join(work, 'standby')
  fs.mkdirSync(dir)
  const asRoot = process.getuid?.() === 0
  // The folder it is in too: with run.ts --keep the primary lives elsewhere, and `work` (0700,
  // made by mkdtemp) would be root's alone.
  if (asRoot) await run('chown', ['postgres:postgres', work, dir])
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', `${bin}/${name}`, ...args])
      : run(`${bin}/${name}`, args)
  const data = path.join(dir, 'data')
  // A kept primary (run.ts --keep) still has the slot of the last run's standby.
  const primary = new pg.Client({ connectionString: primaryUrl })
  await primary.connect()
  await primary
    .query(
      `select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1`,
      [SLOT],
    )
    .finally(() => primary.end())
  await tool('pg_basebackup', [
    ...['-d', primaryUrl, '-D', data, '-R', '-X', 'stream'],
    ...['-S', SLOT, '-C', '-c', 'fast'],
  ])
  const port = await freePort()
  // The primary's own settings for speed (startPostgres): fsync off, a large WAL.
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_wal_size=4GB`
  await tool('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    options,
    'start',
  ])
  const url = new URL(primaryUrl)
  url.port = String(port)
  return {
    url: url.toString(),
    dataDir: data,
    /** Until the standby has replayed all the primary has written (after generating, vacuuming). */
    async caughtUp() {
      const primary = new pg.Client({ connectionString: primaryUrl })
      const standby = new pg.Client({ connectionString: url.toString() })
      await Promise.all([primary.connect(), standby.connect()])
      try {
        const { rows } = await primary.query<{ lsn: string }>(
          'select pg_current_wal_lsn()::text as lsn',
        )
        for (;;) {
          const caught = await standby.query<{ done: boolean }>(
            'select pg_wal_lsn_diff(pg_last_wal_replay_lsn(), $1) >= 0 as done',
            [rows[0]!.lsn],
          )
          if (caught.rows[0]!.done) return
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
      } finally {
        await Promise.all([primary.end(), standby.end()])
      }
    },
    async stop() {
      await tool('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {})
    },
  }
}

/** Clock ticks a second, as /proc counts CPU time (USER_HZ: 100 on Linux). */
const TICKS = 100

/** utime + stime of one process, in seconds; 0 once it has gone. */
function cpuOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS
  } catch {
    return 0
  }
}

/** The postmaster of a data folder and every process it started (its backends, walsender...). */
function serverProcesses(dataDir: string): number[] {
  const postmaster = Number(
    fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  )
  const pids = [postmaster]
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (parent === postmaster) pids.push(Number(entry))
    } catch {
      // Gone while we looked.
    }
  }
  return pids
}

/**
 * CPU seconds each named party used between `start()` and `stop()`: the API process by its pid,
 * a PostgreSQL server by its data folder (backends come and go, so each is read at both ends and
 * those that ended in between are missed: connections are pooled and live through a run).
 */
export function cpuMeter(parties: Record<string, { pid: number } | { dataDir: string }>) {
  const read = () => {
    const seconds = new Map<string, number>()
    for (const [name, party] of Object.entries(parties)) {
      const pids = 'pid' in party ? [party.pid] : serverProcesses(party.dataDir)
      for (const pid of pids) seconds.set(`${name}:${pid}`, cpuOf(pid))
    }
    return seconds
  }
  let before = new Map<string, number>()
  let startedAt = 0
  return {
    start() {
      before = read()
      startedAt = performance.now()
    },
    /** Per party: CPU seconds used, and the share of one core over the wall time. */
    stop() {
      const wall = (performance.now() - startedAt) / 1000
      const after = read()
      const used: Record<string, { cpuSeconds: number; cores: number }> = {}
      for (const name of Object.keys(parties)) {
        let total = 0
        for (const [key, value] of after) {
          if (key.startsWith(`${name}:`)) total += value - (before.get(key) ?? 0)
        }
        used[name] = {
          cpuSeconds: Number(total.toFixed(2)),
          cores: Number((total / wall).toFixed(2)),
        }
      }
      return used
    },
  }
}
