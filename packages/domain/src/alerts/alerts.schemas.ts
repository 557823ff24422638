import { z } from 'zod'
import { RegisterInputSchema } from '../auth/auth.schemas.js'
import {
  PLACEMENT_TYPES,
  ROLE_SEARCH_MAX_LENGTH,
  ROLE_TYPES,
  type PlacementType,
} from '../roles/roles.schemas.js'
import { ALERT_FIELD_LABELS, hasAlertCriteria } from './alert-criteria.js'
import { ALERT_MESSAGES } from './alerts.messages.js'

export { ALERT_MESSAGES, MAX_ALERTS_PER_INTERN } from './alerts.messages.js'
export { ALERT_FIELD_LABELS, hasAlertCriteria } from './alert-criteria.js'

export const ALERT_FREQUENCIES = ['immediate', 'daily'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

/** An alert may watch one placement type of roles (DESIGN §10); the roles' own list. */
export const ALERT_PLACEMENT_TYPES = PLACEMENT_TYPES
export type AlertPlacementType = PlacementType

/** A digest or weekly mail lists at most this many roles, then says how many more there are. */
export const ROLES_PER_DIGEST_MAIL = 20

/** 'Role or skill must be at most 100 characters': the field named as the form labels it. */
export const alertTextTooLong = (field: 'search' | 'location') =>
  `${ALERT_FIELD_LABELS[field]} must be at most ${ROLE_SEARCH_MAX_LENGTH} characters`

const textField = (field: 'search' | 'location') =>
  z
    .string()
    .trim()
    .max(ROLE_SEARCH_MAX_LENGTH, alertTextTooLong(field))
    .nullish()
    .transform((value) => value || null)

/**
 * `POST /users/alerts` and `PATCH /users/alerts/{id}`: the browse's filters to watch (at least
 * one), and how often to hear of matches. An edit sends the whole alert, as the form shows it.
 */
export const JobAlertInputSchema = z
  .object({
    search: textField('search'),
    location: textField('location'),
    type: z
      .enum(ROLE_TYPES, { message: ALERT_MESSAGES.typeInvalid })
      .nullish()
      .transform((value) => value ?? null),
    placementType: z
      .enum(ALERT_PLACEMENT_TYPES, { message: ALERT_MESSAGES.placementTypeInvalid })
      .nullish()
      .transform((value) => value ?? null),
    frequency: z.enum(ALERT_FREQUENCIES, { message: ALERT_MESSAGES.frequencyInvalid }),
  })
  .refine(hasAlertCriteria, { message: ALERT_MESSAGES.noCriteria })
export type JobAlertInput = z.input<typeof JobAlertInputSchema>
export type JobAlertCriteria = z.output<typeof JobAlertInputSchema>

export const JobAlertSchema = z.object({
  id: z.uuid(),
  search: z.string().nullable(),
  location: z.string().nullable(),
  type: z.enum(ROLE_TYPES).nullable(),
  placementType: z.enum(ALERT_PLACEMENT_TYPES).nullable(),
  frequency: z.enum(ALERT_FREQUENCIES),
  createdAt: z.iso.datetime(),
})
export type JobAlert = z.infer<typeof JobAlertSchema>

export const JobAlertsSchema = z.array(JobAlertSchema)

/** `POST /subscriptions`: the home page's email box. */
export const SubscriptionInputSchema = z.object({ email: RegisterInputSchema.shape.email })
export type SubscriptionInput = z.input<typeof SubscriptionInputSchema>

/** What a mailed link carries: which thing, and the token that proves the link came from us. */
const linkToken = z.string({ message: ALERT_MESSAGES.linkInvalid }).min(1).max(200)
const linkId = z.uuid({ message: ALERT_MESSAGES.linkInvalid })

export const UNSUBSCRIBE_KINDS = ['alert', 'subscription', 'alerts'] as const
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number]

/**
 * `POST /unsubscribe` (no sign-in): 'alert' ends one job alert, 'alerts' every alert of an intern
 * (the id is the intern's), 'subscription' the weekly mail.
 */
export const UnsubscribeInputSchema = z.object({
  kind: z.enum(UNSUBSCRIBE_KINDS, { message: ALERT_MESSAGES.linkInvalid }),
  id: linkId,
  token: linkToken,
})
export type UnsubscribeInput = z.input<typeof UnsubscribeInputSchema>

/** `POST /subscriptions/confirm` (no sign-in), from the confirmation mail's link. */
export const ConfirmSubscriptionInputSchema = z.object({ id: linkId, token: linkToken })
export type ConfirmSubscriptionInput = z.input<typeof ConfirmSubscriptionInputSchema>
