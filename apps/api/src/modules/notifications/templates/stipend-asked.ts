import { STIPEND_MESSAGES, formatNaira, stipendMonthLabel } from '@app/domain'
import { internPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** 'Were you paid for May 2026?': the monthly question, a few days after pay day (063). */
export const stipendAsked: NoticeTemplate<'stipend-asked'> = {
  inApp: (data) => ({
    type: 'status',
    title: STIPEND_MESSAGES.question(data.month),
    description: `Tell us whether ${data.companyName} paid your stipend of ${formatNaira(data.expectedAmount)} for ${data.roleTitle}. Only a 'no' or 'partly' reaches the company.`,
  }),
  mail: (data, links) => ({
    subject: STIPEND_MESSAGES.question(data.month),
    text: [
      `Did ${data.companyName} pay your stipend of ${formatNaira(data.expectedAmount)} for ${stipendMonthLabel(data.month)} (${data.roleTitle})?`,
      '',
      `Answer Yes, Partly or No on your placement page: ${internPlacementLink(links.config, data.placementId)}`,
      '',
      'The company is not told what you answer unless you say you were not paid in full: then it has 7 days to answer you.',
    ].join('\n'),
  }),
  phone: (data, links) =>
    phoneWords('stipend_asked', [
      stipendMonthLabel(data.month),
      data.companyName,
      data.roleTitle,
      internPlacementLink(links.config, data.placementId),
    ]),
}
