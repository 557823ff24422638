// The contact form's limits and words, without its schema, so the contact page's first load
// carries no zod (decision 051). contacts.schemas.ts re-exports them.

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
