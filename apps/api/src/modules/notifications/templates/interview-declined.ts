import { companyApplicationLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { calendarMail } from './interview-words.js'

/** The intern declined: to the company; a chosen time leaves its calendar (decision 045). */
export const interviewDeclined: NoticeTemplate<'interview-declined'> = {
  inApp: (data) => ({
    type: 'interview',
    title: 'Interview declined',
    description: `${data.internName} declined the interview for ${data.roleTitle}`,
    applicationId: data.applicationId,
  }),
  mail: (data, links) =>
    data.invite
      ? calendarMail(links, 'company', 'declined', data.invite, data.note)
      : {
          subject: `Interview declined: ${data.roleTitle}`,
          text: `${data.internName} declined the interview for ${data.roleTitle}.${data.note ? `\n\nTheir note: ${data.note}` : ''}\n\nSee the application: ${companyApplicationLink(links.config, data.applicationId)}`,
        },
}
