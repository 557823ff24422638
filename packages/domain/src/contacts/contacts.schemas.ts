import { z } from 'zod'
import {
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES,
} from './contact-words.js'

export {
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_REPEAT_WINDOW_MS,
  CONTACT_MESSAGES,
} from './contact-words.js'

const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`)

export const ContactInputSchema = z.object({
  firstName: required(CONTACT_MESSAGES.firstNameRequired, CONTACT_NAME_MAX_LENGTH),
  lastName: required(CONTACT_MESSAGES.lastNameRequired, CONTACT_NAME_MAX_LENGTH),
  email: z
    .string({ message: CONTACT_MESSAGES.emailRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.emailRequired)
    .max(254, CONTACT_MESSAGES.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, CONTACT_MESSAGES.emailInvalid)
    .transform((email) => email.toLowerCase()),
  phone: z
    .string({ message: CONTACT_MESSAGES.phoneRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.phoneRequired)
    .max(CONTACT_PHONE_MAX_LENGTH, CONTACT_MESSAGES.phoneInvalid)
    .regex(/^\+?[\d\s()-]{7,}$/, CONTACT_MESSAGES.phoneInvalid),
  message: required(CONTACT_MESSAGES.messageRequired, CONTACT_MESSAGE_MAX_LENGTH),
})
export type ContactInput = z.input<typeof ContactInputSchema>
