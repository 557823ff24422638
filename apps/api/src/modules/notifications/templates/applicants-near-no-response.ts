import { NO_RESPONSE_WARNING_DAYS } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'
import { applicantsHave, waitingMail } from './applicants-words.js'

/** Applicants will soon be closed as unanswered: to their company, once per clock. */
export const applicantsNearNoResponse: NoticeTemplate<'applicants-near-no-response'> = {
  inApp: (data) => ({
    type: 'no_response',
    title: 'Applicants are waiting for your answer',
    description: nearWords(data.count),
    applicationId: null,
  }),
  mail: (data, links) => waitingMail(links, nearWords(data.count)),
}

const nearWords = (count: number) =>
  `${applicantsHave(count)} waited a long time. Decide within ${NO_RESPONSE_WARNING_DAYS} days, or they will be told you did not respond.`
