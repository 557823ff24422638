import { formatWat } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'
import { calendarMail } from './interview-words.js'

/** The intern chose a time: to the company, with the calendar invitation. */
export const interviewChosen: NoticeTemplate<'interview-chosen'> = {
  inApp: (data) => ({
    type: 'interview',
    title: 'Interview scheduled',
    description: `${data.internName} chose ${formatWat(data.invite.startsAt)} for the ${data.invite.roleTitle} interview`,
    applicationId: data.invite.applicationId,
  }),
  mail: (data, links) => calendarMail(links, 'company', 'scheduled', data.invite, null),
}
