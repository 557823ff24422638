import { maskedApplicantName } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'

/** The intern withdrew: to the company, in the app (the application is gone, so no link). */
export const applicationWithdrawn: NoticeTemplate<'application-withdrawn'> = {
  inApp: (data) => ({
    type: 'withdrawal',
    title: 'Application withdrawn',
    description: `${maskedApplicantName(data.firstName, data.lastName)} withdrew their application for ${data.roleTitle}`,
    applicationId: null,
  }),
}
