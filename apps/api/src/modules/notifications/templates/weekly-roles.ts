import { WEB_PAGES } from '@app/domain'
import { unsubscribeLinks, webPageLink } from '../../../lib/mail-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { roleLines } from './role-lines.js'

/** The roles published since the address was last mailed (a week without any sends nothing). */
export const weeklyRoles: NoticeTemplate<'weekly-roles'> = {
  mail: ({ subscriptionId, roles }, links) => {
    const unsubscribe = unsubscribeLinks(links, 'subscription', subscriptionId)
    return {
      subject: `This week's new roles on Internplace`,
      text: [
        'New internships and entry-level roles this week:',
        '',
        ...roles.flatMap((role) => [...roleLines(links, role), '']),
        `Browse every role: ${webPageLink(links, WEB_PAGES.findInternships.href())}`,
        `Unsubscribe in one click: ${unsubscribe.page}`,
      ].join('\n'),
      headers: unsubscribe.headers,
    }
  },
}
