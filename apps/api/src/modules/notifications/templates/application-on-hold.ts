import { maskedApplicantName } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'

/**
 * To the other side of an undecided application whose company or applicant was suspended
 * (decision 050). An applicant's name is masked, as in every notice to a company.
 */
export const applicationOnHold: NoticeTemplate<'application-on-hold'> = {
  inApp: (data) =>
    data.suspended === 'company'
      ? {
          type: 'role_closed',
          title: 'Role on hold',
          description: `${data.companyName ?? 'The company'}'s account is suspended by Internplace, so the ${data.roleTitle} role is hidden and your application is on hold.`,
          applicationId: data.applicationId,
        }
      : {
          type: 'moderation',
          title: 'Applicant suspended',
          description: `Internplace suspended the account of ${maskedApplicantName(data.firstName, data.lastName)}, who applied for ${data.roleTitle}. Their application is on hold: they cannot sign in, read or reply while the suspension lasts.`,
          applicationId: data.applicationId,
        },
}
