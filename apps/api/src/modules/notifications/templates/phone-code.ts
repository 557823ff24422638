import type { NoticeTemplate } from '../notice-template.js'
import { phoneWords } from '../phone-words.js'

/** The code that confirms a mobile number, by SMS to it. */
export const phoneCode: NoticeTemplate<'phone-code'> = {
  phone: (data) => phoneWords('phone_code', [data.code]),
}
