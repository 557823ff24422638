import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'

/** Who wrote a chat message, as its notice and mail name them. */
const chatMessage = z.object({
  applicationId: z.string(),
  fromCompany: z.boolean(),
  companyName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  text: z.string(),
})

/** A chat message between an applicant and a company, told to the other side. */
export const MESSAGE_EVENTS = {
  /** A message came: the in-app notice, always. */
  'message-received': noticeEvent({ topic: 'message', data: chatMessage }),
  /**
   * The recipient was away when a message came: a mail, at most one per chat and recipient in 15
   * minutes (decided by the sender's side of the chat before it is sent).
   */
  'message-waiting': noticeEvent({
    topic: 'message',
    data: chatMessage.extend({ roleTitle: z.string() }),
  }),
}
