import { formatDay, lagosDayLabel, type NoticeEventData } from '@app/domain'
import type { MailWords, NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** The student sent a logbook week to the industry supervisor, who signs it without an account. */
export const logbookSignRequested: NoticeTemplate<'logbook-sign-requested'> = {
  mail: (data) => signMail(data, false),
  phone: (data) =>
    phoneWords('logbook_sign', [data.internName, formatDay(data.weekStart), data.link]),
}

/** The mail of a signing request and of its reminder: the same link, the same words around it. */
export function signMail(
  data: NoticeEventData<'logbook-sign-requested'>,
  reminder: boolean,
): MailWords {
  const week = `week ${data.weekNumber} (from ${formatDay(data.weekStart)})`
  return {
    subject: `${reminder ? 'Reminder: sign' : 'Please sign'} ${data.internName}'s SIWES logbook for ${week}`,
    text: [
      `Dear ${data.supervisorName},`,
      '',
      reminder
        ? `${data.internName}'s SIWES logbook for ${week} at ${data.companyName} is still waiting for your signature.`
        : `${data.internName} (${data.roleTitle} at ${data.companyName}) has written their SIWES logbook for ${week} and asks you, as their industry supervisor, to read and sign it.`,
      '',
      `Read the week, add a comment and sign it here (no account needed): ${data.link}`,
      '',
      `This link is for this one week and works until ${lagosDayLabel(new Date(data.expiresAt))}.`,
      'If you are not the supervisor named by the company, you can ignore this message.',
    ].join('\n'),
  }
}
