import type { NoticeEventData } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'

/** The application closed with its role: to the intern, in the app. */
export const applicationClosed: NoticeTemplate<'application-closed'> = {
  inApp: (data) => ({
    type: 'role_closed',
    title: 'Role closed',
    description: closedBecause(data),
    // Nothing of a company that deleted its account stays, its applications neither (037).
    applicationId: data.because === 'company-deleted' ? null : data.applicationId,
  }),
}

function closedBecause({ because, roleTitle, companyName }: NoticeEventData<'application-closed'>) {
  if (because === 'role-removed') {
    return `Internplace removed the ${roleTitle} role at ${companyName}, so it no longer takes applications.`
  }
  // The role, not the company's name (decision 037).
  if (because === 'company-deleted') {
    return `The company behind the ${roleTitle} role deleted its account, so the role is closed.`
  }
  return `${companyName} closed the ${roleTitle} role.`
}
