import { chatLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { messageWords } from './message-words.js'

/** A chat message came while the other side was away: a mail, at most one per 15 minutes. */
export const messageWaiting: NoticeTemplate<'message-waiting'> = {
  mail: (data, links) => {
    const { title, preview } = messageWords(data)
    const reader = data.fromCompany ? 'intern' : 'company'
    return {
      subject: `${title} about ${data.roleTitle}`,
      text: `${title}:\n\n${preview}\n\nRead and reply: ${chatLink(links.config, reader, data.applicationId)}`,
    }
  },
}
