import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'

/** What an intern hears about roles they keep an eye on. */
export const ROLE_EVENTS = {
  /** A saved role not applied to closes within 48 hours (`closes`: its deadline, a Lagos day). */
  'saved-role-closing': noticeEvent({
    topic: 'deadline',
    inAppOnlyWithMail: true,
    data: z.object({
      roleId: z.string(),
      roleTitle: z.string(),
      companyName: z.string().nullable(),
      deadline: z.string().nullable(),
      today: z.string(),
    }),
  }),
}
