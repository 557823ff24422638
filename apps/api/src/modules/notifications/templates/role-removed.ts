import type { NoticeTemplate } from '../notice-template.js'

/** To the company; its applicants hear of the role's closing with their applications. */
export const roleRemoved: NoticeTemplate<'role-removed'> = {
  inApp: (data) => ({
    type: 'moderation',
    title: 'Role removed',
    description: `Internplace removed your ${data.roleTitle} role: ${data.reason}`,
  }),
}
