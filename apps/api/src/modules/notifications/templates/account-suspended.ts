import { contactLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** By mail only: a suspended account cannot sign in to read a notice. */
export const accountSuspended: NoticeTemplate<'account-suspended'> = {
  mail: (data, links) => ({
    subject: 'Your Internplace account has been suspended',
    text:
      `Your Internplace account (${data.email}) has been suspended.\n\n` +
      `Reason: ${data.reason}\n\n` +
      `If you think this is a mistake, write to us: ${contactLink(links.config)}\n`,
  }),
  phone: (data, links) => phoneWords('account_suspended', [data.reason, contactLink(links.config)]),
}
