import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import { openReadOnlyPool, type ReadOnlyPool } from '../db/client.js'
import type { AppContext, ReadRouting } from './context.js'
import type { Metrics } from './metrics.js'
import type { LastWrite } from './sessions.js'

/*
 * Reads across replicas (decision 074). Read-only work (public lists, search, role pages, the
 * intern's roles list) runs through `ctx.reads.run(reader, work)`: on a hot standby that is up,
 * close enough behind the primary, and has replayed the reader's own last write; otherwise on the
 * primary. Everything else uses `ctx.db`, the primary, as before.
 */

/** A standby further behind than this serves nothing until it catches up. */
export const REPLICA_MAX_LAG_S = 5
/** How often each process asks the primary and every standby where they are. */
export const REPLICA_CHECK_INTERVAL_MS = 1_000
/**
 * After a write, the writer's reads go to the primary this long, unless a standby is seen to have
 * replayed the write sooner. Past it, any standby in use is within the lag limit of now, so it has
 * the write: the limit, plus one check for what the checks cannot see between them.
 */
export const READ_YOUR_WRITES_MS = REPLICA_MAX_LAG_S * 1_000 + REPLICA_CHECK_INTERVAL_MS
/** A server that does not answer its check in this time counts as down. */
const CHECK_TIMEOUT_MS = 2_000
/** Connecting to a standby that has vanished must not hold a request longer than this. */
const CONNECT_TIMEOUT_MS = 1_000
/** The primary's positions, one a check, kept this long: the most lag a standby can report. */
const HISTORY_MS = 10 * 60_000

/** Who reads: a signed-in account's session carries its last write; a visitor has none. */
export interface Reader {
  lastWrite?: LastWrite | null | undefined
}

export type ReplicaState = 'unknown' | 'up' | 'down' | 'lagging' | 'not a standby'

interface Replica extends ReadOnlyPool {
  /** host:port, the `server` label of the metrics and the name in the log. */
  name: string
  state: ReplicaState
  /** How far the standby had replayed the primary's WAL at its last check. */
  replayed: bigint | null
  lagSeconds: number
  /** The context of the work this standby serves: the app's, with this `db`. */
  ctx?: AppContext
}

/** A WAL position ('16/B374D848') as a number, to compare. */
export const lsnValue = (lsn: string): bigint => {
  const [high, low] = lsn.split('/')
  return (BigInt(`0x${high}`) << 32n) | BigInt(`0x${low}`)
}

/** The driver's error: drizzle wraps it (DrizzleQueryError) with the query as the message. */
const driverError = (error: unknown): unknown => {
  let inner = error
  for (let depth = 0; depth < 5; depth++) {
    if (!(inner instanceof Error) || 'code' in inner || inner.cause === undefined) return inner
    inner = inner.cause
  }
  return inner
}
const errorCode = (error: unknown) => {
  const inner = driverError(error)
  return inner && typeof inner === 'object' && 'code' in inner ? String(inner.code) : ''
}
const errorMessage = (error: unknown) => {
  const inner = driverError(error)
  return inner instanceof Error ? inner.message : String(inner)
}

/**
 * A standby that stops answering (LIBRARIES §17): a query in flight fails with 57P01 when it shuts
 * down (57P02 when it crashes, 57P03 while it starts), new connections are refused (ECONNREFUSED,
 * ENOENT on a socket), or it is unreachable and the connect times out.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ENOENT',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|terminating connection/i

export function replicaUnavailable(error: unknown): boolean {
  const code = errorCode(error)
  // Class 08: connection exceptions. A driver error without a SQLSTATE is told by its message.
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true
  return !/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_MESSAGES.test(errorMessage(error))
}

/**
 * A read the standby cancelled because replaying the primary's changes needed what it was reading
 * (40001, 'conflict with recovery'). The standby is fine; the read runs again on the primary.
 */
const recoveryConflict = (error: unknown) =>
  errorCode(error) === '40001' && /conflict with recovery/i.test(errorMessage(error))

export interface ReadRoutingOptions {
  /** The primary's pool settings: reads that fall back go to it over read-only connections. */
  primary: pg.PoolConfig
  replicaUrls: string[]
  metrics: Pick<Metrics, 'dbReads' | 'replicaLag'>
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>
}

export interface ReplicaRouting extends ReadRouting {
  /** Hands the routing the context its work runs in (built after it), and starts the checks. */
  start(ctx: AppContext): void
  /** Where each standby stood at its last check. */
  replicas(): { name: string; state: ReplicaState; lagSeconds: number; replayed: bigint | null }[]
  close(): Promise<void>
}

/** Without standbys every read is the primary's, on the app's context as it is. */
export function primaryOnly(metrics: Pick<Metrics, 'dbReads'>): ReplicaRouting {
  let base: AppContext | undefined
  return {
    start: (ctx) => void (base = ctx),
    run: async (_reader, work) => {
      try {
        return await work(base!)
      } finally {
        metrics.dbReads.inc({ server: 'primary' })
      }
    },
    replicas: () => [],
    close: async () => {},
  }
}

