import { VERIFICATION_TAKES } from '@app/domain'
import { companyDashboardLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { nameOf } from './company-verified.js'
import { phoneWords } from '../phone-words.js'

/** The CAC document was not accepted; the company may upload another. */
export const companyRejected: NoticeTemplate<'company-rejected'> = {
  inApp: (data) => ({
    type: 'verification',
    title: 'Verification not approved',
    description: `We could not verify ${nameOf(data.companyName)}: ${data.reason} Upload a new CAC document to try again.`,
  }),
  mail: (data, links) => ({
    subject: 'We could not verify your company on Internplace',
    text:
      `We could not verify ${nameOf(data.companyName)} from the CAC document you sent.\n\n` +
      `Reason: ${data.reason}\n\n` +
      `Upload a new CAC document in your company profile and we will check it again, ` +
      `usually ${VERIFICATION_TAKES}: ${companyDashboardLink(links.config)}\n`,
  }),
  phone: (data, links) =>
    phoneWords('company_rejected', [nameOf(data.companyName), companyDashboardLink(links.config)]),
}
