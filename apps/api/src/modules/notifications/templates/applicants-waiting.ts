import { WAITING_NUDGE_DAYS } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'
import { applicantsHave, waitingMail } from './applicants-words.js'

/** Applicants waited more than a week: to their company, once per applicant. */
export const applicantsWaiting: NoticeTemplate<'applicants-waiting'> = {
  inApp: (data) => ({
    type: 'waiting',
    title: 'Applicants are waiting',
    description: waitingWords(data.count),
    applicationId: null,
  }),
  mail: (data, links) =>
    waitingMail(links, `${waitingWords(data.count)} A quick yes or no helps them move on.`),
}

const waitingWords = (count: number) =>
  `${applicantsHave(count)} waited more than ${WAITING_NUDGE_DAYS} days for your answer.`
