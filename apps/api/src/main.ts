import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { openDatabase } from './db/client.js'
import { loadDemoData } from './demo/demo-data.js'
import { lockDataDir } from './lib/data-dir-lock.js'
import { loadOtpSecret } from './lib/secrets.js'
import { recordPublicUrl } from './lib/served-address.js'
import { fillMissingMatchFeatures } from './modules/roles/role-match.queries.js'

/** How long requests in flight (a slow upload) may take to finish once a stop is asked for. */
const SHUTDOWN_GRACE_MS = 60_000

async function main() {
  const config = loadConfig()
  const usesEmbeddedDb = !config.DATABASE_URL
  const unlock = usesEmbeddedDb ? lockDataDir(config.dataDir) : () => {}
  const database = await openDatabase(
    usesEmbeddedDb ? { dataDir: `${config.dataDir}/pgdata` } : { url: config.DATABASE_URL! },
  ).catch((error: unknown) => {
    unlock()
    throw error
  })
  const app = await buildApp({
    config,
    db: database.db,
    otpSecret: loadOtpSecret(config.OTP_SECRET, config.dataDir),
  })
  let stopping = false
  /** Background work main itself started after listening; the database outlives it. */
  let backfill: Promise<unknown> = Promise.resolve()
  const shutDown = async () => {
    await app.close()
    await backfill
    await database.close()
    unlock()
  }

  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // Graceful (decision 026): /health/ready answers 503, event streams end so browsers reconnect
    // to another process, the port closes, requests in flight finish; then the database closes.
    app.log.info(`${signal} received, shutting down`)
    setTimeout(() => {
      app.log.error(`Still busy ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}; exiting anyway`)
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    await shutDown()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop('SIGINT'))
  process.on('SIGTERM', () => void stop('SIGTERM'))

  try {
    if (config.DEMO_DATA) {
      const { loaded } = await loadDemoData(app.ctx)
      if (loaded) app.log.info('Loaded demo data into the empty database')
    }
    await app.listen({ port: config.PORT, host: config.HOST })
    recordPublicUrl(config.dataDir, config.PUBLIC_URL)
  } catch (error) {
    await shutDown()
    throw error
  }
  const local = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`
  app.log.info(`Internplace is running at ${local} (database: ${database.engine})`)
  // Roles written before their match features existed get them now, in batches, while requests
  // are served (decision 042); a no-op once done.
  backfill = fillMissingMatchFeatures(database.db, undefined, () => stopping).then(
    (filled) => {
      if (filled > 0) app.log.info(`Filled the match features of ${filled} roles`)
    },
    (error: unknown) => {
      if (!stopping) app.log.warn({ err: error }, "Filling roles' match features failed")
    },
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
