import {
  ROLE_TYPE_LABELS,
  WEB_PAGES,
  deadlineLabel,
  describeAlert,
  stipendLabel,
  type JobAlertCriteria,
} from '@app/domain'
import type { AppContext } from '../../lib/context.js'
import type { Mail } from '../../lib/mailer.js'
import { unsubscribeLinks, webPageLink } from '../../lib/mail-links.js'
import type { MailedRole } from './alerts.queries.js'

type Keys = Pick<AppContext, 'otpSecret' | 'config'>

/** The lines of one role in a mail. */
export function roleLines(keys: Keys, role: MailedRole, today?: string): string[] {
  return [
    `${role.title} at ${role.companyName ?? 'a new company'} (${role.location})`,
    `Stipend: ${stipendLabel(role.minimumSalary, role.maximumSalary)}`,
    `Deadline: ${deadlineLabel(role.applicationDeadline, today) ?? 'Open until filled'}`,
    `See the role: ${webPageLink(keys, WEB_PAGES.internRole.href(role.id))}`,
  ]
}

/** One new role for one immediate alert. */
export function alertMail(
  keys: Keys,
  to: string,
  alert: { id: string } & Pick<JobAlertCriteria, 'search' | 'location' | 'type' | 'placementType'>,
  role: MailedRole,
): Mail {
  const unsubscribe = unsubscribeLinks(keys, 'alert', alert.id)
  return {
    to,
    subject: `New role: ${role.title} at ${role.companyName ?? 'a new company'}`,
    text: [
      'A new role matches your job alert.',
      '',
      ...roleLines(keys, role),
      '',
      `You get this email because of your alert "${describeAlert(alert, ROLE_TYPE_LABELS)}".`,
      `Stop this alert in one click: ${unsubscribe.page}`,
      `Manage your alerts: ${webPageLink(keys, WEB_PAGES.internSettings.href('alerts'))}`,
    ].join('\n'),
    headers: unsubscribe.headers,
  }
}

/** The day's matches of an intern's daily alerts, in one mail. */
export function digestMail(
  keys: Keys,
  to: string,
  internId: string,
  roles: MailedRole[],
  more: number,
): Mail {
  const unsubscribe = unsubscribeLinks(keys, 'alerts', internId)
  const total = roles.length + more
  return {
    to,
    subject: `${total} new role${total === 1 ? '' : 's'} for your job alerts`,
    text: [
      `New roles that match your job alerts since yesterday:`,
      '',
      ...roles.flatMap((role) => [...roleLines(keys, role), '']),
      ...(more > 0
        ? [`And ${more} more: ${webPageLink(keys, WEB_PAGES.findInternships.href())}`, '']
        : []),
      `Stop all your job alerts in one click: ${unsubscribe.page}`,
      `Manage your alerts: ${webPageLink(keys, WEB_PAGES.internSettings.href('alerts'))}`,
    ].join('\n'),
    headers: unsubscribe.headers,
  }
}
