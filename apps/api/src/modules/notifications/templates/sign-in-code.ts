import { signInLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** A sign-in code, with the one-tap link that opens the same challenge. */
export const signInCode: NoticeTemplate<'sign-in-code'> = {
  mail: (data, links) => ({
    subject: `Your Internplace sign-in code: ${data.code}`,
    text:
      `Your sign-in code is ${data.code}.\n\n` +
      `Or sign in with one tap on this device:\n${signInLink(links.config, data.linkToken)}\n\n` +
      `The code and the link work once, for 10 minutes. ` +
      `If you did not try to sign in, you can ignore this mail.\n`,
  }),
}
