import { WEB_PAGES, deadlineLabel, stipendLabel, type MailedRole } from '@app/domain'
import { webPageLink } from '../../../lib/mail-links.js'
import type { LinkKeys } from '../notice-template.js'

/** The lines of one role in a mail of alerts or of the weekly roles. */
export function roleLines(links: LinkKeys, role: MailedRole, today?: string): string[] {
  return [
    `${role.title} at ${role.companyName ?? 'a new company'} (${role.location})`,
    `Stipend: ${stipendLabel(role.minimumSalary, role.maximumSalary)}`,
    `Deadline: ${deadlineLabel(role.applicationDeadline, today) ?? 'Open until filled'}`,
    `See the role: ${webPageLink(links, WEB_PAGES.internRole.href(role.id))}`,
  ]
}
