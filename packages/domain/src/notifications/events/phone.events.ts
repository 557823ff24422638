import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'

const channel = z.enum(['sms', 'whatsapp'])

/**
 * What the phone channels say of themselves (DESIGN §11 Channels): the code that confirms a
 * number, and the answers to what a person texted us. Sent to a number on one channel, whatever
 * its choices: a STOP is confirmed on the channel it stopped.
 */
export const PHONE_EVENTS = {
  'phone-code': noticeEvent({ topic: null, uncapped: true, data: z.object({ code: z.string() }) }),
  'phone-reply': noticeEvent({
    topic: null,
    data: z.discriminatedUnion('reply', [
      z.object({ reply: z.literal('stopped'), channel }),
      z.object({ reply: z.literal('started'), channel }),
      z.object({ reply: z.literal('help') }),
      z.object({ reply: z.literal('slot-chosen'), companyName: z.string(), startsAt: z.string() }),
      z.object({
        reply: z.literal('attendance'),
        attending: z.boolean(),
        companyName: z.string(),
        startsAt: z.string(),
      }),
    ]),
  }),
}
