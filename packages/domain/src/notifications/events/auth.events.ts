import { z } from 'zod'
import { noticeEvent } from '../notice-event.js'

/** Signing in: always sent, whatever the settings say. */
export const AUTH_EVENTS = {
  /** A sign-in code and the one-tap link to the same challenge (the link's token, not the URL). */
  'sign-in-code': noticeEvent({
    topic: null,
    data: z.object({ code: z.string(), linkToken: z.string() }),
  }),
}
