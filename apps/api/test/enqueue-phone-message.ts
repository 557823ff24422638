// A process that tells an account something by SMS and is then killed with -9 before its job can
// run (phone-crash.test.ts): it builds the app without starting its background work, calls notify
// in a transaction, says "queued" once that commits, and waits to be killed.
import { buildApp } from '../src/app.js'
import { loadConfig } from '../src/config.js'
import { openDatabase } from '../src/db/client.js'
import { notify } from '../src/modules/notifications/notify.js'

const [accountId] = process.argv.slice(2)
if (!accountId) throw new Error('usage: enqueue-phone-message <accountId>')
const config = loadConfig()
const database = await openDatabase({ url: config.DATABASE_URL! })
// Not `ready()`: without it no job runs here, so the message can only be sent after the kill.
const app = await buildApp({ config, db: database.db, otpSecret: process.env.OTP_SECRET! })
await database.db.transaction((tx) =>
  notify(
    app.ctx,
    tx,
    { accountId },
    {
      name: 'company-rejected',
      data: { companyName: 'Kolanut Ventures', reason: 'The CAC number does not match the name.' },
    },
  ),
)
process.stdout.write('queued\n')
setInterval(() => {}, 60_000)
