import { formatWat } from '@app/domain'
import { companyApplicationLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** The intern answered a reminder: the company knows whether to expect them. */
export const interviewAttendance: NoticeTemplate<'interview-attendance'> = {
  inApp: (data) => ({
    type: 'interview',
    title: data.attending ? 'Interview attendance confirmed' : 'Applicant cannot attend',
    description: attendanceWords(data),
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `${data.attending ? 'Attendance confirmed' : 'Cannot attend'}: ${data.internName}, ${data.roleTitle}`,
    text: `${attendanceWords(data)}.${data.attending ? '' : ' You can propose new times from the application.'}\n\nSee the application: ${companyApplicationLink(links.config, data.applicationId)}`,
  }),
}

const attendanceWords = (data: {
  internName: string
  roleTitle: string
  attending: boolean
  startsAt: string
}) =>
  `${data.internName} ${data.attending ? 'confirmed they will attend' : 'cannot attend'} the interview for ${data.roleTitle} on ${formatWat(data.startsAt)}`
