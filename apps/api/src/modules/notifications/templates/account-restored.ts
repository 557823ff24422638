import { contactLink, memberSignInLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

export const accountRestored: NoticeTemplate<'account-restored'> = {
  mail: (data, links) => ({
    subject: 'Your Internplace account has been restored',
    text:
      `Your Internplace account (${data.email}) has been restored: the suspension is lifted ` +
      `and you can sign in again.\n\n${memberSignInLink(links.config, data.kind)}\n\n` +
      `If you have questions, write to us: ${contactLink(links.config)}\n`,
  }),
}
