import { companyApplicationLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** The intern asked for other interview times: to the company. */
export const interviewOtherTimesAsked: NoticeTemplate<'interview-other-times-asked'> = {
  inApp: (data) => ({
    type: 'interview',
    title: 'Other interview times asked',
    description: `${data.internName} asked for other times for the ${data.roleTitle} interview`,
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `Other interview times asked: ${data.roleTitle}`,
    text: `${data.internName} asked for other times for the ${data.roleTitle} interview:\n\n${data.note}\n\nPropose new times: ${companyApplicationLink(links.config, data.applicationId)}`,
  }),
}
