import { formatWat } from '@app/domain'
import { inviteFactsOf } from '../../../lib/interview-invite.js'
import { chatLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { howAndWhere } from './interview-words.js'
import { phoneWords } from '../phone-words.js'
import { shortWat } from '../../../lib/phone-times.js'

/** A day or two hours before a scheduled interview, to each side. */
export const interviewReminder: NoticeTemplate<'interview-reminder'> = {
  mail: (data, links) => {
    const facts = inviteFactsOf(data.invite)
    const other = data.side === 'intern' ? facts.company.name : facts.intern.name
    return {
      subject: `Reminder: interview ${data.soon}, ${formatWat(facts.startsAt)}`,
      text: [
        `Your interview with ${other} for ${facts.roleTitle} is ${data.soon}.`,
        '',
        `When: ${formatWat(facts.startsAt)} (${facts.durationMinutes} minutes)`,
        ...howAndWhere(facts),
        '',
        `Chat: ${chatLink(links.config, data.side, facts.applicationId)}`,
      ].join('\n'),
    }
  },
  phone: (data, links) => {
    const facts = inviteFactsOf(data.invite)
    const other = data.side === 'intern' ? facts.company.name : facts.intern.name
    const when = shortWat(facts.startsAt)
    return data.side === 'intern'
      ? phoneWords('interview_reminder', [other, facts.roleTitle, data.soon, when])
      : phoneWords('interview_reminder_company', [
          other,
          facts.roleTitle,
          data.soon,
          when,
          chatLink(links.config, 'company', facts.applicationId),
        ])
  },
}
