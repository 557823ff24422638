import { z } from 'zod'
import { ACCOUNT_CHANGE_FIELDS } from '../../account/account.schemas.js'
import { noticeEvent } from '../notice-event.js'

/** Changes of an account's own details (settings): account safety, always sent. */
export const ACCOUNT_EVENTS = {
  /** The code that confirms a change of name, email or phone; an email's goes to the new address. */
  'account-change-code': noticeEvent({
    topic: null,
    data: z.object({ code: z.string(), field: z.enum(ACCOUNT_CHANGE_FIELDS) }),
  }),
  /** The sign-in email changed: the old address hears of it. */
  'sign-in-email-changed': noticeEvent({
    topic: null,
    data: z.object({ newEmail: z.string() }),
  }),
}
