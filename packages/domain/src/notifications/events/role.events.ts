import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'

/** What an intern hears about roles they keep an eye on, and a company about its own roles. */
export const ROLE_EVENTS = {
  /**
   * No open or decision for 25 days: the role closes itself at `closesAt` (ISO) unless its company
   * reviews or keeps it open (decision 070). Once per review-clock period; always sent, as a
   * company that turned its mail off would otherwise lose a role without a word.
   */
  'role-closing-itself': noticeEvent({
    topic: null,
    data: z.object({ roleId: z.string(), roleTitle: z.string(), closesAt: z.string() }),
  }),
  /** The role closed itself after 30 days without review (decision 070). */
  'role-closed-itself': noticeEvent({
    topic: null,
    data: z.object({ roleId: z.string(), roleTitle: z.string() }),
  }),
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
