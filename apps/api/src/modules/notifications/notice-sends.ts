import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { SENDS_KEPT_DAYS } from '@app/domain'
import type { Db, Tx } from '../../db/client.js'
import { noticeSends, phoneReplies } from '../../db/schema.js'

type SendStatus = (typeof noticeSends.$inferSelect)['status']
type SendChannel = (typeof noticeSends.$inferSelect)['channel']

/**
 * 'ad***@example.com', '+234803****567' (the network's prefix shows): an operator can tell two
 * sends apart without reading the address.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 0) return `${address.slice(0, 7)}****${address.slice(-3)}`
  return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`
}

/** Records a message handed to a channel, before its job exists; answers the record's id. */
export async function recordSend(
  tx: Db | Tx,
  send: {
    channel: SendChannel
    event: string
    accountId: string | null
    to: string
    held: boolean
    /** A phone message's words, sealed, kept for its fallback until it is delivered. */
    sealed?: string
    segments?: number | null
    fallbackOf?: string | null
  },
): Promise<string> {
  const [row] = await tx
    .insert(noticeSends)
    .values({
      channel: send.channel,
      event: send.event,
      accountId: send.accountId,
      maskedTo: maskAddress(send.to),
      status: send.held ? 'held' : 'queued',
      sealed: send.sealed ?? null,
      segments: send.segments ?? null,
      fallbackOf: send.fallbackOf ?? null,
    })
    .returning({ id: noticeSends.id })
  if (!row) throw new Error('The send was not recorded')
  return row.id
}

/** The send's job was queued again (a held mail released). */
export const markSendQueued = (db: Db | Tx, id: string) => settle(db, id, 'queued', {})

/** The provider took it (and said what it costs, when it does). */
export const markSendSent = (
  db: Db,
  id: string,
  providerId: string | null,
  cost: string | null = null,
) =>
  settle(db, id, 'sent', {
    providerId,
    cost,
    attempts: sql`${noticeSends.attempts} + 1`,
    error: null,
  })

/** A try failed: `final` when no try is left, so the send failed for good. */
export const markSendTryFailed = (db: Db, id: string, error: string, final: boolean) =>
  settle(db, id, final ? 'failed' : 'queued', {
    attempts: sql`${noticeSends.attempts} + 1`,
    error: error.slice(0, 500),
  })

/** Not sent on purpose, and why; a phone message's sealed words go with it, never to be sent. */
export const markSendDropped = (db: Db | Tx, id: string, why: string) =>
  settle(db, id, 'dropped', { error: why, sealed: null })

async function settle(
  db: Db | Tx,
  id: string,
  status: SendStatus,
  fields: Partial<
    Pick<typeof noticeSends.$inferInsert, 'providerId' | 'error' | 'cost' | 'sealed'>
  > & {
    attempts?: SQL
  },
) {
  await db
    .update(noticeSends)
    .set({ ...fields, status, updatedAt: new Date() })
    .where(
      and(
        eq(noticeSends.id, id),
        // A provider's later report (delivered) is not undone by a late retry's answer.
        inArray(noticeSends.status, ['queued', 'held', 'failed']),
      ),
    )
}

/**
 * Erases the records of sends older than SENDS_KEPT_DAYS (a sweep; the index on created_at), and
 * of replies received as long ago: a provider retries a callback for hours, not weeks.
 */
export async function eraseOldSends(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SENDS_KEPT_DAYS * 24 * 60 * 60 * 1000)
  await db.delete(noticeSends).where(lt(noticeSends.createdAt, before))
  await db.delete(phoneReplies).where(lt(phoneReplies.receivedAt, before))
}
