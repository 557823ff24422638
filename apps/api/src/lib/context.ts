import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import type { FileStorage } from './file-storage.js'
import type { EventBus } from './events.js'
import type { JobRunner } from './job-queue.js'
import type { LastWrite, SignedInAccount } from './sessions.js'
import type { Mailer } from './mailer.js'
import type { PhoneTransports } from './phone-transports.js'

/**
 * The one way read-only work reaches the database (decision 074): `run` gives `work` a context
 * whose `db` is a hot standby, or the primary over read-only connections, so nothing run through
 * it can write. The reader's last write decides whether a standby has it yet.
 */
export interface ReadRouting {
  run<T>(
    reader: { lastWrite?: LastWrite | null | undefined } | null,
    work: (ctx: AppContext) => Promise<T>,
  ): Promise<T>
}

/** What services need from the outside world; built once in app.ts. */
export interface AppContext {
  /** The primary: every write, and every read not routed through `reads`. */
  db: Db
  /** Public lists, search, role pages and the intern's roles: replicas when configured. */
  reads: ReadRouting
  /** The mail transport; code that tells someone something calls `notify`, whose job runs this. */
  mailer: Mailer
  /** The SMS and WhatsApp transports; as with mail, code calls `notify`, whose jobs run these. */
  phones: PhoneTransports
  /** Durable background work: `jobs.enqueue(tx, name, payload)`. */
  jobs: JobRunner
  /** Realtime events of this process's open streams. */
  events: EventBus
  config: Config
  /** Bytes of uploaded files: the local folder or the S3 bucket. */
  files: FileStorage
  /** Key for the HMAC of sign-in codes. */
  otpSecret: string
  /** For what fails without failing the request (a mail not sent). */
  log: Pick<FastifyBaseLogger, 'warn'>
}

/**
 * Who acts, as services take it: `(ctx, actor, input)`. Routes pass the signed-in account;
 * services read only its id and decide themselves what it may do.
 */
export type Actor = Pick<SignedInAccount, 'id'>
