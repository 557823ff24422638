import { BOOKING_WINDOW_DAYS, INTERVIEW_MODE_LABELS } from '@app/domain'
import { internApplicationLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { joinLines } from './interview-words.js'

/** The company invited the applicant to book an interview in its availability (decision 072). */
export const interviewBookingInvited: NoticeTemplate<'interview-booking-invited'> = {
  inApp: (data) => ({
    type: 'interview',
    title: 'Book an interview',
    description: `${data.companyName} invited you to book an interview for ${data.roleTitle}`,
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `Book an interview: ${data.roleTitle} at ${data.companyName}`,
    text: joinLines([
      `${data.companyName} would like to interview you for ${data.roleTitle}.`,
      `Choose any free time in the next ${BOOKING_WINDOW_DAYS} days (West Africa Time) that suits you.`,
      '',
      `Length: ${data.durationMinutes} minutes`,
      `How: ${INTERVIEW_MODE_LABELS[data.mode]}`,
      '',
      `Book an interview: ${internApplicationLink(links.config, data.applicationId)}`,
    ]),
  }),
}
