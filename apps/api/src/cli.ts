import { pathToFileURL } from 'node:url'
import { SignInInputSchema } from '@app/domain'
import { loadConfig } from './config.js'
import { openDatabase } from './db/client.js'
import { lockDataDir } from './lib/data-dir-lock.js'
import { recordedPublicUrl } from './lib/served-address.js'
import { adminSignInLink } from './lib/web-links.js'
import { createAdminAccount } from './modules/admin/admin-accounts.js'

const USAGE = `Usage: node apps/api/dist/cli.js admin:create EMAIL
  (in a checkout: npm run admin:create -- EMAIL)

  admin:create EMAIL   makes an admin account for EMAIL (nothing changes if there is one);
                       it signs in at /admin/sign-in with a code mailed to EMAIL.

Uses the server's settings: DATABASE_URL, or else the embedded database in DATA_DIR (stop the
server first: the embedded database takes one process at a time). The sign-in link it prints is
on PUBLIC_URL or PORT when given, else on the address the server last ran at in DATA_DIR.`

/** Operator commands; answers the process's exit code. */
export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  const [command, email, ...rest] = args
  if (command !== 'admin:create' || !email || rest.length > 0) {
    out.error(USAGE)
    return 2
  }
  if (!SignInInputSchema.safeParse({ email }).success) {
    out.error(`Not an email address: ${JSON.stringify(email)}`)
    return 1
  }
  let unlock = () => {}
  try {
    const config = loadConfig(env)
    const usesEmbeddedDb = !config.DATABASE_URL
    if (usesEmbeddedDb) unlock = lockDataDir(config.dataDir)
    const database = await openDatabase(
      usesEmbeddedDb ? { dataDir: `${config.dataDir}/pgdata` } : { url: config.DATABASE_URL! },
    )
    try {
      const admin = await createAdminAccount(database.db, email)
      // Told nothing of the address here, the link is the running server's, not the default port.
      const isAddressGiven = Boolean(env.PUBLIC_URL || env.PORT)
      const publicUrl = isAddressGiven
        ? config.PUBLIC_URL
        : (recordedPublicUrl(config.dataDir) ?? config.PUBLIC_URL)
      out.log(
        admin.created
          ? `Created the admin account ${admin.email}. Sign in at ${adminSignInLink({ PUBLIC_URL: publicUrl })}`
          : `${admin.email} is already an admin; nothing changed.`,
      )
      return 0
    } finally {
      await database.close()
    }
  } catch (error) {
    out.error(error instanceof Error ? error.message : String(error))
    return 1
  } finally {
    unlock()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void runCli(process.argv.slice(2)).then((code) => process.exit(code))
}
