import { formatDay, type NoticeEventData } from '@app/domain'
import { internPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** The company gave the placement's dates and supervisor: 'Your placement starts 14 May 2026'. */
export const placementScheduled: NoticeTemplate<'placement-scheduled'> = {
  inApp: (data) => ({
    type: 'status',
    title: `Your placement starts ${formatDay(data.startDate)}`,
    description: scheduledWords(data),
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `Your placement starts ${formatDay(data.startDate)}`,
    text: `${scheduledWords(data)}.\n\nSee your placement and what is due next: ${internPlacementLink(links.config, data.placementId)}`,
  }),
}

const scheduledWords = (data: NoticeEventData<'placement-scheduled'>) =>
  `${data.companyName} set your placement for ${data.roleTitle}: ${formatDay(data.startDate)} to ${formatDay(data.endDate)}, with ${data.supervisorName} as your industry supervisor`
