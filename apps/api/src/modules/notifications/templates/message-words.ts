import { maskedApplicantName, type NoticeEventData } from '@app/domain'

const PREVIEW_LENGTH = 140

/** What a chat message's notice and mail say: who wrote, and the start of what they wrote. */
export function messageWords(data: NoticeEventData<'message-received'>) {
  const title = data.fromCompany
    ? `New message from ${data.companyName}`
    : `${maskedApplicantName(data.firstName, data.lastName)} sent a message`
  const preview =
    data.text.length > PREVIEW_LENGTH ? `${data.text.slice(0, PREVIEW_LENGTH - 1)}…` : data.text
  return { title, preview }
}
