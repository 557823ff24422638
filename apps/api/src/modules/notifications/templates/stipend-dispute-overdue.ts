import { stipendMonthLabel } from '@app/domain'
import { companyPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** Seven days without an answer: the dispute is overdue, and the console lists it (063). */
export const stipendDisputeOverdue: NoticeTemplate<'stipend-dispute-overdue'> = {
  inApp: (data) => ({
    type: 'status',
    title: `Stipend dispute overdue: ${stipendMonthLabel(data.month)}`,
    description: `You have not answered ${data.internName} about the ${stipendMonthLabel(data.month)} stipend in 7 days. The Internplace team can now see it.`,
  }),
  mail: (data, links) => ({
    subject: `Stipend dispute overdue: ${stipendMonthLabel(data.month)}`,
    text: [
      `${data.internName} (${data.roleTitle}) reported the ${stipendMonthLabel(data.month)} stipend unpaid 7 days ago, and it has no answer. The Internplace team can now see it.`,
      '',
      `Answer on the placement page: ${companyPlacementLink(links.config, data.placementId)}`,
    ].join('\n'),
  }),
}
