import { formatDay, type NoticeEventData } from '@app/domain'
import { internPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** The supervisor signed a logbook week: the student hears, with the comment. */
export const logbookWeekSigned: NoticeTemplate<'logbook-week-signed'> = {
  inApp: (data) => ({
    type: 'status',
    title: `Logbook week ${data.weekNumber} signed`,
    description: signedWords(data),
  }),
  mail: (data, links) => ({
    subject: `Logbook week ${data.weekNumber} signed by ${data.signatureName}`,
    text: [
      `${signedWords(data)}.`,
      ...(data.comment ? ['', `Their comment: ${data.comment}`] : []),
      '',
      `See your logbook: ${internPlacementLink(links.config, data.placementId)}`,
    ].join('\n'),
  }),
}

const signedWords = (data: NoticeEventData<'logbook-week-signed'>) =>
  `${data.signatureName} signed your SIWES logbook for the week of ${formatDay(data.weekStart)}`
