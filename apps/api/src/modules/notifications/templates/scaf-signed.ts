import { formatDay, scafItfNote, type NoticeEventData } from '@app/domain'
import { internPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** The company signed the SCAF: to the student, with the ITF's deadline (decision 060). */
export const scafSigned: NoticeTemplate<'scaf-signed'> = {
  inApp: (data) => ({
    type: 'status',
    title: 'Your SCAF is signed',
    description: signedWords(data),
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `Your SCAF is signed: take it to the ITF by ${formatDay(data.itfDeadline)}`,
    text: [
      `${signedWords(data)}.`,
      '',
      `Download it, and mark it submitted once the ITF has it: ${internPlacementLink(links.config, data.placementId)}`,
    ].join('\n'),
  }),
  phone: (data, links) =>
    phoneWords('scaf_signed', [
      data.companyName,
      formatDay(data.itfDeadline),
      internPlacementLink(links.config, data.placementId),
    ]),
}

const signedWords = (data: NoticeEventData<'scaf-signed'>) =>
  `${data.companyName} signed your Students' Commencement of Attachment Form (SCAF) for ${data.roleTitle}. ${
    data.started
      ? `Take it to the nearest ITF Area Office by ${formatDay(data.itfDeadline)}`
      : `Your placement starts ${formatDay(data.startDate)}. ${scafItfNote(data.itfDeadline).replace(/\.$/, '')}`
  }`
