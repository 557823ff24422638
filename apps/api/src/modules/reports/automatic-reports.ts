import { eq, isNull, and } from 'drizzle-orm'
import type { ScamSignal } from '@app/domain'
import type { Tx } from '../../db/client.js'
import { conversations, reports, type messages } from '../../db/schema.js'

/**
 * A chat message the scam-signal rule flagged (decision 022): the chat shows both sides the safety
 * notice from now on, and the console's report queue gets one open automatic report per chat — a
 * second flagged message while it is open adds nothing, as the report already leads to the chat.
 */
export async function flagConversation(tx: Tx, message: typeof messages.$inferSelect) {
  const signals = message.scamSignals as ScamSignal[]
  await tx
    .update(conversations)
    .set({ flaggedAt: message.createdAt })
    .where(
      and(eq(conversations.applicationId, message.applicationId), isNull(conversations.flaggedAt)),
    )
  const isAboutMoney = signals.includes('asks_for_money') || signals.includes('bank_account')
  await tx
    .insert(reports)
    .values({
      source: 'automatic',
      targetType: 'message',
      targetId: message.id,
      reason: isAboutMoney ? 'fees' : 'other',
      signals,
      messageId: message.id,
      applicationId: message.applicationId,
    })
    .onConflictDoNothing()
}
