import type { Db } from '../src/db/client.js'
import { publishEvent, type LiveEvent } from '../src/lib/events.js'

/** Publishes an event the way services do, in a transaction of its own. */
export const publishInTransaction = (db: Db, accountId: string, event: LiveEvent) =>
  db.transaction((tx) => publishEvent(tx, accountId, event))
