import { internApplicationLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { howAndWhere, joinLines, timesList } from './interview-words.js'
import { phoneWords, whole } from '../phone-words.js'
import { shortWat } from '../../../lib/phone-times.js'

/** The company proposed interview times (or new ones): to the intern, to choose from. */
export const interviewProposed: NoticeTemplate<'interview-proposed'> = {
  inApp: (data) => ({
    type: 'interview',
    title: data.again ? 'New interview times' : 'Interview invitation',
    description: `${data.companyName} proposed ${data.again ? 'new ' : ''}interview times for ${data.roleTitle}`,
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `${data.again ? 'New interview times' : 'Interview invitation'}: ${data.roleTitle} at ${data.companyName}`,
    text: joinLines([
      `${data.companyName} ${data.again ? 'has proposed new times for' : 'would like to interview you for'} ${data.roleTitle}. Choose the time that suits you:`,
      '',
      timesList(data.slots),
      '',
      ...howAndWhere(data),
      data.note ? `Note: ${data.note}` : '',
      '',
      `Choose a time or ask for others: ${internApplicationLink(links.config, data.applicationId)}`,
    ]),
  }),
  phone: (data, links) =>
    phoneWords('interview_proposed', [
      data.companyName,
      data.roleTitle,
      // Every time, numbered: a reply with its number chooses it.
      whole(data.slots.map((slot, index) => `${index + 1}) ${shortWat(slot.startsAt)}`).join(', ')),
      internApplicationLink(links.config, data.applicationId),
    ]),
}
