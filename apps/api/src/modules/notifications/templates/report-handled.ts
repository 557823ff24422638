import { maskedApplicantName, type NoticeEventData, type ReportAction } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'

const TOLD_REPORTER: Record<ReportAction, string> = {
  none: 'We looked into your report and found nothing that breaks our rules this time. Thank you for telling us.',
  warned: 'We looked into your report and warned the account involved. Thank you for telling us.',
  role_removed: 'We looked into your report and removed the role. Thank you for telling us.',
  account_suspended:
    'We looked into your report and suspended the account involved. Thank you for telling us.',
}

type Reported = NonNullable<NoticeEventData<'report-handled'>['reported']>

/**
 * What the reporter reported, in the words of their notice: 'the role “Sales Intern”'. A name of
 * an applicant is masked, as in every notice.
 */
function reportedThing(reported: Reported): string {
  switch (reported.type) {
    case 'role':
      return `the role “${reported.roleTitle}”`
    case 'company':
      return `the company “${reported.companyName}”`
    case 'intern':
      return `the applicant ${maskedApplicantName(reported.firstName, reported.lastName)}`
    case 'message':
      return 'a message in your chat'
  }
}

/** The notice names what was reported, so that several reports can be told apart. */
export const reportHandled: NoticeTemplate<'report-handled'> = {
  inApp: (data) => ({
    type: 'report',
    title: data.reported
      ? `Your report about ${reportedThing(data.reported)} was reviewed`
      : 'Your report was reviewed',
    description: TOLD_REPORTER[data.action],
    applicationId: data.applicationId,
  }),
}
