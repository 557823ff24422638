import type { AccountChangeField } from '@app/domain'
import type { NoticeTemplate } from '../notice-template.js'

const FIELD_LABELS: Record<AccountChangeField, string> = {
  companyName: 'company name',
  email: 'email address',
  phoneNumber: 'phone number',
}

/** The code that confirms a change in settings; nothing changes until it is entered. */
export const accountChangeCode: NoticeTemplate<'account-change-code'> = {
  mail: (data) => ({
    subject: `Your Internplace verification code: ${data.code}`,
    text:
      `Your verification code is ${data.code}.\n\n` +
      `Enter it in your Internplace settings to confirm the new ${FIELD_LABELS[data.field]}. ` +
      `It works once, for 10 minutes. If you did not ask for this change, ignore this mail ` +
      `and nothing will change.\n`,
  }),
}
