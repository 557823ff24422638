// A streaming replica on this machine, for trying reads across replicas (decision 074):
// `npm run start:cluster -- --replica`. Of the server at DATABASE_URL when it is set (its user
// needs the REPLICATION attribute and pg_hba.conf must let it connect for replication), or of a
// primary started here too. Both live under <run-dir>/postgres and are kept between runs.
//
// The set-up LIBRARIES §17 tried: pg_basebackup -R -X stream with a replication slot, the standby
// on a port of its own. -R writes the primary's connection settings, password included, into the
// standby's postgresql.auto.conf: keep <run-dir> private.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { freePort } from './free-port.mjs'

const SLOT = 'internplace_replica'

/**
 * Starts (making them first when missing) the replica, and the primary when `primaryUrl` is
 * unset. Answers the URLs the API processes use, and `stop()` for both servers.
 */
export async function startLocalReplica({ dir, primaryUrl, log }) {
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql') : []
  if (versions.length === 0) {
    throw new Error('--replica needs PostgreSQL: bash scripts/ensure-system-packages.sh')
  }
  const bin = `/usr/lib/postgresql/${versions.sort((a, b) => Number(a) - Number(b)).at(-1)}/bin`
  const asRoot = process.getuid?.() === 0
  const pg = (tool, args, options = {}) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args], options)
      : execFileSync(`${bin}/${tool}`, args, options)
  fs.mkdirSync(dir, { recursive: true })
  // PostgreSQL refuses to run as root; its folders belong to its own user.
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir])
  const portsFile = path.join(dir, 'ports.json')
  // The standby's settings name the primary's port: both keep theirs from one run to the next.
  const ports = fs.existsSync(portsFile)
    ? JSON.parse(fs.readFileSync(portsFile, 'utf8'))
    : { primary: await freePort(), replica: await freePort() }
  fs.writeFileSync(portsFile, JSON.stringify(ports))

  const running = (data) => {
    try {
      pg('pg_ctl', ['-D', data, 'status'], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  }
  const start = (data, port, name) => {
    if (running(data)) return log(`${name} already running (${data})`)
    pg('pg_ctl', [
      ...['-D', data, '-l', path.join(dir, `${name}.log`), '-w'],
      // Only this machine; an unused slot may keep at most 1 GB of WAL for a standby gone away.
      ...['-o', `-h 127.0.0.1 -p ${port} -k ${dir} -c max_slot_wal_keep_size=1GB`, 'start'],
    ])
  }
  const started = []

  if (!primaryUrl) {
    const data = path.join(dir, 'primary')
    if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
      log(`making a primary in ${data}`)
      // trust on 127.0.0.1 only, as the test servers: a server for trying, not for production.
      pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'])
    }
    start(data, ports.primary, 'primary')
    started.unshift(data)
    const base = `postgres://postgres@127.0.0.1:${ports.primary}`
    const exists = pg('psql', [
      ...['-d', `${base}/postgres`, '-Atc'],
      "select 1 from pg_database where datname = 'internplace'",
    ])
    if (!exists.toString().trim()) {
      pg('psql', ['-d', `${base}/postgres`, '-c', 'create database internplace'])
    }
    primaryUrl = `${base}/internplace`
    log(`primary on 127.0.0.1:${ports.primary}`)
  }

  const data = path.join(dir, 'replica')
  if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
    log(`making a streaming replica in ${data} (pg_basebackup, slot ${SLOT})`)
    // A slot left by an earlier replica of this folder would refuse a new one of its name.
    pg('psql', [
      ...['-d', primaryUrl, '-c'],
      `select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = '${SLOT}' and not active`,
    ])
    pg('pg_basebackup', [
      ...['-d', primaryUrl, '-D', data, '-R', '-X', 'stream'],
      ...['-S', SLOT, '-C', '-c', 'fast'],
    ])
  }
  start(data, ports.replica, 'replica')
  started.unshift(data)
  const replicaUrl = new URL(primaryUrl)
  replicaUrl.hostname = '127.0.0.1'
  replicaUrl.port = String(ports.replica)
  log(`streaming replica on 127.0.0.1:${ports.replica}`)
  return {
    primaryUrl,
    replicaUrl: replicaUrl.toString(),
    /** The replica first, then the primary it follows, if it was started here. */
    stop() {
      for (const folder of started) {
        try {
          pg('pg_ctl', ['-D', folder, '-m', 'fast', '-w', 'stop'], { stdio: 'ignore' })
        } catch {
          // Already stopped.
        }
      }
    },
  }
}
