import { buildApp } from './app.js'
import { loadConfig } from './config.js'
import { openDatabase } from './db/client.js'
import { loadDemoData } from './demo/demo-data.js'
import { lockDataDir } from './lib/data-dir-lock.js'
import { loadOtpSecret } from './lib/secrets.js'
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
  const shutDown = async () => {
    await app.close()
    await database.close()
    unlock()
  }

  let stopping = false
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
    await fillMissingMatchFeatures(database.db)
    if (config.DEMO_DATA) {
      const { loaded } = await loadDemoData(app.ctx)
      if (loaded) app.log.info('Loaded demo data into the empty database')
    }
    await app.listen({ port: config.PORT, host: config.HOST })
  } catch (error) {
    await shutDown()
    throw error
  }
  const local = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`
  app.log.info(`Internplace is running at ${local} (database: ${database.engine})`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
