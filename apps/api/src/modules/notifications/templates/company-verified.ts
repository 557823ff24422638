import { companyDashboardLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** The company's name in verification words; it may not have one yet. */
export const nameOf = (companyName: string | null) => companyName ?? 'Your company'

export const companyVerified: NoticeTemplate<'company-verified'> = {
  inApp: (data) => ({
    type: 'verification',
    title: 'Company verified',
    description: `${nameOf(data.companyName)} is verified: your open roles are public and carry the Verified badge.`,
  }),
  mail: (data, links) => ({
    subject: 'Your company is verified on Internplace',
    text:
      `${nameOf(data.companyName)} is now verified. Your open roles are public and show the Verified badge.\n\n` +
      (data.note ? `A note from our team: ${data.note}\n\n` : '') +
      `Your dashboard: ${companyDashboardLink(links.config)}\n`,
  }),
  phone: (data, links) =>
    phoneWords('company_verified', [nameOf(data.companyName), companyDashboardLink(links.config)]),
}
