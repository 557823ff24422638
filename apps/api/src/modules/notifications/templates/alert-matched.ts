import type { NoticeTemplate } from '../notice-template.js'

/** In the app at once; the mail goes at once or in the day's digest, by their own events. */
export const alertMatched: NoticeTemplate<'alert-matched'> = {
  inApp: (data) => ({
    type: 'role_alert',
    title: 'New role for your alert',
    description: `${data.companyName ?? 'A company'} is looking for a ${data.roleTitle} in ${data.location}`,
    roleId: data.roleId,
  }),
}
