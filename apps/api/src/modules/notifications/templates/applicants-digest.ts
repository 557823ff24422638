import { WAITING_NUDGE_DAYS, WEB_PAGES, maskedApplicantName } from '@app/domain'
import { webPageLink } from '../../../lib/mail-links.js'
import type { NoticeTemplate } from '../notice-template.js'

/** The daily mail of a company that chose it: who applied since yesterday, and who waits. */
export const applicantsDigest: NoticeTemplate<'applicants-digest'> = {
  mail: ({ fresh, waitingCount }, links) => ({
    subject:
      fresh.length > 0
        ? `${fresh.length > 20 ? 'More than 20' : fresh.length} new applicant${fresh.length === 1 ? '' : 's'} since yesterday`
        : 'Applicants are waiting for your answer',
    text: [
      fresh.length > 0 ? 'New applicants since yesterday:' : 'No new applicants since yesterday.',
      ...fresh
        .slice(0, 20)
        .map(
          (row) =>
            `- ${maskedApplicantName(row.firstName, row.lastName)} applied for ${row.roleTitle}`,
        ),
      '',
      ...(waitingCount > 0
        ? [
            `${waitingCount} applicant${waitingCount === 1 ? ' has' : 's have'} waited more than ${WAITING_NUDGE_DAYS} days for your answer.`,
            '',
          ]
        : []),
      `Review applicants: ${webPageLink(links, WEB_PAGES.companyApplications.href())}`,
    ].join('\n'),
  }),
}
