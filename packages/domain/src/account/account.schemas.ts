import { z } from 'zod'
import { AUTH_MESSAGES, OTP_LENGTH, RegisterInputSchema } from '../auth/auth.schemas.js'
import {
  CompanyBasicInfoInputSchema,
  countryCodeField,
  phoneNumberField,
} from '../companies/companies.schemas.js'

export const NOTIFICATION_FREQUENCIES = ['daily', 'immediate', 'disabled'] as const
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number]
export const VISIBILITIES = ['public', 'private'] as const
export type Visibility = (typeof VISIBILITIES)[number]

export const ACCOUNT_CHANGE_FIELDS = ['companyName', 'email', 'phoneNumber'] as const
export type AccountChangeField = (typeof ACCOUNT_CHANGE_FIELDS)[number]

export const ACCOUNT_MESSAGES = {
  changeFieldInvalid: 'Choose what to change: companyName, email or phoneNumber',
  changeCodeSent: 'A verification code has been sent to your email.',
  changeCodeSentToNewEmail: 'A verification code has been sent to your new email address.',
  changeSaved: 'Changes Saved',
  changeSameValue: 'This is already your current value.',
  companyNameOnlyForCompanies: 'Only company accounts have a company name.',
  emailTaken: 'Another account already uses this email.',
  otpIncomplete: 'Please enter all 4 digits of the OTP.',
  preferencesSaved: 'Preferences saved',
  preferenceToggle: 'Choose on or off',
  frequencyInvalid: 'Choose daily, immediate or disabled',
  visibilityInvalid: 'Choose public or private',
  sessionNotFound: 'Session not found.',
  sessionRevoked: 'Signed out of that device',
  deleteConfirm: 'Type DELETE to confirm',
  deleted: 'Your account has been deleted.',
} as const

const toggle = z.boolean({ message: ACCOUNT_MESSAGES.preferenceToggle }).default(true)

/**
 * Notification and privacy choices of the settings pages (spec §2, §9). Every field has the
 * spec's default, so an account that never saved any reads as the defaults.
 */
export const AccountPreferencesSchema = z
  .object({
    notifications: z
      .object({
        newApplications: toggle,
        applicationUpdates: z
          .object({ newMessages: toggle, interviewRequests: toggle, interviewSchedules: toggle })
          .strict()
          .prefault({}),
        systemAlerts: z
          .object({ platformUpdates: toggle, accountActivity: toggle, announcements: toggle })
          .strict()
          .prefault({}),
        frequency: z
          .enum(NOTIFICATION_FREQUENCIES, { message: ACCOUNT_MESSAGES.frequencyInvalid })
          .default('immediate'),
      })
      .strict()
      .prefault({}),
    privacy: z
      .object({
        jobBoardVisibility: z
          .enum(VISIBILITIES, { message: ACCOUNT_MESSAGES.visibilityInvalid })
          .default('public'),
        profileVisibility: z
          .enum(VISIBILITIES, { message: ACCOUNT_MESSAGES.visibilityInvalid })
          .default('private'),
        thirdPartyIntegration: toggle,
      })
      .strict()
      .prefault({}),
  })
  .strict()
export type AccountPreferencesInput = z.input<typeof AccountPreferencesSchema>
export type AccountPreferences = z.output<typeof AccountPreferencesSchema>

export const DEFAULT_ACCOUNT_PREFERENCES: AccountPreferences = AccountPreferencesSchema.parse({})

/**
 * `POST /account/changes`: the new value, checked with the same field rules as the profile and
 * sign-up forms. A code is mailed; nothing changes until it is confirmed.
 */
export const AccountChangeInputSchema = z.discriminatedUnion(
  'field',
  [
    z.object({
      field: z.literal('companyName'),
      value: CompanyBasicInfoInputSchema.shape.companyName,
    }),
    z.object({ field: z.literal('email'), value: RegisterInputSchema.shape.email }),
    z.object({
      field: z.literal('phoneNumber'),
      value: phoneNumberField,
      /** Omitted: the account keeps its country code (or gets +234 when it has none). */
      countryCode: countryCodeField.unwrap().optional(),
    }),
  ],
  { message: ACCOUNT_MESSAGES.changeFieldInvalid },
)
export type AccountChangeInput = z.input<typeof AccountChangeInputSchema>
export type AccountChange = z.output<typeof AccountChangeInputSchema>

/** `POST /account/changes/confirm`: the change's id and the mailed code. */
export const ConfirmAccountChangeInputSchema = z.object({
  otp: z
    .string({ message: AUTH_MESSAGES.otpMissing })
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), ACCOUNT_MESSAGES.otpIncomplete),
  id: z.uuid({ message: AUTH_MESSAGES.otpMissing }),
})
export type ConfirmAccountChangeInput = z.input<typeof ConfirmAccountChangeInputSchema>

/** One signed-in device, as the Password & Security page lists it. */
export const AccountSessionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session making this request. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSessionSchema>

export const SessionIdParamsSchema = z.object({ id: z.string().max(100) })

/** `DELETE /account`: the word DELETE, typed by the person, guards against a stray click. */
export const DeleteAccountInputSchema = z.object({
  confirm: z.literal('DELETE', { message: ACCOUNT_MESSAGES.deleteConfirm }),
})
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>
