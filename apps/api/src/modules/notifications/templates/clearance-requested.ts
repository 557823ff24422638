import { clearanceMonthLabel } from '@app/domain'
import { companyPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** A corps member asked for a month's clearance letter: to the company. */
export const clearanceRequested: NoticeTemplate<'clearance-requested'> = {
  inApp: (data) => ({
    type: 'status',
    title: 'Clearance letter asked for',
    description: requestedWords(data.internName, data.month, data.roleTitle),
  }),
  mail: (data, links) => ({
    subject: `Clearance letter asked for: ${data.internName}, ${clearanceMonthLabel(data.month)}`,
    text: `${requestedWords(data.internName, data.month, data.roleTitle)}. The corps member needs it for their monthly clearance at the NYSC local government office.\n\nIssue it in one click: ${companyPlacementLink(links.config, data.placementId)}`,
  }),
}

export const requestedWords = (internName: string, month: string, roleTitle: string) =>
  `${internName} (${roleTitle}) asked for the NYSC clearance letter for ${clearanceMonthLabel(month)}`
