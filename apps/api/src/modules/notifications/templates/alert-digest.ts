import { WEB_PAGES } from '@app/domain'
import { unsubscribeLinks, webPageLink } from '../../../lib/mail-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { roleLines } from './role-lines.js'
import { phoneWords } from '../phone-words.js'

/** The day's matches of an intern's daily alerts, in one mail. */
export const alertDigest: NoticeTemplate<'alert-digest'> = {
  mail: ({ internId, roles, more }, links) => {
    const unsubscribe = unsubscribeLinks(links, 'alerts', internId)
    const total = roles.length + more
    return {
      subject: `${total} new role${total === 1 ? '' : 's'} for your job alerts`,
      text: [
        `New roles that match your job alerts since yesterday:`,
        '',
        ...roles.flatMap((role) => [...roleLines(links, role), '']),
        ...(more > 0
          ? [`And ${more} more: ${webPageLink(links, WEB_PAGES.findInternships.href())}`, '']
          : []),
        `Stop all your job alerts in one click: ${unsubscribe.page}`,
        `Manage your alerts: ${webPageLink(links, WEB_PAGES.internSettings.href('alerts'))}`,
      ].join('\n'),
      headers: unsubscribe.headers,
    }
  },
  phone: ({ roles, more }, links) =>
    phoneWords('job_alert_digest', [
      roles.length + more,
      webPageLink(links, WEB_PAGES.findInternships.href()),
    ]),
}
