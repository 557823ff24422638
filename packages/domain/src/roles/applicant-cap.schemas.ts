import { z } from 'zod'
import {
  APPLICANT_CAP_MESSAGES,
  APPLICATION_CAP_MAX,
  APPLICATION_CAP_MIN,
} from './applicant-cap.rules.js'

/** A role's applicant cap (decision 071): a whole number of applications, or null for no cap. */
export const ApplicationCapSchema = z
  .number({ message: APPLICANT_CAP_MESSAGES.capWhole })
  .int(APPLICANT_CAP_MESSAGES.capWhole)
  .min(APPLICATION_CAP_MIN, APPLICANT_CAP_MESSAGES.capRange)
  .max(APPLICATION_CAP_MAX, APPLICANT_CAP_MESSAGES.capRange)
  .nullable()

/** What role answers say of the cap: places left, or null for a role without one. */
export const placesLeftField = z.number().int().min(0).nullable()
