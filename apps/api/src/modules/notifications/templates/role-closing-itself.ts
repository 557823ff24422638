import { ROLE_FRESHNESS_MESSAGES, SELF_CLOSE_DAYS, WEB_PAGES } from '@app/domain'
import { webPageLink } from '../../../lib/mail-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/**
 * A role 25 days without an open or a decision (decision 070): to its company, once per review
 * clock. The mail leads to the role's page, where 'Keep it open' is one click for the signed-in
 * company; no link in a mail writes anything.
 */
export const roleClosingItself: NoticeTemplate<'role-closing-itself'> = {
  inApp: (data) => ({
    type: 'role_closed',
    title: `${data.roleTitle} closes itself soon`,
    description: ROLE_FRESHNESS_MESSAGES.closesItself(new Date(data.closesAt)),
    roleId: data.roleId,
    applicationId: null,
  }),
  mail: (data, links) => ({
    subject: `${data.roleTitle} closes itself soon`,
    text: [
      `Nobody at your company has opened or decided an application for ${data.roleTitle} recently.`,
      `Roles nobody reviews close themselves after ${SELF_CLOSE_DAYS} days, so interns do not wait on them.`,
      '',
      ROLE_FRESHNESS_MESSAGES.closesItself(new Date(data.closesAt)),
      '',
      `Review its applicants: ${webPageLink(links, WEB_PAGES.companyApplications.href())}`,
      `Or keep it open with one click: ${webPageLink(links, WEB_PAGES.companyEditRole.href(data.roleId))}`,
    ].join('\n'),
  }),
}
