import type { NoticeTemplate } from '../notice-template.js'
import { calendarMail } from './interview-words.js'
import { phoneWords } from '../phone-words.js'
import { internApplicationLink } from '../../../lib/web-links.js'

/** The company cancelled: to the intern; a chosen time leaves their calendar (same UID). */
export const interviewCancelled: NoticeTemplate<'interview-cancelled'> = {
  inApp: (data) => ({
    type: 'interview',
    title: 'Interview cancelled',
    description: `${data.companyName} cancelled the interview for ${data.roleTitle}`,
    applicationId: data.applicationId,
  }),
  mail: (data, links) =>
    data.invite
      ? calendarMail(links, 'intern', 'cancelled', data.invite, data.note)
      : {
          subject: `Interview cancelled: ${data.roleTitle}`,
          text: `${data.companyName} cancelled the interview for ${data.roleTitle}.${data.note ? `\n\nNote: ${data.note}` : ''}`,
        },
  phone: (data, links) =>
    phoneWords('interview_cancelled', [
      data.companyName,
      data.roleTitle,
      internApplicationLink(links.config, data.applicationId),
    ]),
}
