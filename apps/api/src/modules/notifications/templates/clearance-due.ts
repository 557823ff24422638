import { clearanceMonthLabel } from '@app/domain'
import { internPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** From the 24th, once a month of an NYSC placement: ask the PPA for the month's clearance. */
export const clearanceDue: NoticeTemplate<'clearance-due'> = {
  inApp: (data) => ({
    type: 'deadline',
    title: `Ask for your ${clearanceMonthLabel(data.month)} clearance letter`,
    description: dueWords(data.companyName, data.month),
  }),
  mail: (data, links) => ({
    subject: `Ask for your ${clearanceMonthLabel(data.month)} clearance letter`,
    text: `${dueWords(data.companyName, data.month)}. Ask for it in one tap, and they will be told:\n\n${internPlacementLink(links.config, data.placementId)}`,
  }),
  phone: (data, links) =>
    phoneWords('clearance_due', [
      data.companyName,
      clearanceMonthLabel(data.month),
      internPlacementLink(links.config, data.placementId),
    ]),
}

const dueWords = (companyName: string, month: string) =>
  `You can now ask ${companyName} for your NYSC clearance letter for ${clearanceMonthLabel(month)}`
