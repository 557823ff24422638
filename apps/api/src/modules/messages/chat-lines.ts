import type { MessageSender } from '@app/domain'
import type { Tx } from '../../db/client.js'
import { messages } from '../../db/schema.js'
import { publishEvent } from '../../lib/events.js'
import { recordMessage } from './conversation-summary.js'
import { messageDto } from './messages.service.js'

/**
 * A line the app writes into an application's chat on a party's behalf (an interview step): it
 * counts as unread for the other side, and both sides' open chats hear of it at once.
 */
export async function writeSystemLine(
  tx: Tx,
  app: { id: string; companyId: string; internId: string },
  sender: MessageSender,
  body: string,
) {
  const [message] = await tx
    .insert(messages)
    .values({ applicationId: app.id, sender, body, type: 'system' })
    .returning()
  if (!message) throw new Error('The chat line was not saved')
  await recordMessage(tx, app, message)
  const event = {
    type: 'message',
    data: { ...messageDto(message), applicationId: app.id },
  } as const
  await publishEvent(tx, app.companyId, event)
  await publishEvent(tx, app.internId, event)
}
