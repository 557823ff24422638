import { formatDay } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'
import { signMail } from './logbook-sign-requested.js'

/** A submitted logbook week is still unsigned a week later: the supervisor is reminded once. */
export const logbookSignReminder: NoticeTemplate<'logbook-sign-reminder'> = {
  mail: (data) => signMail(data, true),
  phone: (data) =>
    phoneWords('logbook_sign_reminder', [data.internName, formatDay(data.weekStart), data.link]),
}
