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
  noPreferences: 'Only company and intern accounts have preferences.',
  preferenceToggle: 'Choose on or off',
  frequencyInvalid: 'Choose daily, immediate or disabled',
  visibilityInvalid: 'Choose public or private',
  sessionNotFound: 'Session not found.',
  sessionRevoked: 'Signed out of that device',
  deleteConfirm: 'Type DELETE to confirm',
  deleted: 'Your account has been deleted.',
} as const

const toggle = z.boolean({ message: ACCOUNT_MESSAGES.preferenceToggle }).default(true)

const systemAlerts = z
  .object({ platformUpdates: toggle, accountActivity: toggle, announcements: toggle })
  .strict()
  .prefault({})

const frequency = z
  .enum(NOTIFICATION_FREQUENCIES, { message: ACCOUNT_MESSAGES.frequencyInvalid })
  .default('immediate')

/**
 * Until a company chooses, its roles are on the public job board and its profile is private (spec
 * §9). The API's queries read the stored choice with these same defaults.
 */
export const PRIVACY_DEFAULTS = {
  jobBoardVisibility: 'public',
  profileVisibility: 'private',
} as const satisfies Record<string, Visibility>

const privacy = z
  .object({
    jobBoardVisibility: z
      .enum(VISIBILITIES, { message: ACCOUNT_MESSAGES.visibilityInvalid })
      .default(PRIVACY_DEFAULTS.jobBoardVisibility),
    profileVisibility: z
      .enum(VISIBILITIES, { message: ACCOUNT_MESSAGES.visibilityInvalid })
      .default(PRIVACY_DEFAULTS.profileVisibility),
    thirdPartyIntegration: toggle,
  })
  .strict()
  .prefault({})

/** A kind's preferences: its own notifications, then system alerts and how often, and privacy. */
const preferencesOf = <Own extends z.ZodRawShape>(own: Own) =>
  z
    .object({
      notifications: z
        .object({ ...own, systemAlerts, frequency })
        .strict()
        // Every field has a default, so {} is a whole input; TypeScript cannot see that of `Own`.
        .prefault({} as never),
      privacy,
    })
    .strict()

/**
 * A company's notification and privacy choices (spec §2, §9). Every field has the spec's default,
 * so an account that never saved any reads as the defaults.
 */
export const CompanyAccountPreferencesSchema = preferencesOf({
  newApplications: toggle,
  applicationUpdates: z
    .object({ newMessages: toggle, interviewRequests: toggle, interviewSchedules: toggle })
    .strict()
    .prefault({}),
})
export type CompanyAccountPreferences = z.output<typeof CompanyAccountPreferencesSchema>

/**
 * An intern's choices: what an applicant hears about. Matching roles and saved-role deadlines are
 * kept for the alerts and reminders (DESIGN §10), which will read them.
 */
export const InternAccountPreferencesSchema = preferencesOf({
  companyMessages: toggle,
  statusChanges: toggle,
  matchingRoles: toggle,
  savedRoleDeadlines: toggle,
})
export type InternAccountPreferences = z.output<typeof InternAccountPreferencesSchema>

/** Each account kind's preferences document; `PUT /account/preferences` checks the caller's. */
export const ACCOUNT_PREFERENCES_SCHEMAS = {
  company: CompanyAccountPreferencesSchema,
  intern: InternAccountPreferencesSchema,
} as const
export type PreferencesKind = keyof typeof ACCOUNT_PREFERENCES_SCHEMAS

/** The answer of `GET|PUT /account/preferences`: the caller's kind's document. */
export const AccountPreferencesSchema = z.union([
  CompanyAccountPreferencesSchema,
  InternAccountPreferencesSchema,
])
export type AccountPreferences = CompanyAccountPreferences | InternAccountPreferences

/**
 * `PUT /account/preferences` as the route reads it: the two parts, whose fields the caller's kind
 * decides (the service checks them with that kind's schema).
 */
export const AccountPreferencesInputSchema = z
  .object({
    notifications: z.record(z.string(), z.unknown()).optional(),
    privacy: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()

export const DEFAULT_ACCOUNT_PREFERENCES = {
  company: CompanyAccountPreferencesSchema.parse({}),
  intern: InternAccountPreferencesSchema.parse({}),
} as const

/** Stored choices over the defaults of the kind; a stored value that no longer parses is ignored. */
export function readAccountPreferences<K extends PreferencesKind>(
  kind: K,
  stored: unknown,
): (typeof DEFAULT_ACCOUNT_PREFERENCES)[K] {
  const parsed = ACCOUNT_PREFERENCES_SCHEMAS[kind].safeParse(stored ?? {})
  return (
    parsed.success ? parsed.data : DEFAULT_ACCOUNT_PREFERENCES[kind]
  ) as (typeof DEFAULT_ACCOUNT_PREFERENCES)[K]
}

/**
 * message: a chat message; decision: an application's outcome (intern); roleAlert: a role matching
 * a job alert (intern); deadline: a saved role about to close (intern); applicants: new and
 * waiting applicants (company).
 */
export type MailTopic = 'message' | 'decision' | 'roleAlert' | 'deadline' | 'applicants'

/**
 * Whether an account's choices let us mail it about this: 'Disable all' stops every mail (and, for
 * alerts and reminders, the in-app notice too); otherwise each topic has its own box.
 */
export function allowsMail(kind: PreferencesKind, stored: unknown, topic: MailTopic): boolean {
  if (kind === 'intern') {
    const { notifications } = readAccountPreferences('intern', stored)
    if (notifications.frequency === 'disabled') return false
    if (topic === 'message') return notifications.companyMessages
    if (topic === 'decision') return notifications.statusChanges
    if (topic === 'roleAlert') return notifications.matchingRoles
    if (topic === 'deadline') return notifications.savedRoleDeadlines
    return false
  }
  const { notifications } = readAccountPreferences('company', stored)
  if (notifications.frequency === 'disabled') return false
  if (topic === 'message') return notifications.applicationUpdates.newMessages
  if (topic === 'applicants') return notifications.newApplications
  return false
}

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
