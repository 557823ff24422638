import { ITF_GRADE_LABELS, type NoticeEventData } from '@app/domain'
import { internPlacementLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** The company filled and signed ITF Form 8: to the student, in the app and by mail. */
export const itfForm8Signed: NoticeTemplate<'itf-form-8-signed'> = {
  inApp: (data) => ({
    type: 'status',
    title: 'Your ITF Form 8 is signed',
    description: signedWords(data),
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `Your ITF Form 8 is signed: ${data.roleTitle}`,
    text: `${signedWords(data)}.\n\nDownload it for your institution: ${internPlacementLink(links.config, data.placementId)}`,
  }),
}

const signedWords = (data: NoticeEventData<'itf-form-8-signed'>) =>
  `${data.companyName} filled and signed your ITF Form 8 for ${data.roleTitle}, with an overall grade of ${ITF_GRADE_LABELS[data.grade]}`