export function replicaRouting({
  primary: primarySettings,
  replicaUrls,
  metrics,
  log,
}: ReadRoutingOptions): ReplicaRouting {
  const warnOf = (what: string) => (error: Error) =>
    log.warn({ err: error }, `${what}: ${error.message}`)
  const primary: ReadOnlyPool & { ctx?: AppContext } = openReadOnlyPool(
    primarySettings,
    warnOf('A read-only connection to the primary failed'),
  )
  const replicas: Replica[] = replicaUrls.map((url) => {
    const { hostname, port } = new URL(url)
    const name = `${hostname}:${port || '5432'}`
    return {
      name,
      state: 'unknown',
      replayed: null,
      lagSeconds: 0,
      ...openReadOnlyPool(
        { connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
        warnOf(`Replica ${name}: a connection failed`),
      ),
    }
  })
  /** Where the primary's WAL stood at each check: a standby's lag is read off it. */
  const history: { at: number; lsn: bigint }[] = []
  let turn = 0
  let timer: NodeJS.Timeout | undefined
  let checking: Promise<void> | null = null
  let closed = false

  const setState = (replica: Replica, state: ReplicaState, why: string) => {
    if (replica.state === state) return
    replica.state = state
    if (state === 'up') log.info(`Replica ${replica.name} serves reads`)
    else log.warn(`Replica ${replica.name} is ${state} (${why}): its reads go to the primary`)
  }

  /**
   * How long ago the primary first stood past what the standby has replayed: the oldest check at
   * which it did. 0 once the standby has replayed all the primary had written at this check. Not
   * `now() - pg_last_xact_replay_timestamp()`, which grows while the primary is idle (LIBRARIES
   * §17), and no clock but this process's.
   */
  const lagOf = (replayed: bigint, now: number) => {
    if (replayed >= history.at(-1)!.lsn) return 0
    const firstAhead = history.find((sample) => sample.lsn > replayed)!
    return (now - firstAhead.at) / 1000
  }

  const withTimeout = <T>(promise: Promise<T>, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`${what} did not answer in ${CHECK_TIMEOUT_MS} ms`)),
          CHECK_TIMEOUT_MS,
        ).unref(),
      ),
    ])

  async function checkReplica(replica: Replica, now: number) {
    try {
      const { rows } = await withTimeout(
        replica.pool.query<{ standby: boolean; replayed: string | null }>(
          'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replayed',
        ),
        'its check',
      )
      const { standby, replayed } = rows[0]!
      if (!standby || replayed === null) {
        // A promoted or misnamed server takes writes: nothing routed here may reach it.
        replica.replayed = null
        return setState(replica, 'not a standby', 'it is not in recovery')
      }
      replica.replayed = lsnValue(replayed)
      replica.lagSeconds = lagOf(replica.replayed, now)
      metrics.replicaLag.set({ server: replica.name }, replica.lagSeconds)
      if (replica.lagSeconds > REPLICA_MAX_LAG_S) {
        setState(replica, 'lagging', `${replica.lagSeconds.toFixed(1)} s behind`)
      } else setState(replica, 'up', 'caught up')
    } catch (error) {
      setState(replica, 'down', errorMessage(error))
    }
  }

  async function checkAll() {
    let lsn: string
    try {
      const { rows } = await withTimeout(
        primary.pool.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
        'the primary',
      )
      lsn = rows[0]!.lsn
    } catch (error) {
      // Without the primary's position no lag is known; the standbys keep their states.
      return log.warn({ err: error }, 'Replica check: the primary did not answer')
    }
    const now = Date.now()
    history.push({ at: now, lsn: lsnValue(lsn) })
    while (history.length > 1 && history[0]!.at < now - HISTORY_MS) history.shift()
    await Promise.all(replicas.map((replica) => checkReplica(replica, now)))
  }

  const check = () => {
    if (closed) return Promise.resolve()
    // One round at a time: a slow standby's check must not pile up behind the next.
    checking ??= checkAll().finally(() => (checking = null))
    return checking
  }

  /** Counts a read where it was answered, a 404 as much as a page of roles. */
  const answeredBy = async <T>(server: string, work: () => Promise<T>) => {
    try {
      return await work()
    } finally {
      metrics.dbReads.inc({ server })
    }
  }

  /** A standby that is up and has replayed the reader's last write, if recent; each in turn. */
  function chooseFor(reader: Reader | null): Replica | null {
    const wrote = reader?.lastWrite
    const recent = wrote ? Date.now() - wrote.at.getTime() < READ_YOUR_WRITES_MS : false
    const written = wrote && recent ? lsnValue(wrote.lsn) : 0n
    const fit = replicas.filter(
      (replica) => replica.state === 'up' && (!recent || (replica.replayed ?? -1n) >= written),
    )
    if (fit.length === 0) return null
    turn = (turn + 1) % fit.length
    return fit[turn]!
  }

  return {
    start(ctx) {
      primary.ctx = { ...ctx, db: primary.db }
      for (const replica of replicas) replica.ctx = { ...ctx, db: replica.db }
      void check()
      timer = setInterval(() => void check(), REPLICA_CHECK_INTERVAL_MS)
      timer.unref()
    },
    async run(reader, work) {
      const replica = chooseFor(reader)
      if (!replica) return answeredBy('primary', () => work(primary.ctx!))
      let handedOver = false
      try {
        return await work(replica.ctx!)
      } catch (error) {
        const conflict = recoveryConflict(error)
        if (!conflict && !replicaUnavailable(error)) throw error
        if (!conflict) {
          setState(replica, 'down', errorMessage(error))
          // Checked again at once, so it serves again as soon as it is back.
          void check()
        }
        handedOver = true
        return answeredBy('primary', () => work(primary.ctx!))
      } finally {
        if (!handedOver) metrics.dbReads.inc({ server: replica.name })
      }
    },
    replicas: () =>
      replicas.map(({ name, state, lagSeconds, replayed }) => ({
        name,
        state,
        lagSeconds,
        replayed,
      })),
    async close() {
      if (closed) return
      closed = true
      clearInterval(timer)
      await checking
      await Promise.all([primary, ...replicas].map(({ pool }) => pool.end()))
    },
  }
}
