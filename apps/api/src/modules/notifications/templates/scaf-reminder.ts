import { formatDay, type NoticeEventData } from '@app/domain'
import { internPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** Take the signed SCAF to the ITF: when the placement starts, and again near the deadline. */
export const scafReminder: NoticeTemplate<'scaf-reminder'> = {
  inApp: (data) => ({
    type: 'status',
    title: titleOf(data),
    description: reminderWords(data),
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: titleOf(data),
    text: [
      reminderWords(data),
      '',
      `Download your SCAF, and mark it submitted once the ITF has it: ${internPlacementLink(links.config, data.placementId)}`,
    ].join('\n'),
  }),
  phone: (data, links) =>
    phoneWords('scaf_reminder', [
      data.companyName,
      formatDay(data.itfDeadline),
      internPlacementLink(links.config, data.placementId),
    ]),
}

const titleOf = (data: NoticeEventData<'scaf-reminder'>) =>
  data.last
    ? `Your SCAF is due at the ITF by ${formatDay(data.itfDeadline)}`
    : `Take your SCAF to the ITF by ${formatDay(data.itfDeadline)}`

const reminderWords = (data: NoticeEventData<'scaf-reminder'>) =>
  `Take the SCAF ${data.companyName} signed for ${data.roleTitle} to the nearest ITF Area Office by ${formatDay(data.itfDeadline)}: the ITF asks for it within 14 days of starting, and a late SCAF can cost you the SIWES allowance.`
