import { WEB_PAGES, deadlineLabel, type NoticeEventData } from '@app/domain'
import { webPageLink } from '../../../lib/mail-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** A saved role not applied to closes within 48 hours: to the intern who saved it. */
export const savedRoleClosing: NoticeTemplate<'saved-role-closing'> = {
  inApp: (data) => {
    const { closes, company } = closingWords(data)
    return {
      type: 'deadline',
      title: 'A saved role closes soon',
      description: `${data.roleTitle} at ${company}: ${closes}. You have not applied yet.`,
      applicationId: null,
    }
  },
  mail: (data, links) => {
    const { closes, company } = closingWords(data)
    return {
      subject: `${closes}: ${data.roleTitle} at ${company}`,
      text: [
        `You saved ${data.roleTitle} at ${company} and have not applied yet.`,
        `${closes}.`,
        '',
        `Apply now: ${webPageLink(links, WEB_PAGES.internRole.href(data.roleId))}`,
        `Change which emails you get: ${webPageLink(links, WEB_PAGES.internSettings.href('notification'))}`,
      ].join('\n'),
    }
  },
}

const closingWords = (data: NoticeEventData<'saved-role-closing'>) => ({
  closes: deadlineLabel(data.deadline, data.today) ?? '',
  company: data.companyName ?? 'A company',
})
