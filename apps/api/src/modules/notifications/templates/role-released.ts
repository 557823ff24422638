import type { NoticeTemplate } from '../notice-template.js'

export const roleReleased: NoticeTemplate<'role-released'> = {
  inApp: (data) => ({
    type: 'moderation',
    title: 'Your role is public',
    description: `${data.roleTitle} passed review and is now public.`,
  }),
}
