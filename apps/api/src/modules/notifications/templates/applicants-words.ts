import { WEB_PAGES } from '@app/domain'
import { webPageLink } from '../../../lib/mail-links.js'
import type { LinkKeys } from '../notice-template.js'

/** 'An applicant has' or '3 applicants have'. */
export const applicantsHave = (count: number) =>
  count === 1 ? 'An applicant has' : `${count} applicants have`

/** The mail of a company whose applicants wait: what the notice says, then where to review. */
export const waitingMail = (links: LinkKeys, words: string) => ({
  subject: 'Applicants are waiting for your answer',
  text: `${words}\n\nReview them: ${webPageLink(links, WEB_PAGES.companyApplications.href())}`,
})
