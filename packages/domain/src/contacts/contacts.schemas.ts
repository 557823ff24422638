import { z } from 'zod'

export const CONTACT_NAME_MAX_LENGTH = 80
export const CONTACT_PHONE_MAX_LENGTH = 20
export const CONTACT_MESSAGE_MAX_LENGTH = 2000
/** The same email may send the contact form once a day. */
export const CONTACT_REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000

export const CONTACT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  messageRequired: 'Message is required',
  alreadySent: 'You have already filled the contact form, thanks',
  sent: 'Message sent successfully!',
  failed: 'An error occurred. Please try again later.',
} as const

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
