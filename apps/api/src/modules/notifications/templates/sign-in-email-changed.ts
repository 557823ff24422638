import { contactLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** To the old address, so a change made from a stolen session does not go unnoticed. */
export const signInEmailChanged: NoticeTemplate<'sign-in-email-changed'> = {
  mail: (data, links) => ({
    subject: 'Your Internplace sign-in email was changed',
    text:
      `The email address of your Internplace account was changed to ${data.newEmail}.\n\n` +
      `From now on, sign in with the new address. If you did not make this change, contact us: ${contactLink(links.config)}\n`,
  }),
}
