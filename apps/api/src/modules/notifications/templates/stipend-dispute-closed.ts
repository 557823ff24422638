import { stipendMonthLabel } from '@app/domain'
import { companyPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** The intern says the disputed month was paid after all: the dispute is closed (063). */
export const stipendDisputeClosed: NoticeTemplate<'stipend-dispute-closed'> = {
  inApp: (data) => ({
    type: 'status',
    title: `Stipend dispute closed: ${stipendMonthLabel(data.month)}`,
    description: `${data.internName} confirmed the ${stipendMonthLabel(data.month)} stipend paid.`,
  }),
  mail: (data, links) => ({
    subject: `Stipend dispute closed: ${stipendMonthLabel(data.month)}`,
    text: `${data.internName} (${data.roleTitle}) confirmed the ${stipendMonthLabel(data.month)} stipend paid, and the dispute is closed.\n\nThe placement: ${companyPlacementLink(links.config, data.placementId)}`,
  }),
}
