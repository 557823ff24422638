import { clearanceMonthLabel } from '@app/domain'
import { internPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** The company issued a month's clearance letter: to the corps member. */
export const clearanceIssued: NoticeTemplate<'clearance-issued'> = {
  inApp: (data) => ({
    type: 'status',
    title: `Clearance letter issued: ${clearanceMonthLabel(data.month)}`,
    description: issuedWords(data.companyName, data.month),
  }),
  mail: (data, links) => ({
    subject: `Your clearance letter for ${clearanceMonthLabel(data.month)} is ready`,
    text: `${issuedWords(data.companyName, data.month)}. Download it and take it to your Local Government Inspector:\n\n${internPlacementLink(links.config, data.placementId)}`,
  }),
  phone: (data, links) =>
    phoneWords('clearance_issued', [
      data.companyName,
      clearanceMonthLabel(data.month),
      internPlacementLink(links.config, data.placementId),
    ]),
}

const issuedWords = (companyName: string, month: string) =>
  `${companyName} issued your NYSC clearance letter for ${clearanceMonthLabel(month)}`
