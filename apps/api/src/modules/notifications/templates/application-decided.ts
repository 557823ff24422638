import { REJECTION_REASON_LABELS } from '@app/domain'
import { internApplicationLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** 'Application accepted' or 'Application update', to the intern. */
export const applicationDecided: NoticeTemplate<'application-decided'> = {
  inApp: (data) => ({ type: 'status', ...decisionWords(data), applicationId: data.applicationId }),
  mail: (data, links) => {
    const { title, description } = decisionWords(data)
    return {
      subject: `${title}: ${data.roleTitle}`,
      text: `${description}.${data.note ? `\n\nTheir note: ${data.note}` : ''}\n\nSee your application and chat with ${data.companyName}: ${internApplicationLink(links.config, data.applicationId)}`,
    }
  },
  phone: (data, links) =>
    phoneWords('application_decided', [
      data.companyName,
      data.decision === 'accepted' ? 'accepted' : 'did not move forward with',
      data.roleTitle,
      internApplicationLink(links.config, data.applicationId),
    ]),
}

type Decision = Parameters<NonNullable<NoticeTemplate<'application-decided'>['inApp']>>[0]

function decisionWords(data: Decision) {
  const accepted = data.decision === 'accepted'
  const reason = data.reason ? `. Reason: ${REJECTION_REASON_LABELS[data.reason]}` : ''
  const description = accepted
    ? `${data.companyName} accepted your application for ${data.roleTitle}`
    : `${data.companyName} has decided not to move forward with your application for ${data.roleTitle}${reason}`
  return {
    title: accepted ? 'Application accepted' : 'Application update',
    description: data.interviewCancelled ? `${description}${INTERVIEW_CLOSED}` : description,
  }
}

/** Added to a decision's words when it closed the application's interview. */
export const INTERVIEW_CLOSED = '. The interview is cancelled'
