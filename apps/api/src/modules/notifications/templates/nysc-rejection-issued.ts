import { internApplicationLink } from '../../../lib/web-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** A PPA declined the corps member and issued the letter for their redeployment. */
export const nyscRejectionIssued: NoticeTemplate<'nysc-rejection-issued'> = {
  inApp: (data) => ({
    type: 'status',
    title: 'NYSC rejection letter issued',
    description: rejectionWords(data.companyName, data.roleTitle),
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `NYSC rejection letter: ${data.roleTitle}`,
    text: `${rejectionWords(data.companyName, data.roleTitle)}. Take it to the NYSC state secretariat so you can be redeployed to another place of primary assignment.\n\nDownload it from your application: ${internApplicationLink(links.config, data.applicationId)}`,
  }),
  phone: (data, links) =>
    phoneWords('nysc_rejection_issued', [
      data.companyName,
      data.roleTitle,
      internApplicationLink(links.config, data.applicationId),
    ]),
}

const rejectionWords = (companyName: string, roleTitle: string) =>
  `${companyName} cannot retain you as a corps member (${roleTitle}) and issued your NYSC rejection letter`
