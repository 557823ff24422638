import { maskedApplicantName } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'

/** An intern applied: to the company, in the app. */
export const applicationReceived: NoticeTemplate<'application-received'> = {
  inApp: (data) => ({
    type: 'application',
    title: 'New application',
    description: `${maskedApplicantName(data.firstName, data.lastName)} applied for ${data.roleTitle}`,
    applicationId: data.applicationId,
  }),
}
