import { stipendMonthLabel } from '@app/domain'
import { internPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** The company gave its word on the intern's stipend dispute (063). */
export const stipendDisputeAnswered: NoticeTemplate<'stipend-dispute-answered'> = {
  inApp: (data) => ({
    type: 'status',
    title: `${data.companyName} answered about your ${stipendMonthLabel(data.month)} stipend`,
    description: data.note,
  }),
  mail: (data, links) => ({
    subject: `${data.companyName} answered about your ${stipendMonthLabel(data.month)} stipend`,
    text: [
      `${data.companyName} wrote about your stipend for ${stipendMonthLabel(data.month)} (${data.roleTitle}):`,
      '',
      data.note,
      '',
      `When the money reaches you, answer Yes on your placement page to close the dispute: ${internPlacementLink(links.config, data.placementId)}`,
    ].join('\n'),
  }),
}
