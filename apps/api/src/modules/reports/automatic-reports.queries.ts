import { and, eq, isNull } from 'drizzle-orm'
import { SCAM_SIGNALS, type ScamSignal } from '@app/domain'
import type { Tx } from '../../db/client.js'
import { conversations, reports, type messages } from '../../db/schema.js'
import { keptMessage } from './moderation-records.queries.js'

const openAutomaticReportOf = (applicationId: string) =>
  and(
    eq(reports.applicationId, applicationId),
    eq(reports.status, 'open'),
    eq(reports.source, 'automatic'),
  )

/**
 * A chat message the scam-signal rule flagged (decision 022): the chat shows both sides the safety
 * notice from now on, and the console's report queue gets one open automatic report per chat.
 * Every message flagged while it is open joins it, words and signals (decision 049): the fee
 * request or the bank account that follows an innocent first flag must reach the operator.
 */
export async function flagConversation(tx: Tx, message: typeof messages.$inferSelect) {
  const signals = message.scamSignals as ScamSignal[]
  const isAboutMoney = (found: readonly string[]) =>
    found.includes('asks_for_money') || found.includes('bank_account')
  await tx
    .update(conversations)
    .set({ flaggedAt: message.createdAt })
    .where(
      and(eq(conversations.applicationId, message.applicationId), isNull(conversations.flaggedAt)),
    )
  const [filed] = await tx
    .insert(reports)
    .values({
      source: 'automatic',
      targetType: 'message',
      targetId: message.id,
      reason: isAboutMoney(signals) ? 'fees' : 'other',
      signals,
      messageId: message.id,
      applicationId: message.applicationId,
      flaggedMessages: [keptMessage(message)],
    })
    .onConflictDoNothing()
    .returning({ id: reports.id })
  if (filed) return
  const [open] = await tx
    .select({ id: reports.id, signals: reports.signals, flaggedMessages: reports.flaggedMessages })
    .from(reports)
    .where(openAutomaticReportOf(message.applicationId))
    .for('update')
  if (!open) return
  const found = SCAM_SIGNALS.filter((s) => open.signals.includes(s) || signals.includes(s))
  await tx
    .update(reports)
    .set({
      signals: found,
      reason: isAboutMoney(found) ? 'fees' : 'other',
      flaggedMessages: [...open.flaggedMessages, keptMessage(message)],
    })
    .where(eq(reports.id, open.id))
}
