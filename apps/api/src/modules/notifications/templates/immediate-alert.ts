import { ROLE_TYPE_LABELS, WEB_PAGES, describeAlert } from '@app/domain'
import { unsubscribeLinks, webPageLink } from '../../../lib/mail-links.js'
import type { NoticeTemplate } from '../notice-template.js'
import { roleLines } from './role-lines.js'
import { phoneWords } from '../phone-words.js'

/** One new role for one immediate alert. */
export const immediateAlert: NoticeTemplate<'immediate-alert'> = {
  mail: ({ alert, role }, links) => {
    const unsubscribe = unsubscribeLinks(links, 'alert', alert.id)
    return {
      subject: `New role: ${role.title} at ${role.companyName ?? 'a new company'}`,
      text: [
        'A new role matches your job alert.',
        '',
        ...roleLines(links, role),
        '',
        `You get this email because of your alert "${describeAlert(alert, ROLE_TYPE_LABELS)}".`,
        `Stop this alert in one click: ${unsubscribe.page}`,
        `Manage your alerts: ${webPageLink(links, WEB_PAGES.internSettings.href('alerts'))}`,
      ].join('\n'),
      headers: unsubscribe.headers,
    }
  },
  phone: ({ role }, links) =>
    phoneWords('job_alert', [
      role.title,
      role.companyName ?? 'a new company',
      webPageLink(links, WEB_PAGES.internRole.href(role.id)),
    ]),
}
