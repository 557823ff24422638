import { formatDay, formatNaira, stipendMonthLabel, type NoticeEventData } from '@app/domain'
import { companyPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** The intern reports a month unpaid or paid in part: the company has 7 days to answer (063). */
export const stipendDisputeOpened: NoticeTemplate<'stipend-dispute-opened'> = {
  inApp: (data) => ({
    type: 'status',
    title: `Stipend for ${stipendMonthLabel(data.month)} reported unpaid`,
    description: `${reportWords(data)}. Answer by ${formatDay(data.answerBy)}.`,
  }),
  mail: (data, links) => ({
    subject: `Stipend for ${stipendMonthLabel(data.month)} reported unpaid: answer by ${formatDay(data.answerBy)}`,
    text: [
      `${reportWords(data)}.`,
      '',
      `Please answer by ${formatDay(data.answerBy)} on the placement page: ${companyPlacementLink(links.config, data.placementId)}`,
      '',
      'A dispute left unanswered for 7 days is shown to the Internplace team, and companies whose interns report unpaid months do not show "Pays stipends on time".',
    ].join('\n'),
  }),
  phone: (data, links) =>
    phoneWords('stipend_dispute', [
      data.roleTitle,
      stipendMonthLabel(data.month),
      formatDay(data.answerBy),
      companyPlacementLink(links.config, data.placementId),
    ]),
}

const reportWords = (data: NoticeEventData<'stipend-dispute-opened'>) =>
  data.paid === 'partly' && data.amount !== null
    ? `${data.internName} (${data.roleTitle}) says they were paid ${formatNaira(data.amount)} of the ${formatNaira(data.expectedAmount)} stipend for ${stipendMonthLabel(data.month)}`
    : `${data.internName} (${data.roleTitle}) says they were not paid the ${formatNaira(data.expectedAmount)} stipend for ${stipendMonthLabel(data.month)}`
