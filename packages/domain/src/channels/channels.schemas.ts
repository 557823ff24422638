import { z } from 'zod'
import { toNigerianMobile } from './phone-number.js'

/** A phone code is longer than a mailed one: an SMS can be read over a shoulder or a lock screen. */
export const PHONE_CODE_LENGTH = 6

export const CHANNEL_MESSAGES = {
  phoneRequired: 'Enter your mobile number',
  phoneInvalid: 'Enter a Nigerian mobile number, like 0803 123 4567',
  phoneCodeSent: 'We sent a 6-digit code to your phone by SMS.',
  phoneCodeIncomplete: `Enter all ${PHONE_CODE_LENGTH} digits of the code`,
  phoneTaken: 'This number is verified on another account. Use another number.',
  phoneSame: 'This number is already verified on your account.',
  noPendingPhone: 'Add your number first: there is no code waiting to be confirmed.',
  phoneVerified: 'Your number is verified.',
  phoneRemoved: 'Your number was removed. We will not text you.',
  channelsSaved: 'Your message choices are saved.',
  needsVerifiedPhone: 'Verify your number before turning on SMS or WhatsApp.',
  channelToggle: 'Choose on or off',
} as const

/** A mobile number as typed, checked and kept in E.164. */
export const phoneField = z
  .string({ message: CHANNEL_MESSAGES.phoneRequired })
  .trim()
  .min(1, CHANNEL_MESSAGES.phoneRequired)
  .transform((value, ctx) => {
    const e164 = toNigerianMobile(value)
    if (e164) return e164
    ctx.addIssue({ code: 'custom', message: CHANNEL_MESSAGES.phoneInvalid })
    return z.NEVER
  })

/** `POST /account/phone`. */
export const AddPhoneInputSchema = z.object({ phone: phoneField }).strict()
export type AddPhoneInput = z.input<typeof AddPhoneInputSchema>

/** The answer of `POST /account/phone`: the number the texted code waits to confirm. */
export const PendingPhoneSchema = z.object({ pendingPhone: z.string() })
export type PendingPhone = z.infer<typeof PendingPhoneSchema>

/** `POST /account/phone/verify`. */
export const VerifyPhoneInputSchema = z
  .object({
    code: z
      .string({ message: CHANNEL_MESSAGES.phoneCodeIncomplete })
      .trim()
      .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), CHANNEL_MESSAGES.phoneCodeIncomplete),
  })
  .strict()
export type VerifyPhoneInput = z.input<typeof VerifyPhoneInputSchema>

export const VerifiedPhoneSchema = z.object({ phone: z.string(), verified: z.literal(true) })
export type VerifiedPhone = z.infer<typeof VerifiedPhoneSchema>

/** What the phone channels carry, each the account's own choice (DESIGN §11 Channels). */
const channelChoices = {
  /** Important notices by SMS (interviews, decisions, letters, account safety). */
  sms: z.boolean({ message: CHANNEL_MESSAGES.channelToggle }),
  /** Important notices on WhatsApp instead of SMS; a failed WhatsApp message falls back to SMS. */
  whatsapp: z.boolean({ message: CHANNEL_MESSAGES.channelToggle }),
  /** Job alerts and digests on the phone too (never by SMS between 20:00 and 08:00 in Lagos). */
  jobAlerts: z.boolean({ message: CHANNEL_MESSAGES.channelToggle }),
}

/** `GET /account/channels`: the verified number and where notices go. */
export const AccountChannelsSchema = z.object({
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  /** A number added but not yet confirmed with its code. */
  pendingPhone: z.string().nullable(),
  ...channelChoices,
  /** The USSD code to dial for statuses without data (`USSD_SERVICE_CODE`), when there is one. */
  ussdCode: z.string().nullable(),
})
export type AccountChannels = z.infer<typeof AccountChannelsSchema>

/** `PATCH /account/channels`: any of the choices. */
export const AccountChannelsPatchSchema = z
  .object(channelChoices)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: CHANNEL_MESSAGES.channelToggle })
export type AccountChannelsPatch = z.input<typeof AccountChannelsPatchSchema>

/** Until an account chooses: SMS on, WhatsApp off (it needs the person's opt-in), alerts off. */
export const CHANNEL_DEFAULTS = { sms: true, whatsapp: false, jobAlerts: false } as const
