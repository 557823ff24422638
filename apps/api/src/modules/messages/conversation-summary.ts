import { eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client.js'
import { conversations, type messages } from '../../db/schema.js'
import type { ApplicationParty } from '../applications/application-access.queries.js'

/**
 * The summary an inbox reads (decision 017), kept in the transaction of each message and each
 * mark-read, so it can never disagree with the messages.
 */

/** The value from the new message when it is newer than the stored one (a slower send may commit later). */
const newer = (column: AnyPgColumn): SQL =>
  sql`case when (excluded.last_message_at, excluded.last_message_id) > (${conversations.lastMessageAt}, ${conversations.lastMessageId}) then excluded.${sql.identifier(column.name)} else ${column} end`

/** A message was saved: it may be the newest, and it is unread for the other side. */
export async function recordMessage(
  tx: Tx,
  parties: { companyId: string; internId: string },
  message: typeof messages.$inferSelect,
) {
  const fromIntern = message.sender === 'user'
  await tx
    .insert(conversations)
    .values({
      applicationId: message.applicationId,
      companyId: parties.companyId,
      internId: parties.internId,
      lastMessageId: message.id,
      lastMessageSender: message.sender,
      lastMessageBody: message.body,
      lastMessageAt: message.createdAt,
      companyUnread: fromIntern ? 1 : 0,
      internUnread: fromIntern ? 0 : 1,
    })
    .onConflictDoUpdate({
      target: conversations.applicationId,
      set: {
        lastMessageId: newer(conversations.lastMessageId),
        lastMessageSender: newer(conversations.lastMessageSender),
        lastMessageBody: newer(conversations.lastMessageBody),
        lastMessageAt: newer(conversations.lastMessageAt),
        ...(fromIntern
          ? { companyUnread: sql`${conversations.companyUnread} + 1` }
          : { internUnread: sql`${conversations.internUnread} + 1` }),
      },
    })
}

/**
 * The viewer read the chat. Run first in the mark-read transaction: the row lock makes a message
 * sent meanwhile either wait for this transaction (and count as unread after it) or be read by it.
 */
export async function clearUnread(tx: Tx, viewer: ApplicationParty, applicationId: string) {
  await tx
    .update(conversations)
    .set(viewer.kind === 'company' ? { companyUnread: 0 } : { internUnread: 0 })
    .where(eq(conversations.applicationId, applicationId))
}

/**
 * Summarises every chat from its messages, for data written in bulk (the demo data, the
 * benchmark). The same statement as the backfill of migration 0006, which stays as it was.
 */
export async function summariseAllConversations(db: Db | Tx) {
  await db.execute(sql`
    INSERT INTO conversations (application_id, company_id, intern_id, last_message_id,
      last_message_sender, last_message_body, last_message_at, company_unread, intern_unread)
    SELECT last.application_id, roles.company_id, applications.intern_id, last.id, last.sender,
      last.body, last.created_at, unread.company_unread, unread.intern_unread
    FROM (
      SELECT DISTINCT ON (application_id) application_id, id, sender, body, created_at
      FROM messages
      ORDER BY application_id, created_at DESC, id DESC
    ) AS last
    JOIN (
      SELECT application_id,
        (count(*) FILTER (WHERE sender = 'user' AND read_at IS NULL))::int AS company_unread,
        (count(*) FILTER (WHERE sender = 'company' AND read_at IS NULL))::int AS intern_unread
      FROM messages
      GROUP BY application_id
    ) AS unread ON unread.application_id = last.application_id
    JOIN applications ON applications.id = last.application_id
    JOIN roles ON roles.id = applications.role_id
    ON CONFLICT (application_id) DO NOTHING`)
}
