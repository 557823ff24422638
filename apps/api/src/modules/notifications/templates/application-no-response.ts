import { WEB_PAGES } from '@app/domain'
import { webPageLink } from '../../../lib/mail-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** The no-response rule closed the application: to the intern, kindly. */
export const applicationNoResponse: NoticeTemplate<'application-no-response'> = {
  inApp: (data) => ({
    type: 'no_response',
    title: 'No response from the company',
    description: noResponseWords(data),
    applicationId: data.applicationId,
  }),
  mail: (data, links) => ({
    subject: `No response yet: ${data.roleTitle}`,
    text: [
      noResponseWords(data),
      '',
      `See your application: ${webPageLink(links, WEB_PAGES.internApplication.href(data.applicationId))}`,
      `Find more roles: ${webPageLink(links, WEB_PAGES.findInternships.href())}`,
    ].join('\n'),
  }),
  phone: (data, links) =>
    phoneWords('application_no_response', [
      data.companyName ?? 'The company',
      data.roleTitle,
      webPageLink(links, WEB_PAGES.findInternships.href()),
    ]),
}

const noResponseWords = (data: { roleTitle: string; companyName: string | null }) =>
  `${data.companyName ?? 'The company'} did not respond to your application for ${data.roleTitle} in time, so we have closed it. It says nothing about you: keep applying, the right role is out there.`
