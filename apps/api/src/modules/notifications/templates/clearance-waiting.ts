import { clearanceMonthLabel, lagosDayLabel } from '@app/domain'
import { companyPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** A clearance request still not issued, from the 27th: to the company, once. */
export const clearanceWaiting: NoticeTemplate<'clearance-waiting'> = {
  inApp: (data) => ({
    type: 'waiting',
    title: 'A clearance letter is waiting',
    description: waitingWords(data.internName, data.month, data.requestedAt),
  }),
  mail: (data, links) => ({
    subject: `Still waiting: ${data.internName}'s clearance letter for ${clearanceMonthLabel(data.month)}`,
    text: `${waitingWords(data.internName, data.month, data.requestedAt)}. Without it the corps member may not be cleared for the month.\n\nIssue it in one click: ${companyPlacementLink(links.config, data.placementId)}`,
  }),
}

const waitingWords = (internName: string, month: string, requestedAt: string) =>
  `${internName} asked on ${lagosDayLabel(new Date(requestedAt))} for the NYSC clearance letter for ${clearanceMonthLabel(month)}, and it is not issued yet`
