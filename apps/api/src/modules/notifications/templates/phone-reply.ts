import { shortWat } from '../../../lib/phone-times.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

const CHANNEL_NAMES = { sms: 'SMS', whatsapp: 'WhatsApp' } as const

/** The answer to what a person texted us, on the channel they wrote on. */
export const phoneReply: NoticeTemplate<'phone-reply'> = {
  phone: (data, links) => {
    switch (data.reply) {
      case 'stopped':
        return phoneWords('channel_stopped', [CHANNEL_NAMES[data.channel]])
      case 'started':
        return phoneWords('channel_started', [CHANNEL_NAMES[data.channel]])
      case 'slot-chosen':
        return phoneWords('slot_chosen', [data.companyName, shortWat(data.startsAt)])
      case 'attendance':
        return phoneWords(data.attending ? 'attendance_confirmed' : 'attendance_declined', [
          data.companyName,
          shortWat(data.startsAt),
        ])
      case 'help':
        return phoneWords('reply_help', [links.config.PUBLIC_URL])
    }
  },
}
