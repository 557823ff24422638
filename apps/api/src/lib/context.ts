import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import type { EventBus } from './events.js'
import type { Mailer } from './mailer.js'

/** What services need from the outside world; built once in app.ts. */
export interface AppContext {
  db: Db
  mailer: Mailer
  /** Realtime events of this process's open streams. */
  events: EventBus
  config: Config
  /** Key for the HMAC of sign-in codes. */
  otpSecret: string
}
