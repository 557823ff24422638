import type { NoticeTemplate } from '../notice-template.js'

/** The company opened the application: in-app only, as the mail waits for the decision. */
export const applicationInReview: NoticeTemplate<'application-in-review'> = {
  inApp: (data) => ({
    type: 'status',
    title: 'Application in review',
    description: `${data.companyName} is reviewing your application for ${data.roleTitle}`,
    applicationId: data.applicationId,
  }),
}
