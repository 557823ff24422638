import type { NoticeTemplate } from '../notice-template.js'
import { messageWords } from './message-words.js'

/** A chat message came: the in-app notice, to the other side. */
export const messageReceived: NoticeTemplate<'message-received'> = {
  inApp: (data) => {
    const { title, preview } = messageWords(data)
    return { type: 'message', title, description: preview, applicationId: data.applicationId }
  },
}
