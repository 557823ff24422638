import { LETTER_KIND_LABELS, type LetterKind, type NoticeEventData } from '@app/domain'
import { internApplicationLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** The company issued an accepted intern's letter (or a new one in its place). */
export const letterIssued: NoticeTemplate<'letter-issued'> = {
  inApp: (data) => ({
    type: 'status',
    title: 'Acceptance letter issued',
    description: issuedWords(data),
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `${LETTER_KIND_LABELS[data.kind]}: ${data.roleTitle}`,
    text: `${issuedWords(data)}.\n\nDownload it from your application: ${internApplicationLink(links.config, data.applicationId)}`,
  }),
  phone: (data, links) =>
    phoneWords('letter_issued', [
      data.companyName,
      IN_A_SENTENCE[data.kind],
      data.roleTitle,
      internApplicationLink(links.config, data.applicationId),
    ]),
}

const IN_A_SENTENCE: Record<LetterKind, string> = {
  offer: 'offer letter',
  siwes: 'SIWES/IT acceptance letter',
  nysc: 'NYSC PPA acceptance letter',
}

const issuedWords = (data: NoticeEventData<'letter-issued'>) =>
  `${data.companyName} issued your ${IN_A_SENTENCE[data.kind]} for ${data.roleTitle}`
