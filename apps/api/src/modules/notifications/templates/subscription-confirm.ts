import { confirmSubscriptionLink } from '../../../lib/mail-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** The double opt-in of the home page's weekly mail. */
export const subscriptionConfirm: NoticeTemplate<'subscription-confirm'> = {
  mail: (data, links) => ({
    subject: 'Confirm your Internplace subscription',
    text: [
      'Someone, hopefully you, asked for a weekly email of new internships and entry-level roles on Internplace.',
      '',
      `Confirm your subscription: ${confirmSubscriptionLink(links, data.subscriptionId)}`,
      '',
      'If it was not you, ignore this email: nothing will be sent without your confirmation.',
    ].join('\n'),
  }),
}
