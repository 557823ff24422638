import { ROLE_FRESHNESS_MESSAGES, WEB_PAGES } from '@app/domain'
import { webPageLink } from '../../../lib/mail-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** A role closed itself after 30 days without review (decision 070): to its company. */
export const roleClosedItself: NoticeTemplate<'role-closed-itself'> = {
  inApp: (data) => ({
    type: 'role_closed',
    title: `${data.roleTitle} closed itself`,
    description: `${ROLE_FRESHNESS_MESSAGES.closedReasons.no_review}. It takes no new applications; you can still review its applicants, or reopen it.`,
    roleId: data.roleId,
    applicationId: null,
  }),
  mail: (data, links) => ({
    subject: `${data.roleTitle} closed itself`,
    text: [
      `${ROLE_FRESHNESS_MESSAGES.closedReasons.no_review}: ${data.roleTitle} takes no new applications.`,
      'Its applicants so far stay, and you can still decide them.',
      '',
      `Reopen it: ${webPageLink(links, WEB_PAGES.companyEditRole.href(data.roleId))}`,
    ].join('\n'),
  }),
}
